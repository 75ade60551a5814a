import Combine
import Foundation

/// Plays keyframes on its content: when its trigger changes, or over and over. While playing,
/// the content is given the value the keyframes reach at the lesson clock's time, sampled 60
/// times a second; at rest, the initial value (the keyframes' start when not repeating).
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View, _UncountedBody where KeyframePath.Value == Value {
    let initialValue: Value
    let trigger: _PhaseTrigger
    let repeating: Bool
    let content: (Value) -> Content
    let keyframes: (Value) -> KeyframePath
    @State private var elapsed: Double?

    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.trigger = _PhaseTrigger(trigger)
        self.repeating = false
        self.content = content
        self.keyframes = keyframes
    }

    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        self.initialValue = initialValue
        self.trigger = _PhaseTrigger(nil as Int?)
        self.trigger.isContinuous = repeating
        self.repeating = repeating
        self.content = content
        self.keyframes = keyframes
    }

    public var body: some View {
        let path = keyframes(initialValue)
        let value = elapsed.map { path._value(at: $0, from: initialValue) } ?? initialValue
        content(value).modifier(_KeyframeDriver(duration: path._duration, trigger: trigger, elapsed: $elapsed))
    }
}

/// Advances a keyframe animator's time a frame at a time while it plays.
struct _KeyframeDriver: ViewModifier, _PrimitiveModifier, _LifecycleModifier {
    typealias Body = Never
    static let frame = 1.0 / 60
    let duration: Double
    let trigger: _PhaseTrigger
    let elapsed: Binding<Double?>

    func _didMount(_ node: _ViewNode) {
        node.storage["keyframes.trigger"] = _NodeValue(trigger.value)
        if trigger.isContinuous { play(node) }
    }

    func _didUpdate(_ node: _ViewNode) {
        guard !trigger.isContinuous, let last = node.storage["keyframes.trigger"] as? _NodeValue<Any>, !trigger.equals(last.value) else {
            return
        }
        last.value = trigger.value
        play(node)
    }

    func _willUnmount(_ node: _ViewNode) { stop(node) }

    private func stop(_ node: _ViewNode) {
        if let timer = node.storage["keyframes.timer"] as? _NodeValue<Int> { _LessonClock.shared.cancelTimer(timer.value) }
    }

    private func play(_ node: _ViewNode) {
        stop(node)
        elapsed.wrappedValue = 0
        guard duration > 0 else { return }
        let started = _LessonClock.shared.now
        let elapsed = self.elapsed
        let duration = self.duration
        let looping = trigger.isContinuous
        // A repeating timer, as a device's display link: `wait until idle` does not wait for it.
        let id = _LessonClock.shared.schedule(after: UInt64(Self.frame * 1_000_000_000), repeating: true) { [weak node] in
            MainActor.assumeIsolated {
                guard let node, node.isMounted else { return }
                // Frames come every 16,666,666 ns; to the microsecond, frame 24 is at 0.4 s.
                let time = (Double(_LessonClock.shared.now - started) / 1_000).rounded() / 1_000_000
                if time < duration {
                    elapsed.wrappedValue = time
                } else if looping {
                    elapsed.wrappedValue = time.truncatingRemainder(dividingBy: duration)
                } else {
                    elapsed.wrappedValue = nil
                    if let timer = node.storage["keyframes.timer"] as? _NodeValue<Int> { _LessonClock.shared.cancelTimer(timer.value) }
                }
            }
        }
        node.storage["keyframes.timer"] = _NodeValue(id)
    }
}

extension View {
    public func keyframeAnimator<Value>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self)
        return KeyframeAnimator(initialValue: initialValue, trigger: trigger, content: { content(placeholder, $0) }, keyframes: keyframes)
    }

    public func keyframeAnimator<Value>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (PlaceholderContentView<Self>, Value) -> some View,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        let placeholder = PlaceholderContentView<Self>(content: self)
        return KeyframeAnimator(
            initialValue: initialValue, repeating: repeating, content: { content(placeholder, $0) }, keyframes: keyframes)
    }
}
