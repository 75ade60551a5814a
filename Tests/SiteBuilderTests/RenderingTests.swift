import CourseContent
import LessonProtocol
import XCTest

@testable import SiteBuilder

/// The pieces that turn observed trees and code into HTML.
final class RenderingTests: XCTestCase {
    func testScreenRendererDrawsRolesStatesAndSheets() {
        let screen = ScreenNode(
            role: .screen,
            children: [
                ScreenNode(
                    role: .stack,
                    style: ScreenStyle {
                        $0.axis = .vertical
                        $0.spacing = 24
                    },
                    children: [
                        ScreenNode(
                            role: .text, label: "Tickets",
                            style: ScreenStyle {
                                $0.font = "largeTitle"
                                $0.weight = "bold"
                            }),
                        ScreenNode(
                            role: .button, label: "Add one", identifier: "addTicket", isEnabled: false,
                            style: ScreenStyle { $0.buttonStyle = "bordered" }),
                        ScreenNode(role: .toggle, label: "Urgent", value: "on"),
                        ScreenNode(
                            role: .picker, label: "Tip", value: "20%", options: ["15%", "20%"],
                            style: ScreenStyle { $0.pickerStyle = .segmented }),
                        ScreenNode(role: .labeledContent, label: "Total", value: "$88.08"),
                        ScreenNode(role: .textField, label: "Subtotal", value: "", style: ScreenStyle { $0.placeholder = "Subtotal" }),
                    ]),
                ScreenNode(role: .sheet, children: [ScreenNode(role: .text, label: "Order <#1042>")]),
            ])
        let html = ScreenRenderer().render(screen, caption: "after \"tap\"")
        XCTAssertTrue(html.contains("aria-label=\"after &quot;tap&quot;\""))
        XCTAssertTrue(html.contains("<div class=\"stack v\" style=\"gap:18px\">"))
        XCTAssertTrue(html.contains("<span class=\"text font-largeTitle weight-bold\">Tickets</span>"))
        XCTAssertTrue(html.contains("<span class=\"button bordered disabled\">Add one</span>"))
        XCTAssertTrue(html.contains("<span class=\"switch on\" aria-label=\"on\">"))
        XCTAssertTrue(html.contains("<span class=\"segment selected\">20%</span>"))
        XCTAssertTrue(html.contains("<span class=\"labeled-value\">$88.08</span>"))
        XCTAssertTrue(html.contains("<span class=\"placeholder\">Subtotal</span>"))
        XCTAssertTrue(
            html.contains("<div class=\"sheet\"><span class=\"text\">Order &lt;#1042&gt;</span></div>"), "sheet text is escaped: \(html)")
    }

    /// Markdown through the renderer's knowledge-check hook, as pages are made.
    private func quizHTML(_ markdown: String) throws -> String {
        var options = RenderOptions()
        options.dropsLeadingTitle = true
        options.knowledgeCheck = KnowledgeCheck.render
        return try MarkdownDocument(parsing: markdown, file: "x.md").renderHTML(options)
    }

    func testKnowledgeCheckLeavesOrdinaryListsAlone() throws {
        let markdown = "- Default code\n\n**Q:** Why?\n\n- [ ] No — wrong.\n- [x] Yes — right.\n"
        let result = try quizHTML(markdown)
        XCTAssertTrue(result.hasPrefix("<ul>\n<li>Default code</li>\n</ul>"), result)
        XCTAssertTrue(
            result.contains(
                "<li class=\"choice\" data-correct><span class=\"choice-text\">Yes</span><span class=\"explanation\">right.</span></li>"),
            result)
        // Without JavaScript the answer opens on request and names every choice right or not, in words.
        XCTAssertTrue(
            result.contains(
                "<summary>Show the answer</summary><ul class=\"answer-list\"><li class=\"wrong\"><span class=\"state\">✗ Not this one:</span> No — wrong.</li><li class=\"right\"><span class=\"state\">✓ Right:</span> Yes — right.</li></ul>"
            ), result)

        // A question without choices stays a paragraph, even when a quiz follows later.
        let transformed = try quizHTML("**Q:** Rhetorical?\n\nProse.\n\n" + markdown)
        XCTAssertTrue(transformed.hasPrefix("<p><strong>Q:</strong> Rhetorical?</p>\n<p>Prose.</p>"), transformed)
        XCTAssertEqual(transformed.components(separatedBy: "<div class=\"quiz\">").count, 2)
    }

    func testKnowledgeCheckChoicesKeepTheirMarkupAndLinks() throws {
        let result = try quizHTML(
            "# Title\n\n**Q:** Which **wrapper** owns it?\n\n- [x] `@State` — see [the card](state.md).\n\n- [ ] `@Binding` — it borrows.\n"
        )
        XCTAssertFalse(result.contains("<h1"), "the leading title is left out: \(result)")
        XCTAssertTrue(result.contains("<p class=\"question\"><strong>Q:</strong> Which <strong>wrapper</strong> owns it?</p>"), result)
        XCTAssertTrue(
            result.contains(
                "<span class=\"choice-text\"><code>@State</code></span><span class=\"explanation\">see <a href=\"state.md\">the card</a>.</span>"
            ), result)
        XCTAssertFalse(result.contains("[x]") || result.contains("[ ]"), result)
    }

    func testOnlyALeadingLevelOneTitleIsLeftOut() throws {
        XCTAssertTrue(try quizHTML("Intro.\n\n# Later\n").contains("<h1 id=\"later\">Later</h1>"))
        XCTAssertTrue(try quizHTML("## Section\n").contains("<h2"))
    }
}
