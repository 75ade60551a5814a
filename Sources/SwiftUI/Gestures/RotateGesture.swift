import Foundation

/// Turning with two fingers: `rotate "Dial" by 90 degrees` turns them a quarter turn clockwise.
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
    public var _inputKinds: Set<_GestureInputKind> { [.rotate] }
    public func _recognize(_ input: _GestureInput, _ observer: _GestureObserver<Value>) -> Bool {
        guard case .rotate(let degrees) = input else { return false }
        var last: Value?
        let recognized = _twoFingerSteps(degrees, minimum: abs(minimumAngleDelta.degrees)) { fraction, turned in
            let value = Value(
                time: _LessonClock.shared.date.addingTimeInterval(0.5 * fraction), rotation: .degrees(turned),
                velocity: .degrees(degrees / 0.5), startAnchor: .center, startLocation: .zero)
            observer.changed(value)
            last = value
        }
        _GestureFrames.drawLastChange?()
        if let last { observer.ended(last) }
        return recognized
    }
}

/// The iOS 13 name of the rotation gesture, with its plain value.
public struct RotationGesture: Gesture {
    public typealias Value = Angle
    public var minimumAngleDelta: Angle
    public init(minimumAngleDelta: Angle = .degrees(1)) { self.minimumAngleDelta = minimumAngleDelta }
    public var _inputKinds: Set<_GestureInputKind> { [.rotate] }
    public func _recognize(_ input: _GestureInput, _ observer: _GestureObserver<Angle>) -> Bool {
        RotateGesture(minimumAngleDelta: minimumAngleDelta)._recognize(
            input, _GestureObserver(changed: { observer.changed($0.rotation) }, ended: { observer.ended($0.rotation) }))
    }
}
