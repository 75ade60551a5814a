import Diagnostics
import XCTest

@testable import LessonEngine

/// Course files as real projects write them, read by the compiler's own parser: license headers,
/// doc comments, `where` clauses, conditional compilation and the rest of Swift's grammar.
final class ExamplePreparerRealCodeTests: XCTestCase {
    func prepare(_ code: String, name: String = "app") -> ([PreparedExample], [Diagnostic]) {
        let result = ExamplePreparer.prepare([
            ExampleBlock(
                name: name, code: code,
                location: SourceLocation(file: "content/lessons/app.md", line: 10))
        ])
        return (result.examples, result.diagnostics)
    }

    func source(_ example: PreparedExample) -> String {
        example.swiftSource(namespace: "NS", virtualFile: "v.swift", standalone: !example.isMergeable)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("#sourceLocation") }
            .joined(separator: "\n")
    }

    // Apple's sample-code header: a block comment whose lines do not start with `*`.
    func testLicenseHeaderIsNotATopLevelStatement() throws {
        let (examples, problems) = prepare(
            """
            /*
            See the LICENSE.txt file for this sample's licensing information.

            Abstract:
            A view showing the list of landmarks.
            */

            import SwiftUI

            struct ContentView: View {
                var body: some View { Text("Landmarks") }
            }
            """)
        XCTAssertEqual(problems, [])
        let example = try XCTUnwrap(examples.first)
        XCTAssertTrue(example.isCompleteFile)
        XCTAssertEqual(example.hostedRoot, "ContentView")
        XCTAssertTrue(source(example).hasPrefix("/*\nSee the LICENSE.txt"), source(example))
    }

    // The App's name is its declaration's, never a word of its doc comment.
    func testAppNameIsNotReadFromItsDocComment() throws {
        let (examples, problems) = prepare(
            """
            import SwiftUI

            /// The main struct for our app
            @main
            struct NewsApp: App {
                var body: some Scene {
                    WindowGroup { Text("Headlines") }
                }
            }
            """)
        XCTAssertEqual(problems, [])
        let example = try XCTUnwrap(examples.first)
        XCTAssertTrue(example.hostsApp)
        XCTAssertEqual(example.hostedRoot, "NewsApp")
        // `@main` is blanked out, columns kept: the engine hosts the app itself.
        XCTAssertTrue(source(example).contains("\n     \nstruct NewsApp: App {"), source(example))
        XCTAssertTrue(source(example).contains("_AppScreen<NewsApp>()"), source(example))
    }

    // Swift on Linux has no Objective-C runtime: a representable's target-action (`@objc`,
    // `#selector`) compiles as the runtime's `Selector`, columns kept; the page shows the code as written.
    func testObjectiveCTargetActionCompilesWithoutTheObjectiveCRuntime() throws {
        let (examples, problems) = prepare(
            """
            import SwiftUI

            final class Coordinator: NSObject {
                @objc func updateCurrentPage(sender: UIPageControl) {}
                let text = "#selector stays in a string"
                var action: Selector { #selector(Coordinator.updateCurrentPage(sender:)) }
            }

            struct ContentView: View {
                var body: some View { Text("Pages") }
            }
            """)
        XCTAssertEqual(problems, [])
        let example = try XCTUnwrap(examples.first)
        XCTAssertTrue(source(example).contains("\n          func updateCurrentPage(sender: UIPageControl) {}"), source(example))
        XCTAssertTrue(source(example).contains("{ Selector (Coordinator.updateCurrentPage(sender:)) }"), source(example))
        XCTAssertTrue(source(example).contains("\"#selector stays in a string\""), "a string is not code")
        XCTAssertTrue(example.displayedCode.contains("@objc func updateCurrentPage"), "shown as written")
    }

    func testWhereClauseOnItsOwnLineIsPartOfItsFunction() throws {
        let (examples, problems) = prepare(
            """
            struct ContentView: View {
                var body: some View { Text(largest([3, 9, 4]).map(String.init) ?? "none") }
            }

            func largest<T>(_ values: [T]) -> T?
                where T: Comparable
            {
                values.max()
            }
            """)
        XCTAssertEqual(problems, [])
        let example = try XCTUnwrap(examples.first)
        XCTAssertTrue(example.isCompleteFile)
        XCTAssertTrue(
            source(example).contains("static\n\nfunc largest<T>(_ values: [T]) -> T?\n    where T: Comparable\n{"), source(example))
    }

    // Xcode 11's template: the preview provider inside `#if DEBUG … #endif` at file level.
    func testFileLevelConditionalCompilationIsNotAStatement() throws {
        let (examples, problems) = prepare(
            """
            import SwiftUI

            struct ContentView: View {
                var body: some View { Text("Hello, World!") }
            }

            #if DEBUG
            struct ContentView_Previews: PreviewProvider {
                static var previews: some View {
                    ContentView()
                }
            }
            #endif
            """)
        XCTAssertEqual(problems, [])
        let example = try XCTUnwrap(examples.first)
        XCTAssertEqual(example.hostedRoot, "ContentView")
        XCTAssertTrue(source(example).contains("#if DEBUG\nstruct ContentView_Previews: PreviewProvider {"), source(example))
        XCTAssertTrue(source(example).contains("}\n#endif\n"), source(example))
    }

    func testViewTypesInsideConditionalCompilationAreFound() throws {
        let (examples, problems) = prepare(
            """
            #if os(iOS) || DEBUG
            struct ContentView: View {
                var body: some View { Text("Hi") }
            }
            #endif
            """)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(examples.first?.isCompleteFile, true)
        XCTAssertEqual(examples.first?.hostedRoot, "ContentView")
    }

    // The shapes a real app's files have, all in one complete file.
    func testRealWorldShapesArePreparedAsWritten() throws {
        let code = """
            import SwiftUI

            infix operator <+>: AdditionPrecedence

            @propertyWrapper
            struct Clamped<Value: Comparable> {
                var value: Value
                let range: ClosedRange<Value>
                init(wrappedValue: Value, _ range: ClosedRange<Value>) {
                    self.range = range
                    value = min(max(wrappedValue, range.lowerBound), range.upperBound)
                }
                var wrappedValue: Value {
                    get { value }
                    set { value = min(max(newValue, range.lowerBound), range.upperBound) }
                }
            }

            @resultBuilder
            enum LinesBuilder {
                static func buildBlock(_ parts: String...) -> [String] { parts }
            }

            struct Mission: Codable, Identifiable {
                struct CrewRole: Codable {
                    let name: String
                }
                let id: Int
                let crew: [CrewRole]
            }

            extension Mission {
                static let blurb = \"\"\"
                    Apollo {1} was the first
                    crewed mission. // not a comment
                    \"\"\"
                static let pattern = #"mission-\\d+"#
            }

            func <+> (lhs: Int, rhs: Int) -> Int { lhs + rhs }

            struct ContentView: View {
                @Clamped(0...10) var level = 12
                var body: some View {
                    VStack(alignment: .leading) {
                        Text("Level \\(level <+> 0)")
                    }
                }
            }

            #Preview("Dark", traits: .sizeThatFitsLayout) {
                ContentView()
                    .preferredColorScheme(.dark)
            }
            """
        let (examples, problems) = prepare(code)
        XCTAssertEqual(problems, [])
        let example = try XCTUnwrap(examples.first)
        XCTAssertTrue(example.isCompleteFile)
        XCTAssertEqual(example.declaredViews, ["ContentView"])
        XCTAssertEqual(example.hostedRoot, "#Preview")
        XCTAssertEqual(example.standaloneReason, "declares an operator, which must be at file level")
        XCTAssertEqual(example.fileItems.map(\.name), [nil, "Clamped", "LinesBuilder", "Mission", "Mission", "<+>", "ContentView"])
        XCTAssertEqual(example.imports.count, 1)
        let prepared = source(example)
        XCTAssertTrue(prepared.contains("    static let blurb = \"\"\"\n        Apollo {1} was the first\n"), prepared)
        XCTAssertTrue(
            prepared.contains(
                "@MainActor @ViewBuilder static func __preview() -> some View {\n"
                    + String(repeating: " ", count: 47) + "\n    ContentView()\n        .preferredColorScheme(.dark)\n\n}"),
            prepared)
        XCTAssertFalse(prepared.contains("#Preview"))
    }

    func testBracesAreCountedByTheParserInUTF8Columns() {
        let (_, problems) = prepare("let café = \"{\" }\nText(café)")
        XCTAssertEqual(
            problems.map(\.message), ["this '}' closes nothing in example 'app': a '{' is missing above it, or there is one '}' too many"])
        XCTAssertEqual(problems.first?.location, SourceLocation(file: "content/lessons/app.md", line: 10, column: 17))
    }

    // iOS 18's `@Previewable`: state of the preview itself, hosted as a view's stored property.
    func testPreviewableDeclarationsBecomeTheHostViewsProperties() throws {
        let (examples, problems) = prepare(
            """
            struct Switch: View {
                @Binding var isOn: Bool
                var body: some View { Toggle("Lights", isOn: $isOn) }
            }

            #Preview {
                @Previewable @State var isOn = true
                Switch(isOn: $isOn)
            }
            """)
        XCTAssertEqual(problems, [])
        let example = try XCTUnwrap(examples.first)
        XCTAssertEqual(example.hostedRoot, "#Preview")
        let prepared = source(example)
        XCTAssertTrue(
            prepared.contains(
                "struct __PreviewHost: View {\n          \n                 @State var isOn = true\n"
                    + "@ViewBuilder var body: some View {\n    Switch(isOn: $isOn)\n\n}\n}\n"
                    + "@MainActor static func __preview() -> some View {\n__PreviewHost()\n}"), prepared)
        XCTAssertFalse(prepared.contains("@Previewable"), prepared)
    }
}
