import CourseContent
import LessonProtocol
import XCTest

@testable import SiteBuilder

/// What readers get on every page beyond the lesson itself: heading anchors, one link per
/// observation per paragraph, related pages by title, phones named by what they show, search.
final class ReaderPagesTests: XCTestCase {
    /// A page body rendered with the reader hooks only.
    private func render(_ markdown: String, titles: [String: (id: String, title: String)] = [:]) throws -> String {
        var options = RenderOptions()
        ReaderMarkup.install(in: &options, titlesByHref: titles)
        return try MarkdownDocument(parsing: markdown, file: "lessons/x.md").renderHTML(options)
    }

    func testHeadingsLinkToThemselves() throws {
        XCTAssertEqual(
            try render("## Derive the `total`\n\n#### Fine print\n"),
            "<h2 id=\"derive-the-total\">Derive the <code>total</code><a class=\"heading-anchor\" href=\"#derive-the-total\" aria-label=\"Link to “Derive the total”\">#</a></h2>\n"
                + "<h4 id=\"fine-print\">Fine print</h4>\n")
        XCTAssertEqual(
            try render("### A &amp; *b*\n"),
            "<h3 id=\"a-b\">A &amp; <em>b</em><a class=\"heading-anchor\" href=\"#a-b\" aria-label=\"Link to “A &amp; b”\">#</a></h3>\n")
    }

    func testAParagraphLinksEachCheckpointOnce() throws {
        let markdown = "With [2](#checkpoint-a) it is [24](#checkpoint-a), see [3](#checkpoint-b).\n\n[48](#checkpoint-a)\n"
        XCTAssertEqual(
            try render(markdown),
            "<p>With <a href=\"#checkpoint-a\">2</a> it is <span class=\"observed\">24</span>, see <a href=\"#checkpoint-b\">3</a>.</p>\n<p><a href=\"#checkpoint-a\">48</a></p>\n"
        )
        // Other repeated links stay links.
        XCTAssertEqual(try render("[a](x.html) and [a](x.html)\n"), "<p><a href=\"x.html\">a</a> and <a href=\"x.html\">a</a></p>\n")
    }

    func testLinksNamedBySlugShowTheTitle() throws {
        let titles = ["../reference/binding.html": (id: "binding", title: "@Binding")]
        let markdown =
            "[binding](../reference/binding.html), [binding](../reference/binding.html#pitfalls), [two-way](../reference/binding.html), [*binding*](../reference/binding.html)\n"
        XCTAssertEqual(
            try render(markdown, titles: titles),
            "<p><a href=\"../reference/binding.html\">@Binding</a>, <a href=\"../reference/binding.html#pitfalls\">@Binding</a>, <a href=\"../reference/binding.html\">two-way</a>, <a href=\"../reference/binding.html\"><em>binding</em></a></p>\n"
        )
    }

    func testPhoneIsNamedByWhatItShows() {
        func node(_ role: ScreenNode.Role, _ label: String? = nil, value: String? = nil, enabled: Bool = true) -> ScreenNode {
            ScreenNode(role: role, label: label, value: value, isEnabled: enabled)
        }
        func group(_ role: ScreenNode.Role, _ children: [ScreenNode]) -> ScreenNode { ScreenNode(role: role, children: children) }
        let screen = group(
            .screen,
            [
                group(
                    .stack,
                    [
                        node(.text, "Tickets"), node(.text, "Total: 24"),
                        node(.button, "Add one", enabled: false), node(.toggle, "Gift wrap", value: "on"),
                        node(.textField, "Name", value: ""),
                    ])
            ])
        XCTAssertEqual(
            ScreenDescription.describe(screen),
            "The screen shows: Tickets; Total: 24; button Add one, dimmed; switch Gift wrap, on; text field Name, empty.")
    }

    func testTokensKeepCamelCasePartsAndDropStopWords() {
        XCTAssertEqual(
            SearchIndex.tokens("The navigationDestination(for:) of @State"),
            ["navigationdestination", "navigation", "destination", "for", "state"].filter { $0 != "for" })
        XCTAssertEqual(SearchIndex.tokens("useState — Total: 24"), ["usestate", "use", "state", "total", "24"])
    }

    func testIndexIsChunkedByWordRangeAndEveryChunkIsAScript() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coursegen-search-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var index = SearchIndex()
        index.chunkSize = 200
        let words = (0..<200).map { "word\($0)" }.joined(separator: " ")
        let documents = [
            SearchIndex.Document(
                title: "@State", url: "reference/state.html", kind: "Reference",
                sections: [
                    SearchIndex.Section(
                        heading: nil, anchor: nil, text: "Also called: useState.", boosted: [("usestate", SearchIndex.Weight.alias)]),
                    SearchIndex.Section(heading: "Show a sheet", anchor: "show-a-sheet", text: words),
                ]),
            SearchIndex.Document(
                title: "Tickets", url: "lessons/tickets.html", kind: "Lesson",
                sections: [
                    SearchIndex.Section(heading: "On screen", anchor: "checkpoint-t", text: "Quantity: 2 · Total: 24", kind: "screen")
                ]),
        ]
        try index.write(documents, to: folder)
        let search = folder.appendingPathComponent("search")
        let meta = try String(contentsOf: search.appendingPathComponent("meta.js"), encoding: .utf8)
        XCTAssertTrue(meta.hasPrefix("coursegenSearch.meta({\"pages\":2,\"chunks\":["), meta)
        let chunkFiles = try FileManager.default.contentsOfDirectory(atPath: search.path).filter { $0.hasPrefix("index-") }
        XCTAssertGreaterThan(chunkFiles.count, 5, "a large vocabulary is split into many small chunks")
        var found: [String: String] = [:]
        for file in chunkFiles {
            let text = try String(contentsOf: search.appendingPathComponent(file), encoding: .utf8)
            XCTAssertTrue(text.hasPrefix("coursegenSearch.chunk("), file)
            XCTAssertLessThan(text.utf8.count, 400, "\(file) stays near the chunk size")
            for word in ["usestate", "sheet", "quantity"] where text.contains("\"\(word)\":") { found[word] = text }
        }
        // The alias weight (12) plus its one occurrence in the text (1).
        XCTAssertTrue(found["usestate"]?.contains("\"usestate\":[0,0,13]") ?? false, "the alias is weighted: \(found)")
        XCTAssertTrue(found["sheet"]?.contains("\"sheet\":[0,1,5]") ?? false, "a heading word is weighted")
        XCTAssertTrue(found["quantity"]?.contains("\"quantity\":[1,0,2]") ?? false, "observed screen text is indexed")
        let page = try String(contentsOf: search.appendingPathComponent("page-1.js"), encoding: .utf8)
        XCTAssertTrue(page.contains("[\"On screen\",\"checkpoint-t\",\"Quantity: 2 · Total: 24\",\"screen\"]"), page)
    }

    func testScriptStringsCannotCloseTheirScript() {
        XCTAssertEqual(SearchIndex.json("</script>\"\n"), "\"\\u003c/script>\\\"\\n\"")
    }
}
