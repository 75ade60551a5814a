import XCTest

@testable import SiteBuilder

/// A lesson's `fixtures:` through a whole build: a body file that is not valid JSON fails the build
/// at its front-matter line, and the previous site is kept.
final class NetworkFixtureBuildTests: XCTestCase {
    func testAnInvalidFixtureBodyFailsTheBuildAtItsLine() throws {
        let course = try CourseFixture()
        XCTAssertTrue(course.build().succeeded)
        let before = try course.snapshotOutput()
        try course.write("lessons/fixtures/menu.json", #"{"dishes": ["Soup", }"#)
        try course.write(
            "lessons/first-steps.md",
            """
            ---
            id: first-steps
            title: First Steps
            fixtures:
              - request: GET https://menu.example/today
                body: fixtures/menu.json
              - request: GET https://menu.example/photo
                body: ../../outside.png
            ---

            # First Steps

            Read the [second lesson](second-steps.md).
            """)
        let report = course.build()
        XCTAssertFalse(report.succeeded)
        XCTAssertTrue(
            report.errorText.contains(
                "content/lessons/first-steps.md:6:11: error: fixture body fixtures/menu.json is not valid for its type application/json: invalid JSON"
            ),
            report.errorText)
        XCTAssertTrue(
            report.errorText.contains(
                "content/lessons/first-steps.md:8:11: error: fixture body '../../outside.png' is outside the content folder"),
            report.errorText)
        XCTAssertEqual(try course.snapshotOutput(), before)
    }
}
