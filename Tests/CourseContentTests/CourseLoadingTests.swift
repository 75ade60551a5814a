import Diagnostics
import XCTest

@testable import CourseContent

final class CourseLoadingTests: XCTestCase {
    func testValidCourseLoadsInReadingOrder() throws {
        let fixture = try CourseFixture()
        try fixture.writeValidCourse()
        let (course, diagnostics) = Course.load(contentDirectory: fixture.content, displayRoot: fixture.root)
        XCTAssertEqual(diagnostics, [])
        let loaded = try XCTUnwrap(course)
        XCTAssertEqual(loaded.title, "SwiftUI Foundations")
        XCTAssertEqual(loaded.locale, "en_US")
        XCTAssertEqual(loaded.parts.map(\.title), ["Basics", "Project"])
        XCTAssertEqual(loaded.parts[0].pages.map(\.id), ["buttons", "state-values"])
        XCTAssertEqual(loaded.referenceCards.map(\.id), ["state", "binding"])
        XCTAssertEqual(loaded.pages.map(\.id), ["buttons", "state-values", "tip-splitter", "state", "binding"])
        XCTAssertEqual(loaded.page(id: "state")?.sourcePath, "content/reference/state.md")
        XCTAssertEqual(loaded.page(id: "state")?.kind, .referenceCard)
        XCTAssertEqual(loaded.page(sourcePath: "content/lessons/project/tip-splitter.md")?.id, "tip-splitter")
        XCTAssertEqual(loaded.page(sourcePath: "lessons/buttons.md")?.id, "buttons")
        XCTAssertEqual(loaded.next(loaded.pages[2])?.id, "state")
        XCTAssertNil(loaded.previous(loaded.pages[0]))
    }

    func testEveryProblemAcrossFilesIsReportedTogether() throws {
        let fixture = try CourseFixture()
        try fixture.write(
            "course.yml",
            """
            title: Course
            parts:
              - title: Basics
                lessons: [intro, intro, missing-lesson, stat]
            reference: [state, intro]
            """)
        try fixture.write("lessons/intro.md", CourseFixture.page("intro"))
        try fixture.write("lessons/broken-yaml.md", "---\nid: broken\ntitle: [oops\n---\n")
        try fixture.write("lessons/typo.md", "---\nid: typo\ntitel: Typo\n---\n")
        try fixture.write("lessons/unlisted.md", CourseFixture.page("unlisted"))
        try fixture.write("reference/state.md", CourseFixture.page("state"))
        try fixture.write("reference/copy.md", CourseFixture.page("intro"))

        let (course, diagnostics) = Course.load(contentDirectory: fixture.content, displayRoot: fixture.root)
        XCTAssertNil(course)
        let report = diagnostics.sortedForReport.map(\.description).joined(separator: "\n")

        // Problems in individual files.
        // libyaml notices the unclosed list at the end of the YAML and names where the list began.
        XCTAssertTrue(
            report.contains(
                "content/lessons/broken-yaml.md:4:1: error: malformed YAML: did not find expected ',' or ']' (while parsing a flow sequence at line 3, column 8)"
            ), report)
        XCTAssertTrue(
            report.contains("content/lessons/typo.md:3:1: error: unknown front-matter key 'titel'; did you mean 'title'?"), report)
        XCTAssertTrue(report.contains("content/lessons/typo.md:1:1: error: missing required front-matter key 'title'"), report)
        // Duplicate id: the error is at the second file, the note at the first.
        XCTAssertTrue(
            report.contains(
                "content/reference/copy.md:2:5: error: duplicate id 'intro': content/lessons/intro.md already uses it\n    content/lessons/intro.md:2:5: note: 'intro' first used here"
            ), report)
        // Manifest against pages.
        XCTAssertTrue(report.contains("content/course.yml:4:22: error: 'intro' is listed twice in the manifest"), report)
        XCTAssertTrue(report.contains("content/course.yml:4:29: error: no lesson with id 'missing-lesson'"), report)
        XCTAssertTrue(report.contains("error: no lesson with id 'stat' (no file in content/lessons/ has 'id: stat')"), report)
        XCTAssertTrue(report.contains("content/course.yml:5:20: error: 'intro' is listed twice"), report)
        XCTAssertTrue(
            report.contains("content/lessons/unlisted.md:2:5: error: lesson 'unlisted' is not listed in content/course.yml"), report)
        XCTAssertTrue(report.contains("content/lessons/typo.md") && !report.contains("no lesson with id 'typo'"), report)
        // The broken pages are not also reported as unlisted (their ids are unknown or partial).
        XCTAssertFalse(report.contains("'broken' is not listed"), report)
    }

