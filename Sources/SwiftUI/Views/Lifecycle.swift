/// `.onAppear` / `.onDisappear`: run after the update in which the view joined or left the tree.
struct _AppearanceModifier: ViewModifier, _PrimitiveModifier, _LifecycleModifier {
    typealias Body = Never
    let onAppear: (() -> Void)?
    let onDisappear: (() -> Void)?

    // A view beneath a pushed screen or in an unselected tab stays mounted but is off screen:
    // it disappears when covered and appears again when shown (`EnvironmentValues.isOffScreen`).
    func _didMount(_ node: _ViewNode) {
        node.storage["appearance.offScreen"] = _NodeValue(node.env.isOffScreen)
        guard !node.env.isOffScreen, let onAppear else { return }
        if node.env._awaitsGeometry {
            // Inside a reader not yet laid out: appear with the closure its placed proxy makes.
            node.storage["appearance.awaitingGeometry"] = _NodeValue<(() -> Void)?>(onAppear)
            node.reconciler.appearancesAwaitingGeometry.append(_WeakNodeReference(node))
            return
        }
        node.reconciler.pendingCallbacks.append(onAppear)
    }

    func _didUpdate(_ node: _ViewNode) {
        if let waiting = node.storage["appearance.awaitingGeometry"] as? _NodeValue<(() -> Void)?>, waiting.value != nil {
            waiting.value = onAppear
            guard !node.env._awaitsGeometry else { return }
            Self._appearNow(node)
            return
        }
        guard let last = node.storage["appearance.offScreen"] as? _NodeValue<Bool>, last.value != node.env.isOffScreen else { return }
        last.value = node.env.isOffScreen
        if let action = node.env.isOffScreen ? onDisappear : onAppear { node.reconciler.pendingCallbacks.append(action) }
    }

    /// Runs an appearance that waited for its reader's frame: when the reader was placed, or once
    /// the layout has settled for a reader that is never placed (it is not on the laid-out screen).
    static func _appearNow(_ node: _ViewNode) {
        guard node.isMounted, let waiting = node.storage["appearance.awaitingGeometry"] as? _NodeValue<(() -> Void)?>,
            let onAppear = waiting.value
        else { return }
        waiting.value = nil
        if !node.env.isOffScreen { node.reconciler.pendingCallbacks.append(onAppear) }
    }

    func _willUnmount(_ node: _ViewNode) {
        if !node.env.isOffScreen, let onDisappear { node.reconciler.pendingCallbacks.append(onDisappear) }
    }
}

/// `.onChange(of:)`: runs after an update in which the observed value differs from the last one.
struct _ChangeModifier<Value: Equatable>: ViewModifier, _PrimitiveModifier, _LifecycleModifier {
    typealias Body = Never
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    func _didMount(_ node: _ViewNode) {
        node.storage["onChange"] = _NodeValue(value)
        if initial {
            let value = self.value
            let action = self.action
            node.reconciler.pendingCallbacks.append { action(value, value) }
        }
    }

    func _didUpdate(_ node: _ViewNode) {
        guard let last = node.storage["onChange"] as? _NodeValue<Value> else {
            node.storage["onChange"] = _NodeValue(value)
            return
        }
        let old = last.value
        guard old != value else { return }
        last.value = value
        let new = value
        let action = self.action
        node.reconciler.pendingCallbacks.append { action(old, new) }
    }
}

extension View {
    public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceModifier(onAppear: action, onDisappear: nil))
    }

    public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
        modifier(_AppearanceModifier(onAppear: nil, onDisappear: action))
    }

    public func onChange<V: Equatable>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View {
        modifier(_ChangeModifier(value: value, initial: initial, action: action))
    }

    public func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View {
        modifier(_ChangeModifier(value: value, initial: initial, action: { _, _ in action() }))
    }

    @available(*, deprecated, message: "use onChange(of:initial:_:) with a two-parameter or no-parameter closure")
    public func onChange<V: Equatable>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View {
        modifier(_ChangeModifier(value: value, initial: false, action: { _, new in action(new) }))
    }
}
