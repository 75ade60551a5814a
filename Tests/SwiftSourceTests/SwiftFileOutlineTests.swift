import XCTest

@testable import SwiftSource

/// The outline of shapes real course files have, read by the compiler's own parser.
final class SwiftFileOutlineTests: XCTestCase {
    func kinds(_ outline: SwiftFileOutline) -> [TopLevelItem.Kind] { outline.items.map(\.kind) }

    func testLicenseHeaderAndDocCommentsAreNotCode() {
        let outline = SwiftFileOutline(
            """
            /*
            See the LICENSE.txt file for this sample's licensing information.

            Abstract:
            The app's main entry point.
            */

            import SwiftUI

            /// The main struct for our app
            @main
            struct NewsApp: App {
                var body: some Scene {
                    WindowGroup { ContentView() }
                }
            }

            """)
        XCTAssertEqual(kinds(outline), [.importDecl, .type])
        XCTAssertEqual(outline.items[1].name, "NewsApp")
        XCTAssertTrue(outline.items[1].inherits("App"))
        XCTAssertEqual(outline.items[1].firstLine, 10)  // `@main`, below its doc comment
        XCTAssertEqual(outline.items[1].mainAttributes.map(\.line), [10])
        XCTAssertEqual(outline.items[1].mainAttributes.first?.columns, 0..<5)
        XCTAssertNil(outline.braceProblem)
    }

    func testWhereClauseOnItsOwnLineBelongsToItsFunction() {
        let outline = SwiftFileOutline(
            """
            func largest<T>(_ values: [T]) -> T?
                where T: Comparable
            {
                values.max()
            }
            Text("done")
            """)
        XCTAssertEqual(kinds(outline), [.member, .statement])
        XCTAssertEqual(outline.items[0].name, "largest")
        XCTAssertEqual(outline.items[0].lastLine, 4)
    }

    func testConditionalCompilationIsOneItemWithItsTypes() {
        let outline = SwiftFileOutline(
            """
            struct ContentView: View {
                var body: some View { Text("Hi") }
            }

            #if DEBUG
            struct ContentView_Previews: PreviewProvider {
                static var previews: some View { ContentView() }
            }
            #elseif os(iOS)
            struct Other: SwiftUI.View { var body: some View { EmptyView() } }
            #endif
            """)
        XCTAssertEqual(kinds(outline), [.type, .conditional])
        XCTAssertEqual(outline.items[1].firstLine, 4)
        XCTAssertEqual(outline.items[1].lastLine, 10)
        XCTAssertEqual(outline.items[1].nestedTypes.map(\.name), ["ContentView_Previews", "Other"])
        XCTAssertEqual(outline.items[1].nestedTypes.map(\.inheritedTypes), [["PreviewProvider"], ["SwiftUI.View"]])
    }

    func testDeclarationsOfEveryKind() {
        let outline = SwiftFileOutline(
            """
            import SwiftUI
            infix operator <~>: AdditionPrecedence
            precedencegroup Pipe { associativity: left }
            extension Color { static let brand = Color.blue }
            @propertyWrapper struct Clamped { var wrappedValue: Int }
            final class Store: ObservableObject {}
            enum Flavor: String, CaseIterable { case vanilla }
            protocol Describing {}
            actor Counter {}
            typealias Score = Int
            @State private var count = 0
            private(set) var label = "x"
            init() {}
            subscript(i: Int) -> Int { i }
            #warning("check this")
            let greeting = \"\"\"
                Hello, {name}!
                \"\"\"
            @resultBuilder enum Steps { static func buildBlock(_ s: String...) -> [String] { s } }
            #Preview("Dark", traits: .sizeThatFitsLayout) {
                Text("Hi")
            }
            """)
        XCTAssertEqual(
            kinds(outline),
            [
                .importDecl, .operatorDecl, .operatorDecl, .extensionDecl, .type, .type, .type,
                .type, .type, .type, .member, .member, .member, .member, .directive, .member,
                .type, .preview,
            ])
        XCTAssertEqual(
            outline.items.map(\.name),
            [
                nil, nil, nil, "Color", "Clamped", "Store", "Flavor", "Describing",
                "Counter", "Score", "count", "label", "init", "subscript", nil,
                "greeting", "Steps", nil,
            ])
        XCTAssertEqual(outline.items[15].lastLine, 17)  // the multi-line string's closing delimiter
        let preview = outline.items[17]
        XCTAssertEqual(preview.previewBody?.open, LinePosition(line: 19, column: 47))
        XCTAssertEqual(preview.previewBody?.close, LinePosition(line: 21, column: 1))
        XCTAssertNil(outline.braceProblem)
    }

    func testBracesInStringsAndCommentsDoNotCount() {
        XCTAssertNil(SwiftFileOutline(##"let a = "{"; let b = #"}"#  // }"##).braceProblem)
        XCTAssertNil(SwiftFileOutline("/* { */ let s = \"\"\"\n  }\n  \"\"\"\nlet t = \"\\(max(1, 2))\"").braceProblem)
    }

    func testUnbalancedBracesAreLocatedInUTF8Columns() {
        XCTAssertEqual(SwiftFileOutline("let café = 1 }").braceProblem, .closesNothing(LinePosition(line: 0, column: 15)))
        XCTAssertEqual(
            SwiftFileOutline("struct A {\n  var b: Int {\n    1\n").braceProblem,
            .neverClosed(LinePosition(line: 0, column: 10), openCount: 2))
    }
}
