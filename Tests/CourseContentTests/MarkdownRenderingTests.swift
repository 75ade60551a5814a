import XCTest

@testable import CourseContent

final class MarkdownRenderingTests: XCTestCase {
    private func render(_ markdown: String, _ options: RenderOptions = RenderOptions()) throws -> String {
        try MarkdownDocument(parsing: markdown, file: "x.md").renderHTML(options)
    }

    func testHeadingsGetUniqueAnchors() throws {
        let html = try render("# @State\n\n## Pitfalls\n\n## Pitfalls\n\n### Key APIs: `$count`\n")
        XCTAssertEqual(
            html,
            """
            <h1 id="state">@State</h1>
            <h2 id="pitfalls">Pitfalls</h2>
            <h2 id="pitfalls-1">Pitfalls</h2>
            <h3 id="key-apis-count">Key APIs: <code>$count</code></h3>

            """)
    }

    func testHeadingAnchorsCanBeTurnedOff() throws {
        XCTAssertEqual(try render("## Pitfalls\n", RenderOptions(headingAnchors: false)), "<h2>Pitfalls</h2>\n")
    }

    func testMatchesCmarkForCommonBlocks() throws {
        let html = try render(
            """
            Some *emphasis*, **strong** and `code`.
            Next line\\
            after a break.

            - tight
            - list

            1. loose

            2. list

            > quoted

            ---
            """)
        XCTAssertEqual(
            html,
            """
            <p>Some <em>emphasis</em>, <strong>strong</strong> and <code>code</code>.
            Next line<br />
            after a break.</p>
            <ul>
            <li>tight</li>
            <li>list</li>
            </ul>
            <ol>
            <li>
            <p>loose</p>
            </li>
            <li>
            <p>list</p>
            </li>
            </ol>
            <blockquote>
            <p>quoted</p>
            </blockquote>
            <hr />

            """)
    }

    func testCodeBlockDefaultAndHook() throws {
        let markdown = "```swift example=counter\nlet a = 1 < 2 && true\n```\n\n```\nplain\n```\n"
        XCTAssertEqual(
            try render(markdown),
            """
            <pre><code class="language-swift">let a = 1 &lt; 2 &amp;&amp; true
            </code></pre>
            <pre><code>plain
            </code></pre>

            """)
        let hooked = try render(
            markdown,
            RenderOptions(codeBlock: { block in
                block["example"].map { "<div class=\"example\" data-name=\"\($0)\"></div>" }
            }))
        XCTAssertEqual(hooked, "<div class=\"example\" data-name=\"counter\"></div>\n<pre><code>plain\n</code></pre>\n")
    }

    func testRawHTMLIsDroppedUnlessAllowed() throws {
        let markdown = "<div onclick=\"x()\">block</div>\n\nInline <span>tag</span> and <script>alert(1)</script>.\n"
        let safe = try render(markdown)
        XCTAssertFalse(safe.contains("<div"))
        XCTAssertFalse(safe.contains("<span"))
        XCTAssertFalse(safe.contains("<script"))
        XCTAssertTrue(safe.contains("<!-- raw HTML omitted -->"))
        XCTAssertTrue(safe.contains("tag"))

        let allowed = try render(markdown, RenderOptions(allowRawHTML: true))
        XCTAssertTrue(allowed.contains("<div onclick=\"x()\">block</div>"))
        XCTAssertTrue(allowed.contains("<span>tag</span>"))
    }

    func testDangerousURLsNeverReachThePage() throws {
        let html = try render(
            """
            [a](javascript:alert(1)) [b](JavaScript:alert(1)) [c](vbscript:x) [d](file:///etc/passwd)
            [e](data:text/html;base64,PHNjcmlwdD4=) ![f](data:image/png;base64,iVBOR) [g](<java\tscript:alert(1)>)
            [h](https://example.com/?a=1&b='2')
            """)
        XCTAssertFalse(html.lowercased().contains("javascript"))
        XCTAssertFalse(html.contains("vbscript"))
        XCTAssertFalse(html.contains("file:"))
        XCTAssertFalse(html.contains("text/html"))
        XCTAssertTrue(html.contains("<a href=\"\">a</a>"))
        XCTAssertTrue(html.contains("<img src=\"data:image/png;base64,iVBOR\" alt=\"f\" />"))
        XCTAssertTrue(html.contains("<a href=\"https://example.com/?a=1&amp;b=&#x27;2&#x27;\">h</a>"))
    }

