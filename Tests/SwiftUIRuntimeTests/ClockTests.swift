import LessonProtocol
import XCTest

@testable import LessonFoundation
@testable import SwiftUI

/// A stamp taken with `Date()` after a wait. (In a lesson's process Foundation's `Date()` reads
/// `_CourseClock.now`, its wall clock being pinned; a test runner's clock is the machine's, so the
/// test names the course clock.)
private struct StampView: View {
    @State private var stamp = _CourseClock.now
    var body: some View {
        VStack {
            Text(stamp, style: .time)
            Button("Stamp") { stamp = _CourseClock.now }
        }
    }
}

final class ClockTests: XCTestCase {
    /// The clock's initial start is written as an instant; it is the course's 9:41 in UTC.
    func testInitialStartIsNineFortyOneInUTC() {
        XCTAssertEqual(_CourseClock.startInUTC, _CourseClock.makeNow(TimeZone(identifier: "UTC")!))
    }

    /// On a device a minute passes while the learner waits; `Date()` then reads a minute later.
    /// The run starts at 9:41 and time passes only on the lesson's clock, so the page is the same
    /// on every build.
    func testNowFollowsTheLessonClock() throws {
        let host = HeadlessHost(StampView())
        XCTAssertTrue(host.screen.contains(text: "9:41 AM") || host.screen.contains(text: "9:41\u{202F}AM"), "\(host.screen.labels)")
        host.wait(seconds: 60)
        try host.perform(.tap(.label("Stamp")))
        XCTAssertTrue(host.screen.contains(text: "9:42 AM") || host.screen.contains(text: "9:42\u{202F}AM"), "\(host.screen.labels)")
    }

    /// The wall clock a lesson's process answers Foundation with (`_LessonWallClock`): the course's
    /// 9:41, moving only with lesson time; the monotonic clock stays the machine's.
    func testTheWallClockReadsTheCourseTimeAndMovesWithTheLessonClock() throws {
        let host = HeadlessHost(StampView())
        let start = Int64(_CourseClock.start.timeIntervalSince1970) * 1_000_000_000
        XCTAssertEqual(_LessonWallClock.pinnedNanoseconds, start)
        var wall = timespec()
        XCTAssertEqual(_LessonWallClock.clockGettime(CLOCK_REALTIME, &wall), 0)
        XCTAssertEqual(wall.tv_sec, 1_741_945_260, "9:41 UTC on 14 March 2025")
        XCTAssertEqual(wall.tv_nsec, 0)
        host.wait(seconds: 90)
        var later = timeval()
        XCTAssertEqual(_LessonWallClock.gettimeofday(&later, nil), 0)
        XCTAssertEqual(later.tv_sec, 1_741_945_260 + 90)
        XCTAssertEqual(_LessonWallClock.time(nil), 1_741_945_260 + 90)
        var first = timespec()
        var second = timespec()
        _ = _LessonWallClock.clockGettime(CLOCK_MONOTONIC, &first)
        usleep(2_000)
        _ = _LessonWallClock.clockGettime(CLOCK_MONOTONIC, &second)
        XCTAssertGreaterThan(second.tv_sec * 1_000_000_000 + second.tv_nsec, first.tv_sec * 1_000_000_000 + first.tv_nsec)
    }

    /// Unpinned, the real clock answers (a process before its host starts).
    func testAnUnpinnedWallClockIsTheMachines() {
        _LessonWallClock.unpin()
        defer { _LessonWallClock.pin(at: _CourseClock.start) }
        var wall = timespec()
        XCTAssertEqual(_LessonWallClock.clockGettime(CLOCK_REALTIME, &wall), 0)
        XCTAssertEqual(Double(wall.tv_sec), Date().timeIntervalSince1970, accuracy: 5)
        XCTAssertNil(_LessonWallClock.pinnedNanoseconds)
    }
}
