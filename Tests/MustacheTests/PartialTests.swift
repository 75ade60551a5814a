import Mustache
import XCTest

final class PartialTests: XCTestCase {
    func testPartialsExpandInTheCurrentContext() throws {
        XCTAssertEqual(try render("\"{{>text}}\"", partials: ["text": "from partial"]), "\"from partial\"")
        XCTAssertEqual(try render("\"{{>partial}}\"", ["text": "content"], partials: ["partial": "*{{text}}*"]), "\"*content*\"")
        XCTAssertEqual(
            try render("{{#items}}{{>item}}{{/items}}", ["items": [["name": "a"], ["name": "b"]]], partials: ["item": "<{{name}}>"]),
            "<a><b>")
        XCTAssertEqual(try render("|{{> partial }}|", partials: ["partial": "[]"]), "|[]|")
    }

    func testPartialsRecurseAsFarAsTheDataGoes() throws {
        let context: MustacheValue = ["content": "X", "nodes": [["content": "Y", "nodes": []]]]
        XCTAssertEqual(try render("{{>node}}", context, partials: ["node": "{{content}}<{{#nodes}}{{>node}}{{/nodes}}>"]), "X<Y<>>")
        XCTAssertEqual(try render("[{{>outer}}]", partials: ["outer": "o({{>inner}})", "inner": "i"]), "[o(i)]")
    }

    func testPartialsKeepTheirOwnDelimiters() throws {
        // Delimiters set in the including template do not reach the partial, and
        // delimiters set in the partial do not leak back.
        XCTAssertEqual(
            try render("[ {{>include}} ]\n{{= | | =}}\n[ |>include| ]\n", ["value": "yes"], partials: ["include": ".{{value}}."]),
            "[ .yes. ]\n[ .yes. ]\n")
        XCTAssertEqual(
            try render(
                "[ {{>include}} ]\n[ .{{value}}.  .|value|. ]\n", ["value": "yes"],
                partials: ["include": ".{{value}}. {{= | | =}} .|value|."]),
            "[ .yes.  .yes. ]\n[ .yes.  .|value|. ]\n")
    }

    func testInlinePartialsAreNotIndented() throws {
        XCTAssertEqual(try render("| {{>partial}} |", partials: ["partial": "\t|\t"]), "| \t|\t |")
        XCTAssertEqual(try render("  {{data}}  {{> partial}}\n", ["data": "|"], partials: ["partial": ">\n>"]), "  |  >\n>\n")
    }

    func testStandalonePartialsIndentEachLineOfThePartial() throws {
        XCTAssertEqual(try render("|\r\n{{>partial}}\r\n|", partials: ["partial": ">"]), "|\r\n>|")
        XCTAssertEqual(try render("  {{>partial}}\n>", partials: ["partial": ">\n>"]), "  >\n  >>")
        XCTAssertEqual(try render(">\n  {{>partial}}", partials: ["partial": ">\n>"]), ">\n  >\n  >")
        // The partial's lines are indented, but multi-line data interpolated into them is not.
        XCTAssertEqual(
            try render("\\\n {{>partial}}\n/\n", ["content": "<\n->"], partials: ["partial": "|\n{{{content}}}a b{{{content}}}c\n|\n"]),
            "\\\n |\n <\n->a b<\n->c\n |\n/\n")
    }

    func testIndentationAppliesInsidePartialSectionsAndAccumulates() throws {
        let partials = [
            "list": "<ul>\n{{#items}}\n  {{>item}}\n{{/items}}\n</ul>\n",
            "item": "<li>\n  {{name}}\n</li>\n",
        ]
        let context: MustacheValue = ["items": [["name": "a"], ["name": "b"]]]
        XCTAssertEqual(
            try render("<body>\n  {{>list}}\n</body>\n", context, partials: partials),
            "<body>\n  <ul>\n    <li>\n      a\n    </li>\n    <li>\n      b\n    </li>\n  </ul>\n</body>\n")
        // A line that starts with a tag is indented even when the tag renders nothing.
        XCTAssertEqual(try render("  {{>p}}\n", partials: ["p": "{{missing}}x\n{{! c }}y\n"]), "  x\n  y\n")
    }
}
