import Mustache
import XCTest

final class DelimiterTests: XCTestCase {
    func testSetDelimitersChangesTheTagMarkers() throws {
        XCTAssertEqual(try render("{{=<% %>=}}(<%text%>)", ["text": "Hey!"]), "(Hey!)")
        XCTAssertEqual(try render("({{=[ ]=}}[text])", ["text": "It worked!"]), "(It worked!)")
        XCTAssertEqual(try render("|{{= @   @ =}}|"), "||")
        XCTAssertEqual(try render("{{=<% %>=}}<%{html}%> <%&html%> <%html%>", ["html": "<b>"]), "<b> <b> &lt;b&gt;")
        // Old delimiters are plain text once replaced, and delimiters can be changed back.
        XCTAssertEqual(try render("{{=| |=}}{{x}}|x||={{ }}=|{{x}}", ["x": "1"]), "{{x}}11")
    }

    func testDelimitersApplyInsideSections() throws {
        let template =
            "[\n{{#section}}\n  {{data}}\n  |data|\n{{/section}}\n\n{{= | | =}}\n|#section|\n  {{data}}\n  |data|\n|/section|\n]\n"
        let expected = "[\n  I got interpolated.\n  |data|\n\n  {{data}}\n  I got interpolated.\n]\n"
        XCTAssertEqual(try render(template, ["section": true, "data": "I got interpolated."]), expected)
        let inverted = template.replacingOccurrences(of: "#section", with: "^section")
        XCTAssertEqual(try render(inverted, ["section": false, "data": "I got interpolated."]), expected)
    }

    func testStandaloneDelimiterTagsRemoveTheirLine() throws {
        XCTAssertEqual(try render("Begin.\n{{=@ @=}}\nEnd.\n"), "Begin.\nEnd.\n")
        XCTAssertEqual(try render("Begin.\n  {{=@ @=}}\nEnd.\n"), "Begin.\nEnd.\n")
        XCTAssertEqual(try render("|\r\n{{= @ @ =}}\r\n|"), "|\r\n|")
        XCTAssertEqual(try render("  {{=@ @=}}\n="), "=")
        XCTAssertEqual(try render("=\n  {{=@ @=}}"), "=\n")
        XCTAssertEqual(try render("| {{=@ @=}}\n|"), "| \n|")
    }
}
