import Diagnostics
import XCTest

@testable import LessonEngine

final class ExamplePreparerTests: XCTestCase {
    func block(_ name: String, _ code: String, line: Int = 20, language: String = "swift", base: String? = nil) -> ExampleBlock {
        ExampleBlock(
            name: name, language: language, base: base, code: code,
            location: SourceLocation(file: "content/reference/state.md", line: line))
    }

    func prepare(_ blocks: ExampleBlock...) -> ([PreparedExample], [Diagnostic]) {
        let result = ExamplePreparer.prepare(blocks)
        return (result.examples, result.diagnostics)
    }

    /// The emitted Swift without `#sourceLocation` lines, for readable comparisons.
    func code(_ example: PreparedExample, standalone: Bool = false) -> String {
        example.swiftSource(namespace: "NS", virtualFile: "v.swift", standalone: standalone)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("#sourceLocation") }
            .joined(separator: "\n")
    }

    // The @State card's default code: members and a body of its own.
    func testFragmentWithBody() throws {
        let (examples, problems) = prepare(
            block(
                "count",
                """
                @State private var count = 0

                var body: some View {
                    Button("Count: \\(count)") {
                        count += 1
                    }
                }
                """))
        XCTAssertEqual(problems, [])
        let example = try XCTUnwrap(examples.first)
        XCTAssertFalse(example.isCompleteFile)
        XCTAssertEqual(example.hostedRoot, "Example")
        XCTAssertEqual(
            code(example),
            """
            import SwiftUI
            enum NS {
            struct Example: View {
            @State private var count = 0

            var body: some View {
                Button("Count: \\(count)") {
                    count += 1
                }
            }
            }
            @MainActor static func __preview() -> some View {
            Example()
            }
            }

            """)
    }

    // "Show a sheet": a state member, then a view expression with a modifier chain becomes the body.
    func testFragmentViewExpressionBecomesBody() throws {
        let (examples, problems) = prepare(
            block(
                "sheet",
                """
                @State private var isShowingDetails = false

                Button("Show details") {
                    isShowingDetails = true
                }
                .buttonStyle(.borderedProminent)
                .sheet(isPresented: $isShowingDetails) {
                    Text("Order #1042")
                }
                """))
        XCTAssertEqual(problems, [])
        let text = code(try XCTUnwrap(examples.first))
        XCTAssertTrue(
            text.contains(
                """
                struct Example: View {
                @State private var isShowingDetails = false
                @ViewBuilder var body: some View {

                Button("Show details") {
                """), text)
        XCTAssertTrue(text.contains(".sheet(isPresented: $isShowingDetails) {\n    Text(\"Order #1042\")\n}\n}\n}"), text)
    }

    // "A struct as state": the type stays at file level (inside the namespace), the state is a member.
    func testFragmentTypesStayAtFileLevel() throws {
        let (examples, _) = prepare(
            block(
                "draft",
                """
                struct Draft {
                    var title = ""
                    var isUrgent = false
                }

                @State private var draft = Draft()

                VStack(alignment: .leading, spacing: 12) {
                    TextField("Title", text: $draft.title)
                    Toggle("Urgent", isOn: $draft.isUrgent)
                }
                .frame(maxWidth: 280)
                """))
        let text = code(try XCTUnwrap(examples.first))
        let draft = try XCTUnwrap(text.range(of: "struct Draft {"))
        let example = try XCTUnwrap(text.range(of: "struct Example: View {"))
        XCTAssertLessThan(draft.lowerBound, example.lowerBound)
        XCTAssertTrue(
            text.contains("struct Example: View {\n\n@State private var draft = Draft()\n@ViewBuilder var body: some View {"), text)
    }

    // The gotcha card: a complete file without #Preview hosts its first View type.
    func testCompleteFileHostsFirstViewType() throws {
        let (examples, _) = prepare(
            block(
                "gotcha",
                """
                struct Parent: View {
                    @State private var count = 0
                    var body: some View { Child(count: count) }
                }

                struct Child: View {
                    @State var count: Int // ⚠️ Copied once, then ignored
                    var body: some View { Text("Child: \\(count)") }
                }
                """))
        let example = try XCTUnwrap(examples.first)
        XCTAssertTrue(example.isCompleteFile)
        XCTAssertEqual(example.hostedRoot, "Parent")
        XCTAssertTrue(code(example).contains("static func __preview() -> some View {\nParent()\n}"))
        XCTAssertFalse(code(example).contains("struct Example"))
    }

    func testPreviewIsExtractedWithColumnsKept() throws {
        let (examples, _) = prepare(
            block(
                "ticket",
                """
                import SwiftUI

                struct ContentView: View {
                    var body: some View { Text("Hi") }
                }

                #Preview("Tickets") { ContentView() }
                """))
        let example = try XCTUnwrap(examples.first)
        XCTAssertEqual(example.hostedRoot, "#Preview")
        let text = code(example)
        XCTAssertTrue(text.hasPrefix("import SwiftUI\nenum NS {"), "the import is hoisted above the namespace:\n\(text)")
        XCTAssertTrue(
            text.contains("static func __preview() -> some View {\n" + String(repeating: " ", count: 21) + " ContentView() \n}"), text)
        XCTAssertFalse(text.contains("#Preview"))

        let multiline = prepare(
            block("multi", "struct A: View {\n  var body: some View { Text(\"a\") }\n}\n#Preview {\n    A()\n        .padding()\n}\n")
        ).0
        XCTAssertTrue(
            code(multiline[0]).contains("__preview() -> some View {\n          \n    A()\n        .padding()\n\n}"), code(multiline[0]))
    }

    func testHiddenLines() throws {
        let (examples, _) = prepare(
            block(
                "hidden",
                """
                # import Foundation
                #
                struct ContentView: View {
                ## not a directive, shown with one hash
                    # private let secret = 1
                    var body: some View { Text("Hi") }
                }
                #Preview { ContentView() }
                """))
        let example = try XCTUnwrap(examples.first)
        XCTAssertEqual(
            example.displayedCode,
            """
            struct ContentView: View {
            # not a directive, shown with one hash
                var body: some View { Text("Hi") }
            }
            #Preview { ContentView() }

            """)
        let text = code(example)
        // `import Foundation` compiles as `import SwiftUI`, which re-exports it (and shadows its clock and locale).
        XCTAssertTrue(text.hasPrefix("import SwiftUI\nenum NS {"), text)
        XCTAssertTrue(text.contains("    private let secret = 1"), text)
        XCTAssertTrue(text.contains("\n# not a directive, shown with one hash\n"), text)
        // A hidden line's compiler column maps back past its "# ".
        let secretIndex = try XCTUnwrap(example.lines.firstIndex { $0.text.contains("secret") })
        let mapped = example.mapLocation(line: secretIndex + PreparedExample.virtualLineBase, column: 5)
        XCTAssertEqual(mapped, SourceLocation(file: "content/reference/state.md", line: 24, column: 7))
    }

    func testSourceLocationsPointAtMarkdownLines() throws {
        let (examples, _) = prepare(block("loc", "@State private var n = 0\n\nText(\"\\(n)\")\n    .bold()\n", line: 40))
        let example = try XCTUnwrap(examples.first)
        let source = example.swiftSource(namespace: "NS", virtualFile: "v.swift", standalone: false)
        XCTAssertTrue(
            source.contains("#sourceLocation(file: \"v.swift\", line: \(PreparedExample.virtualLineBase))\n@State private var n = 0"))
        XCTAssertEqual(
            example.mapLocation(line: PreparedExample.virtualLineBase + 3, column: 5),
            SourceLocation(file: "content/reference/state.md", line: 43, column: 5))
    }

    func testVariantPatchesItsBase() throws {
        let base = block(
            "ticket-counter",
            """
            struct ContentView: View {
                @State private var quantity = 1
                var body: some View {
                    Button("Add one") { quantity += 1 }.disabled(quantity == 4).accessibilityIdentifier("addTicket")
                }
            }
            """, line: 10)
        let variant = block(
            "ticket-counter-six",
            """
            - Button("Add one") { quantity += 1 }.disabled(quantity == 4).accessibilityIdentifier("addTicket")
            + Button("Add one") { quantity += 1 }.disabled(quantity == 6).accessibilityIdentifier("addTicket")
            """, line: 30, language: "diff", base: "ticket-counter")
        let (examples, problems) = prepare(base, variant)
        XCTAssertEqual(problems, [])
        let six = try XCTUnwrap(examples.first { $0.name == "ticket-counter-six" })
        XCTAssertTrue(code(six).contains("quantity == 6"))
        XCTAssertFalse(code(six).contains("quantity == 4"))
        XCTAssertEqual(six.displayedCode, variant.code)
        // Base lines keep the base's lines; the added line points at the diff.
        let added = try XCTUnwrap(six.lines.firstIndex { $0.text.contains("quantity == 6") })
        XCTAssertEqual(six.lines[added].line, 31)
        XCTAssertEqual(six.lines[added - 1].line, 12)
    }

    func testVariantWithUnknownLineIsLocated() {
        let base = block("a", "struct A: View {\n    var body: some View { Text(\"Count: 4\") }\n}\n", line: 10)
        let variant = block(
            "b", "- var body: some View { Text(\"Count: 5\") }\n+ var body: some View { Text(\"Count: 6\") }\n",
            line: 30, language: "diff", base: "a")
        let (examples, problems) = prepare(base, variant)
        XCTAssertEqual(examples.map(\.name), ["a"])
        XCTAssertEqual(problems.count, 1)
        XCTAssertEqual(problems[0].message, "this line is not in the base example 'a'")
        XCTAssertEqual(problems[0].location, SourceLocation(file: "content/reference/state.md", line: 30, column: 1))
        XCTAssertEqual(problems[0].notes.first?.hasPrefix("closest line of 'a' (content/reference/state.md:11)"), true)

        let unknown = prepare(base, block("c", "+ x\n", language: "diff", base: "aa")).1
        XCTAssertEqual(unknown.first?.message, "variant 'c' names an unknown base example 'aa'; did you mean 'a'?")
    }

    func testMergeability() throws {
        let (examples, _) = prepare(
            block("ext", "extension Int { var doubled: Int { self * 2 } }\nText(\"\\(2.doubled)\")\n"),
            block(
                "helpers", "func label(_ n: Int) -> String { \"n=\\(n)\" }\nstruct V: View {\n var body: some View { Text(label(1)) }\n}\n")
        )
        let ext = try XCTUnwrap(examples.first { $0.name == "ext" })
        XCTAssertFalse(ext.isMergeable)
        XCTAssertTrue(code(ext, standalone: true).hasPrefix("import SwiftUI\nextension Int"))
        let helpers = try XCTUnwrap(examples.first { $0.name == "helpers" })
        XCTAssertTrue(helpers.isMergeable)
        XCTAssertTrue(code(helpers).contains("static\nfunc label"), "a complete file's free function becomes static in the namespace")
    }

    func testDuplicateNamesAndEmptyFragments() {
        let (_, problems) = prepare(block("a", "Text(\"a\")"), block("a", "Text(\"b\")", line: 50), block("empty", "let x = 1"))
        XCTAssertEqual(
            problems.map(\.message),
            [
                "duplicate example name 'a'",
                "example 'empty' shows nothing: it declares no View type, no body and no view expression",
            ])
    }
}
