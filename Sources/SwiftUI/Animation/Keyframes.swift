import Combine
import Foundation

// Keyframe animation: each track moves one property of a value through its keyframes over time.
// The runtime samples the timeline on the lesson's clock, 60 times a second while it plays, so a
// screen read mid-`wait` shows the value a device shows at that moment.

extension Double: Animatable {}
extension CGFloat: Animatable {}
extension Float: Animatable {}

/// One keyframe: where a track goes, in how long, and how it gets there.
public struct _Keyframe<Value: Animatable> {
    let to: Value
    let duration: Double
    /// Moves at once instead of interpolating.
    let jumps: Bool
}

/// What a track holds: its keyframes, in order.
public protocol KeyframeTrackContent<Value> {
    associatedtype Value: Animatable
    var _keyframes: [_Keyframe<Value>] { get }
}

public struct LinearKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) {
        _keyframes = [_Keyframe(to: to, duration: duration, jumps: false)]
    }
}

public struct CubicKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        _keyframes = [_Keyframe(to: to, duration: duration, jumps: false)]
    }
}

public struct SpringKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        _keyframes = [_Keyframe(to: to, duration: duration ?? 0.5, jumps: false)]
    }
}

public struct MoveKeyframe<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]
    public init(_ to: Value) { _keyframes = [_Keyframe(to: to, duration: 0, jumps: true)] }
}

/// Keyframes in sequence, as a track's builder writes them.
public struct _KeyframeSequence<Value: Animatable>: KeyframeTrackContent {
    public let _keyframes: [_Keyframe<Value>]
}

@resultBuilder
public enum KeyframeTrackContentBuilder<Value: Animatable> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframeSequence<Value> where K.Value == Value {
        _KeyframeSequence(_keyframes: keyframe._keyframes)
    }
    public static func buildBlock(_ parts: _KeyframeSequence<Value>...) -> _KeyframeSequence<Value> {
        _KeyframeSequence(_keyframes: parts.flatMap(\._keyframes))
    }
    public static func buildArray(_ parts: [_KeyframeSequence<Value>]) -> _KeyframeSequence<Value> {
        _KeyframeSequence(_keyframes: parts.flatMap(\._keyframes))
    }
    public static func buildOptional(_ part: _KeyframeSequence<Value>?) -> _KeyframeSequence<Value> {
        part ?? _KeyframeSequence(_keyframes: [])
    }
    public static func buildEither(first: _KeyframeSequence<Value>) -> _KeyframeSequence<Value> { first }
    public static func buildEither(second: _KeyframeSequence<Value>) -> _KeyframeSequence<Value> { second }
}

/// Tracks that animate a value over time.
public protocol Keyframes<Value> {
    associatedtype Value
    /// The value at `time` seconds, starting from `initial`; and how long the longest track lasts.
    func _value(at time: Double, from initial: Value) -> Value
    var _duration: Double { get }
}

public struct KeyframeTrack<Root, Value: Animatable, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
    let keyPath: WritableKeyPath<Root, Value>
    let keyframes: [_Keyframe<Value>]

    public init(_ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content) {
        self.keyPath = keyPath
        keyframes = content()._keyframes
    }

    public var _duration: Double { keyframes.reduce(0) { $0 + $1.duration } }

    public func _value(at time: Double, from initial: Root) -> Root {
        var root = initial
        var value = initial[keyPath: keyPath]
        var elapsed = 0.0
        for keyframe in keyframes {
            if keyframe.jumps || time >= elapsed + keyframe.duration {
                value = keyframe.to
                elapsed += keyframe.duration
                continue
            }
            let fraction = max(0, time - elapsed) / keyframe.duration
            var between = value
            between.animatableData = value.animatableData._interpolated(towards: keyframe.to.animatableData, amount: fraction)
            value = between
            break
        }
        root[keyPath: keyPath] = value
        return root
    }
}

extension KeyframeTrack where Root == Value {
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {
        self.init(\.self, content: content)
    }
}

/// Several tracks played together; each moves its own property.
public struct _KeyframeTracks<Value>: Keyframes {
    let tracks: [(Double, Value) -> Value]
    public let _duration: Double
    public func _value(at time: Double, from initial: Value) -> Value {
        tracks.reduce(initial) { value, track in track(time, value) }
    }
}

@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ track: K) -> _KeyframeTracks<Value> where K.Value == Value {
        _KeyframeTracks(tracks: [track._value(at:from:)], _duration: track._duration)
    }
    public static func buildBlock(_ parts: _KeyframeTracks<Value>...) -> _KeyframeTracks<Value> {
        _KeyframeTracks(tracks: parts.flatMap(\.tracks), _duration: parts.map(\._duration).max() ?? 0)
    }
}

/// A keyframe animation to sample by hand: `value(time:)` and `duration`.
public struct KeyframeTimeline<Value> {
    let initialValue: Value
    let keyframes: _KeyframeTracks<Value>
    public init(initialValue: Value, @KeyframesBuilder<Value> content: () -> _KeyframeTracks<Value>) {
        self.initialValue = initialValue
        keyframes = content()
    }
    public var duration: TimeInterval { keyframes._duration }
    public func value(time: Double) -> Value { keyframes._value(at: min(max(time, 0), duration), from: initialValue) }
    public func value(progress: Double) -> Value { value(time: progress * duration) }
}

/// How a linear keyframe eases; the runtime moves along a straight line whatever the curve.
public struct UnitCurve: Sendable {
    let name: String
    public static let linear = UnitCurve(name: "linear")
    public static let easeIn = UnitCurve(name: "easeIn")
    public static let easeOut = UnitCurve(name: "easeOut")
    public static let easeInOut = UnitCurve(name: "easeInOut")
    public static let circularEaseIn = UnitCurve(name: "circularEaseIn")
    public static let circularEaseOut = UnitCurve(name: "circularEaseOut")
    public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut")
}
