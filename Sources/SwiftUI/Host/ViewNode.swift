/// One view in the live tree, keyed by structural identity (its key among siblings plus its type).
///
/// A node owns the state of its view: `@State` boxes live in `storage` and survive every new
/// view value the parent hands over. When the node is dropped from the tree its storage goes
/// with it, so a view that comes back starts fresh.
final class _ViewNode {
    struct Identity: Hashable {
        let key: AnyHashable
        let type: ObjectIdentifier
    }

    let identity: Identity
    unowned let reconciler: _Reconciler
    var view: any View
    var env: EnvironmentValues
    var children: [_ViewNode] = []
    var storage: [String: AnyObject] = [:]
    var isDirty = true
    var isMounted = true
    /// Bumped on every body evaluation so that observation callbacks from older evaluations
    /// (which may have read other properties) do not invalidate the view.
    var trackingGeneration = 0
    var bodyEvaluations = 0
    /// The animation of the `withAnimation` that changed this view's state, until its update is applied.
    var pendingAnimation: Animation?

    init(identity: Identity, view: any View, env: EnvironmentValues, reconciler: _Reconciler) {
        self.identity = identity
        self.view = view
        self.env = env
        self.reconciler = reconciler
    }

    /// Views with a `body` written by the lesson (as opposed to the runtime's primitives).
    var isComposite: Bool { !(view is _PrimitiveView) && !isNeverBody }

    private var isNeverBody: Bool { _bodyIsNever(view) }

    func invalidate() {
        guard isMounted else { return }
        isDirty = true
        if let animation = _AnimationTransaction.explicit { pendingAnimation = animation }
        reconciler.needsUpdate = true
    }
}

func _bodyIsNever<V: View>(_ view: V) -> Bool { V.Body.self == Never.self }

/// A reference box for small per-node values kept by primitives (last `onChange` value, …).
final class _NodeValue<T> {
    var value: T
    init(_ value: T) { self.value = value }
}
