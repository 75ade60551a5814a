import XCTest

@testable import SiteBuilder

/// The promise end to end, on a copy of the real sample course: it builds green from observed runs,
/// a changed number fails the build at the right line, `--update` repairs exactly the expectations,
/// an infinite loop fails only its own lesson, and an unchanged rebuild compiles nothing.
///
/// These compile lesson code. They share one cache (`.build/coursegen-test-cache`), so the runtime
/// and the sample course are compiled once per machine; later runs reuse the results.
final class SampleCourseTests: XCTestCase {
    private func sampleCourse() throws -> CourseFixture {
        let course = try CourseFixture(files: [:])
        try FileManager.default.copyItem(at: CourseFixture.repository.appendingPathComponent("content"), to: course.content)
        return course
    }

    private func edit(
        _ course: CourseFixture, _ path: String, replacing old: String, with new: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let url = course.content.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(text.contains(old), "\(path) no longer contains \(old)", file: file, line: line)
        try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
    }

    func testSampleCourseBuildsGreenFromObservedRuns() throws {
        let course = try sampleCourse()
        let report = course.build()
        XCTAssertTrue(report.succeeded, report.errorText)
        XCTAssertGreaterThanOrEqual(report.checkpointsVerified, 15)

        let tickets = try course.page("lessons/state-values.html")
        XCTAssertTrue(tickets.contains("<figure class=\"checkpoint\" id=\"checkpoint-ticket-counter\">"))
        XCTAssertTrue(tickets.contains(">Total: 24</span>"), "the observed screen after one tap is drawn")
        XCTAssertTrue(
            tickets.contains("<span data-change=\"dimmed\" class=\"button bordered disabled\" aria-disabled=\"true\">Add one</span>"),
            "Add is drawn disabled at four, marked as dimmed by the step that reached four")
        XCTAssertTrue(tickets.contains("<span class=\"change-kind\">Dimmed:</span> button “Add one”."), "and the step says so in words")
        XCTAssertFalse(tickets.contains("class=\"fail\""), "no failed check is published")

        let tips = try course.page("lessons/tip-splitter-milestone-2.html")
        for amount in ["$14.68", "$88.08", "$29.36"] {
            XCTAssertTrue(tips.contains("<span class=\"labeled-value\">\(amount)</span>"), "\(amount) comes from an observed screen")
        }
        XCTAssertTrue(tips.contains("<span class=\"cu-title\">Enter a bill</span>"))

        // Rebuilding with nothing changed compiles and runs nothing.
        let again = course.build()
        XCTAssertTrue(again.succeeded, again.errorText)
        XCTAssertEqual(again.examplesCompiled, 0)
        XCTAssertEqual(again.lessonRuns, 0)
        XCTAssertEqual(again.cachedResults, again.checkpointsVerified)
    }

