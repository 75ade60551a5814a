import Foundation
import XCTest

@testable import SwiftSource

/// The highlighter's lexical fast path colours a listing exactly as the compiler's parser does,
/// or leaves it to the parser. Both highlighters run over every Swift listing of the sample
/// course, the breadth course and the benchmark's generated course, and over listings written
/// to probe where a word's colour depends on grammar.
final class LexicalHighlightingTests: XCTestCase {
    private static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// The runs as a page shows them: neighbouring plain runs read as one text.
    private func shown(_ lines: [[StyledRun]]) -> [[StyledRun]] {
        lines.map { runs in
            var merged: [StyledRun] = []
            for run in runs {
                if let last = merged.last, last.style == nil, run.style == nil {
                    merged[merged.count - 1].text += run.text
                } else {
                    merged.append(run)
                }
            }
            return merged
        }
    }

    /// Every ```swift block of the markdown files under `folder`, with where it is.
    private func listings(under folder: String) throws -> [(name: String, code: String)] {
        let root = Self.repository.appendingPathComponent(folder)
        var found: [(String, String)] = []
        let files = try XCTUnwrap(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        for case let file as URL in files where file.pathExtension == "md" {
            let text = try String(contentsOf: file, encoding: .utf8)
            var block: [Substring]?
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let trimmed = line.drop { $0 == " " }
                if block == nil {
                    if trimmed.hasPrefix("```swift") { block = [] }
                } else if trimmed.hasPrefix("```") {
                    found.append(("\(file.lastPathComponent) #\(found.count)", block!.joined(separator: "\n")))
                    block = nil
                } else {
                    block!.append(line)
                }
            }
        }
        return found
    }

    /// Asserts both highlighters agree wherever the fast path answers; returns how many it answered.
    @discardableResult
    private func assertSameHighlighting(
        _ listings: [(name: String, code: String)], file: StaticString = #filePath, line: UInt = #line
    )
        -> Int
    {
        var parser = SwiftHighlighter()
        parser.usesLexicalFastPath = false
        let lexical = SwiftHighlighter()
        var answered = 0
        for listing in listings where LexicalClassifier.classify(Array(listing.code.utf8)) != nil {
            answered += 1
            XCTAssertEqual(
                shown(lexical.styledLines(listing.code)), shown(parser.styledLines(listing.code)), listing.name, file: file, line: line)
        }
        return answered
    }

    func testCourseListingsHighlightAsTheParserDoes() throws {
        let sample = try listings(under: "content")
        let breadth = try listings(under: "Tests/Courses/breadth")
        let bench = try listings(under: "Tests/Courses/bench-listings")
        XCTAssertGreaterThan(sample.count, 20)
        XCTAssertGreaterThan(breadth.count, 20)
        XCTAssertEqual(bench.count, 90)
        // Nearly all of them take the fast path: that is what it is for.
        XCTAssertGreaterThanOrEqual(assertSameHighlighting(sample), sample.count * 9 / 10)
        XCTAssertGreaterThanOrEqual(assertSameHighlighting(breadth), breadth.count * 9 / 10)
        XCTAssertEqual(assertSameHighlighting(bench), bench.count)
    }

    /// Listings where a word's colour depends on where it stands.
    func testWordsWhoseColourDependsOnGrammar() {
        let probes = [
            // Contextual keywords as keywords and as names.
            "@Observable final class Model {\n    lazy var copy = [1]\n    weak var delegate: Delegate?\n}",
            "let copy = items\nText(copy)\ncopy.append(x)\nprint(message, kind, line, file)",
            "var total: Int {\n    get { count * 2 }\n    set { count = newValue / 2 }\n}",
            "protocol Store { var items: [Item] { get set } }",
            "var score = 0 {\n    didSet { print(score) }\n}",
            "func load() async throws -> [Item] { try await fetch() }",
            "Task { @MainActor in await model.refresh() }",
            "let value = items.map { [weak self] item in self?.name(item) }",
            "actor Counter { nonisolated let id = 1 }",
            // Labels that are keywords, and names of functions.
            "Slider(value: $volume, in: 0...10, step: 1)\nlet f = shape.path(_:)",
            "func move(from source: IndexSet, to destination: Int) {}",
            // Members named like keywords; key paths; macros.
            "list.listStyle(.default)\nForEach(items, id: \\.self) { Text($0.name) }\nlet k = \\Item.name",
            "#Preview(\"Dark\") { ContentView().preferredColorScheme(.dark) }",
            // Types in annotations, generics, casts and conformances.
            "struct Card<Content: View>: View where Content: Sendable {\n    let content: () -> Content\n}",
            "let ratio = value as? Double ?? 0\nif item is Folder { show(item) }",
            "enum Loading: Equatable { case idle, loaded(pages: [String]), failed(String) }",
            "switch state {\ncase .loaded(let pages): Text(\"\\(pages.count)\")\ncase .default: EmptyView()\n}",
            // Strings and comments.
            "let poem = \"\"\"\n    Roses \\(color)\n      are red\n    \"\"\"\n/// Docs\n/* a /* nested */ comment */",
            "Text(\"Total: \\(price, format: .currency(code: \"EUR\"))\")",
        ]
        let answered = assertSameHighlighting(probes.enumerated().map { ("probe \($0.offset)", $0.element) })
        XCTAssertEqual(answered, probes.count)
    }

    /// What only the parser can tell is left to it.
    func testGrammarItCannotSeeIsLeftToTheParser() {
        for code in [
            "#if DEBUG\nlet x = 1\n#endif", "let r = /a+b/", "let s = #\"raw\"#", "var x: foo = 1", "consume x",
            "@available(iOS 17, *) func f() {}", "let x = a<b", "let f = shape.path(in:)",
        ] {
            XCTAssertNil(LexicalClassifier.classify(Array(code.utf8)), code)
        }
    }
}
