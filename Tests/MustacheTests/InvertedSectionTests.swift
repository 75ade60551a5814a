import Mustache
import XCTest

final class InvertedSectionTests: XCTestCase {
    func testInvertedSectionsRenderOnlyForFalseyValues() throws {
        let template = "[{{^value}}empty{{/value}}]"
        for falsey: MustacheValue in [false, nil, "", []] {
            XCTAssertEqual(try render(template, ["value": falsey]), "[empty]", "\(falsey)")
        }
        for truthy: MustacheValue in [true, "text", 0, ["key": "value"], [1]] {
            XCTAssertEqual(try render(template, ["value": truthy]), "[]", "\(truthy)")
        }
        XCTAssertEqual(try render(template), "[empty]")
    }

    func testInvertedSectionsDoNotPushContextOrIterate() throws {
        XCTAssertEqual(try render("{{^list}}{{n}}{{/list}}", ["list": [], "n": "none"]), "none")
        XCTAssertEqual(try render("{{^missing}}{{.}}{{/missing}}", "root"), "root")
    }

    func testInvertedSectionsPairWithSections() throws {
        let template = "{{#items}}{{.}},{{/items}}{{^items}}no items{{/items}}"
        XCTAssertEqual(try render(template, ["items": ["a", "b"]]), "a,b,")
        XCTAssertEqual(try render(template, ["items": []]), "no items")
        XCTAssertEqual(try render("| A {{^bool}}B {{^bool}}C{{/bool}} D{{/bool}} E |", ["bool": false]), "| A B C D E |")
        XCTAssertEqual(try render("[{{^a.b.c}}Not Here{{/a.b.c}}]", ["a": ["b": ["c": false]]]), "[Not Here]")
        XCTAssertEqual(try render("[{{^a.b.c}}Not Here{{/a.b.c}}]", ["a": [:]]), "[Not Here]")
    }

    func testInvertedSectionsFollowTheStandaloneRule() throws {
        XCTAssertEqual(
            try render("| This Is\n  {{^boolean}}\n|\n  {{/boolean}}\n| A Line\n", ["boolean": false]),
            "| This Is\n|\n| A Line\n")
        XCTAssertEqual(try render(" | {{^boolean}}\t|\t{{/boolean}} | \n", ["boolean": false]), " | \t|\t | \n")
        XCTAssertEqual(try render("|{{^ boolean }}={{/ boolean }}|", ["boolean": false]), "|=|")
    }
}
