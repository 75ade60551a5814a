import Combine
import LessonProtocol
import XCTest

@testable import SwiftUI

private struct Spinner: View {
    @State private var angle = 0.0
    @State private var status = "Ready"
    @State private var forever = "Not started"

    var body: some View {
        VStack {
            Button("Spin") {
                status = "Spinning"
                withAnimation(.easeInOut(duration: 1).delay(0.5)) {
                    angle += 360
                } completion: {
                    status = "Done"
                }
            }
            Button("Pulse") {
                withAnimation(.linear(duration: 0.2).repeatForever(autoreverses: true)) {
                    forever = "Pulsing"
                } completion: {
                    forever = "Stopped"
                }
            }
            Button("Twice as fast") {
                withAnimation(.easeIn(duration: 1).repeatCount(3, autoreverses: true).speed(2)) {
                    angle = 90
                } completion: {
                    status = "Three runs done"
                }
            }
            Button("Instant") {
                withAnimation(nil) {
                    angle = 45
                } completion: {
                    status = "Instant done"
                }
            }
            Text(status)
            Text(forever)
            Rectangle().frame(width: 10, height: 10).rotationEffect(.degrees(angle)).accessibilityIdentifier("box")
        }
    }
}

/// What a checkpoint reads is each state's end result; completions follow the lesson's clock, running once
/// the animation has finished (its delay, repeats and speed included), never for one that repeats forever.
final class AnimationTests: XCTestCase {
    override func setUp() {
        super.setUp()
        _LessonClock.shared.reset()
    }

    func testACompletionRunsOnceTheAnimationHasFinished() throws {
        let host = HeadlessHost(Spinner())
        host.tap("Spin")
        XCTAssertTrue(host.screen.contains(text: "Spinning"))
        // The drawing starts turning after the half-second delay; it has turned all the way at the end.
        XCTAssertNil(host.screen.flattened.first { $0.identifier == "box" }?.style.rotation, "drawn where it starts")
        host.wait(seconds: 1.4)
        XCTAssertTrue(host.screen.contains(text: "Spinning"), "half a second of delay plus one second of animation")
        host.wait(seconds: 0.1)
        XCTAssertTrue(host.screen.contains(text: "Done"))
        XCTAssertEqual(host.screen.flattened.first { $0.identifier == "box" }?.style.rotation, 360)
    }

    func testRepeatsAndSpeedChangeTheDuration() throws {
        let host = HeadlessHost(Spinner())
        host.tap("Twice as fast")
        host.wait(seconds: 1.4)
        XCTAssertFalse(host.screen.contains(text: "Three runs done"), "three runs of a second at double speed take 1.5 s")
        host.wait(seconds: 0.1)
        XCTAssertTrue(host.screen.contains(text: "Three runs done"))
    }

    func testAnAnimationThatRepeatsForeverNeverCompletes() throws {
        let host = HeadlessHost(Spinner())
        host.tap("Pulse")
        host.wait(seconds: 60)
        XCTAssertTrue(host.screen.contains(text: "Pulsing"))
        XCTAssertNoThrow(try host.waitUntilIdle(), "a repeating animation does not keep the lesson busy")
    }

    func testWithoutAnAnimationTheCompletionRunsAtOnce() {
        let host = HeadlessHost(Spinner())
        host.tap("Instant")
        XCTAssertTrue(host.screen.contains(text: "Instant done"))
    }

    func testAnimationConstructorsCompile() {
        let animations: [Animation] = [
            .default, .linear, .easeIn(duration: 2), .timingCurve(0.1, 0.2, 0.3, 0.4, duration: 1),
            .spring(response: 0.3, dampingFraction: 0.6), .spring(duration: 1, bounce: 0.5), .spring(Spring(duration: 0.8, bounce: 0.2)),
            .interactiveSpring(), .interpolatingSpring(stiffness: 100, damping: 10), .bouncy(duration: 0.4, extraBounce: 0.1),
            .smooth, .snappy(duration: 0.3), Animation.default.delay(1).speed(0.5).repeatCount(2),
        ]
        XCTAssertEqual(animations.count, 13)
        XCTAssertEqual(Animation.easeIn(duration: 2).delay(1).totalDuration, 3)
        // A spring of stiffness 100 and mass 1 has a period of 2π/10 seconds.
        XCTAssertEqual(Animation.interpolatingSpring(stiffness: 100, damping: 10).totalDuration ?? 0, 2 * .pi / 10, accuracy: 1e-9)
        XCTAssertNil(Animation.linear.repeatForever().totalDuration)
        _ = AnyTransition.modifier(active: _Fade(amount: 0), identity: _Fade(amount: 1)).combined(with: .push(from: .leading))
    }
}

private struct _Fade: ViewModifier {
    let amount: Double
    func body(content: Content) -> some View { content.opacity(amount) }
}

/// A card that comes in with a transition made of a modifier: the modifier's identity state
/// marks it "Settled", the active state "Moving".
private struct SettlingCard: View {
    @State private var isShowing = false
    var body: some View {
        VStack {
            Button("Show") { withAnimation { isShowing.toggle() } }
            if isShowing {
                Text("Card")
                    .transition(
                        .asymmetric(
                            insertion: .modifier(active: _Marked(state: "Moving"), identity: _Marked(state: "Settled")),
                            removal: .opacity))
            }
        }
    }
}

private struct _Marked: ViewModifier {
    let state: String
    func body(content: Content) -> some View { content.accessibilityIdentifier(state) }
}

/// On a device a view inserted with `.modifier(active:identity:)` wears the identity modifier once
/// it has arrived (and for as long as it stays); the active one only while it comes and goes.
final class ModifierTransitionTests: XCTestCase {
    func testAnInsertedViewWearsTheTransitionsIdentityModifier() {
        let host = HeadlessHost(SettlingCard())
        XCTAssertNil(host.screen.first("Card"))
        host.tap("Show")
        XCTAssertEqual(host.screen.first("Card")?.identifier, "Settled")
        XCTAssertFalse(host.screen.flattened.contains { $0.identifier == "Moving" })
        host.tap("Show")
        XCTAssertNil(host.screen.first("Card"), "once removed, the view is gone")
    }
}
