import Mustache
import XCTest

final class MustacheValueTests: XCTestCase {
    func testLiteralsBuildValues() {
        let count = 3
        let value: MustacheValue = ["title": "Lesson \(count)", "n": 1, "x": 0.5, "ok": true, "tags": ["a"], "none": nil]
        XCTAssertEqual(
            value,
            .object([
                "title": .string("Lesson 3"), "n": .int(1), "x": .double(0.5), "ok": .bool(true),
                "tags": .array([.string("a")]), "none": .null,
            ]))
        XCTAssertEqual(value["title"], "Lesson 3")
        XCTAssertNil(value["missing"])
        XCTAssertNil(MustacheValue.string("s")["title"])
    }

    func testRepeatedLiteralKeysKeepTheLastValue() {
        let value: MustacheValue = ["a": 1, "a": 2]
        XCTAssertEqual(value, .object(["a": 2]))
    }

    func testDoublesPrintLikeJSONNumbers() throws {
        XCTAssertEqual(try render("{{a}} {{b}} {{c}} {{d}}", ["a": 2.0, "b": -0.25, "c": 1e20, "d": 12.5]), "2 -0.25 1e+20 12.5")
    }
}
