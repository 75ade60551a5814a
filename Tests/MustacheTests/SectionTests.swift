import Mustache
import XCTest

final class SectionTests: XCTestCase {
    func testTruthyAndFalseyValues() throws {
        let template = "{{#value}}shown{{/value}}"
        for truthy: MustacheValue in [true, "text", 0, 1.5, ["key": "value"], [1]] {
            XCTAssertEqual(try render(template, ["value": truthy]), "shown", "\(truthy)")
        }
        for falsey: MustacheValue in [false, nil, "", []] {
            XCTAssertEqual(try render(template, ["value": falsey]), "", "\(falsey)")
        }
        XCTAssertEqual(try render("[{{#missing}}Found key 'missing'!{{/missing}}]"), "[]")
    }

    func testObjectsArePushedOntoTheContextStack() throws {
        XCTAssertEqual(try render("{{#context}}Hi {{name}}.{{/context}}", ["context": ["name": "Joe"]]), "Hi Joe.")
        XCTAssertEqual(try render("{{#foo}}{{.}} is {{foo}}{{/foo}}", ["foo": "bar"]), "bar is bar")
    }

    func testListsIterateWithEachItemOnTheStack() throws {
        XCTAssertEqual(try render("{{#list}}{{item}}{{/list}}", ["list": [["item": 1], ["item": 2], ["item": 3]]]), "123")
        XCTAssertEqual(try render("{{#list}}Yay lists!{{/list}}", ["list": []]), "")
        XCTAssertEqual(try render("{{#list}}({{#.}}{{.}}{{/.}}){{/list}}", ["list": [[1, 2, 3], ["a", "b", "c"]]]), "(123)(abc)")
        // Strings are single values, not lists of characters.
        XCTAssertEqual(try render("{{#section}}foo{{/section}}", ["section": "123"]), "foo")
    }

    func testNestedSectionsSeeEveryEnclosingContext() throws {
        let context: MustacheValue = [
            "tops": [
                [
                    "tname": ["upper": "A", "lower": "a"],
                    "middles": [["mname": "1", "bottoms": [["bname": "x"], ["bname": "y"]]]],
                ]
            ]
        ]
        let template =
            "{{#tops}}{{#middles}}{{tname.lower}}{{mname}}.{{#bottoms}}{{tname.upper}}{{mname}}{{bname}}.{{/bottoms}}{{/middles}}{{/tops}}"
        XCTAssertEqual(try render(template, context), "a1.A1x.A1y.")

        let deep: MustacheValue = ["a": ["one": 1], "b": ["two": 2], "c": ["three": 3, "d": ["four": 4, "five": 5]]]
        let nested = """
            {{#a}}
            {{one}}
            {{#b}}
            {{one}}{{two}}
            {{#c}}
            {{one}}{{two}}{{three}}
            {{#d}}
            {{one}}{{two}}{{three}}{{four}}{{#five}}{{.}}{{/five}}
            {{/d}}
            {{/c}}
            {{/b}}
            {{/a}}

            """
        XCTAssertEqual(try render(nested, deep), "1\n12\n123\n12345\n")
    }

    func testNestedAndRepeatedSections() throws {
        let template = "| A {{#bool}}B {{#bool}}C{{/bool}} D{{/bool}} E |"
        XCTAssertEqual(try render(template, ["bool": true]), "| A B C D E |")
        XCTAssertEqual(try render(template, ["bool": false]), "| A  E |")
        let doubled = "{{#bool}}\n* first\n{{/bool}}\n* {{two}}\n{{#bool}}\n* third\n{{/bool}}\n"
        XCTAssertEqual(try render(doubled, ["bool": true, "two": "second"]), "* first\n* second\n* third\n")
    }

    func testDottedSectionNames() throws {
        let template = "[{{#a.b.c}}Here{{/a.b.c}}]"
        XCTAssertEqual(try render(template, ["a": ["b": ["c": true]]]), "[Here]")
        XCTAssertEqual(try render(template, ["a": ["b": ["c": false]]]), "[]")
        XCTAssertEqual(try render(template, ["a": [:]]), "[]")
    }

    func testSectionsKeepSurroundingAndInternalWhitespace() throws {
        XCTAssertEqual(try render(" | {{#boolean}}\t|\t{{/boolean}} | \n", ["boolean": true]), " | \t|\t | \n")
        XCTAssertEqual(
            try render(" | {{#boolean}} {{! Important Whitespace }}\n {{/boolean}} | \n", ["boolean": true]),
            " |  \n  | \n")
        XCTAssertEqual(
            try render(" {{#boolean}}YES{{/boolean}}\n {{#boolean}}GOOD{{/boolean}}\n", ["boolean": true]),
            " YES\n GOOD\n")
        XCTAssertEqual(try render("|{{# boolean }}={{/ boolean }}|", ["boolean": true]), "|=|")
    }
}
