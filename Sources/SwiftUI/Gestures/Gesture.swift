import LessonProtocol

// Gestures as a person performs them: `tap "X"` on any view with `.onTapGesture` (touching a
// child reaches the gesture of the view around it, as hit-testing does), `long press "X"` for
// `.onLongPressGesture` and `LongPressGesture`. A drag cannot be performed by a checkpoint; a
// `DragGesture`'s `@GestureState` stays at its initial value, as it is between drags on a device.

extension View {
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(kind: gesture._kind, action: gesture._perform))
    }

    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(kind: gesture._kind, action: gesture._perform))
    }

    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(_GestureModifier(kind: gesture._kind, action: gesture._perform))
    }
}

public enum CoordinateSpace: Hashable {
    case global, local
    case named(AnyHashable)
}

public struct GestureMask: OptionSet, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all = GestureMask(rawValue: 3)
}

public enum _GestureKind: Equatable {
    case tap(count: Int)
    case longPress
    /// Not something a checkpoint can perform.
    case continuous
}

/// A gesture a view can recognise.
public protocol Gesture {
    associatedtype Value
    var _kind: _GestureKind { get }
    /// What recognising the gesture does (its `onEnded`).
    var _perform: () -> Void { get }
}

extension Gesture {
    public var _kind: _GestureKind { .continuous }
    public var _perform: () -> Void { {} }

    /// Runs when the gesture ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> { _EndedGesture(base: self, action: action) }
    /// Runs as a continuous gesture changes; never during a checkpoint, which performs no drags.
    public func onChanged(_ action: @escaping (Value) -> Void) -> Self { self }
    /// Updates gesture state while the gesture is active; between gestures it is back at its initial value.
    public func updating<State>(_ state: GestureState<State>,
                                body: @escaping (Value, inout State, inout Transaction) -> Void) -> Self { self }
}

public struct _EndedGesture<Base: Gesture>: Gesture {
    public typealias Value = Base.Value
    let base: Base
    let action: (Base.Value) -> Void
    public var _kind: _GestureKind { base._kind }
    public var _perform: () -> Void {
        let base = self.base, action = self.action
        return {
            base._perform()
            if let value = base._endValue { action(value) }
        }
    }
}

extension Gesture {
    /// The value a recognised gesture ends with.
    var _endValue: Value? {
        if let tap = self as? TapGesture { return () as? Value ?? (tap as Any) as? Value }
        if self is LongPressGesture { return true as? Value }
        if let ended = self as? any _EndValueProviding { return ended._anyEndValue as? Value }
        return nil
    }
}

protocol _EndValueProviding { var _anyEndValue: Any? { get } }
extension _EndedGesture: _EndValueProviding { var _anyEndValue: Any? { base._endValue } }

struct _GestureModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let kind: _GestureKind
    let action: () -> Void

    func _adjust(_ elements: [_Element], _ ctx: inout _ElementContext) -> [_Element] {
        let handler: () -> Void
        switch kind {
        case .continuous:
            return elements
        case .tap(let count) where count > 1:
            // Taps are counted on the view's node: the action runs on every `count`-th tap.
            let counter: _NodeValue<Int>
            if let existing = ctx.node.storage["tapCount"] as? _NodeValue<Int> { counter = existing } else {
                counter = _NodeValue(0)
                ctx.node.storage["tapCount"] = counter
            }
            let action = self.action
            handler = {
                counter.value += 1
                if counter.value % count == 0 { action() }
            }
        default:
            handler = action
        }
        let isLongPress = kind == .longPress
        return elements.map { Self.install(handler, longPress: isLongPress, on: $0) }
    }

    /// The element and everything inside it that has no gesture of its own reach the handler.
    static func install(_ handler: @escaping () -> Void, longPress: Bool, on element: _Element) -> _Element {
        var element = element
        if longPress {
            if element.handlers.longPress == nil { element.handlers.longPress = handler }
        } else if element.handlers.tap == nil, element.handlers.toggle == nil, element.handlers.setText == nil {
            element.handlers.tap = handler
        }
        if !longPress, element.role == .button { return element }
        element.children = element.children.map { install(handler, longPress: longPress, on: $0) }
        return element
    }
}
