import Foundation

/// How a change animates: a timing curve or a spring, with its delay, speed and repeats.
///
/// The screen a checkpoint reads shows each state's end result, as a device does once the
/// animation has finished; what the runtime keeps is how long that takes on the lesson's clock, so
/// a `withAnimation` completion runs after `wait` has let that much time pass.
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    let name: String
    /// Seconds one run of the curve or spring takes to settle.
    let duration: Double
    var delaySeconds: Double = 0
    var speedFactor: Double = 1
    /// Nil repeats forever.
    var repeats: Int? = 1
    var autoreverses = false

    init(name: String, duration: Double) {
        self.name = name
        self.duration = duration
    }

    public var description: String { name }

    /// Seconds from the change until the animation has finished; nil when it never does.
    var totalDuration: Double? {
        guard let repeats else { return nil }
        return delaySeconds + duration * Double(repeats) / speedFactor
    }

    // Timing curves last 0.35 s unless told otherwise, as in SwiftUI.
    public static let `default` = Animation(name: "default", duration: 0.35)
    public static let linear = Animation(name: "linear", duration: 0.35)
    public static let easeIn = Animation(name: "easeIn", duration: 0.35)
    public static let easeOut = Animation(name: "easeOut", duration: 0.35)
    public static let easeInOut = Animation(name: "easeInOut", duration: 0.35)
    public static func linear(duration: Double) -> Animation { Animation(name: "linear", duration: duration) }
    public static func easeIn(duration: Double) -> Animation { Animation(name: "easeIn", duration: duration) }
    public static func easeOut(duration: Double) -> Animation { Animation(name: "easeOut", duration: duration) }
    public static func easeInOut(duration: Double) -> Animation { Animation(name: "easeInOut", duration: duration) }
    public static func timingCurve(_ p1x: Double, _ p1y: Double, _ p2x: Double, _ p2y: Double, duration: Double = 0.35) -> Animation {
        Animation(name: "timingCurve", duration: duration)
    }

    // Springs settle in their (perceptual) duration, 0.5 s by default.
    public static let spring = Animation(name: "spring", duration: 0.5)
    public static let bouncy = Animation(name: "bouncy", duration: 0.5)
    public static let smooth = Animation(name: "smooth", duration: 0.5)
    public static let snappy = Animation(name: "snappy", duration: 0.5)
    public static let interactiveSpring = Animation(name: "interactiveSpring", duration: 0.15)

    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation(name: "spring", duration: response)
    }
    // `.spring()` means the response-based spring, as in SwiftUI.
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation(name: "spring", duration: duration)
    }
    public static func spring(_ spring: Spring, blendDuration: Double = 0) -> Animation {
        Animation(name: "spring", duration: spring.duration)
    }
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation
    {
        Animation(name: "interactiveSpring", duration: response)
    }
    @_disfavoredOverload
    public static func interactiveSpring(duration: Double = 0.15, extraBounce: Double = 0, blendDuration: Double = 0.25) -> Animation {
        Animation(name: "interactiveSpring", duration: duration)
    }
    public static func interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        interpolatingSpring(mass: 1, stiffness: stiffness, damping: damping, initialVelocity: initialVelocity)
    }
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation(name: "interpolatingSpring", duration: Spring(mass: mass, stiffness: stiffness, damping: damping).duration)
    }
    @_disfavoredOverload
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        Animation(name: "interpolatingSpring", duration: duration)
    }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(name: "bouncy", duration: duration)
    }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(name: "smooth", duration: duration)
    }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation(name: "snappy", duration: duration)
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
/// 2π·√(mass/stiffness), which is how SwiftUI relates the two descriptions.
public struct Spring: Hashable, Sendable {
    public var duration: Double
    public var bounce: Double
    public init(duration: Double = 0.5, bounce: Double = 0) {
        self.duration = duration
        self.bounce = bounce
    }
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {
        duration = 2 * .pi * (mass / max(stiffness, .leastNonzeroMagnitude)).squareRoot()
        bounce = 0
    }
    public init(response: Double, dampingRatio: Double) {
        duration = response
        bounce = 1 - dampingRatio
    }
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
}
