import Diagnostics
import XCTest
@testable import LessonEngine

/// A complete file without `#Preview` shows what an app built from it would show: the view its
/// `@main` app presents, else `ContentView`, else its first View type.
final class HostedViewTests: XCTestCase {
    private func hosted(_ code: String) throws -> String {
        let block = ExampleBlock(name: "screen", language: "swift", base: nil, code: code,
                                 location: SourceLocation(file: "content/lessons/a.md", line: 10))
        let example = try XCTUnwrap(ExamplePreparer.prepare([block]).examples.first)
        return example.hostedRoot
    }

    func testContentViewIsHostedWhenHelperViewsComeFirst() throws {
        XCTAssertEqual(try hosted("""
        struct CardView: View {
            let title: String
            var body: some View { Text(title) }
        }

        struct ContentView: View {
            var body: some View { CardView(title: "Design") }
        }
        """), "ContentView")
    }

    func testTheAppsWindowGroupDecides() throws {
        XCTAssertEqual(try hosted("""
        struct Row: View {
            let name: String
            var body: some View { Text(name) }
        }

        struct LandmarkList: View {
            var body: some View { Row(name: "Turtle Rock") }
        }

        @main
        struct LandmarksApp: App {
            var body: some Scene {
                WindowGroup {
                    LandmarkList()
                }
            }
        }
        """), "LandmarkList")
    }

    func testWithoutContentViewTheFirstViewIsHosted() throws {
        XCTAssertEqual(try hosted("""
        struct Parent: View {
            var body: some View { Child() }
        }
        struct Child: View {
            var body: some View { Text("Child") }
        }
        """), "Parent")
    }
}
