import XCTest

@testable import SiteBuilder

/// Every kind of bad input gets a located error, and the previous site stays exactly as it was.
final class BadInputTests: XCTestCase {
    /// Builds a good site, breaks one file, builds again, and returns the failed build's errors.
    private func failingBuild(_ path: String, _ contents: String, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        try failingBuild(path, Data(contents.utf8), file: file, line: line)
    }

    private func failingBuild(_ path: String, _ contents: Data, file: StaticString = #filePath, line: UInt = #line) throws -> String {
        let course = try CourseFixture()
        let good = course.build()
        XCTAssertTrue(good.succeeded, good.errorText, file: file, line: line)
        let before = try course.snapshotOutput()
        try course.write(path, contents)
        let report = course.build()
        XCTAssertFalse(report.succeeded, "the build should fail", file: file, line: line)
        XCTAssertEqual(try course.snapshotOutput(), before, "the previous output must be untouched", file: file, line: line)
        XCTAssertEqual(try course.strayFolders(), [], "no staging folder is left", file: file, line: line)
        return report.errorText
    }

    func testMalformedYAMLIsLocated() throws {
        let errors = try failingBuild("lessons/first-steps.md", "---\nid: first-steps\ntitle: [unclosed\n---\nBody\n")
        XCTAssertTrue(errors.contains("content/lessons/first-steps.md:"), errors)
        XCTAssertTrue(errors.contains("error:"), errors)
    }

    func testMissingTitle() throws {
        let errors = try failingBuild("lessons/first-steps.md", "---\nid: first-steps\n---\nBody\n")
        XCTAssertTrue(errors.contains("content/lessons/first-steps.md:1"), errors)
        XCTAssertTrue(errors.contains("title"), errors)
    }

    func testIdThatIsAPath() throws {
        let errors = try failingBuild("lessons/first-steps.md", "---\nid: ../index\ntitle: Sneaky\n---\nBody\n")
        XCTAssertTrue(errors.contains("content/lessons/first-steps.md:2:"), errors)
        XCTAssertTrue(errors.contains("../index"), errors)
    }

    func testDuplicateIds() throws {
        let errors = try failingBuild("lessons/second-steps.md", "---\nid: first-steps\ntitle: Again\n---\nBody\n")
        XCTAssertTrue(errors.contains("first-steps"), errors)
        XCTAssertTrue(errors.contains("duplicate") || errors.contains("already"), errors)
    }

    func testNonUTF8Bytes() throws {
        var bytes = Data("---\nid: first-steps\ntitle: Bytes\n---\nline one\nbad ".utf8)
        bytes.append(contentsOf: [0xFF, 0xFE, 0x0A])
        let errors = try failingBuild("lessons/first-steps.md", bytes)
        XCTAssertTrue(errors.contains("content/lessons/first-steps.md:6"), errors)
        XCTAssertTrue(errors.contains("UTF-8"), errors)
    }

    func testBrokenLinkNamesFileAndLine() throws {
        let errors = try failingBuild(
            "lessons/second-steps.md", "---\nid: second-steps\ntitle: Second\n---\n\nSee [nowhere](missing-lesson.md).\n")
        XCTAssertTrue(errors.contains("content/lessons/second-steps.md:6:5: error: broken link"), errors)
    }

    func testUnknownFrontMatterKeySuggestsTheRightOne() throws {
        let errors = try failingBuild("lessons/second-steps.md", "---\nid: second-steps\ntitel: Second\n---\nBody\n")
        XCTAssertTrue(errors.contains("did you mean 'title'"), errors)
    }

    func testEveryProblemIsReportedInOneRun() throws {
        let course = try CourseFixture()
        try course.write("lessons/first-steps.md", "---\nid: first-steps\n---\nBody\n")
        try course.write(
            "lessons/second-steps.md", "---\nid: second-steps\ntitle: Second\n---\n[gone](gone.md) and [first](first-steps.md)\n")
        try course.write("reference/state.md", "---\nid: state\ntitle: [oops\n---\n")
        let report = course.build()
        XCTAssertFalse(report.succeeded)
        let errors = report.errorText
        XCTAssertTrue(errors.contains("first-steps.md"), errors)
        XCTAssertTrue(errors.contains("state.md"), errors)
        XCTAssertTrue(errors.contains("content/lessons/second-steps.md:5:1: error: broken link"), errors)
        XCTAssertFalse(errors.contains("first-steps.md'"), "a link to a page that failed to load is not reported again:\n\(errors)")
    }

    func testExampleBlocksThatWouldSilentlyNotRunAreErrors() throws {
        let wrongLanguage = try failingBuild(
            "lessons/second-steps.md", "---\nid: second-steps\ntitle: S\n---\n\n```Swift example=typo\nlet x = 1\n```\n")
        XCTAssertTrue(
            wrongLanguage.contains("content/lessons/second-steps.md:6:1: error: a runnable example is a ```swift block"), wrongLanguage)
        let misspelt = try failingBuild(
            "lessons/second-steps.md", "---\nid: second-steps\ntitle: S\n---\n\n```swift exmaple=counter\nlet x = 1\n```\n")
        XCTAssertTrue(misspelt.contains("unknown attribute 'exmaple'"), misspelt)
        XCTAssertTrue(misspelt.contains("did you mean 'example'?"), misspelt)
        let badName = try failingBuild(
            "lessons/second-steps.md", "---\nid: second-steps\ntitle: S\n---\n\n```swift example=../x\nlet x = 1\n```\n")
        XCTAssertTrue(badName.contains("'../x' is not a usable example name"), badName)
    }

    func testASymlinkedPageIsReportedNotSkipped() throws {
        let course = try CourseFixture()
        let elsewhere = course.root.appendingPathComponent("elsewhere.md")
        try Data("---\nid: second-steps\ntitle: Linked\n---\n".utf8).write(to: elsewhere)
        try course.remove("lessons/second-steps.md")
        try FileManager.default.createSymbolicLink(
            at: course.content.appendingPathComponent("lessons/second-steps.md"), withDestinationURL: elsewhere)
        let report = course.build()
        XCTAssertFalse(report.succeeded)
        XCTAssertTrue(
            report.errorText.contains("content/lessons/second-steps.md:1: error: content/lessons/second-steps.md is a symbolic link"),
            report.errorText)
    }

    func testTemplateErrorNamesTheTemplateFileAndLine() throws {
        let course = try CourseFixture()
        try Data("<p>\n{{#page}}unclosed\n".utf8).write(to: course.root.appendingPathComponent("templates/lesson.mustache"))
        let report = course.build()
        XCTAssertFalse(report.succeeded)
        XCTAssertTrue(report.errorText.contains("lesson.mustache:2:"), report.errorText)
    }
}
