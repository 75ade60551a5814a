import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The lesson process's clock and run queue.
///
/// A lesson must behave the same on every machine, so time in a lesson is virtual: it starts at
/// zero and moves only when the host advances it (a checkpoint's `wait 1 second`). `Task.sleep`,
/// timers and debounces schedule work on this clock. Every job Swift concurrency would hand to an
/// executor (a `Task { }`, a resumed continuation, main-actor work) is queued here instead and run
/// on the lesson's one thread when the host drains the queue, after each action. Nothing runs
/// behind the host's back, so a screen is always read after the work it started has settled.
public final class _LessonClock: @unchecked Sendable {
    public static let shared = _LessonClock()

    /// Virtual nanoseconds since launch.
    public private(set) var now: UInt64 = 0 {
        // The process's wall clock (`Date()`) moves with lesson time.
        didSet { _LessonWallClock.lessonTimeMoved(to: now) }
    }
    /// What `Date` a timer publishes at virtual time zero.
    public var startDate = Date(timeIntervalSince1970: 1_741_948_800)  // 2025-03-14 10:40:00 UTC

    private let lock = NSLock()
    private var ready: [UnownedJob] = []
    private struct Timer {
        var id: Int
        var deadline: UInt64
        var interval: UInt64?
        var fire: () -> Void
    }
    private var timers: [Timer] = []
    private var nextTimer = 0
    private var installed = false

    public var date: Date { startDate.addingTimeInterval(Double(now) / 1_000_000_000) }

    /// Routes Swift concurrency's jobs to this queue. Idempotent.
    public func install() {
        lock.lock()
        defer { lock.unlock() }
        guard !installed else { return }
        installed = true
        let process = dlopen(nil, RTLD_NOW)
        func hook(_ name: String) -> UnsafeMutablePointer<_JobHook?>? {
            dlsym(process, name)?.assumingMemoryBound(to: _JobHook?.self)
        }
        hook("swift_task_enqueueGlobal_hook")?.pointee = { job, original in
            if _LessonClock.shared.isCapturing { _LessonClock.shared.enqueue(job) } else { original(job) }
        }
        hook("swift_task_enqueueMainExecutor_hook")?.pointee = { job, original in
            if _LessonClock.shared.isCapturing { _LessonClock.shared.enqueue(job) } else { original(job) }
        }
    }

    private var captureDepth = 0
    /// True while a host is working: jobs enqueued now belong to the lesson. Outside (a test
    /// runner's own async machinery) they go to Swift's executors as usual.
    var isCapturing: Bool {
        lock.lock()
        defer { lock.unlock() }
        return captureDepth > 0
    }

    /// Runs `body` with the lesson's jobs routed to this clock's queue.
    public func capturing<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        captureDepth += 1
        lock.unlock()
        defer {
            lock.lock()
            captureDepth -= 1
            lock.unlock()
        }
        return try body()
    }

    /// A fresh clock for a new run: time zero, no timers, no queued work.
    public func reset() {
        lock.lock()
        defer { lock.unlock() }
        now = 0
        timers = []
        ready = []
    }

    func enqueue(_ job: UnownedJob) {
        lock.lock()
        ready.append(job)
        lock.unlock()
    }

    public var hasReadyWork: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !ready.isEmpty
    }

    private typealias MainQueueCallback = @convention(c) (UnsafeMutableRawPointer?) -> Void
    /// Main-actor jobs go to the main dispatch queue (Swift's main executor does not consult the
    /// enqueue hook); this runs the blocks queued there, as a run loop turn would.
    private lazy var mainQueueCallback: MainQueueCallback? = {
        guard let symbol = dlsym(dlopen(nil, RTLD_NOW), "_dispatch_main_queue_callback_4CF") else { return nil }
        return unsafeBitCast(symbol, to: MainQueueCallback.self)
    }()

    /// Runs the main queue's pending blocks once, then the queued jobs (and the jobs they queue)
    /// until none is left. Returns how many queued jobs ran; main-queue blocks cannot be counted,
    /// so a caller repeats until several turns in a row change nothing.
    @discardableResult
    public func drain(limit: Int = 100_000) -> Int {
        mainQueueCallback?(nil)
        return drainQueued(limit: limit)
    }

    private func drainQueued(limit: Int) -> Int {
        var count = 0
        while count < limit {
            lock.lock()
            guard !ready.isEmpty else {
                lock.unlock()
                break
            }
            let job = ready.removeFirst()
            lock.unlock()
            job.runSynchronously(on: MainActor.sharedUnownedExecutor)
            count += 1
        }
        return count
    }

    /// Calls `fire` once `nanoseconds` of virtual time have passed (and every `nanoseconds` after,
    /// when repeating). Returns an id for `cancelTimer`.
    @discardableResult
    public func schedule(after nanoseconds: UInt64, repeating: Bool = false, _ fire: @escaping () -> Void) -> Int {
        lock.lock()
        defer { lock.unlock() }
        nextTimer += 1
        timers.append(Timer(id: nextTimer, deadline: now &+ nanoseconds, interval: repeating ? max(nanoseconds, 1) : nil, fire: fire))
        return nextTimer
    }

    public func cancelTimer(_ id: Int) {
        lock.lock()
        timers.removeAll { $0.id == id }
        lock.unlock()
    }

    /// The deadline of the earliest timer, if any.
    public var nextDeadline: UInt64? {
        lock.lock()
        defer { lock.unlock() }
        return timers.map(\.deadline).min()
    }

    /// Timers that fire once (sleeps, debounces); repeating timers never run out.
    public var hasOneShotTimers: Bool {
        lock.lock()
        defer { lock.unlock() }
        return timers.contains { $0.interval == nil }
    }

    /// Moves the clock to `deadline`, firing every timer due on the way in deadline order, and
    /// calling `settle` after each so that the work a timer resumes runs before the next fires.
    public func advance(to deadline: UInt64, settle: () -> Void) {
        while true {
            lock.lock()
            let due = timers.enumerated().filter { $0.element.deadline <= deadline }
                .min { ($0.element.deadline, $0.element.id) < ($1.element.deadline, $1.element.id) }
            guard let (index, timer) = due else {
                lock.unlock()
                break
            }
            now = max(now, timer.deadline)
            if let interval = timer.interval {
                timers[index].deadline = timer.deadline &+ interval
            } else {
                timers.remove(at: index)
            }
            lock.unlock()
            timer.fire()
            settle()
        }
        lock.lock()
        now = max(now, deadline)
        lock.unlock()
    }

    /// Suspends the current task for `nanoseconds` of virtual time; throws `CancellationError`
    /// at once if the task is cancelled meanwhile.
    public func sleep(nanoseconds: UInt64) async throws {
        try Task.checkCancellation()
        let sleeper = _Sleeper()
        try await withTaskCancellationHandler {
            try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Void, Error>) in
                sleeper.start(continuation, clock: self, nanoseconds: nanoseconds)
            }
        } onCancel: {
            sleeper.cancel(clock: self)
        }
    }
}

