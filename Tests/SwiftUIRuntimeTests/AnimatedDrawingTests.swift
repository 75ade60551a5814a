import Foundation
import LessonProtocol
import XCTest

@testable import SwiftUI

/// A drawing read mid-animation shows the values the animation has reached on the lesson's clock,
/// as a device draws them; what a checkpoint reads (labels, values) is the new state at once, as
/// XCUITest reads a device's model values. Expected values come from the curves' formulas.
final class AnimationCurveTests: XCTestCase {
    /// A point of the cubic Bézier through (0, 0), (x1, y1), (x2, y2), (1, 1) at parameter s.
    private func bezierPoint(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, _ s: Double) -> (x: Double, y: Double) {
        let r = 1 - s
        return (3 * r * r * s * x1 + 3 * r * s * s * x2 + s * s * s, 3 * r * r * s * y1 + 3 * r * s * s * y2 + s * s * s)
    }

    func testTimingCurvesFollowCoreAnimationsControlPoints() throws {
        XCTAssertEqual(try XCTUnwrap(Animation.linear(duration: 2).fraction(after: 0.5)), 0.25, accuracy: 1e-6)
        let named: [(Animation, (Double, Double, Double, Double))] = [
            (.easeIn(duration: 1), (0.42, 0, 1, 1)), (.easeOut(duration: 1), (0, 0, 0.58, 1)),
            (.easeInOut(duration: 1), (0.42, 0, 0.58, 1)), (.timingCurve(0.2, 0.8, 0.3, 1, duration: 1), (0.2, 0.8, 0.3, 1)),
        ]
        for (animation, (x1, y1, x2, y2)) in named {
            for s in [0.1, 0.25, 0.5, 0.8] {
                let point = bezierPoint(x1, y1, x2, y2, s)
                let fraction = try XCTUnwrap(animation.fraction(after: point.x), "\(animation) at \(point.x)")
                XCTAssertEqual(fraction, point.y, accuracy: 1e-5, "\(animation) at \(point.x)")
            }
        }
        // Timing curves last 0.35 s unless told otherwise; then the new value is drawn.
        XCTAssertNotNil(Animation.easeInOut.fraction(after: 0.34))
        XCTAssertNil(Animation.easeInOut.fraction(after: 0.35))
    }

    func testSpringsAreDampedHarmonicMotion() throws {
        // spring(response:dampingFraction:): ω = 2π / response, ζ = dampingFraction.
        let omega = 2 * Double.pi / 0.5
        let zeta = 0.5
        let damped = omega * (1 - zeta * zeta).squareRoot()
        func underdamped(_ t: Double) -> Double {
            1 - exp(-zeta * omega * t) * (cos(damped * t) + zeta * omega / damped * sin(damped * t))
        }
        let spring = Animation.spring(response: 0.5, dampingFraction: 0.5)
        for t in [0.05, 0.1, 0.2, 0.3] {
            XCTAssertEqual(try XCTUnwrap(spring.fraction(after: t)), underdamped(t), accuracy: 1e-9, "at \(t) s")
        }
        // It overshoots: the first peak is half a damped period in.
        XCTAssertGreaterThan(try XCTUnwrap(spring.fraction(after: .pi / damped)), 1.1)

        // `.default` is a critically damped spring with a response of 0.55 s (iOS 17).
        let critical = 2 * Double.pi / 0.55
        let t = 0.15
        XCTAssertEqual(try XCTUnwrap(Animation.default.fraction(after: t)), 1 - exp(-critical * t) * (1 + critical * t), accuracy: 1e-9)

        // interpolatingSpring(mass:stiffness:damping:): ω = √(k/m), ζ = c / (2√(km)).
        let stiffness = 170.0
        let coefficient = 15.0
        let w = stiffness.squareRoot()
        let z = coefficient / (2 * stiffness.squareRoot())
        let wd = w * (1 - z * z).squareRoot()
        let expected = 1 - exp(-z * w * 0.1) * (cos(wd * 0.1) + z * w / wd * sin(wd * 0.1))
        XCTAssertEqual(
            try XCTUnwrap(Animation.interpolatingSpring(stiffness: stiffness, damping: coefficient).fraction(after: 0.1)), expected,
            accuracy: 1e-9)

        // spring(duration:bounce:): the response is the duration, ζ = 1 − bounce.
        let bouncy = Animation.spring(duration: 0.5, bounce: 0.5)
        XCTAssertEqual(try XCTUnwrap(bouncy.fraction(after: 0.2)), underdamped(0.2), accuracy: 1e-9)
    }

