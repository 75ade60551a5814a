import Foundation

/// How a change animates: a timing curve or a spring, with its delay, speed and repeats.
///
/// What a checkpoint reads (labels, values) is each state's end result at once, as XCUITest reads
/// a device's model values; the phone drawing shows the values the animation has reached on the
/// lesson's clock (`AnimationTiming.swift`), and a `withAnimation` completion runs after `wait`
/// has let the animation's duration pass.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// Seconds one run of the curve or spring takes: a timing curve's duration, a spring's response.
    let duration: Double
    let curve: _AnimationCurve
    var delaySeconds: Double = 0
    var speedFactor: Double = 1
    /// Nil repeats forever.
    var repeats: Int? = 1
    var autoreverses = false

    init(name: String, duration: Double, curve: _AnimationCurve) {
        self.name = name
        self.duration = duration
        self.curve = curve
    }

    /// A spring described by its duration and bounce, as iOS 17 describes them.
    init(name: String, springDuration duration: Double, bounce: Double, velocity: Double = 0) {
        self.init(
            name: name, duration: duration,
            curve: .spring(response: duration, dampingFraction: _AnimationCurve.dampingRatio(bounce: bounce), velocity: velocity))
    }

    public var description: String { name }

    /// Seconds from the change until the animation has finished; nil when it never does.
    var totalDuration: Double? {
        guard let repeats else { return nil }
        return delaySeconds + duration * Double(repeats) / speedFactor
    }

    /// Since iOS 17 the default is a spring with a response of 0.55 s and a damping fraction of 1.
    public static let `default` = Animation(name: "default", duration: 0.55, curve: .spring(response: 0.55, dampingFraction: 1))
    // Timing curves last 0.35 s unless told otherwise, as in SwiftUI.
    public static let linear = Animation(name: "linear", duration: 0.35, curve: .linear)
    public static let easeIn = Animation(name: "easeIn", duration: 0.35, curve: .easeIn)
    public static let easeOut = Animation(name: "easeOut", duration: 0.35, curve: .easeOut)
    public static let easeInOut = Animation(name: "easeInOut", duration: 0.35, curve: .easeInOut)
    public static func linear(duration: Double) -> Animation { Animation(name: "linear", duration: duration, curve: .linear) }
    public static func easeIn(duration: Double) -> Animation { Animation(name: "easeIn", duration: duration, curve: .easeIn) }
    public static func easeOut(duration: Double) -> Animation { Animation(name: "easeOut", duration: duration, curve: .easeOut) }
    public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut", duration: duration, curve: .easeInOut) }
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35) -> Animation {
        Animation(name: "timingCurve", duration: duration, curve: .bezier(p1x, p1y, p2x, p2y))
    }

    // Springs settle in their (perceptual) duration, 0.5 s by default.
    public static let spring = Animation.spring()
    public static let bouncy = Animation(name: "bouncy", springDuration: 0.5, bounce: 0.3)
    public static let smooth = Animation(name: "smooth", springDuration: 0.5, bounce: 0)
    public static let snappy = Animation(name: "snappy", springDuration: 0.5, bounce: 0.15)
    public static let interactiveSpring = Animation.interactiveSpring()

    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(name: "spring", duration: response, curve: .spring(response: response, dampingFraction: dampingFraction))
    }
    // `.spring()` means the response-based spring, as in SwiftUI.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(name: "spring", springDuration: duration, bounce: bounce)
    }
    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
        Animation(
            name: "spring", duration: spring.duration,
            curve: .spring(response: spring.duration, dampingFraction: spring.dampingRatio))
    }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation
    {
        Animation(name: "interactiveSpring", duration: response, curve: .spring(response: response, dampingFraction: dampingFraction))
    }
    @_disfavoredOverload
    public static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25) -> Animation {
        Animation(name: "interactiveSpring", springDuration: duration, bounce: 0.14 + extraBounce)
    }
    public static func interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        interpolatingSpring(mass: 1, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation(
            name: "interpolatingSpring", duration: Spring(mass: mass, stiffness: stiffness, damping: damping).duration,
            curve: .spring(mass: mass, stiffness: stiffness, damping: damping, velocity: initialVelocity))
    }
    @_disfavoredOverload
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        Animation(name: "interpolatingSpring", springDuration: duration, bounce: bounce, velocity: initialVelocity)
    }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(name: "bouncy", springDuration: duration, bounce: 0.3 + extraBounce)
    }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(name: "smooth", springDuration: duration, bounce: extraBounce)
    }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(name: "snappy", springDuration: duration, bounce: 0.15 + extraBounce)
    }

    /// Waits `delay` seconds before starting.
    public func delay(_ delay: Double) -> Animation {
        var copy = self
        copy.delaySeconds += delay
        return copy
    }

    /// Runs `speed` times as fast: `speed(2)` takes half as long.
    public func speed(_ speed: Double) -> Animation {
        var copy = self
        copy.speedFactor *= speed
        return copy
    }

    /// Runs the animation `repeatCount` times; with `autoreverses` every other run goes backwards.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeats = max(1, repeatCount)
        copy.autoreverses = autoreverses
        return copy
    }

    /// Repeats for as long as the view is on screen; it never finishes.
    public func repeatForever(autoreverses: Bool = true) -> Animation {
        var copy = self
        copy.repeats = nil
        copy.autoreverses = autoreverses
        return copy
    }
}

/// A spring's physical description. Its settling duration is the period of the undamped spring,
/// 2π·√(mass/stiffness), which is how SwiftUI relates the two descriptions; its bounce follows
/// from its damping ratio (1 − ζ when it bounces, 1/ζ − 1 when it is overdamped).
public struct Spring: Hashable, Sendable {
    public var duration: Double
    public var bounce: Double
    public init(duration: Double = 0.5, bounce: Double = 0) {
        self.duration = duration
        self.bounce = bounce
    }
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        duration = 2 * .pi * (mass / max(stiffness, .leastNonzeroMagnitude)).squareRoot()
        var ratio = damping / (2 * (max(stiffness, .leastNonzeroMagnitude) * mass).squareRoot())
        if !allowOverDamping { ratio = min(ratio, 1) }
        bounce = ratio <= 1 ? 1 - ratio : 1 / ratio - 1
    }
    public init(response: Double, dampingRatio: Double) {
        duration = response
        bounce = dampingRatio <= 1 ? 1 - dampingRatio : 1 / dampingRatio - 1
    }
    /// ζ: 1 − bounce for a bouncing spring, 1 / (1 + bounce) for an overdamped one.
    var dampingRatio: Double { _AnimationCurve.dampingRatio(bounce: bounce) }
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
}