typealias _JobOriginal = @convention(thin) (UnownedJob) -> Void
typealias _JobHook = @convention(thin) (UnownedJob, _JobOriginal) -> Void

private final class _Sleeper: @unchecked Sendable {
    private let lock = NSLock()
    private var continuation: UnsafeContinuation<Void, Error>?
    private var timer: Int?
    private var cancelled = false

    func start(_ continuation: UnsafeContinuation<Void, Error>, clock: _LessonClock, nanoseconds: UInt64) {
        lock.lock()
        if cancelled {
            lock.unlock()
            continuation.resume(throwing: CancellationError())
            return
        }
        self.continuation = continuation
        lock.unlock()
        let id = clock.schedule(after: nanoseconds) { [self] in self.finish(nil) }
        lock.lock()
        timer = id
        lock.unlock()
    }

    func cancel(clock: _LessonClock) {
        lock.lock()
        cancelled = true
        let id = timer
        lock.unlock()
        if let id { clock.cancelTimer(id) }
        finish(CancellationError())
    }

    private func finish(_ error: Error?) {
        lock.lock()
        let continuation = self.continuation
        self.continuation = nil
        lock.unlock()
        guard let continuation else { return }
        if let error { continuation.resume(throwing: error) } else { continuation.resume() }
    }
}

// `Task.sleep` in lesson code sleeps on the lesson's clock. These declarations have the standard
// library's signatures; lesson code sees them instead of the standard library's because this
// module (re-exported by SwiftUI) shadows the modules it imports.
extension Task where Success == Never, Failure == Never {
    public static func sleep(nanoseconds duration: UInt64) async throws {
        try await _LessonClock.shared.sleep(nanoseconds: duration)
    }

    public static func sleep(for duration: Duration) async throws {
        try await _LessonClock.shared.sleep(nanoseconds: _nanoseconds(duration))
    }

    public static func sleep<C: Clock>(
        for duration: C.Instant.Duration, tolerance: C.Instant.Duration? = nil,
        clock: C = ContinuousClock()
    ) async throws {
        let span = clock.now.advanced(by: duration).duration(to: clock.now)
        try await _LessonClock.shared.sleep(nanoseconds: _nanoseconds(_swiftDuration(span, negate: true)))
    }

    public static func sleep<C: Clock>(
        until deadline: C.Instant, tolerance: C.Instant.Duration? = nil,
        clock: C = ContinuousClock()
    ) async throws {
        let span = clock.now.duration(to: deadline)
        try await _LessonClock.shared.sleep(nanoseconds: _nanoseconds(_swiftDuration(span, negate: false)))
    }
}

private func _swiftDuration<D: DurationProtocol>(_ d: D, negate: Bool) -> Duration {
    let value = (d as? Duration) ?? .zero
    return negate ? .zero - value : value
}

func _nanoseconds(_ duration: Duration) -> UInt64 {
    let (seconds, attoseconds) = duration.components
    guard seconds >= 0 else { return 0 }
    return UInt64(seconds) &* 1_000_000_000 &+ UInt64(max(0, attoseconds) / 1_000_000_000)
}
