/// Brings the live node tree in line with the views' current descriptions.
///
/// Updates are synchronous: an action marks nodes dirty, then `runUpdates()` re-evaluates exactly
/// the dirty nodes and whatever children received changed inputs. There is no run loop.
final class _Reconciler {
    /// The type of the view whose `body` is being evaluated right now (named only when a `.task`
    /// asks: naming a type on every evaluation was a tenth of a short lesson's run).
    nonisolated(unsafe) static var evaluatingBody: Any.Type?
    private(set) var root: _ViewNode!
    var needsUpdate = false
    private(set) var bodyEvaluations = 0
    private(set) var evaluationsByType: [ObjectIdentifier: Int] = [:]
    /// Work that SwiftUI runs after an update (`onAppear`, `onChange`), run between passes.
    var pendingCallbacks: [() -> Void] = []
    /// `onPreferenceChange` readers, keyed by their node: each looks at its content's value after
    /// every pass, since a view deep inside may change it without the reader updating.
    /// They run in the order they were registered, so their callbacks do on every run.
    var preferenceObservers: [ObjectIdentifier: (order: Int, check: () -> Void)] = [:]
    /// `onAppear`s inside geometry readers the layout has not placed yet (`Lifecycle.swift`).
    var appearancesAwaitingGeometry: [_WeakNodeReference] = []
    private var nextID = 1
    /// Warnings for the author, e.g. a body that keeps changing state while it is evaluated.
    var warnings: [String] = []

    init<Root: View>(root: Root, env: EnvironmentValues) {
        mount(AnyView(root), env)
    }

    private func mount(_ view: AnyView, _ env: EnvironmentValues) {
        root = _ViewNode(identity: .init(key: "root", type: ObjectIdentifier(AnyView.self)), view: view, env: env, reconciler: self)
        needsUpdate = true
        runUpdates()
    }

    func makeID() -> Int {
        nextID += 1
        return nextID
    }

    func evaluations<V: View>(of type: V.Type) -> Int { evaluationsByType[ObjectIdentifier(type)] ?? 0 }

    /// Re-renders until nothing is dirty. A cap stops a body that invalidates itself forever.
    func runUpdates() {
        var passes = 0
        while needsUpdate || !pendingCallbacks.isEmpty {
            passes += 1
            if passes > 100 {
                warnings.append("The screen kept changing after 100 updates; a body or onChange probably modifies state on every update.")
                needsUpdate = false
                pendingCallbacks = []
                break
            }
            needsUpdate = false
            visit(root)
            preferenceObservers.values.sorted { $0.order < $1.order }.forEach { $0.check() }
            let callbacks = pendingCallbacks
            pendingCallbacks = []
            callbacks.forEach { $0() }
        }
    }

    /// Finds dirty nodes; a clean node's subtree is only walked, not re-evaluated.
    private func visit(_ node: _ViewNode) {
        if node.isDirty { rebuild(node) } else { node.children.forEach(visit) }
    }

    private func rebuild(_ node: _ViewNode) {
        node.isDirty = false
        // The animation this update carries reaches every drawn value it changes beneath the node.
        let outerAnimation = _AnimationTransaction.updating
        defer { _AnimationTransaction.updating = outerAnimation }
        if let animation = node.pendingAnimation {
            _AnimationTransaction.updating = animation
            node.pendingAnimation = nil
        }
        if let set = (node.view as? _TransactionSetting)?._transaction(node) { _AnimationTransaction.updating = set }
        let specs: [_ChildSpec]
        if let primitive = node.view as? _PrimitiveView {
            specs = primitive._children(node.env)
        } else if node.isComposite {
            specs = [_ChildSpec("body", evaluateBody(of: node), node.env)]
        } else {
            specs = []
        }
        reconcileChildren(of: node, with: specs)
    }

