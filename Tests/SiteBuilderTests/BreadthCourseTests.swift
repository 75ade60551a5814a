import XCTest

@testable import SiteBuilder

/// The breadth course (`Tests/Courses/breadth`): screens written the way popular SwiftUI courses
/// write them in their first weeks (WeSplit, Guess the Flag, iExpense, Moonshot, Cupcake Corner,
/// Landmarks, Scrumdinger, a Stanford-style MVVM game, …), each with a checkpoint whose expectations
/// were written from what an iPhone shows. The whole course builds green through the engine, in one
/// merged compile that shares `.build/coursegen-test-cache` with the other course tests.
final class BreadthCourseTests: XCTestCase {
    func testBreadthCourseBuildsGreenFromObservedRuns() throws {
        let course = try CourseFixture(files: [:])
        let source = CourseFixture.repository.appendingPathComponent("Tests/Courses/breadth/content")
        try? FileManager.default.removeItem(at: course.content)
        try FileManager.default.copyItem(at: source, to: course.content)
        let report = course.build()
        XCTAssertTrue(report.succeeded, report.errorText)
        let lessons = try FileManager.default.contentsOfDirectory(atPath: source.appendingPathComponent("lessons").path)
            .filter { $0.hasSuffix(".md") }
        XCTAssertGreaterThanOrEqual(lessons.count, 15)
        let checkpoints = try lessons.map { name in
            try String(contentsOf: source.appendingPathComponent("lessons/\(name)"), encoding: .utf8)
                .components(separatedBy: "\n```checkpoint").count - 1
        }.reduce(0, +)
        XCTAssertGreaterThanOrEqual(checkpoints, lessons.count)
        XCTAssertEqual(report.checkpointsVerified, checkpoints, "every screen's checkpoint ran")
        XCTAssertFalse(try course.page("lessons/scrumdinger.html").contains("class=\"fail\""), "no failed check is published")
    }
}
