import LessonProtocol
import XCTest

@testable import SwiftUI

/// A booking screen with a calendar and a wheel, as BetterRest-style lessons write them.
private struct Booking: View {
    @State private var day = _CourseClock.start
    @State private var wakeUp = _CourseClock.start
    var body: some View {
        Form {
            DatePicker("Check-in", selection: $day, in: _CourseClock.start..., displayedComponents: .date)
                .datePickerStyle(.graphical)
            DatePicker("Wake up", selection: $wakeUp, displayedComponents: .hourAndMinute)
                .datePickerStyle(.wheel)
            Text(day, style: .date)
            Text(wakeUp, style: .time)
        }
    }
}

final class DatePickerStepTests: XCTestCase {
    /// A day is picked on a calendar and a time on a wheel, whatever the picker's style; a day
    /// before the range's start cannot be chosen, so the picker stays on the first day it allows.
    func testADayAndATimeArePickedInEveryStyle() throws {
        let host = HeadlessHost(Booking())
        try host.perform(.pick(option: "Mar 20, 2025", in: .label("Check-in")))
        XCTAssertTrue(host.screen.contains(text: "March 20, 2025"), "\(host.screen.labels)")
        try host.perform(.pick(option: "6:30 AM", in: .label("Wake up")))
        XCTAssertTrue(
            host.screen.contains(text: "6:30\u{202F}AM") || host.screen.contains(text: "6:30 AM"), "\(host.screen.labels)")
        try host.perform(.pick(option: "Mar 1, 2025", in: .label("Check-in")))
        XCTAssertTrue(host.screen.contains(text: "March 14, 2025"), "\(host.screen.labels)")
    }
}
