import LessonProtocol
import XCTest

@testable import SwiftUI

private struct JumpValues {
    var scale = 1.0
    var lift = 0.0
}

/// A star that grows and hops when tapped, its two properties on tracks of their own.
private struct HoppingStar: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Button("Hop") { taps += 1 }
            Text("Star")
                .keyframeAnimator(initialValue: JumpValues(), trigger: taps) { content, value in
                    content.scaleEffect(value.scale).offset(y: value.lift)
                } keyframes: { _ in
                    KeyframeTrack(\.scale) {
                        LinearKeyframe(1.0, duration: 0.2)
                        LinearKeyframe(1.5, duration: 0.4)
                        LinearKeyframe(1.0, duration: 0.4)
                    }
                    KeyframeTrack(\.lift) {
                        LinearKeyframe(-40, duration: 0.5)
                        MoveKeyframe(0)
                    }
                }
        }
    }
}

final class KeyframeTests: XCTestCase {
    func testKeyframesPlayOnTheLessonsClockWhenTheTriggerChangesAndComeBackToTheInitialValue() throws {
        let host = HeadlessHost(HoppingStar())
        func star() -> ScreenNode? { host.screen.first("Star", role: .text) }
        XCTAssertEqual(star()?.style.scale, "1")
        host.tap("Hop")
        try host.perform(.wait(seconds: 0.4))
        // Halfway through the growing keyframe; four fifths of the way up.
        XCTAssertEqual(star()?.style.scale, "1.25")
        XCTAssertEqual(star()?.style.offset, "0 -32")
        try host.perform(.wait(seconds: 0.2))
        // The lift has jumped back down; the scale is at its peak.
        XCTAssertEqual(star()?.style.scale, "1.5")
        XCTAssertNil(star()?.style.offset)
        try host.perform(.wait(seconds: 1))
        XCTAssertEqual(star()?.style.scale, "1")
    }

    func testATimelineIsSampledByTime() {
        let timeline = KeyframeTimeline(initialValue: 0.0) {
            KeyframeTrack {
                LinearKeyframe(10.0, duration: 1)
                MoveKeyframe(20.0)
                LinearKeyframe(0.0, duration: 2)
            }
        }
        XCTAssertEqual(timeline.duration, 3)
        XCTAssertEqual(timeline.value(time: 0.5), 5)
        XCTAssertEqual(timeline.value(time: 2), 10)
        XCTAssertEqual(timeline.value(progress: 1), 0)
    }
}
