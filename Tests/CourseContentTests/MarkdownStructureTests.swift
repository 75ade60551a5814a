import Diagnostics
import XCTest

@testable import CourseContent

final class MarkdownStructureTests: XCTestCase {
    func testCodeBlocksCarryInfoAttributesAndFileLines() throws {
        let body = """
            Intro.

            ```swift example=ticket-counter title="Two words"
            struct ContentView: View {}
            ```

            ```checkpoint
            see "Count: 0"
            ```

            ```diff example=six base=ticket-counter extra
            - a
            + b
            ```

                indented code
            """
        // The body starts on line 6 of the file (after five lines of front matter).
        let doc = try MarkdownDocument(parsing: body, file: "content/lessons/x.md", firstLine: 6)
        XCTAssertEqual(doc.codeBlocks.count, 4)

        let example = doc.codeBlocks[0]
        XCTAssertEqual(example.language, "swift")
        XCTAssertEqual(example["example"], "ticket-counter")
        XCTAssertEqual(example["title"], "Two words")
        XCTAssertEqual(example.code, "struct ContentView: View {}\n")
        XCTAssertEqual(example.fenceLine, 8)
        XCTAssertEqual(example.contentLine, 9)
        XCTAssertEqual(example.endLine, 10)
        XCTAssertTrue(example.isFenced)
        XCTAssertEqual(example.location, SourceLocation(file: "content/lessons/x.md", line: 8, column: 1))

        let checkpoint = doc.codeBlocks[1]
        XCTAssertEqual(checkpoint.language, "checkpoint")
        XCTAssertTrue(checkpoint.attributes.isEmpty)
        XCTAssertEqual(checkpoint.contentLine, 13)

        let variant = doc.codeBlocks[2]
        XCTAssertEqual(variant.language, "diff")
        XCTAssertEqual(variant.attributeOrder, ["example", "base"])
        XCTAssertEqual(variant["base"], "ticket-counter")
        XCTAssertEqual(variant.flags, ["extra"])

        let indented = doc.codeBlocks[3]
        XCTAssertFalse(indented.isFenced)
        XCTAssertNil(indented.language)
        XCTAssertEqual(indented.fenceLine, indented.contentLine)
        XCTAssertEqual(indented.contentLine, 21)
    }

    func testCodeBlockInsideListItem() throws {
        let doc = try MarkdownDocument(parsing: "- item\n\n  ```swift\n  let x = 1\n  ```\n", file: "x.md")
        XCTAssertEqual(doc.codeBlocks.first?.isFenced, true)
        XCTAssertEqual(doc.codeBlocks.first?.code, "let x = 1\n")
        XCTAssertEqual(doc.codeBlocks.first?.contentLine, 4)
    }

    func testLinksHaveTextAndFileLocations() throws {
        let body =
            "Intro with a [binding](binding.md) link\nand ünïcode [@State](../reference/state.md#pitfalls).\n\n- ![img](p.png \"Title\")\n"
        let doc = try MarkdownDocument(parsing: body, file: "content/lessons/a.md", firstLine: 5)
        XCTAssertEqual(doc.links.map(\.destination), ["binding.md", "../reference/state.md#pitfalls", "p.png"])
        XCTAssertEqual(doc.links.map(\.text), ["binding", "@State", "img"])
        XCTAssertEqual(doc.links[0].location, SourceLocation(file: "content/lessons/a.md", line: 5, column: 14))
        // Columns are UTF-8 bytes, like every column: "and ünïcode " is 12 characters but 14 bytes.
        XCTAssertEqual(doc.links[1].location, SourceLocation(file: "content/lessons/a.md", line: 6, column: 15))
        XCTAssertEqual(doc.links[1].textLocation, SourceLocation(file: "content/lessons/a.md", line: 6, column: 16))
        XCTAssertTrue(doc.links[2].isImage)
        XCTAssertEqual(doc.links[2].title, "Title")
        XCTAssertEqual(doc.links[2].location.line, 8)
    }

    /// cmark's inline columns on a paragraph's continuation lines leave out the indentation it
    /// stripped (or count a lazy line's missing `>`); the document's are exact.
    func testLinkColumnsOnContinuationLinesAreExact() throws {
        let body = [
            "Total é", "   café [24](observed:a) and [25](observed:b)",
            "", "- item", "      naïve [26](observed:c)",
            "", "> quoted", "lazy ✓ [27](observed:d)", ">   spaced [28](observed:e)",
            "", "[**bold**](observed:f) and ![alt](p.png)",
        ].joined(separator: "\n")
        let doc = try MarkdownDocument(parsing: body, file: "x.md", firstLine: 3)
        let lines = body.split(separator: "\n", omittingEmptySubsequences: false).map { Array($0.utf8) }
        for link in doc.links {
            let line = lines[link.location.line - 3]
            let column = try XCTUnwrap(link.location.column)
            XCTAssertEqual(line[column - 1], UInt8(ascii: link.isImage ? "!" : "["), "\(link.text) at \(link.location)")
        }
        XCTAssertEqual(doc.links.map { $0.location.column }, [10, 31, 14, 10, 12, 1, 28])
        XCTAssertEqual(
            doc.links.map { $0.textLocation?.column }, [11, 32, 15, 11, 13, nil, 30],
            "text with markup between the brackets has no place an edit could aim at")
    }