    func testDelaySpeedAndRepeatsShapeTheClock() throws {
        let second = Animation.linear(duration: 1)
        XCTAssertEqual(second.delay(0.5).fraction(after: 0.25), 0, "before its delay the old value is drawn")
        XCTAssertEqual(try XCTUnwrap(second.delay(0.5).fraction(after: 1)), 0.5, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(second.speed(2).fraction(after: 0.25)), 0.5, accuracy: 1e-9)
        XCTAssertNil(second.speed(2).fraction(after: 0.5))
        let thrice = second.repeatCount(3, autoreverses: true)
        XCTAssertEqual(try XCTUnwrap(thrice.fraction(after: 1.25)), 0.75, accuracy: 1e-9, "the second run goes back")
        XCTAssertEqual(try XCTUnwrap(thrice.fraction(after: 2.25)), 0.25, accuracy: 1e-9)
        XCTAssertNil(thrice.fraction(after: 3.1), "after its repeats the new value is drawn")
        let forever = second.repeatForever(autoreverses: false)
        XCTAssertEqual(try XCTUnwrap(forever.fraction(after: 100.25)), 0.25, accuracy: 1e-6)
    }
}

private struct Wheel: View {
    @State private var rotation = 0.0
    @State private var faded = false
    @State private var wide = false
    @State private var moved = false

    var body: some View {
        VStack {
            Rectangle()
                .frame(width: wide ? 200 : 100, height: 20)
                .rotationEffect(.degrees(rotation))
                .opacity(faded ? 0.2 : 1)
                .offset(x: moved ? 80 : 0)
                .animation(.linear(duration: 1), value: faded)
                .animation(.linear(duration: 2), value: wide)
                .accessibilityIdentifier("bar")
            Text("Turns: \(Int(rotation / 360))")
            Button("Spin") {
                withAnimation(.easeInOut(duration: 1)) { rotation += 360 }
            }
            Button("Fade") { faded.toggle() }
            Button("Widen") { wide.toggle() }
            Button("Move") { moved.toggle() }
        }
    }
}

private struct Gauge: Shape {
    var amount: Double
    var animatableData: Double {
        get { amount }
        set { amount = newValue }
    }
    func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: rect.width * amount, height: rect.height)) }
}

private struct GaugeScreen: View {
    @State private var amount = 0.0
    @State private var pulsing = false
    var body: some View {
        VStack {
            Gauge(amount: amount).fill(.green).frame(width: 100, height: 10)
            Button("Fill") { withAnimation(.linear(duration: 2)) { amount = 1 } }
            Circle()
                .frame(width: 40, height: 40)
                .scaleEffect(pulsing ? 1.5 : 1)
                .animation(.easeInOut(duration: 1).repeatForever(autoreverses: true), value: pulsing)
                .onAppear { pulsing = true }
                .accessibilityIdentifier("pulse")
        }
    }
}

private struct Dimmer: View {
    @State private var level = 1.0
    @State private var tilt = 0.0
    var body: some View {
        VStack {
            Slider(value: $level.animation(.linear(duration: 1)))
            Rectangle().frame(width: 50, height: 50).opacity(level).accessibilityIdentifier("lamp")
            Text("Tilted").rotationEffect(.degrees(tilt)).transaction { $0.animation = nil }
            Text("Soft").blur(radius: level * 10)
            Button("Tilt") { withAnimation(.linear(duration: 1)) { tilt = 30 } }
        }
    }
}

private struct ProgressRing: View {
    @State private var progress = 0.0
    var body: some View {
        VStack {
            Circle()
                .trim(from: 0, to: progress)
                .stroke(.blue, lineWidth: 4)
                .frame(width: 100, height: 100)
                .animation(.linear(duration: 1), value: progress)
            Button("Complete") { progress = 1 }
        }
    }
}

private struct ThrownCard: View {
    @State private var offset = CGSize.zero
    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .frame(width: 200, height: 120)
            .offset(offset)
            .accessibilityIdentifier("card")
            .gesture(
                DragGesture()
                    .onChanged { offset = $0.translation }
                    .onEnded { _ in withAnimation(.linear(duration: 0.4)) { offset = .zero } })
    }
}

final class AnimatedDrawingTests: XCTestCase {
    private func bar(_ host: HeadlessHost) throws -> ScreenNode {
        try XCTUnwrap(host.screen.first(id: "bar"))
    }

    func testAWaitMidAnimationDrawsTheAngleTheCurveHasReached() throws {
        let host = HeadlessHost(Wheel())
        host.tap("Spin")
        // Right after the tap the drawing has not moved yet; what a checkpoint reads has.
        XCTAssertNil(try bar(host).style.rotation)
        XCTAssertTrue(host.screen.contains(text: "Turns: 1"))
        host.wait(seconds: 0.5)
        // easeInOut is symmetric: half the time, half the turn.
        XCTAssertEqual(try XCTUnwrap(try bar(host).style.rotation), 180, accuracy: 0.01)
        // At the curve's parameter s = 0.75: x = 0.725625 s into the second, y = 0.84375 of the turn.
        host.wait(seconds: 0.225625)
        XCTAssertEqual(try XCTUnwrap(try bar(host).style.rotation), 360 * 0.84375, accuracy: 0.01)
        host.wait(seconds: 0.3)
        XCTAssertEqual(try bar(host).style.rotation, 360)
    }

