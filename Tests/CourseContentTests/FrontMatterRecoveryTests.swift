import Diagnostics
import XCTest

@testable import CourseContent

/// One front-matter slip is one error: it says how to fix it, hides nothing else, and does not make
/// the manifest's entry for the page look missing.
final class FrontMatterRecoveryTests: XCTestCase {
    private func load(_ lesson: String) throws -> (course: Course?, report: String) {
        let fixture = try CourseFixture()
        try fixture.write("course.yml", "title: Course\nparts:\n  - title: Basics\n    lessons: [signup-form]\n")
        try fixture.write("lessons/signup-form.md", lesson)
        let (course, diagnostics) = Course.loadPartially(contentDirectory: fixture.content, displayRoot: fixture.root)
        return (course, diagnostics.sortedForReport.map(\.description).joined(separator: "\n"))
    }

    func testAnUnquotedColonIsOneErrorWithAHintAndNoFalseMissingLesson() throws {
        let (_, report) = try load("---\nid: signup-form\ntitle: Sign up: a form with validation\nsumary: Typo.\n---\n\nBody.\n")
        XCTAssertTrue(report.contains("content/lessons/signup-form.md:3:"), report)
        XCTAssertTrue(report.contains("malformed YAML"), report)
        XCTAssertTrue(report.contains("quote a value that contains ': ' — line 3: title: \"Sign up: a form with validation\""), report)
        XCTAssertFalse(report.contains("no lesson with id"), report)
        // The rest of the front matter is still read: the key typo is reported in the same run.
        XCTAssertTrue(
            report.contains("content/lessons/signup-form.md:4:1: error: unknown front-matter key 'sumary'; did you mean 'summary'?"), report
        )
    }

    func testAPageWithAnUnknownKeyStillLoadsSoItsCheckpointsRun() throws {
        let (course, report) = try load("---\nid: signup-form\ntitle: Sign up\nsumary: Typo.\n---\n\nBody.\n")
        XCTAssertTrue(report.contains("unknown front-matter key 'sumary'; did you mean 'summary'?"), report)
        XCTAssertEqual(course?.pages.map(\.id), ["signup-form"], "the page is in the course, so the build verifies it")
    }

    func testQuotingLeavesEverythingElseAlone() {
        XCTAssertEqual(FrontMatter.quotingValue(of: "title: Sign up: a form"), "title: \"Sign up: a form\"")
        XCTAssertEqual(FrontMatter.quotingValue(of: "title: He said \"no\": twice"), "title: \"He said \\\"no\\\": twice\"")
        XCTAssertNil(FrontMatter.quotingValue(of: "title: \"Already: quoted\""))
        XCTAssertNil(FrontMatter.quotingValue(of: "aliases: [a: b]"))
        XCTAssertNil(FrontMatter.quotingValue(of: "title: Plain"))
        XCTAssertNil(FrontMatter.quotingValue(of: "  nested: a: b"))
    }

    func testOtherMalformedYAMLIsStillJustAnError() throws {
        let (course, report) = try load("---\nid: signup-form\ntitle: [oops\n---\n")
        XCTAssertTrue(report.contains("malformed YAML"), report)
        XCTAssertFalse(report.contains("quote a value"), report)
        XCTAssertFalse(report.contains("no lesson with id"), report)
        XCTAssertEqual(course?.pages.count ?? 0, 0)
    }
}
