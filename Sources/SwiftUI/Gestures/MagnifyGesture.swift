import Foundation

// Two-finger gestures a checkpoint performs as XCUITest's `pinch(withScale:velocity:)` and
// `rotate(_:withVelocity:)` do: the fingers move at a steady pace for half a second, in ten
// steps; the gesture begins once the change passes its minimum, sees every step, then ends.

/// The values of a two-finger gesture going from nothing to `total` in ten steps.
func _twoFingerSteps(_ total: Double, minimum: Double, _ step: (Double, Double) -> Void) -> Bool {
    guard abs(total) >= minimum, total != 0 else { return false }
    for index in 1...10 {
        let fraction = Double(index) / 10
        guard abs(total * fraction) >= minimum else { continue }
        step(fraction, total * fraction)
    }
    return true
}

/// Pinching: `pinch "Photo" to 2` spreads two fingers until the content is twice the size.
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
    public var _inputKinds: Set<_GestureInputKind> { [.pinch] }
    public func _recognize(_ input: _GestureInput, _ observer: _GestureObserver<Value>) -> Bool {
        guard case .pinch(let scale) = input else { return false }
        var last: Value?
        let velocity = (scale - 1) / 0.5
        let recognized = _twoFingerSteps(Double(scale - 1), minimum: Double(minimumScaleDelta)) { fraction, change in
            let value = Value(
                time: _LessonClock.shared.date.addingTimeInterval(0.5 * fraction), magnification: 1 + change,
                velocity: velocity, startAnchor: .center, startLocation: .zero)
            observer.changed(value)
            last = value
        }
        _GestureFrames.drawLastChange?()
        if let last { observer.ended(last) }
        return recognized
    }
}

/// The iOS 13 name of the pinch gesture, with its plain value.
public struct MagnificationGesture: Gesture {
    public typealias Value = CGFloat
    public var minimumScaleDelta: CGFloat
    public init(minimumScaleDelta: CGFloat = 0.01) { self.minimumScaleDelta = minimumScaleDelta }
    public var _inputKinds: Set<_GestureInputKind> { [.pinch] }
    public func _recognize(_ input: _GestureInput, _ observer: _GestureObserver<CGFloat>) -> Bool {
        MagnifyGesture(minimumScaleDelta: minimumScaleDelta)._recognize(
            input, _GestureObserver(changed: { observer.changed($0.magnification) }, ended: { observer.ended($0.magnification) }))
    }
}
