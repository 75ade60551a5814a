import Mustache
import XCTest

final class CommentTests: XCTestCase {
    func testCommentsRenderNothing() throws {
        XCTAssertEqual(try render("12345{{! Comment Block! }}67890"), "1234567890")
        XCTAssertEqual(try render("12345{{!\n  This is a\n  multi-line comment...\n}}67890\n"), "1234567890\n")
        // Names inside comments are not looked up, and braces inside them are harmless.
        XCTAssertEqual(try render("[{{! name {  }}]", ["name": "x"]), "[]")
    }

    func testStandaloneCommentsRemoveTheirLine() throws {
        XCTAssertEqual(try render("Begin.\n{{! Comment Block! }}\nEnd.\n"), "Begin.\nEnd.\n")
        XCTAssertEqual(try render("Begin.\n  {{! Indented Comment Block! }}\nEnd.\n"), "Begin.\nEnd.\n")
        XCTAssertEqual(try render("|\r\n{{! Standalone Comment }}\r\n|"), "|\r\n|")
        XCTAssertEqual(try render("  {{! I'm Still Standalone }}\n!"), "!")
        XCTAssertEqual(try render("!\n  {{! I'm Still Standalone }}"), "!\n")
        XCTAssertEqual(try render("Begin.\n{{!\nSomething's going on here...\n}}\nEnd.\n"), "Begin.\nEnd.\n")
        XCTAssertEqual(try render("Begin.\n  {{!\n    Something's going on here...\n  }}\nEnd.\n"), "Begin.\nEnd.\n")
    }

    func testInlineCommentsKeepSurroundingWhitespace() throws {
        XCTAssertEqual(try render("  12 {{! 34 }}\n"), "  12 \n")
        XCTAssertEqual(try render("12345 {{! Comment Block! }} 67890"), "12345  67890")
        XCTAssertEqual(try render("comments never show: >{{! comment }}{{! comment}}{{!comment }}{{!comment}}<"), "comments never show: ><")
    }
}
