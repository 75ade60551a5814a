import XCTest
@testable import CourseContent

final class MarkdownRenderingTests: XCTestCase {
    func testPlaceholderCompiles() throws {
        let doc = try MarkdownDocument(parsing: "# Hi\n", file: "x.md")
        XCTAssertEqual(doc.renderHTML(), "<h1 id=\"hi\">Hi</h1>\n")
    }
}
