import Combine
import LessonProtocol

extension View {
    /// Runs `action` with each value the publisher sends while the view is on screen.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        modifier(_ReceiveModifier(subscribe: { publisher.sink(receiveValue: action) }))
    }
}

/// `.onReceive`: subscribes when the view appears, unsubscribes when it leaves.
struct _ReceiveModifier: ViewModifier, _PrimitiveModifier, _LifecycleModifier {
    typealias Body = Never
    let subscribe: () -> AnyCancellable

    func _didMount(_ node: _ViewNode) {
        let box = _NodeValue<AnyCancellable?>(nil)
        node.storage["onReceive"] = box
        let subscribe = self.subscribe
        node.reconciler.pendingCallbacks.append { box.value = subscribe() }
    }

    func _willUnmount(_ node: _ViewNode) {
        (node.storage["onReceive"] as? _NodeValue<AnyCancellable?>)?.value?.cancel()
    }
}
