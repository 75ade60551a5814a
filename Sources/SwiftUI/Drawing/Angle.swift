import LessonProtocol

public struct Angle: Hashable, Sendable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    public static func degrees(_ d: Double) -> Angle { Angle(degrees: d) }
    public static func radians(_ r: Double) -> Angle { Angle(radians: r) }
}

extension Angle {
    public static let zero = Angle(radians: 0)
}

// `Angle` as SwiftUI offers it beyond its two constructors: arithmetic (`startAngle - .degrees(90)`),
// comparison and the additive zero that makes it animatable.

extension Angle: Comparable, AdditiveArithmetic {
    public init() { self.init(radians: 0) }

    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    public static func += (lhs: inout Angle, rhs: Angle) { lhs.radians += rhs.radians }
    public static func -= (lhs: inout Angle, rhs: Angle) { lhs.radians -= rhs.radians }
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
    public static func *= (lhs: inout Angle, rhs: Double) { lhs.radians *= rhs }
    public static func /= (lhs: inout Angle, rhs: Double) { lhs.radians /= rhs }
}
