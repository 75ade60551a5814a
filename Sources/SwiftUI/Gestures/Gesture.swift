import Foundation

/// What a checkpoint does with a finger: the input a gesture is offered.
public enum _GestureInput {
    /// The `count`-th tap in a row on the same view (a double tap is the second), at `location` in
    /// the view's own space: its centre, as XCUITest taps, when its size is known.
    case tap(count: Int, location: CGPoint = .zero)
    /// Touch and hold.
    case longPress
    /// Touch down, move by `translation` at a steady speed, lift.
    case drag(translation: CGSize, startLocation: CGPoint)
    /// Two fingers spread (or pinched) until the content is `scale` times its size.
    case pinch(scale: CGFloat)
    /// Two fingers turned by `degrees`, clockwise when positive.
    case rotate(degrees: Double)

    var kind: _GestureInputKind {
        switch self {
        case .tap: return .tap
        case .longPress: return .longPress
        case .drag: return .drag
        case .pinch: return .pinch
        case .rotate: return .rotate
        }
    }
}

public enum _GestureInputKind: Hashable { case tap, longPress, drag, pinch, rotate }

/// Where a recognising gesture reports its values: every change, then the end.
public struct _GestureObserver<Value> {
    var changed: (Value) -> Void
    var ended: (Value) -> Void
}

/// A gesture a view can recognise.
///
/// A checkpoint's step is offered to the gesture as an input; a gesture that recognises it reports
/// the values SwiftUI would, in the same order: `updating` and `onChanged` for each change while
/// the finger moves, then `@GestureState` is reset and `onEnded` runs.
public protocol Gesture {
    associatedtype Value
    /// The inputs this gesture (or any gesture it is made of) can recognise.
    var _inputKinds: Set<_GestureInputKind> { get }
    /// Recognises the input, reporting to the observer; false when the gesture fails.
    func _recognize(_ input: _GestureInput, _ observer: _GestureObserver<Value>) -> Bool
}

extension Gesture {
    /// Runs `action` with every change of the gesture's value.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> { _ChangedGesture(base: self, action: action) }

    /// Runs `action` once the gesture has succeeded, with its final value.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { _EndedGesture(base: self, action: action) }

    /// Updates `state` with every change; once the gesture ends, `state` is back at its initial value.
    public func updating<State>(
        _ state: GestureState<State>,
        body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> { _MapGesture(base: self, transform: body) }
}

public struct _ChangedGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    let base: Base
    let action: (Base.Value) -> Void
    public var _inputKinds: Set<_GestureInputKind> { base._inputKinds }
    public func _recognize(_ input: _GestureInput, _ observer: _GestureObserver<Value>) -> Bool {
        let action = self.action
        return base._recognize(
            input,
            _GestureObserver(
                changed: {
                    observer.changed($0)
                    action($0)
                }, ended: observer.ended))
    }
}

public struct _EndedGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    let base: Base
    let action: (Base.Value) -> Void
    public var _inputKinds: Set<_GestureInputKind> { base._inputKinds }
    public func _recognize(_ input: _GestureInput, _ observer: _GestureObserver<Value>) -> Bool {
        let action = self.action
        return base._recognize(
            input,
            _GestureObserver(
                changed: observer.changed,
                ended: {
                    observer.ended($0)
                    action($0)
                }))
    }
}

/// A gesture that writes to a `@GestureState` while it is active.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Value = Base.Value
    let base: Base
    let state: GestureState<State>
    let body: (Base.Value, inout State, inout Transaction) -> Void
    public var _inputKinds: Set<_GestureInputKind> { base._inputKinds }
    public func _recognize(_ input: _GestureInput, _ observer: _GestureObserver<Value>) -> Bool {
        let state = self.state
        let body = self.body
        return base._recognize(
            input,
            _GestureObserver(
                changed: { value in
                    var current = state.wrappedValue
                    var transaction = Transaction()
                    body(value, &current, &transaction)
                    state.cell.value = current
                    observer.changed(value)
                },
                ended: { value in
                    // SwiftUI resets gesture state before the gesture's onEnded runs.
                    state.reset()
                    observer.ended(value)
                }))
    }
}

public struct _MapGesture<Base: Gesture, Value>: Gesture {
    let base: Base
    let transform: (Base.Value) -> Value
    public var _inputKinds: Set<_GestureInputKind> { base._inputKinds }
    public func _recognize(_ input: _GestureInput, _ observer: _GestureObserver<Value>) -> Bool {
        let transform = self.transform
        return base._recognize(
            input, _GestureObserver(changed: { observer.changed(transform($0)) }, ended: { observer.ended(transform($0)) }))
    }
}

/// Which of a view's gestures take part: its own, its subviews', both or none.
public struct GestureMask: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all = GestureMask(rawValue: 3)
}

public enum CoordinateSpace: Hashable {
    case global, local
    case named(AnyHashable)
}
