import Mustache
import XCTest

final class TemplateErrorTests: XCTestCase {
    func testUnclosedSectionPointsAtItsOpeningTag() {
        let error = renderError("<ul>\n  {{#items}}\n    <li>{{name}}</li>\n</ul>\n")
        XCTAssertEqual(error?.description, "templates/page.mustache:2:3: error: unclosed section 'items'")
        XCTAssertEqual(error.map { [$0.line, $0.column] }, [2, 3])
        XCTAssertEqual(error?.file, "templates/page.mustache")
    }

    func testMismatchedAndStrayClosingTags() {
        XCTAssertEqual(
            renderError("{{#a}}\n{{#b}}\n  x {{/a}}\n")?.description,
            "templates/page.mustache:3:5: error: mismatched closing tag '/a': expected '/b' to close the section opened at 2:1")
        XCTAssertEqual(
            renderError("text\n{{/a}}")?.description,
            "templates/page.mustache:2:1: error: closing tag '/a' has no matching section")
    }

    func testMalformedTags() {
        XCTAssertEqual(renderError("ok\nbad {{name")?.description, "templates/page.mustache:2:5: error: unclosed tag: expected '}}'")
        XCTAssertEqual(renderError("{{{raw}}")?.description, "templates/page.mustache:1:1: error: unclosed tag: expected '}}}'")
        XCTAssertEqual(renderError("a {{ }}")?.description, "templates/page.mustache:1:3: error: empty tag: expected a name")
        XCTAssertEqual(
            renderError("{{first name}}")?.description,
            "templates/page.mustache:1:1: error: malformed tag: name 'first name' contains whitespace")
        XCTAssertEqual(
            renderError("{{a..b}}")?.description,
            "templates/page.mustache:1:1: error: invalid name 'a..b': dotted names need a name between each pair of dots")
        XCTAssertEqual(renderError("{{>}}")?.description, "templates/page.mustache:1:1: error: empty tag: expected a partial name")
        XCTAssertEqual(
            renderError("{{<layout}}{{/layout}}")?.description,
            "templates/page.mustache:1:1: error: template inheritance tags ('<') are not supported")
    }

    func testColumnsAreUTF8Bytes() {
        // "é" is two bytes, "✓" three: the tag opens at byte 8 on line 1 and byte 11 on line 2.
        XCTAssertEqual(renderError("héllo {{/x}}").map { [$0.line, $0.column] }, [1, 8])
        XCTAssertEqual(renderError("héllo\n✓ café {{/x}}").map { [$0.line, $0.column] }, [2, 11])
    }

    func testBadDelimiters() {
        let message = "invalid delimiters '%s': expected an opening and a closing delimiter separated by a space, as in {{=<% %>=}}"
        XCTAssertEqual(
            renderError("x\n  {{=<%%>=}}")?.description,
            "templates/page.mustache:2:3: error: " + message.replacingOccurrences(of: "%s", with: "<%%>"))
        XCTAssertEqual(renderError("{{=< = >=}}")?.message, message.replacingOccurrences(of: "%s", with: "< = >"))
        // Errors after a delimiter change are still located and reported.
        XCTAssertEqual(renderError("{{=<% %>=}}\n\n<%#a%>")?.description, "templates/page.mustache:3:1: error: unclosed section 'a'")
    }

    func testUnknownPartialIsAnErrorAtTheTag() {
        XCTAssertEqual(
            renderError("<main>\n  {{> sidebar}}\n</main>")?.description,
            "templates/page.mustache:2:3: error: unknown partial 'sidebar'")
    }

    func testSelfIncludingPartialStopsWithAnError() {
        let error = renderError("{{>loop}}", partials: ["loop": "again\n{{>loop}}"])
        XCTAssertEqual(error?.file, "loop.mustache")
        XCTAssertEqual(error.map { [$0.line, $0.column] }, [2, 1])
        XCTAssertTrue(error?.message.contains("partials nested more than 100 deep at 'loop'") ?? false, "\(String(describing: error))")
    }

    func testErrorsInPartialsNameThePartialsFile() {
        let error = renderError("{{>card}}", partials: ["card": "{{#a}}"])
        XCTAssertEqual(error?.description, "card.mustache:1:1: error: unclosed section 'a'")
    }
}

extension TemplateErrorTests {
    func testLocationsOnALongSingleLine() {
        let source = String(repeating: "<p>{{x}}</p>", count: 5_000) + "{{/x}}"
        XCTAssertEqual(renderError(source).map { [$0.line, $0.column] }, [1, 60_001])
    }
}
