import Combine
import LessonProtocol

/// Async work in a hosted lesson: everything Swift concurrency schedules runs on the lesson's one
/// thread, on the lesson's virtual clock (`_LessonClock`), and the host lets it settle after
/// launch and after every action before it reads the screen.
extension HeadlessHost {
    /// Starts a run: a clock at zero with nothing queued, and a fresh `@AppStorage` store.
    static func _prepareRun() {
        _LessonClock.shared.install()
        _LessonClock.shared.reset()
        _TaskRegistry.shared.reset()
        _StorageStore.shared.reset()
    }

    /// Applies pending updates and runs the work they start (`onAppear`, `.task`, `Task { }`, resumed
    /// continuations) until nothing is left to do at the current time.
    func _settle() {
        _LessonClock.shared.capturing { _settleCaptured() }
    }

    private func _settleCaptured() {
        var rounds = 0
        var quietTurns = 0
        // Main-queue work cannot be counted, so work is settled after three quiet turns in a row.
        while quietTurns < 3 && rounds < 1000 {
            reconciler.runUpdates()
            let ran = _LessonClock.shared.drain()
            let busy = ran > 0 || reconciler.needsUpdate || !reconciler.pendingCallbacks.isEmpty || _LessonClock.shared.hasReadyWork
            quietTurns = busy ? 0 : quietTurns + 1
            rounds += 1
        }
    }

    /// Lets `seconds` of the lesson's time pass, running each sleep, timer and debounce as it comes due.
    public func wait(seconds: Double) {
        let nanoseconds = UInt64(max(0, seconds) * 1_000_000_000)
        let clock = _LessonClock.shared
        clock.capturing { clock.advance(to: clock.now &+ nanoseconds) { _settle() } }
        update()
    }

    /// Lets time pass until every sleep and `.task` has finished. Repeating timers keep ticking, so
    /// time stops at the last one-off deadline. Throws when work is still unfinished after a minute
    /// of the lesson's time, or a `.task` waits on something that never comes.
    public func waitUntilIdle() throws {
        let clock = _LessonClock.shared
        let limit = clock.now &+ 60_000_000_000
        _settle()
        while clock.hasOneShotTimers, let next = clock.nextDeadline, next <= limit {
            // Advance to the next deadline; repeating timers fire on the way but do not keep it going.
            clock.capturing { clock.advance(to: next) { _settle() } }
        }
        update()
        if clock.hasOneShotTimers {
            throw HeadlessError("Work was still sleeping after waiting a minute of the lesson's time; a loop probably sleeps forever. Use `wait N seconds` to let a fixed time pass.")
        }
        let running = _TaskRegistry.shared.running
        if !running.isEmpty {
            throw HeadlessError("A .task started by \(running.joined(separator: ", ")) is still waiting and nothing will resume it (no sleep or timer is pending); the screen shows the state before it finished.")
        }
    }

    /// `.task`s that started and have not finished, named by the view that declared them.
    public var runningTasks: [String] { _TaskRegistry.shared.running }

    /// The lesson's virtual time, in seconds since launch.
    public var elapsedSeconds: Double { Double(_LessonClock.shared.now) / 1_000_000_000 }
}

/// The `.task`s alive in this run, so that a wait can say which one never finished.
final class _TaskRegistry {
    static let shared = _TaskRegistry()
    private var next = 0
    private var names: [Int: String] = [:]

    func reset() { names = [:] }

    func started(_ name: String) -> Int {
        next += 1
        names[next] = name
        return next
    }

    func finished(_ id: Int) { names[id] = nil }

    var running: [String] { names.sorted { $0.key < $1.key }.map(\.value) }
}

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
        modifier(_TaskModifier(id: 0, priority: priority, action: action, owner: _Reconciler.evaluatingBody ?? _viewTypeName(Self.self)))
    }

    public func task<T: Equatable>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_TaskModifier(id: value, priority: priority, action: action, owner: _Reconciler.evaluatingBody ?? _viewTypeName(Self.self)))
    }

    /// Runs `action` with each value the publisher sends while the view is on screen.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View where P.Failure == Never {
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
