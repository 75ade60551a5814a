import LessonProtocol
import XCTest

@testable import SwiftUI

// Expected results are what an iPhone set to the course's locale shows.

private struct WelcomeScreen: View {
    let course = "**SwiftUI**"
    let name = "Taylor"
    var body: some View {
        VStack {
            Text("Learn **SwiftUI**")
            Text("Read the *guide* or `code`, ~~not this~~")
            Text("Visit [our site](https://example.com)")
            Text(course)
            Text("Hello, **\(name)**")
            Text("snake_case_name stays")
            Text(verbatim: "**verbatim**")
            Text("Total: ") + Text("$4").bold()
        }
    }
}

// `.formatted()` is shadowed for lesson code, and a lesson's process answers Foundation's own
// `Date.now` with the course's time; this test runner's clock is the machine's, so it names the run's
// "now" directly. The engine's LessonRuntimeBoundaryTests check both with a compiled lesson.
private struct Receipt: View {
    let due = _CourseClock.now.addingTimeInterval(2 * 3600 + 5 * 60)
    let price = 29.36
    var body: some View {
        VStack {
            Text(price, format: .currency(code: "USD"))
            Text(1_234_567, format: .number)
            Text(_CourseClock.now, style: .date)
            Text(_CourseClock.now, style: .time)
            Text(due, style: .relative)
            Text(due, style: .offset)
            Text(due, style: .timer)
            Text(_CourseClock.now, format: .dateTime.year().month().day())
            Text("Due \(due, format: .dateTime.hour().minute())")
        }
    }
}

final class TextFormattingTests: XCTestCase {
    func testLiteralRendersMarkdownAndStringValueDoesNot() {
        let labels = HeadlessHost(WelcomeScreen()).screen.labels
        XCTAssertTrue(labels.contains("Learn SwiftUI"))
        XCTAssertTrue(labels.contains("Read the guide or code, not this"))
        XCTAssertTrue(labels.contains("Visit our site"))
        XCTAssertTrue(labels.contains("**SwiftUI**"), "a String value is shown as it is")
        XCTAssertTrue(labels.contains("Hello, Taylor"))
        XCTAssertTrue(labels.contains("snake_case_name stays"))
        XCTAssertTrue(labels.contains("**verbatim**"))
        XCTAssertTrue(labels.contains("Total: $4"))
    }

    func testInterpolatedStringKeepsItsAsterisks() {
        struct Shout: View {
            let word = "*wow*"
            var body: some View { Text("Say \(word)") }
        }
        XCTAssertEqual(HeadlessHost(Shout()).screen.labels, ["Say *wow*"])
    }

    func testFormattingFollowsTheCourseLocaleAndFixedNow() {
        let labels = HeadlessHost(Receipt(), locale: Locale(identifier: "en_US")).screen.labels.map(LabelPattern.normalizingSpaces)
        XCTAssertEqual(
            labels,
            [
                "$29.36", "1,234,567", "March 14, 2025", "9:41 AM",
                "2 hours, 5 minutes", "+2 hours, 5 minutes", "2:05:00", "Mar 14, 2025", "Due 11:46 AM",
            ])
    }

    func testBritishCourse() {
        let labels = HeadlessHost(Receipt(), locale: Locale(identifier: "en_GB")).screen.labels
        XCTAssertEqual(labels.first, "US$29.36")
        XCTAssertTrue(labels.contains("14 March 2025"))
        XCTAssertTrue(labels.contains("14 Mar 2025"))
        _ = HeadlessHost(EmptyView(), locale: Locale(identifier: "en_US"))
    }

    func testNowIsFixed() {
        _ = HeadlessHost(EmptyView(), locale: Locale(identifier: "en_US"))
        XCTAssertEqual(_CourseClock.now.timeIntervalSince1970, 1_741_945_260)
        XCTAssertEqual(_CourseClock.locale.identifier, "en_US")
    }
}

final class AttributedTextTests: XCTestCase {
    private struct Note: View {
        var body: some View {
            VStack {
                Text((try? AttributedString(markdown: "Tap **Save** to keep it")) ?? "")
                Text(AttributedString("Plain"))
                Text("Hello, ") + Text("**World**") + Text(verbatim: "!")
            }
        }
    }

    func testAttributedStringAndConcatenation() {
        XCTAssertEqual(HeadlessHost(Note()).screen.labels, ["Tap Save to keep it", "Plain", "Hello, World!"])
    }
}

final class CourseTimeZoneTests: XCTestCase {
    private struct Clock: View {
        var body: some View {
            VStack {
                Text(_CourseClock.now, style: .time)
                Text(_CourseClock.now, format: .dateTime.hour().minute().timeZone())
            }
        }
    }

    /// "Now" is 9:41 in the course's own time zone, and times are shown in it.
    func testTheCourseTimeZoneSetsTheClock() throws {
        defer { _CourseClock.configure(locale: Locale(identifier: "en_US"), timeZone: TimeZone(identifier: "UTC")!) }
        let request = LessonRequest(example: "clock", actions: [], locale: "en_US", timeZone: "America/New_York")
        let response = try _LessonHost.respond(to: request, examples: ["clock": { AnyView(Clock()) }])
        let labels = response.initial.screen.flattened.compactMap(\.label).map(LabelPattern.normalizingSpaces)
        XCTAssertEqual(labels.first, "9:41 AM")
        XCTAssertEqual(labels.last, "9:41 AM EDT")
        XCTAssertEqual(_CourseClock.now.timeIntervalSince1970, 1_741_959_660, "9:41 in New York is 13:41 UTC")
        XCTAssertThrowsError(
            try _LessonHost.respond(
                to: LessonRequest(example: "clock", actions: [], timeZone: "Mars/Olympus"),
                examples: ["clock": { AnyView(Clock()) }]))
    }
}