    func testAnAnimationModifierAnimatesOnlyWhenItsValueChanges() throws {
        let host = HeadlessHost(Wheel())
        host.tap("Fade")
        host.wait(seconds: 0.25)
        XCTAssertEqual(try XCTUnwrap(try bar(host).style.opacity), 1 + (0.2 - 1) * 0.25, accuracy: 1e-9)
        host.tap("Widen")
        host.wait(seconds: 0.5)
        // The width animates under its own `.animation(_:value:)`, over two seconds.
        XCTAssertEqual(try bar(host).style.frame, "width 125 height 20")
        // The fade started half a second earlier: three quarters of its second.
        XCTAssertEqual(try XCTUnwrap(try bar(host).style.opacity), 1 + (0.2 - 1) * 0.75, accuracy: 1e-9)
        // A change no animation carries is drawn at once.
        host.tap("Move")
        XCTAssertEqual(try bar(host).style.offset, "80 0")
    }

    func testAShapesAnimatableDataIsDrawnPartWay() throws {
        let host = HeadlessHost(GaugeScreen())
        host.tap("Fill")
        host.wait(seconds: 0.5)
        let gauge = try XCTUnwrap(host.screen.flattened.first { $0.style.kind == .path })
        XCTAssertEqual(gauge.style.path, "M 0 0 L 25 0 L 25 10 L 0 10 Z")
        host.wait(seconds: 2)
        let filled = try XCTUnwrap(host.screen.flattened.first { $0.style.kind == .path })
        XCTAssertEqual(filled.style.path, "M 0 0 L 100 0 L 100 10 L 0 10 Z")
    }

    func testARepeatingAnimationGoesBackAndForthAndNeverKeepsTheClockWaiting() throws {
        let host = HeadlessHost(GaugeScreen())
        host.wait(seconds: 0.5)
        XCTAssertEqual(host.screen.first(id: "pulse")?.style.scale, "1.25")
        host.wait(seconds: 1)
        // The second run goes back: half-way down again.
        XCTAssertEqual(host.screen.first(id: "pulse")?.style.scale, "1.25")
        XCTAssertNoThrow(try host.waitUntilIdle())
    }

    func testABindingsAnimationAnimatesItsWritesAndATransactionCanTakeAnimationAway() throws {
        let host = HeadlessHost(Dimmer())
        try host.perform(.setSlider(value: 0.2, .kind(.slider)))
        XCTAssertEqual(host.screen.first(id: "lamp")?.style.opacity, 1)
        XCTAssertTrue(host.screen.contains(text: "0.2"), "the slider reads its new value at once")
        host.wait(seconds: 0.5)
        XCTAssertEqual(try XCTUnwrap(host.screen.first(id: "lamp")?.style.opacity), 1 + (0.2 - 1) * 0.5, accuracy: 1e-9)
        XCTAssertEqual(try XCTUnwrap(host.screen.first("Soft")?.style.blur), 10 + (2 - 10) * 0.5, accuracy: 1e-9)
        host.tap("Tilt")
        XCTAssertEqual(host.screen.first("Tilted")?.style.rotation, 30, "`.transaction { $0.animation = nil }` draws it at once")
    }

    func testATrimmedShapeDrawsThePartItHasReached() throws {
        let host = HeadlessHost(ProgressRing())
        host.tap("Complete")
        host.wait(seconds: 0.5)
        let ring = try XCTUnwrap(host.screen.flattened.first { $0.style.kind == .path })
        // Half of the circle, clockwise on screen from three o'clock: it ends at nine o'clock.
        let path = try XCTUnwrap(ring.style.path)
        XCTAssertTrue(path.hasPrefix("M 100 50 "), path)
        XCTAssertTrue(path.hasSuffix(" 0 50"), path)
    }

    func testACardLetGoSpringsBackFromWhereTheFingerLifted() throws {
        let host = HeadlessHost(ThrownCard())
        try host.perform(.drag(.identifier("card"), x: 120, y: 0))
        XCTAssertEqual(host.screen.first(id: "card")?.style.offset, "120 0", "drawn as the finger lifts")
        host.wait(seconds: 0.1)
        XCTAssertEqual(host.screen.first(id: "card")?.style.offset, "90 0")
        host.wait(seconds: 0.3)
        XCTAssertNil(host.screen.first(id: "card")?.style.offset)
    }
}
