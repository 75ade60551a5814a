import LessonProtocol
import XCTest

@testable import SwiftUI

/// A stamp taken with `Date()` after a wait. (In lesson code `Date()` is `_CourseClock.now`: the
/// runtime's declaration shadows Foundation's there; a test target sees both, so it names it.)
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
}