    func testListedIDOfABrokenPageIsNotAlsoMissing() throws {
        let fixture = try CourseFixture()
        try fixture.write("course.yml", "title: C\nparts:\n  - title: P\n    lessons: [half]\n")
        try fixture.write("lessons/half.md", "---\nid: half\ntitel: x\n---\n")
        let (_, diagnostics) = Course.load(contentDirectory: fixture.content, displayRoot: fixture.root)
        XCTAssertFalse(diagnostics.contains { $0.message.contains("no lesson with id 'half'") }, "\(diagnostics)")
        XCTAssertTrue(diagnostics.contains { $0.message.contains("titel") })
    }

    func testSuggestionForMisspelledManifestID() throws {
        let fixture = try CourseFixture()
        try fixture.write("course.yml", "title: C\nparts:\n  - title: P\n    lessons: [state-value]\n")
        try fixture.write("lessons/state-values.md", CourseFixture.page("state-values"))
        let (_, diagnostics) = Course.load(contentDirectory: fixture.content, displayRoot: fixture.root)
        XCTAssertTrue(diagnostics.contains { $0.message.hasSuffix("did you mean 'state-values'?") }, "\(diagnostics)")
    }

    func testCardListedAsLessonIsReported() throws {
        let fixture = try CourseFixture()
        try fixture.write("course.yml", "title: C\nparts:\n  - title: P\n    lessons: [state]\n")
        try fixture.write("reference/state.md", CourseFixture.page("state"))
        let (_, diagnostics) = Course.load(contentDirectory: fixture.content, displayRoot: fixture.root)
        XCTAssertTrue(
            diagnostics.contains {
                $0.message == "'state' is a reference card (content/reference/state.md); list it under 'reference'"
            }, "\(diagnostics)")
    }

    func testNonUTF8FileIsReportedAtTheFirstBadByte() throws {
        let fixture = try CourseFixture()
        try fixture.writeValidCourse()
        var bytes = Array("---\nid: latin\ntitle: Caf".utf8)
        bytes.append(0xE9)  // Latin-1 "é"
        bytes += Array("\n---\n".utf8)
        try fixture.write("lessons/latin.md", Data(bytes))
        let (course, diagnostics) = Course.load(contentDirectory: fixture.content, displayRoot: fixture.root)
        XCTAssertNil(course)
        XCTAssertEqual(
            diagnostics.map(\.description),
            [
                "content/lessons/latin.md:3:11: error: file is not valid UTF-8 (byte 0xE9); save it as UTF-8"
            ])
    }

    func testHugeFileIsRefusedWithoutParsing() throws {
        let fixture = try CourseFixture()
        try fixture.writeValidCourse()
        try fixture.write("lessons/huge.md", CourseFixture.page("huge", body: String(repeating: "[", count: MarkdownDocument.maximumBytes)))
        let (_, diagnostics) = Course.load(contentDirectory: fixture.content, displayRoot: fixture.root)
        XCTAssertEqual(diagnostics.count, 1)
        XCTAssertTrue(
            diagnostics[0].description.hasPrefix("content/lessons/huge.md:1: error: file is too large"), diagnostics[0].description)
    }

    func testMissingManifestAndFolders() throws {
        let fixture = try CourseFixture()
        let (course, diagnostics) = Course.load(contentDirectory: fixture.content, displayRoot: fixture.root)
        XCTAssertNil(course)
        XCTAssertEqual(
            diagnostics.map(\.message),
            [
                "no course manifest: content/course.yml does not exist",
                "no 'lessons/' or 'reference/' folder in content",
            ])
    }

    func testBadManifestStillChecksPages() throws {
        let fixture = try CourseFixture()
        try fixture.write("course.yml", "titel: C\n")
        try fixture.write("lessons/a.md", "---\nid: ../a\ntitle: A\n---\n")
        let (_, diagnostics) = Course.load(contentDirectory: fixture.content, displayRoot: fixture.root)
        XCTAssertTrue(diagnostics.contains { $0.location?.file == "content/course.yml" })
        XCTAssertTrue(diagnostics.contains { $0.location?.file == "content/lessons/a.md" })
    }

    func testByteOrderMarkIsIgnored() throws {
        let fixture = try CourseFixture()
        try fixture.writeValidCourse()
        try fixture.write("reference/binding.md", Data([0xEF, 0xBB, 0xBF] + Array(CourseFixture.page("binding").utf8)))
        let (course, diagnostics) = Course.load(contentDirectory: fixture.content, displayRoot: fixture.root)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(course?.page(id: "binding")?.title, "A page")
    }

    func testOnlyMarkdownFilesAreRead() throws {
        let fixture = try CourseFixture()
        try fixture.writeValidCourse()
        try fixture.write("lessons/notes.txt", "not a page")
        try fixture.write("lessons/.draft.md", "not a page either")
        let (course, diagnostics) = Course.load(contentDirectory: fixture.content, displayRoot: fixture.root)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(course?.pages.count, 5)
    }
}
