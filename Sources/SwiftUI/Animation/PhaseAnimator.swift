import Combine
import Foundation

// A multi-step animation: the content moves through its phases one after another, each step taking
// as long as its animation, on the lesson's clock. What a checkpoint reads is the phase a step is
// animating towards (see docs/authoring.md): after a trigger changes, the second phase; after that
// step's animation, the third; and after the last, the first again. The drawing animates each step
// with the animation the `animation` closure gives for the phase it moves to. Without a trigger, the
// phases repeat for as long as the view is shown.

public struct PhaseAnimator<Phase: Equatable, Content: View>: View, _UncountedBody {
    let phases: [Phase]
    let trigger: _PhaseTrigger
    let content: (Phase) -> Content
    let animation: (Phase) -> Animation?
    @State private var index = 0

    public init(
        _ phases: some Sequence<Phase>, trigger: some Equatable, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = _PhaseTrigger(trigger)
        self.content = content
        self.animation = animation
    }

    public init(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) {
        self.phases = Array(phases)
        self.trigger = _PhaseTrigger(nil as Int?)
        self.trigger.isContinuous = true
        self.content = content
        self.animation = animation
    }

    public var body: some View {
        if !phases.isEmpty {
            content(phases[min(index, phases.count - 1)])
                .modifier(
                    _PhaseDriver(
                        count: phases.count, trigger: trigger, animation: { [phases, animation] in animation(phases[$0]) },
                        index: $index))
        }
    }
}

/// How long a step lasts: its animation's duration; an instant change still shows for a frame.
func _stepSeconds(_ animation: Animation?) -> Double {
    max(animation.map { $0.totalDuration ?? 0.35 } ?? 0, 1.0 / 60)
}

/// The trigger a phase or keyframe animator watches, compared with the value it had last time.
final class _PhaseTrigger {
    let value: Any
    let equals: (Any) -> Bool
    var isContinuous = false
    init<T: Equatable>(_ value: T) {
        self.value = value
        equals = { ($0 as? T) == value }
    }
}

struct _PhaseDriver: ViewModifier, _PrimitiveModifier, _LifecycleModifier {
    typealias Body = Never
    let count: Int
    let trigger: _PhaseTrigger
    /// The animation of the step to the phase at this index.
    let animation: (Int) -> Animation?
    let index: Binding<Int>

    func _didMount(_ node: _ViewNode) {
        node.storage["phase.trigger"] = _NodeValue(trigger.value)
        if trigger.isContinuous { run(from: 1, node) }
    }

    func _didUpdate(_ node: _ViewNode) {
        guard !trigger.isContinuous, let last = node.storage["phase.trigger"] as? _NodeValue<Any>, !trigger.equals(last.value) else {
            return
        }
        last.value = trigger.value
        run(from: 1, node)
    }

    func _willUnmount(_ node: _ViewNode) { cancel(node) }

    private func cancel(_ node: _ViewNode) {
        if let timer = node.storage["phase.timer"] as? _NodeValue<Int> { _LessonClock.shared.cancelTimer(timer.value) }
    }

    /// Moves to phase `step` (wrapping to the first), then on to the next once its animation is done.
    private func run(from step: Int, _ node: _ViewNode) {
        cancel(node)
        let target = step % count
        let stepAnimation = animation(target)
        withAnimation(stepAnimation) { index.wrappedValue = target }
        // A triggered animator stops once it is back at its first phase.
        guard target != 0 || trigger.isContinuous else { return }
        let nanoseconds = UInt64(_stepSeconds(stepAnimation) * 1_000_000_000)
        // A repeating animator never finishes: its timer repeats (and is replaced at every step), so
        // `wait until idle` does not wait for it.
        let id = _LessonClock.shared.schedule(after: max(nanoseconds, 1), repeating: trigger.isContinuous) { [weak node] in
            MainActor.assumeIsolated {
                guard let node, node.isMounted else { return }
                run(from: target + 1, node)
            }
        }
        node.storage["phase.timer"] = _NodeValue(id)
    }
}

extension View {
    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self)
        return PhaseAnimator(phases, trigger: trigger, content: { content(placeholder, $0) }, animation: animation)
    }

    public func phaseAnimator<Phase: Equatable>(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Phase) -> some View,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self)
        return PhaseAnimator(phases, content: { content(placeholder, $0) }, animation: animation)
    }
}
