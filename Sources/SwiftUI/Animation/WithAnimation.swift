import Combine
import Foundation

/// When a `withAnimation` completion runs: once the animation looks finished (the default), or once
/// it has been removed, which for a spring is a little later.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs the body; what a checkpoint reads shows its changes at once, and the drawing animates the
/// values they change (`AnimatedValues.swift`) on the lesson's clock.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try _AnimationTransaction.explicitly(animation, body)
}

/// Runs the body, then `completion` once the animation has finished on the lesson's clock: after a
/// checkpoint's `wait` of at least the animation's duration (its delay, repeats and speed included).
/// An animation that repeats forever never completes; without an animation the completion runs
/// right after the change, as SwiftUI does.
@discardableResult
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try _AnimationTransaction.explicitly(animation, body)
    _scheduleAnimationCompletion(after: animation.map { $0.totalDuration } ?? 0, completion)
    return result
}

/// Runs `completion` on the main actor once `seconds` of lesson time have passed (nil: never).
func _scheduleAnimationCompletion(after seconds: Double?, _ completion: @escaping () -> Void) {
    guard let seconds else { return }
    guard seconds > 0 else {
        completion()
        return
    }
    let nanoseconds = UInt64(max(0, seconds) * 1_000_000_000)
    _ = _LessonClock.shared.schedule(after: nanoseconds) {
        MainActor.assumeIsolated { completion() }
    }
}

extension Transaction {
    /// Runs `completion` once the transaction's animation has finished, as `withAnimation`'s does.
    public mutating func addAnimationCompletion(
        criteria: AnimationCompletionCriteria = .logicallyComplete,
        _ completion: @escaping () -> Void
    ) {
        _scheduleAnimationCompletion(after: animation.map { $0.totalDuration } ?? 0, completion)
    }
}

/// Runs the body inside a transaction: its animation applies to the changes, as `withAnimation`'s.
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try _AnimationTransaction.explicitly(transaction.disablesAnimations ? nil : transaction.animation, body)
}

@discardableResult
public func withTransaction<R, V>(_ keyPath: WritableKeyPath<Transaction, V>, _ value: V, _ body: () throws -> R) rethrows -> R {
    var transaction = Transaction(animation: _AnimationTransaction.explicit)
    transaction[keyPath: keyPath] = value
    return try withTransaction(transaction, body)
}

extension View {
    /// Animates the drawing of what changes below this point in an update where `value` changed.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        modifier(_ValueAnimation(animation: animation, value: value))
    }

    @available(*, deprecated, message: "use animation(_:value:)")
    public func animation(_ animation: Animation?) -> some View { modifier(_EveryChangeAnimation(animation: animation)) }

    /// Animates the changes to what `body` modifies (iOS 17).
    public func animation<V: View>(_ animation: Animation?, @ViewBuilder body: (PlaceholderContentView<Self>) -> V) -> some View { self }

    /// Changes the transaction of updates below this point (removing or replacing their animation).
    public func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(_TransactionTransform(transform: transform, changed: { _ in true }))
    }

    /// Changes the transaction of the updates below this point in which `value` changed.
    public func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View {
        modifier(
            _TransactionTransform(transform: transform) { node in
                defer { node.storage["transactionValue"] = _NodeValue(value) }
                return (node.storage["transactionValue"] as? _NodeValue<V>).map { $0.value != value } ?? false
            })
    }
}

/// The content an `animation(_:body:)` closure modifies.
public struct PlaceholderContentView<Value: View>: View, _PrimitiveView {
    public typealias Body = Never
    /// The view a `phaseAnimator` or `keyframeAnimator` was applied to.
    var content: (any View)?
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { content.map { [_ChildSpec("content", $0, env)] } ?? [] }
}
