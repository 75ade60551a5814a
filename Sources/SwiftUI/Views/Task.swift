import Combine
import LessonProtocol

/// `.task { }`: starts when the view appears, is cancelled when it disappears; with an `id`,
/// a changed id cancels the running task and starts a new one.
struct _TaskModifier<ID: Equatable>: ViewModifier, _PrimitiveModifier, _LifecycleModifier {
    typealias Body = Never
    let id: ID
    let priority: TaskPriority
    let action: @Sendable () async -> Void
    let owner: String

    final class Running {
        var task: Task<Void, Never>?
        var ticket: Int?
        var id: ID
        init(id: ID) { self.id = id }
    }

    private func start(_ running: Running, _ node: _ViewNode) {
        let action = self.action
        let owner = self.owner
        node.reconciler.pendingCallbacks.append {
            let ticket = _TaskRegistry.shared.started(owner)
            running.task = Task(priority: priority) { @MainActor in
                await action()
                _TaskRegistry.shared.finished(ticket)
            }
            running.ticket = ticket
        }
    }

    func _didMount(_ node: _ViewNode) {
        let running = Running(id: id)
        node.storage["task"] = running
        start(running, node)
    }

    func _didUpdate(_ node: _ViewNode) {
        guard let running = node.storage["task"] as? Running else { return }
        guard running.id != id else { return }
        running.id = id
        running.cancel()
        start(running, node)
    }

    func _willUnmount(_ node: _ViewNode) {
        (node.storage["task"] as? Running)?.cancel()
    }
}

extension _TaskModifier.Running {
    /// Cancelling a task that is sleeping resumes it with `CancellationError`; one that is
    /// waiting on something else stops counting as running, as the view it belonged to is gone.
    func cancel() {
        task?.cancel()
        task = nil
        if let ticket { _TaskRegistry.shared.finished(ticket) }
        ticket = nil
    }
}

extension View {
    public func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_TaskModifier(id: 0, priority: priority, action: action, owner: _viewTypeName(_Reconciler.evaluatingBody ?? Self.self)))
    }

    public func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
    ) -> some View {
        modifier(
            _TaskModifier(id: value, priority: priority, action: action, owner: _viewTypeName(_Reconciler.evaluatingBody ?? Self.self)))
    }
}
