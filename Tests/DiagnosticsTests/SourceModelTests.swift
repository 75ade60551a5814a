import Diagnostics
import XCTest

final class SourceModelTests: XCTestCase {
    func testLineStartsFollowEveryLineFeed() {
        for text in ["", "\n", "a", "a\n", "\n\nb", "a\r\nb\r\n", "é\nü\n\n✓", String(repeating: "line\n", count: 300)] {
            var expected = [0]
            for (offset, byte) in text.utf8.enumerated() where byte == 0x0A { expected.append(offset + 1) }
            XCTAssertEqual(SourceFile(path: "x", text: text).lineStarts, expected, text.debugDescription)
        }
    }

    func testLinesExcludeTheirEndingsWhateverTheStyle() {
        let file = SourceFile(path: "a.md", text: "one\r\ntwo\nthree")
        XCTAssertEqual(file.lineCount, 3)
        XCTAssertEqual(file.line(1).map { String(decoding: $0, as: UTF8.self) }, "one")
        XCTAssertEqual(file.line(2).map { String(decoding: $0, as: UTF8.self) }, "two")
        XCTAssertEqual(file.line(3).map { String(decoding: $0, as: UTF8.self) }, "three")
        XCTAssertNil(file.line(4))
        XCTAssertNil(file.line(0))
    }

    func testColumnsAreUTF8Bytes() {
        // "é" is two bytes and "🎟" four: the column after them counts bytes, as cmark and swiftc do.
        let file = SourceFile(path: "a.md", text: "title: Café 🎟 x\n")
        XCTAssertEqual(file.utf8Column(line: 1, scalarColumn: 1), 1)
        XCTAssertEqual(file.utf8Column(line: 1, scalarColumn: 8), 8)  // "C"
        XCTAssertEqual(file.utf8Column(line: 1, scalarColumn: 12), 13)  // the space after "é"
        XCTAssertEqual(file.utf8Column(line: 1, scalarColumn: 15), 19)  // "x", after the four-byte ticket
        XCTAssertEqual(file.location(ofOffset: 18), SourceLocation(file: "a.md", line: 1, column: 19))
    }

    func testOffsetsStopAtTheLineEnd() {
        let file = SourceFile(path: "a.md", text: "ab\r\ncd\n")
        XCTAssertEqual(file.offset(line: 1, column: 3), 2)  // just past "ab", before "\r\n"
        XCTAssertNil(file.offset(line: 1, column: 4))  // the "\r" is not part of the line
        XCTAssertEqual(file.location(ofOffset: 4), SourceLocation(file: "a.md", line: 2, column: 1))
    }

    func testFixesAreApplyingEditsAndChangeNoOtherByte() throws {
        let text = "see \"Total: 24\"\r\nsee \"Café 12\"\n"
        let fix = SourceEdit(
            span: SourceSpan(file: "a.md", line: 2, startColumn: 6, endColumn: 14), original: "Café 12",
            replacement: "Café 13")
        let drift = Diagnostic.error("checkpoint drift", at: fix.span.location, fixes: [fix])
        let other = Diagnostic.error("unrelated")
        XCTAssertEqual([drift, other, drift].fixes, [fix])
        XCTAssertEqual(
            try SourceFile(path: "a.md", text: text).applying([drift, other].fixes),
            "see \"Total: 24\"\r\nsee \"Café 13\"\n")
    }

    func testOneSlugRule() {
        for good in ["state-values", "a", "tip-2", "x1-y2"] { XCTAssertTrue(isSlug(good), good) }
        for bad in ["", "-a", "a-", "a--b", "A", "../index", "a_b", "café", "a b"] { XCTAssertFalse(isSlug(bad), bad) }
    }

    func testOneEscaperForPagesAndTheServer() {
        XCTAssertEqual(HTMLEscaping.escape("</title><script>'&\""), "&lt;/title&gt;&lt;script&gt;&#39;&amp;&quot;")
    }
}
