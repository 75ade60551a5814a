import Foundation
import LessonProtocol
import XCTest

@testable import SwiftUI

/// A clock that ticks every second, and one that updates every minute.
private struct Clocks: View {
    let start = _CourseClock.start
    var body: some View {
        VStack {
            TimelineView(.periodic(from: start, by: 1)) { context in
                Text("Elapsed \(Int(context.date.timeIntervalSince(start)))")
            }
            TimelineView(.everyMinute) { context in
                Text(context.date, style: .time)
            }
        }
    }
}

private enum Pulse: CaseIterable { case rest, grow, glow }

private struct PulsingHeart: View {
    @State private var likes = 0
    var body: some View {
        VStack {
            Button("Like") { likes += 1 }
            Text("Heart")
                .phaseAnimator(Pulse.allCases, trigger: likes) { content, phase in
                    content.scaleEffect(phase == .grow ? 1.5 : 1).opacity(phase == .glow ? 0.5 : 1)
                } animation: { phase in
                    phase == .grow ? .easeOut(duration: 0.2) : .easeIn(duration: 0.4)
                }
        }
    }
}

final class TimelineAndPhaseTests: XCTestCase {
    func testATimelineUpdatesAtItsScheduleOnTheLessonsClock() throws {
        let host = HeadlessHost(Clocks())
        XCTAssertTrue(host.screen.contains(text: "Elapsed 0"), "\(host.screen.labels)")
        XCTAssertTrue(host.screen.contains(text: "9:41\u{202F}AM") || host.screen.contains(text: "9:41 AM"), "\(host.screen.labels)")
        try host.perform(.wait(seconds: 3))
        XCTAssertTrue(host.screen.contains(text: "Elapsed 3"), "\(host.screen.labels)")
        try host.perform(.wait(seconds: 60))
        XCTAssertTrue(host.screen.contains(text: "Elapsed 63"), "\(host.screen.labels)")
        XCTAssertTrue(host.screen.contains(text: "9:42\u{202F}AM") || host.screen.contains(text: "9:42 AM"), "\(host.screen.labels)")
    }

    func testAPhaseAnimatorStepsThroughItsPhasesWhenItsTriggerChangesAndComesBackToTheFirst() throws {
        let host = HeadlessHost(PulsingHeart())
        func heart() -> ScreenNode? { host.screen.first("Heart", role: .text) }
        XCTAssertEqual(heart()?.style.scale, "1")
        host.tap("Like")
        // Animating towards the second phase: drawn where it starts, then growing along easeOut,
        // whose curve (0, 0)–(0.58, 1) is half way up (y = 0.5) at s = 0.5, x = 0.3425 of its 0.2 s.
        XCTAssertEqual(heart()?.style.scale, "1")
        try host.perform(.wait(seconds: 0.0685))
        XCTAssertEqual(heart()?.style.scale, "1.25")
        try host.perform(.wait(seconds: 0.1315))
        XCTAssertEqual(heart()?.style.scale, "1.5")
        // The glow step takes 0.4 s; then the heart animates back to rest (0.4 s more).
        try host.perform(.wait(seconds: 0.4))
        XCTAssertEqual(heart()?.style.scale, "1")
        XCTAssertEqual(heart()?.style.opacity, 0.5)
        try host.perform(.wait(seconds: 0.4))
        // Back at rest once the last step has animated.
        XCTAssertEqual(heart()?.style.scale, "1")
        XCTAssertEqual(heart()?.style.opacity ?? 1, 1)
    }
}

private struct Breathing: View {
    var body: some View {
        TimelineView(.animation) { context in
            Text("Breathe").phaseAnimator([1.0, 1.2]) { content, scale in content.scaleEffect(scale) }
        }
    }
}

final class EndlessAnimationTests: XCTestCase {
    /// A timeline that updates every frame and an animator that repeats never finish; waiting until
    /// idle waits for neither, as it does not wait for a repeating timer.
    func testEndlessTimelinesDoNotKeepALessonFromBecomingIdle() throws {
        let host = HeadlessHost(Breathing())
        func scale() -> Double? { host.screen.first("Breathe", role: .text)?.style.scale.flatMap(Double.init) }
        // Drawn where it starts, on its way to the second phase.
        XCTAssertEqual(scale(), 1)
        XCTAssertNoThrow(try host.perform(.waitUntilIdle))
        // Each step lasts its animation: `.default`, a critically damped spring with a response of
        // 0.55 s (iOS 17), which has come 1 − e^(−ωt)(1 + ωt) of the way at t = 0.55 s, ω = 2π / 0.55.
        try host.perform(.wait(seconds: 0.55))
        let reached = 1 - exp(-2 * Double.pi) * (1 + 2 * Double.pi)
        XCTAssertEqual(try XCTUnwrap(scale()), 1 + 0.2 * reached, accuracy: 1e-6)
        // The next step, back to the first phase, starts from there.
        try host.perform(.wait(seconds: 0.55))
        XCTAssertEqual(try XCTUnwrap(scale()), 1 + 0.2 * reached * (1 - reached), accuracy: 1e-6)
    }
}
