import XCTest

@testable import SiteBuilder

/// Listings highlighted from the compiler's own classification.
final class CodeHighlightingTests: XCTestCase {
    let highlighter = CodeHighlighting()

    /// The listing with its tags removed and entities decoded: what a reader copies.
    func text(_ html: String) -> String {
        html.replacingOccurrences(of: "<[^>]+>", with: "", options: .regularExpression)
            .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    func testClassesOfEachKind() {
        let html = highlighter.html(
            """
            @State private var count = 0 // taps
            let ratio = 1.5
            Text("Total: \\(count)")
            """)
        XCTAssertTrue(html.contains(#"<span class="hl-attribute">@State</span>"#), html)
        XCTAssertTrue(html.contains(#"<span class="hl-keyword">private</span>"#), html)
        XCTAssertTrue(html.contains(#"<span class="hl-number">0</span>"#), html)
        XCTAssertTrue(html.contains(#"<span class="hl-number">1.5</span>"#), html)
        XCTAssertTrue(html.contains(#"<span class="hl-comment">// taps</span>"#), html)
        XCTAssertTrue(html.contains(#"<span class="hl-type">Text</span>"#), html)
        XCTAssertTrue(html.contains(#"<span class="hl-string">&quot;Total: </span>"#), html)
        // The interpolated expression is code, not string.
        XCTAssertFalse(html.contains(#"<span class="hl-string">count"#), html)
    }

    func testMultiLineAndRawStringsStayStringsOnEveryLine() {
        let code = #"""
            let poem = """
                Roses are red, // not a comment
                "quoted" too
                """
            let pattern = #"a "raw" \d"#
            """#
        let lines = highlighter.htmlLines(code)
        XCTAssertEqual(lines.count, 5)
        XCTAssertTrue(lines[1].hasSuffix(#"<span class="hl-string">Roses are red, // not a comment</span>"#), lines[1])
        XCTAssertFalse(lines[1].contains("hl-comment"), lines[1])
        XCTAssertTrue(lines[2].contains("hl-string"), lines[2])
        XCTAssertTrue(lines[4].hasSuffix(#"<span class="hl-string">#&quot;a &quot;raw&quot; \d&quot;#</span>"#), lines[4])
        XCTAssertEqual(text(lines.joined(separator: "\n")), code)
    }

    func testBlockCommentsSpanningLinesAreClosedOnEachLine() {
        let lines = highlighter.htmlLines("/* one\n   two */ let x = 1")
        XCTAssertEqual(lines[0], #"<span class="hl-comment">/* one</span>"#)
        XCTAssertTrue(lines[1].hasPrefix(#"<span class="hl-comment">   two */</span>"#), lines[1])
    }

    func testTextIsNeverChanged() {
        let code = "if a < b && c > d { print(\"<&>\") } // é ✓\n#if DEBUG\nlet x = 0x1F\n#endif\n"
        XCTAssertEqual(text(highlighter.html(code)), code)
        XCTAssertTrue(highlighter.html(code).contains(#"<span class="hl-attribute">#if</span>"#))
    }
}

extension CodeHighlightingTests {
    func testMacrosReadAsOneName() {
        let html = highlighter.html("#Preview(\"Tickets\") { ContentView() }\nlet p = #Predicate<Int> { $0 > 1 }")
        XCTAssertTrue(html.hasPrefix(#"<span class="hl-attribute">#Preview</span>("#), html)
        XCTAssertTrue(html.contains(#"<span class="hl-attribute">#Predicate</span>"#), html)
    }
}

/// Listings highlighted once are kept between builds, exactly.
final class HighlightStoreTests: XCTestCase {
    func testStoreKeepsListingsBetweenBuildsAndDropsUnusedOnes() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("highlights-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        var made = 0
        let first = HighlightStore(cacheDirectory: directory)
        XCTAssertEqual(
            first.html(for: "let a = 1") {
                made += 1
                return "A:" + $0
            }, "A:let a = 1")
        XCTAssertEqual(
            first.html(for: "let b = 2") {
                made += 1
                return "B:" + $0
            }, "B:let b = 2")
        first.save()
        let second = HighlightStore(cacheDirectory: directory)
        XCTAssertEqual(
            second.html(for: "let a = 1") { _ in
                made += 1
                return "changed"
            }, "A:let a = 1")
        XCTAssertEqual(made, 2, "a stored listing is not highlighted again")
        XCTAssertEqual(
            second.html(for: "let é = \"ü\"") { _ in
                made += 1
                return "C"
            }, "C")
        second.save()
        let third = HighlightStore(cacheDirectory: directory)
        XCTAssertEqual(third.html(for: "let b = 2") { _ in "again" }, "again", "a listing no build used was dropped")
        XCTAssertEqual(third.html(for: "let é = \"ü\"") { _ in "again" }, "C")
    }

    func testATruncatedStoreIsReadAsFarAsItIsWhole() {
        var data = HighlightStore.encode(["x": "<b>x</b>", "y": "<i>y</i>"])
        data.removeLast(3)
        XCTAssertEqual(HighlightStore.decode(data).count, 1)
    }
}
