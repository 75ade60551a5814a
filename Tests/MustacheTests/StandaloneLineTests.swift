import Mustache
import XCTest

/// A section, inverted section, comment, partial or delimiter tag alone on its line (apart from
/// spaces and tabs) removes the whole line, so templates can be laid out readably without
/// leaving blank lines in the page.
final class StandaloneLineTests: XCTestCase {
    func testStandaloneSectionTagsRemoveTheirLines() throws {
        XCTAssertEqual(try render("| This Is\n{{#boolean}}\n|\n{{/boolean}}\n| A Line\n", ["boolean": true]), "| This Is\n|\n| A Line\n")
        XCTAssertEqual(
            try render("| This Is\n  {{#boolean}}\n|\n\t{{/boolean}}\n| A Line\n", ["boolean": true]), "| This Is\n|\n| A Line\n")
    }

    func testCarriageReturnLineFeedEndsAStandaloneLine() throws {
        XCTAssertEqual(try render("|\r\n{{#boolean}}\r\n{{/boolean}}\r\n|", ["boolean": true]), "|\r\n|")
        // A lone carriage return is not a line ending.
        XCTAssertEqual(try render("|\n{{#boolean}}\r|{{/boolean}}", ["boolean": true]), "|\n\r|")
    }

    func testStandaloneLinesAtTheStartAndEndOfTheTemplate() throws {
        XCTAssertEqual(try render("  {{#boolean}}\n#{{/boolean}}\n/", ["boolean": true]), "#\n/")
        XCTAssertEqual(try render("#{{#boolean}}\n/\n  {{/boolean}}", ["boolean": true]), "#\n/\n")
    }

    func testTagsSharingALineAreNotStandalone() throws {
        XCTAssertEqual(try render("  {{#a}}{{/a}}\n", ["a": true]), "  \n")
        XCTAssertEqual(try render("x {{#a}}\ny\n{{/a}} z\n", ["a": true]), "x \ny\n z\n")
        XCTAssertEqual(try render("  {{value}}\n", ["value": ""]), "  \n")
        XCTAssertEqual(try render("{{#a}}\n{{#b}}\n[{{x}}]\n{{/b}}\n{{/a}}\n", ["a": true, "b": true, "x": 1]), "[1]\n")
    }

    func testOnlySpacesAndTabsCountAsIndentation() throws {
        XCTAssertEqual(try render(".{{! comment }}\n"), ".\n")
        XCTAssertEqual(try render("\t \t{{! comment }} \t\nnext"), "next")
    }
}
