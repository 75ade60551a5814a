import Mustache
import XCTest

final class InterpolationTests: XCTestCase {
    func testTextWithoutTagsIsCopied() throws {
        XCTAssertEqual(try render("Hello from {Mustache}!\n"), "Hello from {Mustache}!\n")
        XCTAssertEqual(try render(""), "")
    }

    func testVariablesAreHTMLEscaped() throws {
        let context: MustacheValue = ["forbidden": #"& " < > ' é"#]
        XCTAssertEqual(try render("{{forbidden}}", context), "&amp; &quot; &lt; &gt; &#39; é")
        XCTAssertEqual(try render("{{{forbidden}}}", context), #"& " < > ' é"#)
        XCTAssertEqual(try render("{{&forbidden}}", context), #"& " < > ' é"#)
    }

    func testUTF8ValuesRenderAsTheStringsTheyEncode() throws {
        let text = #"& " < > ' é"#
        let asBytes: MustacheValue = ["body": .utf8(Array(text.utf8)), "empty": .utf8([])]
        let asString: MustacheValue = ["body": .string(text), "empty": ""]
        for template in [
            "{{body}}", "{{{body}}}", "{{&body}}", "{{#body}}[{{.}}]{{/body}}", "{{^empty}}none{{/empty}}", "{{#empty}}x{{/empty}}",
        ] {
            XCTAssertEqual(try render(template, asBytes), try render(template, asString), template)
        }
    }

    func testScalarsRenderAsText() throws {
        let context: MustacheValue = ["mph": 85, "power": 1.210, "whole": 3.0, "yes": true, "no": false, "nothing": nil]
        XCTAssertEqual(try render("{{mph}} {{{mph}}} {{&mph}}", context), "85 85 85")
        XCTAssertEqual(try render("{{power}} {{{power}}} {{&power}}", context), "1.21 1.21 1.21")
        XCTAssertEqual(try render("{{whole}}", context), "3")
        XCTAssertEqual(try render("{{yes}} {{no}}", context), "true false")
        XCTAssertEqual(try render("[{{nothing}}]", context), "[]")
    }

    func testListsAndObjectsInterpolateAsNothing() throws {
        XCTAssertEqual(try render("[{{list}}][{{object}}]", ["list": [1, 2], "object": ["a": 1]]), "[][]")
    }

    func testMissingNamesRenderEmpty() throws {
        XCTAssertEqual(try render("I ({{cannot}}) ({{{cannot}}}) ({{&cannot}}) be seen!"), "I () () () be seen!")
    }

    func testDottedNamesReachIntoObjects() throws {
        let context: MustacheValue = ["person": ["name": "Joe"], "a": ["b": ["c": ["d": ["e": ["name": "Phil"]]]]]]
        XCTAssertEqual(try render("{{person.name}} == {{#person}}{{name}}{{/person}}", context), "Joe == Joe")
        XCTAssertEqual(try render("{{{person.name}}} {{&person.name}}", context), "Joe Joe")
        XCTAssertEqual(try render("{{a.b.c.d.e.name}}", context), "Phil")
    }

    func testDottedNamesResolveLaterPartsOnlyInsideEarlierOnes() throws {
        // Broken chains yield nothing rather than borrowing a name from an outer context.
        XCTAssertEqual(try render("[{{a.b.c}}]", ["a": [:]]), "[]")
        XCTAssertEqual(try render("[{{a.b.c.name}}]", ["a": ["b": [:]], "c": ["name": "Jim"]]), "[]")
        XCTAssertEqual(try render("[{{#a}}{{b.c}}{{/a}}]", ["a": ["b": [:]], "b": ["c": "ERROR"]]), "[]")
        // Only the first part searches the context stack.
        let context: MustacheValue = [
            "a": ["b": ["c": ["d": ["e": ["name": "Phil"]]]]],
            "b": ["c": ["d": ["e": ["name": "Wrong"]]]],
        ]
        XCTAssertEqual(try render("{{#a}}{{b.c.d.e.name}}{{/a}}", context), "Phil")
        // A key containing a dot is never matched by a dotted name.
        XCTAssertEqual(try render("[{{a.b}}]", ["a.b": "c"]), "[]")
        XCTAssertEqual(try render("[{{a.b}}]", ["a.b": "c", "a": ["b": "d"]]), "[d]")
    }

    func testInnerContextsTakePrecedence() throws {
        let context: MustacheValue = ["a": "foo", "b": "wrong", "sec": ["b": "bar"], "c": ["d": "baz"]]
        XCTAssertEqual(try render("{{#sec}}{{a}}, {{b}}, {{c.d}}{{/sec}}", context), "foo, bar, baz")
        // A key that is present but null still shadows outer contexts.
        XCTAssertEqual(try render("[{{#inner}}{{name}}{{/inner}}]", ["name": "outer", "inner": ["name": nil]]), "[]")
    }

    func testLeadingDotResolvesInTheCurrentContextOnly() throws {
        let context: MustacheValue = ["a": [:], "b": ["name": "Name"], "name": "Fail"]
        XCTAssertEqual(try render("{{#a}}{{.name}}{{/a}}{{#b}}{{.name}}{{/b}}", context), "Name")
    }

    func testImplicitIteratorRendersTheTopOfTheStack() throws {
        XCTAssertEqual(try render("{{.}}", "<root>"), "&lt;root&gt;")
        XCTAssertEqual(try render("{{#list}}({{.}}){{/list}}", ["list": ["a", "b"]]), "(a)(b)")
        XCTAssertEqual(try render("{{#list}}({{.}}){{/list}}", ["list": [1, 2]]), "(1)(2)")
        XCTAssertEqual(try render("{{#list}}({{.}}){{/list}}", ["list": [1.1, 2.2]]), "(1.1)(2.2)")
    }

    func testWhitespaceAroundAndInsideTags() throws {
        let context: MustacheValue = ["string": "---"]
        XCTAssertEqual(try render("| {{string}} | {{{string}}} | {{&string}} |", context), "| --- | --- | --- |")
        // Interpolation tags are never standalone: their line and indentation stay.
        XCTAssertEqual(try render("  {{string}}\n  {{{string}}}\n  {{&string}}\n", context), "  ---\n  ---\n  ---\n")
        XCTAssertEqual(try render("|{{ string }}|{{{ string }}}|{{& string }}|", context), "|---|---|---|")
    }
}
