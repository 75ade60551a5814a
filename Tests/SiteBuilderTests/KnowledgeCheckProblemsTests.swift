import CourseContent
import Diagnostics
import XCTest

@testable import SiteBuilder

/// A knowledge check readers answer needs exactly one right answer, and explanations for all or none.
final class KnowledgeCheckProblemsTests: XCTestCase {
    private func problems(_ markdown: String, firstLine: Int = 1) throws -> [Diagnostic] {
        var found: [Diagnostic] = []
        var options = RenderOptions()
        options.knowledgeCheck = { block in
            found += KnowledgeCheck.problems(in: block)
            return KnowledgeCheck.render(block)
        }
        _ = try MarkdownDocument(parsing: markdown, file: "content/lessons/x.md", firstLine: firstLine).renderHTML(options)
        return found
    }

    func testNoRightAnswerIsAnErrorAtTheQuestion() throws {
        let found = try problems("Intro.\n\n**Q:** Which?\n\n- [ ] One. — No.\n- [ ] Two. — No.\n", firstLine: 6)
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.severity, .error)
        XCTAssertEqual(found.first?.location, SourceLocation(file: "content/lessons/x.md", line: 8, column: 1))
        XCTAssertTrue(found.first?.message.contains("no right answer") ?? false, "\(found)")
    }

    func testTwoRightAnswersAreAnError() throws {
        let found = try problems("**Q:** Which?\n\n- [x] One. — Yes.\n- [ ] Two. — No.\n- [x] Three. — Yes.\n")
        XCTAssertEqual(found.map(\.severity), [.error])
        XCTAssertTrue(found.first?.message.contains("marks 2 choices right (lines 3, 5)") ?? false, "\(found)")
    }

    func testAChoiceWithoutTheExplanationOthersHaveIsAWarningAtItsLine() throws {
        let found = try problems("**Q:** Which?\n\n- [x] One. — Yes.\n- [ ] Two.\n")
        XCTAssertEqual(found.map(\.severity), [.warning])
        XCTAssertEqual(found.first?.location?.line, 4)
        XCTAssertEqual(try problems("**Q:** Which?\n\n- [x] One.\n- [ ] Two.\n"), [], "no explanations at all is a style, not a slip")
    }

    func testAPageWithoutARightAnswerFailsTheBuild() throws {
        var files = CourseFixture.basicCourse
        files["lessons/second-steps.md"] = files["lessons/second-steps.md"]!.replacingOccurrences(of: "- [x]", with: "- [ ]")
        let course = try CourseFixture(files: files)
        let report = course.build()
        XCTAssertFalse(report.succeeded)
        XCTAssertTrue(
            report.errorText.contains("second-steps.md:") && report.errorText.contains("knowledge check has no right answer"),
            report.errorText)
    }
}