    func testChangedPriceFailsAtTheLessonLineAndUpdateRewritesOnlyExpectations() throws {
        let course = try sampleCourse()
        let lesson = "lessons/state-values.md"
        let lessonURL = course.content.appendingPathComponent(lesson)
        XCTAssertTrue(course.build().succeeded)
        let published = try course.snapshotOutput()

        // The complete example's price line (the excerpt above it is display-only).
        try edit(
            course, lesson, replacing: "@State private var quantity = 1\nprivate let ticketPrice = 12\n var body",
            with: "@State private var quantity = 1\nprivate let ticketPrice = 13\n var body")
        let beforeUpdate = try String(contentsOf: lessonURL, encoding: .utf8)
        let drift = course.build()
        XCTAssertFalse(drift.succeeded)
        let expectationLine =
            try XCTUnwrap(
                beforeUpdate.split(separator: "\n", omittingEmptySubsequences: false)
                    .firstIndex { $0 == "see \"Total: 24\" as tickets-total-two" }) + 1
        let message = try XCTUnwrap(
            drift.diagnostics.first { $0.message == "checkpoint drift" && $0.location?.line == expectationLine },
            drift.errorText)
        XCTAssertEqual(message.location?.file, "content/\(lesson)")
        XCTAssertTrue(message.notes.contains("expected: \"Total: 24\""), message.description)
        XCTAssertTrue(message.notes.contains("observed: \"Total: 26\""), message.description)
        XCTAssertEqual(try course.snapshotOutput(), published, "a failed build leaves the site as it was")
        XCTAssertEqual(try String(contentsOf: lessonURL, encoding: .utf8), beforeUpdate, "build never writes content/")

        let update = course.build(update: true)
        XCTAssertTrue(update.succeeded, update.errorText)
        XCTAssertEqual(update.updatedFiles, ["content/\(lesson)"])
        // Every rewrite is reported for review: the expectation at its line, and the number in prose.
        XCTAssertTrue(
            update.appliedFixes.contains { $0.span.line == expectationLine && $0.original == "Total: 24" && $0.replacement == "Total: 26" },
            "\(update.appliedFixes)")
        XCTAssertTrue(update.appliedFixes.contains { $0.original == "24" && $0.replacement == "26" }, "\(update.appliedFixes)")
        XCTAssertTrue(update.appliedFixes.allSatisfy { $0.file == "content/\(lesson)" })
        let afterUpdate = try String(contentsOf: lessonURL, encoding: .utf8)
        let oldLines = beforeUpdate.split(separator: "\n", omittingEmptySubsequences: false)
        let newLines = afterUpdate.split(separator: "\n", omittingEmptySubsequences: false)
        XCTAssertEqual(oldLines.count, newLines.count)
        for (old, new) in zip(oldLines, newLines) where old != new {
            // Only expectations and observed numbers in prose change, and only their values.
            let isExpectation = old.hasPrefix("see ") && new.hasPrefix("see ")
            let isObservedProse = old.contains("](observed:")
            XCTAssertTrue(isExpectation || isObservedProse, "unexpected change:\n- \(old)\n+ \(new)")
            XCTAssertEqual(
                old.replacingOccurrences(of: #"\d+"#, with: "N", options: .regularExpression),
                new.replacingOccurrences(of: #"\d+"#, with: "N", options: .regularExpression),
                "only numbers change")
        }
        XCTAssertTrue(afterUpdate.contains("see \"Total: 26\" as tickets-total-two"))
        XCTAssertTrue(afterUpdate.contains("Total becomes [26](observed:tickets-total-two)"))
        XCTAssertTrue(course.build().succeeded, "the updated course builds green")
    }

    func testInfiniteLoopTimesOutOnlyItsOwnLesson() throws {
        let course = try sampleCourse()
        XCTAssertTrue(course.build().succeeded)
        try edit(
            course, "lessons/buttons-and-actions.md",
            replacing: " Button { saved.toggle() } label: {",
            with: " Button { while true {} } label: {")
        var options = course.options
        options.lessons.timeout = 2
        let report = SiteBuilder(options: options).build()
        XCTAssertFalse(report.succeeded)
        let errors = report.diagnostics.filter { $0.severity == .error }
        XCTAssertTrue(errors.contains { $0.description.contains("timed out") }, report.errorText)
        XCTAssertTrue(
            errors.allSatisfy { $0.location?.file == "content/lessons/buttons-and-actions.md" },
            "only the looping lesson fails:\n\(report.errorText)")
        XCTAssertGreaterThanOrEqual(report.checkpointsVerified, 15, "every other checkpoint still ran")
    }

    func testCompileErrorIsReportedAtTheMarkdownLine() throws {
        let course = try sampleCourse()
        try edit(
            course, "lessons/buttons-and-actions.md",
            replacing: "@State private var saved = false\n var body",
            with: "@State private var saved = false\n let broken: Int = \"text\"\n var body")
        let text = try String(contentsOf: course.content.appendingPathComponent("lessons/buttons-and-actions.md"), encoding: .utf8)
        let brokenLine =
            try XCTUnwrap(
                text.split(separator: "\n", omittingEmptySubsequences: false)
                    .firstIndex { $0.contains("let broken: Int") }) + 1
        let report = course.build()
        XCTAssertFalse(report.succeeded)
        XCTAssertTrue(
            report.diagnostics.contains {
                $0.location?.file == "content/lessons/buttons-and-actions.md" && $0.location?.line == brokenLine
            },
            report.errorText)
    }
}
