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
            throw HeadlessError(
                "Work was still sleeping after waiting a minute of the lesson's time; a loop probably sleeps forever. Use `wait N seconds` to let a fixed time pass."
            )
        }
        let running = _TaskRegistry.shared.running
        if !running.isEmpty {
            throw HeadlessError(
                "A .task started by \(running.joined(separator: ", ")) is still waiting and nothing will resume it (no sleep or timer is pending); the screen shows the state before it finished."
            )
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
