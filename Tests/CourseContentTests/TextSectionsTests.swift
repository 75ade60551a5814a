import XCTest

@testable import CourseContent

/// A document's text by section, read from the markdown tree for the search index.
final class TextSectionsTests: XCTestCase {
    func testSplitsAtSecondAndThirdLevelHeadingsAndKeepsWhatAReaderReads() throws {
        let markdown = """
            # Tickets

            Tap **Add one** and the total reads `Total: 24`.
            A &amp; B, ![a phone](phone.png) <span>raw</span>

            ## Derive the *total*

            - [x] Right
            - [ ] Wrong

            #### Fine print

            ```swift
            let a = 1 < 2
            ```

            ```checkpoint
            see "Total: 24"
            ```

            ### Empty

            ## Last
            > quoted
            > text
            """
        let document = try MarkdownDocument(parsing: markdown, file: "lessons/x.md")
        let sections = document.textSections { block in block.language == "checkpoint" ? nil : block.code }
        XCTAssertEqual(sections.map(\.heading?.text), [nil, "Derive the total", "Empty", "Last"])
        XCTAssertEqual(sections.map(\.heading?.anchor), [nil, "derive-the-total", "empty", "last"])
        XCTAssertEqual(
            sections.map(\.text),
            [
                "Tap Add one and the total reads Total: 24. A & B, raw",
                "Right Wrong Fine print let a = 1 < 2",
                "",
                "quoted text",
            ])
    }

    func testTheLeadingTitleIsTextWhenItIsKept() throws {
        let document = try MarkdownDocument(parsing: "# Tickets\n\nBody.\n", file: "lessons/x.md")
        XCTAssertEqual(document.textSections(dropsLeadingTitle: false) { _ in nil }.map(\.text), ["Tickets Body."])
        XCTAssertEqual(document.textSections { _ in nil }.map(\.text), ["Body."])
    }

    func testWhitespaceCollapsesOverBytes() {
        XCTAssertEqual(MarkdownDocument.collapsingWhitespace("  a \n\t b\r\n café  "), "a b café")
        XCTAssertEqual(MarkdownDocument.collapsingWhitespace(" \n "), "")
    }
}
