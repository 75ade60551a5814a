import Foundation

/// Recognises `count` taps in a row: a `tap` step is one tap, `double tap` two.
public struct TapGesture: Gesture {
    public typealias Value = Void
    public var count: Int
    public init(count: Int = 1) { self.count = count }
    public var _inputKinds: Set<_GestureInputKind> { [.tap] }
    public func _recognize(_ input: _GestureInput, _ observer: _GestureObserver<Void>) -> Bool {
        guard case .tap(let taps) = input, taps % max(1, count) == 0 else { return false }
        observer.ended(())
        return true
    }
}

/// A tap that reports where it landed. A checkpoint taps an element in its centre; without a
/// known size that is the element's origin.
public struct SpatialTapGesture: Gesture {
    public struct Value: Equatable {
        public var location: CGPoint
    }
    public var count: Int
    public var coordinateSpace: CoordinateSpace
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
    public var _inputKinds: Set<_GestureInputKind> { [.tap] }
    public func _recognize(_ input: _GestureInput, _ observer: _GestureObserver<Value>) -> Bool {
        guard case .tap(let taps) = input, taps % max(1, count) == 0 else { return false }
        observer.ended(Value(location: .zero))
        return true
    }
}

/// Touch and hold: `long press "X"`. While pressed the value is true; the gesture ends with true
/// once the minimum duration has passed. A press-then-drag (`drag`) holds long enough too, so a
/// long press sequenced before a drag recognises it.
public struct LongPressGesture: Gesture {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
    public var _inputKinds: Set<_GestureInputKind> { [.longPress] }
    public func _recognize(_ input: _GestureInput, _ observer: _GestureObserver<Bool>) -> Bool {
        guard case .longPress = input else { return false }
        observer.changed(true)
        observer.ended(true)
        return true
    }
}

/// Pinching; a checkpoint cannot pinch, so it never changes.
public struct MagnifyGesture: Gesture {
    public struct Value: Equatable {
        public var time: Date
        public var magnification: CGFloat
        public var velocity: CGFloat
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    public var _inputKinds: Set<_GestureInputKind> { [] }
    public func _recognize(_ input: _GestureInput, _ observer: _GestureObserver<Value>) -> Bool { false }
}

/// Turning with two fingers; a checkpoint cannot rotate, so it never changes.
public struct RotateGesture: Gesture {
    public struct Value: Equatable {
        public var time: Date
        public var rotation: Angle
        public var velocity: Angle
        public var startAnchor: UnitPoint
        public var startLocation: CGPoint
    }
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    public var _inputKinds: Set<_GestureInputKind> { [] }
    public func _recognize(_ input: _GestureInput, _ observer: _GestureObserver<Value>) -> Bool { false }
}

/// The iOS 13 names of the pinch and rotation gestures, with their plain values.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    public var _inputKinds: Set<_GestureInputKind> { [] }
    public func _recognize(_ input: _GestureInput, _ observer: _GestureObserver<CGFloat>) -> Bool { false }
}

public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    public var _inputKinds: Set<_GestureInputKind> { [] }
    public func _recognize(_ input: _GestureInput, _ observer: _GestureObserver<Angle>) -> Bool { false }
}
