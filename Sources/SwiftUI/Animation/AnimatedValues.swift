import Combine
import Foundation
import LessonProtocol

/// Which animation the change being made or applied carries, as SwiftUI's transaction does.
///
/// A state write inside `withAnimation` marks its view with the animation (`_ViewNode.invalidate`);
/// when the reconciler applies that view's update, the animation is the transaction of everything
/// the update changes beneath it, unless an `.animation(_:value:)` on the way sets its own.
enum _AnimationTransaction {
    /// The animation of the `withAnimation` (or `withTransaction`) body running now.
    nonisolated(unsafe) static var explicit: Animation?
    /// The animation of the update the reconciler is applying now.
    nonisolated(unsafe) static var updating: Animation?

    static func explicitly<Result>(_ animation: Animation?, _ body: () throws -> Result) rethrows -> Result {
        let outer = explicit
        explicit = animation
        defer { explicit = outer }
        return try body()
    }
}

/// A view or modifier that sets the transaction of the update beneath it (`.animation(_:value:)`):
/// `.some(nil)` takes the animation away, nil leaves the transaction as it is.
protocol _TransactionSetting {
    func _transaction(_ node: _ViewNode) -> Animation??
}

/// One drawn value of a view (an angle, an opacity, a frame, a shape's `animatableData`) as the
/// animation that last changed it shows it at a moment of the lesson's clock.
final class _AnimatedValue<Value: VectorArithmetic> {
    var target: Value
    var from: Value
    var animation: Animation?
    var start: UInt64

    init(_ value: Value) {
        target = value
        from = value
        start = 0
    }

    /// The value drawn at `now`: between the value shown when the change was made and the target.
    func presented(at now: UInt64) -> Value {
        guard let animation, let fraction = animation.fraction(after: Double(now &- start) / 1_000_000_000) else {
            return target
        }
        return from._interpolated(towards: target, amount: fraction)
    }

    /// Seen when the view is updated: a new target starts the transaction's animation from the
    /// value drawn at this moment, or is drawn at once without one.
    func update(to value: Value, animation: Animation?, at now: UInt64) {
        guard value != target else { return }
        from = animation == nil ? value : presented(at: now)
        target = value
        self.animation = animation
        start = now
    }
}

extension _ViewNode {
    private static let animatedKey = "animatedValue"

    /// Records the view's drawn value when it appears or updates, with the update's animation.
    func trackAnimated<Value: VectorArithmetic>(_ value: Value) {
        if let record = storage[Self.animatedKey] as? _AnimatedValue<Value> {
            record.update(to: value, animation: _AnimationTransaction.updating, at: _LessonClock.shared.now)
        } else {
            storage[Self.animatedKey] = _AnimatedValue(value)
        }
    }

    /// The value to draw now for a view whose model value is `value`.
    func presentedAnimated<Value: VectorArithmetic>(_ value: Value) -> Value {
        guard let record = storage[Self.animatedKey] as? _AnimatedValue<Value>, record.target == value else { return value }
        return record.presented(at: _LessonClock.shared.now)
    }
}

/// A drawing effect whose value animates (rotation, opacity, scale, offset, a frame's size): it
/// applies `apply` with the value the animation has reached, while the element keeps what it
/// reads, as XCUITest reads a device's model values.
struct _AnimatedEffect<Value: VectorArithmetic>: ViewModifier, _PrimitiveModifier, _LifecycleModifier {
    typealias Body = Never
    let value: Value
    let apply: (Value, [_Element], inout _ElementContext) -> [_Element]

    func _didMount(_ node: _ViewNode) { node.trackAnimated(value) }
    func _didUpdate(_ node: _ViewNode) { node.trackAnimated(value) }

    func _adjust(_ elements: [_Element], _ ctx: inout _ElementContext) -> [_Element] {
        apply(ctx.node.presentedAnimated(value), elements, &ctx)
    }
}

/// `.animation(_:value:)`: the updates beneath it in which `value` changed carry `animation`.
struct _ValueAnimation<V: Equatable>: ViewModifier, _PrimitiveModifier, _TransactionSetting {
    typealias Body = Never
    let animation: Animation?
    let value: V

    func _transaction(_ node: _ViewNode) -> Animation?? {
        defer { node.storage["animationValue"] = _NodeValue(value) }
        guard let last = node.storage["animationValue"] as? _NodeValue<V>, last.value != value else { return nil }
        return .some(animation)
    }
}

/// The deprecated `.animation(_:)`: every update beneath it carries `animation`.
struct _EveryChangeAnimation: ViewModifier, _PrimitiveModifier, _TransactionSetting {
    typealias Body = Never
    let animation: Animation?
    func _transaction(_ node: _ViewNode) -> Animation?? { .some(animation) }
}

/// `.transaction { $0.animation = nil }`: the update's transaction as `transform` changes it, in
/// the updates `changed` says are its own.
struct _TransactionTransform: ViewModifier, _PrimitiveModifier, _TransactionSetting {
    typealias Body = Never
    let transform: (inout Transaction) -> Void
    let changed: (_ViewNode) -> Bool

    func _transaction(_ node: _ViewNode) -> Animation?? {
        guard changed(node) else { return nil }
        var transaction = Transaction(animation: _AnimationTransaction.updating)
        transform(&transaction)
        return .some(transaction.disablesAnimations ? nil : transaction.animation)
    }
}

extension ModifiedContent: _TransactionSetting where Content: View, Modifier: ViewModifier {
    func _transaction(_ node: _ViewNode) -> Animation?? { (modifier as? _TransactionSetting)?._transaction(node) ?? nil }
}

/// While a checkpoint's finger moves, a device draws every change before the finger lifts, so an
/// animation that `onEnded` starts (a card springing back) begins where the finger left the view.
/// The host sets this to apply the views' pending updates; a gesture calls it before it ends.
enum _GestureFrames {
    nonisolated(unsafe) static var drawLastChange: (() -> Void)?

    static func whileMoving<Result>(_ reconciler: _Reconciler, _ body: () throws -> Result) rethrows -> Result {
        let outer = drawLastChange
        drawLastChange = { reconciler.runUpdates() }
        defer { drawLastChange = outer }
        return try body()
    }
}
