import Foundation

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

/// The iOS 13 name of the rotation gesture, with its plain value.
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    public var _inputKinds: Set<_GestureInputKind> { [] }
    public func _recognize(_ input: _GestureInput, _ observer: _GestureObserver<Angle>) -> Bool { false }
}
