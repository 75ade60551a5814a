import Diagnostics
import XCTest

@testable import LessonEngine

/// A complete file without `#Preview` shows what an app built from it would show: the view its
/// `@main` app presents, else `ContentView`, else its first View type.
final class HostedViewTests: XCTestCase {
    private func prepared(_ code: String) throws -> PreparedExample {
        let block = ExampleBlock(
            name: "screen", language: "swift", base: nil, code: code,
            location: SourceLocation(file: "content/lessons/a.md", line: 10))
        return try XCTUnwrap(ExamplePreparer.prepare([block]).examples.first)
    }

    private func hosted(_ code: String) throws -> String { try prepared(code).hostedRoot }

    func testContentViewIsHostedWhenHelperViewsComeFirst() throws {
        XCTAssertEqual(
            try hosted(
                """
                struct CardView: View {
                    let title: String
                    var body: some View { Text(title) }
                }

                struct ContentView: View {
                    var body: some View { CardView(title: "Design") }
                }
                """), "ContentView")
    }

    func testAnAppIsHostedThroughItsWindowGroup() throws {
        let example = try prepared(
            """
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
            """)
        XCTAssertTrue(example.hostsApp)
        XCTAssertEqual(example.hostedRoot, "LandmarksApp")
        XCTAssertEqual(example.declaredViews, ["Row", "LandmarkList"])
        XCTAssertTrue(example.swiftSource(namespace: "N", virtualFile: "v.swift", standalone: false).contains("_AppScreen<LandmarksApp>()"))
    }

    func testWithoutContentViewTheFirstViewIsHosted() throws {
        XCTAssertEqual(
            try hosted(
                """
                struct Parent: View {
                    var body: some View { Child() }
                }
                struct Child: View {
                    var body: some View { Text("Child") }
                }
                """), "Parent")
    }
}
