import Foundation

extension View {
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
        perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        modifier(_GestureModifier(gesture: _PressGesture(action: action, pressing: onPressingChanged), priority: .normal))
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

/// `onLongPressGesture`: pressing begins and ends, then the action runs.
struct _PressGesture: Gesture {
    typealias Value = Bool
    let action: () -> Void
    let pressing: ((Bool) -> Void)?
    var _inputKinds: Set<_GestureInputKind> { [.longPress] }
    func _recognize(_ input: _GestureInput, _ observer: _GestureObserver<Bool>) -> Bool {
        guard case .longPress = input else { return false }
        pressing?(true)
        pressing?(false)
        action()
        observer.ended(true)
        return true
    }
}