    /// Evaluates `body` with the node's state attached, recording which observable properties it read.
    private func evaluateBody(of node: _ViewNode) -> any View {
        _DynamicProperties.attach(node.view, to: node)
        node.trackingGeneration += 1
        let generation = node.trackingGeneration
        // Authors count the bodies of their views; a modifier's body is bookkeeping of ours.
        if !(node.view is _UncountedBody) {
            bodyEvaluations += 1
            node.bodyEvaluations += 1
            evaluationsByType[ObjectIdentifier(type(of: node.view)), default: 0] += 1
        }
        let view = node.view
        let weakNode = _WeakNode(node)
        // Modifiers created while this body runs (`.task`) know which view declared them.
        let outer = _Reconciler.evaluatingBody
        _Reconciler.evaluatingBody = type(of: view)
        defer { _Reconciler.evaluatingBody = outer }
        return withObservationTracking {
            _evaluateBody(view)
        } onChange: {
            weakNode.invalidate(ifGeneration: generation)
        }
    }

    private func reconcileChildren(of node: _ViewNode, with specs: [_ChildSpec]) {
        var existing: [_ViewNode.Identity: _ViewNode] = [:]
        for child in node.children where existing[child.identity] == nil { existing[child.identity] = child }
        var seen: Set<_ViewNode.Identity> = []
        var result: [_ViewNode] = []
        for spec in specs {
            var identity = _ViewNode.Identity(key: spec.key, type: ObjectIdentifier(type(of: spec.view)))
            var duplicate = 1
            while seen.contains(identity) {
                // Duplicate ids (e.g. ForEach over repeated values) still get distinct nodes.
                duplicate += 1
                identity = .init(key: AnyHashable("\(spec.key)#\(duplicate)"), type: identity.type)
            }
            seen.insert(identity)
            if let child = existing.removeValue(forKey: identity) {
                update(child, with: spec)
                result.append(child)
            } else {
                let child = _ViewNode(identity: identity, view: spec.view, env: spec.env, reconciler: self)
                result.append(child)
                rebuild(child)
                _lifecycle(spec.view)?._didMount(child)
            }
        }
        node.children = result
        for removed in existing.values { unmount(removed) }
    }

    private func update(_ node: _ViewNode, with spec: _ChildSpec) {
        if node.isComposite, !node.isDirty, _deepEqual(node.view, spec.view), node.env._equalIgnoringVisibility(spec.env) {
            // Same inputs: SwiftUI does not evaluate the body again. Dirty descendants still update.
            // Being covered or uncovered (a push, a tab switch) is not an input: it only reaches
            // onAppear/onDisappear below.
            if node.env.isOffScreen != spec.env.isOffScreen { _setOffScreen(node, spec.env.isOffScreen) }
            node.children.forEach(visit)
            return
        }
        let old = node.view
        node.view = spec.view
        node.env = spec.env
        rebuild(node)
        _lifecycle(spec.view)?._didUpdate(node, from: old)
    }

    private func unmount(_ node: _ViewNode) {
        node.isMounted = false
        node.children.forEach(unmount)
        _lifecycle(node.view)?._willUnmount(node)
        node.storage.removeAll()
        node.children.removeAll()
    }
}

/// Observation's change handler is `@Sendable`; this box carries the node across without
/// pretending the runtime is thread-safe (it is single-threaded by design).
private final class _WeakNode: @unchecked Sendable {
    weak var node: _ViewNode?
    init(_ node: _ViewNode) { self.node = node }
    func invalidate(ifGeneration generation: Int) {
        guard let node, node.trackingGeneration == generation else { return }
        node.invalidate()
    }
}

/// A node kept for later without keeping it alive.
final class _WeakNodeReference {
    weak var node: _ViewNode?
    init(_ node: _ViewNode) { self.node = node }
}

/// Composite views of the runtime itself, left out of the body-evaluation counts.
protocol _UncountedBody {}

/// The view's lifecycle hooks. An `Optional` view (an `if` without `else`) has none of its own:
/// a dynamic cast would look through it to the wrapped view and run the hooks twice.
func _lifecycle(_ view: any View) -> _LifecycleView? {
    if view is _OptionalView { return nil }
    return view as? _LifecycleView
}

protocol _OptionalView {}
extension Optional: _OptionalView {}

/// Primitives that run code when they appear, change or disappear.
protocol _LifecycleView {
    func _didMount(_ node: _ViewNode)
    func _didUpdate(_ node: _ViewNode, from old: any View)
    func _willUnmount(_ node: _ViewNode)
}

extension _LifecycleView {
    func _didMount(_ node: _ViewNode) {}
    func _didUpdate(_ node: _ViewNode, from old: any View) {}
    func _willUnmount(_ node: _ViewNode) {}
}
