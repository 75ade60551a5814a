import Diagnostics
import XCTest

@testable import CourseContent

/// A checkpoint's fence may name the phone's settings; a misspelt attribute is still an error.
final class CheckpointConditionAttributesTests: XCTestCase {
    private func page(_ body: String) throws -> Page {
        try Page.parse(
            source: "---\nid: app\ntitle: App\n---\n\(body)", sourcePath: "content/lessons/app.md", kind: .lesson,
            contentPath: "lessons/app.md")
    }

    func testTheConditionAttributesAreKeptAsWritten() throws {
        let page = try page(
            "```checkpoint example=tips appearance=dark dynamic-type=accessibility1 layout-direction=rightToLeft\nsee \"Tip\"\n```\n")
        let (blocks, problems) = page.lessonBlocks()
        XCTAssertEqual(problems, [])
        let block = try XCTUnwrap(blocks.first)
        XCTAssertEqual(block.kind, .checkpoint(exampleName: "tips"))
        XCTAssertEqual(
            block.conditions, ["appearance": "dark", "dynamic-type": "accessibility1", "layout-direction": "rightToLeft"])
        XCTAssertEqual(block.fenceLocation.line, 5)
    }

    func testAMisspeltAttributeIsAnErrorWithASuggestion() throws {
        let page = try page("```checkpoint apperance=dark\nsee \"Tip\"\n```\n")
        let (blocks, problems) = page.lessonBlocks()
        XCTAssertEqual(blocks, [])
        let problem = try XCTUnwrap(problems.first)
        XCTAssertEqual(problem.message, "unknown attribute 'apperance' on a ```checkpoint block; did you mean 'appearance'?")
        XCTAssertEqual(problem.location?.line, 5)
        XCTAssertEqual(problem.notes, ["checkpoint blocks take: example=…, appearance=…, dynamic-type=…, layout-direction=…"])
    }

    func testAnExampleDoesNotTakeThem() throws {
        let (_, problems) = try page("```swift example=tips appearance=dark\nlet x = 1\n```\n").lessonBlocks()
        XCTAssertEqual(problems.first?.message, "unknown attribute 'appearance' on a ```swift block")
    }
}