    func testDangerousURLReturnedByTheHookIsDroppedToo() throws {
        let html = try render("[a](ok.md)", RenderOptions(link: { _ in "javascript:alert(1)" }))
        XCTAssertEqual(html, "<p><a href=\"\">a</a></p>\n")
    }

    func testLinkHookRewritesHrefs() throws {
        let html = try render(
            "[State](../reference/state.md#pitfalls \"The \\\"card\\\"\") and [web](https://x.org)",
            RenderOptions(link: { link in
                link.destination.hasSuffix(".md#pitfalls") ? "state.html#pitfalls" : nil
            }))
        XCTAssertEqual(
            html, "<p><a href=\"state.html#pitfalls\" title=\"The &quot;card&quot;\">State</a> and <a href=\"https://x.org\">web</a></p>\n")
    }

    func testEverythingIsEscaped() throws {
        let html = try render("# <b>T</b> & \"q\"\n\nText with <not a tag & `<code>` ![a \"b\" <c>](x.png \"t<\")\n\n[l](<a b\"c>)\n")
        XCTAssertTrue(html.contains("<h1 id=\"t-q\">"), html)
        XCTAssertTrue(html.contains("&lt;not a tag &amp; <code>&lt;code&gt;</code>"), html)
        XCTAssertTrue(html.contains("<img src=\"x.png\" alt=\"a &quot;b&quot; &lt;c&gt;\" title=\"t&lt;\" />"), html)
        XCTAssertTrue(html.contains("<a href=\"a%20b%22c\">l</a>"), html)
    }

    func testImageAltTextFlattensMarkup() throws {
        XCTAssertEqual(try render("![an *emphasised* `alt`](p.png)"), "<p><img src=\"p.png\" alt=\"an emphasised alt\" /></p>\n")
    }

    func testNoSmartPunctuation() throws {
        XCTAssertEqual(try render("\"quotes\" -- and ..."), "<p>&quot;quotes&quot; -- and ...</p>\n")
    }

    func testInlineRendering() {
        XCTAssertEqual(MarkdownDocument.renderInline("Use `@State` *here*"), "Use <code>@State</code> <em>here</em>")
        XCTAssertFalse(MarkdownDocument.renderInline("</title><script>x</script>").contains("<script"))
        XCTAssertEqual(MarkdownDocument.renderInline("a <b>c</b> & d"), "a <!-- raw HTML omitted -->c<!-- raw HTML omitted --> &amp; d")
    }

    func testConcurrentRenderingOfOneDocumentIsStable() throws {
        let doc = try MarkdownDocument(
            parsing: String(repeating: "Text *em* [l](u \"t\") `c`\n\n```swift a=b\nx\n```\n\n", count: 200), file: "x.md")
        let expected = doc.renderHTML()
        let results = UnsafeMutableBufferPointer<Bool>.allocate(capacity: 8)
        defer { results.deallocate() }
        DispatchQueue.concurrentPerform(iterations: 8) { i in results[i] = doc.renderHTML() == expected }
        XCTAssertTrue(results.allSatisfy { $0 })
    }

    func testRenderingMatchesCmarkOnTheSeedBody() throws {
        // The seed card's shape: headings, lists with links and code, fenced code, notes.
        let body = """
            # @State

            Stores a value that one view owns.

            - **Use it for simple values.** Hold an [@Observable](observable.md) class instead.

            ```swift
            @State private var count = 0
            ```

            **Note:** Unlike React's `useState`, there's no setter.
            """
        let doc = try MarkdownDocument(parsing: body, file: "x.md")
        XCTAssertEqual(
            doc.renderHTML(RenderOptions(headingAnchors: false)),
            """
            <h1>@State</h1>
            <p>Stores a value that one view owns.</p>
            <ul>
            <li><strong>Use it for simple values.</strong> Hold an <a href="observable.md">@Observable</a> class instead.</li>
            </ul>
            <pre><code class="language-swift">@State private var count = 0
            </code></pre>
            <p><strong>Note:</strong> Unlike React&#39;s <code>useState</code>, there&#39;s no setter.</p>

            """)
    }
}