    func testHeadingsHaveLevelsTextAndAnchors() throws {
        let doc = try MarkdownDocument(
            parsing: "# @State\n\n## Pitfalls\n\nText\n\n## Pitfalls\n\nSetext\n------\n", file: "x.md", firstLine: 10)
        XCTAssertEqual(doc.headings.map(\.level), [1, 2, 2, 2])
        XCTAssertEqual(doc.headings.map(\.text), ["@State", "Pitfalls", "Pitfalls", "Setext"])
        XCTAssertEqual(doc.headings.map(\.anchor), ["state", "pitfalls", "pitfalls-1", "setext"])
        XCTAssertEqual(doc.headings.map(\.location.line), [10, 12, 16, 18])
    }

    func testFirstParagraphText() throws {
        let doc = try MarkdownDocument(parsing: "# Title\n\nStores a *value* that `one`\nview owns.\n\nSecond.\n", file: "x.md")
        XCTAssertEqual(doc.firstParagraphText, "Stores a value that one view owns.")
        XCTAssertNil(try MarkdownDocument(parsing: "# Only a title\n", file: "x.md").firstParagraphText)
    }

    func testHugeInputIsRefused() {
        let huge = String(repeating: "a", count: MarkdownDocument.maximumBytes + 1)
        XCTAssertThrowsError(try MarkdownDocument(parsing: huge, file: "big.md", firstLine: 4)) { error in
            let diagnostics = (error as? DiagnosticsError)?.diagnostics ?? []
            XCTAssertEqual(diagnostics.first?.location?.line, 4)
            XCTAssertTrue(diagnostics.first?.message.contains("too large") ?? false)
        }
    }

    func testDeeplyNestedQuotesAreRefused() {
        let nested = "text\n" + String(repeating: "> ", count: 100) + "deep\n"
        XCTAssertThrowsError(try MarkdownDocument(parsing: nested, file: "q.md", firstLine: 3)) { error in
            XCTAssertEqual((error as? DiagnosticsError)?.diagnostics.first?.location?.line, 4)
        }
    }

    func testThousandsOfImageOpenersInOneParagraphAreRefused() throws {
        // `![[]()` repeated takes quadratic time in cmark before 0.30.3.
        let hostile = "Fine.\n\n" + String(repeating: "![[]()", count: MarkdownDocument.maximumImageOpenersPerParagraph + 1)
        XCTAssertThrowsError(try MarkdownDocument(parsing: hostile, file: "i.md", firstLine: 5)) { error in
            XCTAssertEqual((error as? DiagnosticsError)?.diagnostics.first?.location?.line, 7)
        }
        // The same count spread over paragraphs is fine.
        let spread = String(repeating: String(repeating: "![a](b.png) ", count: 600) + "\n\n", count: 3)
        XCTAssertEqual(try MarkdownDocument(parsing: spread, file: "i.md").links.count, 1800)
    }

    func testLimitsCountPerLineAndPerParagraph() throws {
        let limit = MarkdownDocument.maximumImageOpenersPerParagraph
        // Quotes count at the start of a line only, blanks between them included.
        let quotes = String(repeating: "> ", count: MarkdownDocument.maximumQuoteNesting)
        XCTAssertNoThrow(try MarkdownDocument(parsing: quotes + "fine\n" + quotes + "\r\n", file: "q.md"))
        XCTAssertNoThrow(try MarkdownDocument(parsing: "a " + quotes + "> >\n", file: "q.md"))
        XCTAssertThrowsError(try MarkdownDocument(parsing: "x\r\n\t" + quotes + ">", file: "q.md")) { error in
            XCTAssertEqual((error as? DiagnosticsError)?.diagnostics.first?.location?.line, 2)
        }
        // A `!` ending one line and a `[` starting the next are no image opener.
        XCTAssertNoThrow(try MarkdownDocument(parsing: String(repeating: "!\n[", count: limit + 5), file: "i.md"))
        // A line of spaces, tabs and a carriage return ends a paragraph; a line with text does not.
        let half = String(repeating: "![", count: limit / 2 + 1)
        XCTAssertNoThrow(try MarkdownDocument(parsing: half + "\n \t\r\n" + half, file: "i.md"))
        XCTAssertThrowsError(try MarkdownDocument(parsing: "\n\n" + half + "\n.\n" + half, file: "i.md", firstLine: 10)) { error in
            XCTAssertEqual((error as? DiagnosticsError)?.diagnostics.first?.location?.line, 12)
        }
    }

    func testManyEqualHeadingsStayUnique() throws {
        let doc = try MarkdownDocument(parsing: String(repeating: "## Step\n\n", count: 3000), file: "x.md")
        XCTAssertEqual(Set(doc.headings.map(\.anchor)).count, 3000)
        XCTAssertEqual(doc.headings.last?.anchor, "step-2999")
    }

    func testSlugs() {
        XCTAssertEqual(HeadingSlugger.slug("Project 1: Tip splitter"), "project-1-tip-splitter")
        XCTAssertEqual(HeadingSlugger.slug("  --Hello__World-- "), "hello-world")
        XCTAssertEqual(HeadingSlugger.slug("!!!"), "section")
        XCTAssertEqual(HeadingSlugger.slug("Café Überblick"), "café-überblick")
        // The ASCII shortcut makes the slug the Unicode path makes, for every ASCII character.
        let ascii = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
        for text in ascii + ascii.map { "a\($0)B" } + ["Step 2: Add_a--Toggle", " \t x ", "A1 b2\u{7F}C3"] {
            XCTAssertEqual(HeadingSlugger.asciiSlug(text), HeadingSlugger.unicodeSlug(text), "\(text.debugDescription)")
        }
        XCTAssertNil(HeadingSlugger.asciiSlug("Café"))
    }
}
