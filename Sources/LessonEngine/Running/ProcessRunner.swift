import CProcessSpawn
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a child process ended.
struct ProcessOutcome: Sendable {
    /// The exit status when the process exited normally.
    public var exitStatus: Int32?
    /// The signal that ended it, when one did (including our own SIGKILL on a timeout).
    public var signal: Int32?
    public var stdout: [UInt8]
    public var stderr: [UInt8]
    public var timedOut: Bool
    /// The process printed more than the cap and was killed.
    public var outputLimitExceeded: Bool
    public var seconds: Double
    /// Why the run's monitor stopped it ("used more than 512 MB of memory"), when it did.
    public var limitExceeded: String? = nil

    public var succeeded: Bool { exitStatus == 0 && !timedOut && !outputLimitExceeded && limitExceeded == nil }
    public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    public var stderrText: String { String(decoding: stderr, as: UTF8.self) }

    /// The last lines of stderr, for crash reports.
    public func stderrTail(_ count: Int = 8) -> [String] {
        Array(splitLines(stderrText).filter { !$0.trimmed.isEmpty }.suffix(count))
    }
}

struct ProcessError: Error, CustomStringConvertible {
    public var description: String
}

/// A resource limit set in the child before it runs (`setrlimit`), inherited by everything it starts.
public struct ResourceLimit: Sendable, Equatable {
    public var resource: Int32
    public var value: UInt64

    public init(resource: Int32, value: UInt64) {
        self.resource = resource
        self.value = value
    }

    /// Virtual memory of each process (RLIMIT_AS).
    public static func addressSpace(_ bytes: UInt64) -> ResourceLimit { ResourceLimit(resource: Int32(RLIMIT_AS.rawValue), value: bytes) }
    /// The largest file a process may write (RLIMIT_FSIZE); writing past it raises SIGXFSZ.
    public static func fileSize(_ bytes: UInt64) -> ResourceLimit { ResourceLimit(resource: Int32(RLIMIT_FSIZE.rawValue), value: bytes) }
    /// Processes of the user (RLIMIT_NPROC). Inside a user namespace it counts that namespace's
    /// processes only; the kernel does not apply it to root.
    public static func processes(_ count: UInt64) -> ResourceLimit {
        ResourceLimit(resource: 6 /* RLIMIT_NPROC on Linux; not exported to Swift */, value: count)
    }
    /// No core files.
    public static let noCoreFiles = ResourceLimit(resource: Int32(RLIMIT_CORE.rawValue), value: 0)
}

/// Runs a child process with limits. Written on fork/exec (`cg_spawn`) rather than Foundation's
/// `Process` because the child must lead its own session so that a timeout can kill the whole
/// process group — a lesson that spawns children must not leave them running — because resource
/// limits must be set in the child before it runs, and because both pipes must be drained while
/// waiting (a full 64 KB pipe would otherwise deadlock the child).
enum ProcessRunner {
    private static let spawnLock = NSLock()

    /// Every process group started and not yet reaped, so an interrupted build can end them all.
    nonisolated(unsafe) private static var live: Set<pid_t> = []
    nonisolated(unsafe) private static var stopped = false
    private static let liveLock = NSLock()

    /// Kills every process group this process started and refuses to start any more: for Ctrl-C and
    /// SIGTERM, so no lesson and no compiler outlives an interrupted build.
    public static func terminateAll() {
        liveLock.lock()
        stopped = true
        let groups = live
        liveLock.unlock()
        // Some tools put their own children in new process groups (the Swift driver does, for each
        // compiler frontend), which a group kill misses: collect every descendant first, while the
        // tree is still whole, then kill them all.
        let descendants = descendants(of: getpid())
        for pid in groups { kill(-pid, SIGKILL) }
        for pid in descendants { kill(pid, SIGKILL) }
    }

    /// Every process below `root`, from `/proc/<pid>/task/<tid>/children`.
    static func descendants(of root: pid_t) -> [pid_t] {
        var found: [pid_t] = []
        var queue = [root]
        while let pid = queue.popLast() {
            let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
            for task in tasks {
                guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/children", encoding: .utf8) else { continue }
                for child in text.split(separator: " ").compactMap({ pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
                where !found.contains(child) {
                    found.append(child)
                    queue.append(child)
                }
            }
        }
        return found
    }

    /// Whether `terminateAll` has been called.
    public static var isStopped: Bool {
        liveLock.lock()
        defer { liveLock.unlock() }
        return stopped
    }

    /// `runAs`: when this process is root, the child runs as that uid and gid instead.
    /// `monitor` is called about every `monitorInterval` seconds while the child runs, with its pid;
    /// when it returns a reason, the process group is killed and the reason is the outcome's
    /// `limitExceeded`.
    public static func run(
        executable: String, arguments: [String], environment: [String: String],
        timeout: Double? = nil, outputLimit: Int = 1 << 20,
        memoryLimit: UInt64? = nil, limits: [ResourceLimit] = [],
        monitorInterval: Double = 0.02, runAs: UInt32? = nil,
        monitor: ((pid_t) -> String?)? = nil
    ) throws -> ProcessOutcome {
        try run(
            executable: executable, arguments: arguments, environment: environment, stdin: nil, timeout: timeout,
            outputLimit: outputLimit, memoryLimit: memoryLimit, limits: limits, monitorInterval: monitorInterval,
            runAs: runAs, monitor: monitor, onStart: nil)
    }

    /// `stdin`: a descriptor the child reads as its standard input (/dev/null when nil);
    /// `onStart` is told the child's pid as soon as it runs.
    static func run(
        executable: String, arguments: [String], environment: [String: String], stdin: Int32?,
        timeout: Double? = nil, outputLimit: Int = 1 << 20,
        memoryLimit: UInt64? = nil, limits: [ResourceLimit] = [],
        monitorInterval: Double = 0.02, runAs: UInt32? = nil,
        monitor: ((pid_t) -> String?)? = nil, onStart: ((pid_t) -> Void)?
    ) throws -> ProcessOutcome {
        let start = DispatchTime.now()
        var outPipe: [Int32] = [0, 0]
        var errPipe: [Int32] = [0, 0]
        // pipe2 is not exported to Swift: create and mark close-on-exec under a lock that spawning
        // also holds, so no concurrently spawned child inherits (and holds open) another's pipe.
        spawnLock.lock()
        var spawnLockHeld = true
        defer { if spawnLockHeld { spawnLock.unlock() } }
        if isStopped { throw ProcessError(description: "the build was interrupted") }
        guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else {
            throw ProcessError(description: "cannot create a pipe: \(String(cString: strerror(errno)))")
        }
        for fd in outPipe + errPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }

        var allLimits = limits
        if let memoryLimit { allLimits.append(.addressSpace(memoryLimit)) }
        let cLimits = allLimits.map { cg_rlimit(resource: $0.resource, value: $0.value) }

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        liveLock.lock()
        let status = cLimits.withUnsafeBufferPointer { buffer in
            cg_spawn(
                executable, argv, envp, stdin ?? -1, outPipe[1], errPipe[1], buffer.baseAddress, Int32(buffer.count),
                runAs.map { Int64($0) } ?? -1, &pid)
        }
        if status == 0 { live.insert(pid) }
        liveLock.unlock()
        close(outPipe[1])
        close(errPipe[1])
        spawnLock.unlock()
        spawnLockHeld = false
        guard status == 0 else {
            close(outPipe[0])
            close(errPipe[0])
            throw ProcessError(description: "cannot run \(executable): \(String(cString: strerror(status)))")
        }
        defer {
            liveLock.lock()
            live.remove(pid)
            liveLock.unlock()
        }
        onStart?(pid)

        var outcome = ProcessOutcome(
            exitStatus: nil, signal: nil, stdout: [], stderr: [], timedOut: false,
            outputLimitExceeded: false, seconds: 0)
        let deadline = timeout.map { start.uptimeNanoseconds + UInt64($0 * 1_000_000_000) }
        let monitorStep = UInt64(monitorInterval * 1_000_000_000)
        var nextCheck = start.uptimeNanoseconds + monitorStep / 4
        var open = [outPipe[0], errPipe[0]]
        var waitStatus: Int32 = 0
        var exited = false
        var killed = false
        // Once the child is gone, output still arriving is drained for a moment only: a grandchild
        // that left the group (its own session) could otherwise hold the pipes open forever.
        var drainDeadline: UInt64?
        let drainGrace: UInt64 = 500_000_000
        var buffer = [UInt8](repeating: 0, count: 65536)

        func killGroup() {
            // The child leads its own process group (setsid), so this reaches its children too.
            kill(-pid, SIGKILL)
            killed = true
        }

        while !open.isEmpty {
            let now = DispatchTime.now().uptimeNanoseconds
            if let drainDeadline, now >= drainDeadline { break }
            var pollTimeout: Int32 = 100
            if let deadline {
                if now >= deadline, !killed {
                    outcome.timedOut = true
                    killGroup()
                } else if now < deadline {
                    pollTimeout = Int32(min(100, (deadline - now) / 1_000_000 + 1))
                }
            }
            if let monitor, !killed, !exited {
                if now >= nextCheck {
                    if let reason = monitor(pid) {
                        outcome.limitExceeded = reason
                        killGroup()
                    }
                    nextCheck = now + monitorStep
                }
                pollTimeout = min(pollTimeout, Int32(max(1, (nextCheck > now ? nextCheck - now : 0) / 1_000_000)))
            }
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let ready = poll(&fds, nfds_t(fds.count), pollTimeout)
            if ready < 0 && errno != EINTR { break }
            for fd in fds where fd.revents != 0 {
                let count = read(fd.fd, &buffer, buffer.count)
                if count > 0 {
                    if fd.fd == outPipe[0] { outcome.stdout += buffer[0..<count] } else { outcome.stderr += buffer[0..<count] }
                    if outcome.stdout.count + outcome.stderr.count > outputLimit, !killed {
                        outcome.outputLimitExceeded = true
                        killGroup()
                    }
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    close(fd.fd)
                    open.removeAll { $0 == fd.fd }
                }
            }
            // The child may be gone while a grandchild still holds the pipes open: end the group
            // then, rather than waiting for the deadline.
            if !exited, waitpid(pid, &waitStatus, WNOHANG) == pid {
                exited = true
                if !killed { kill(-pid, SIGKILL) }
                drainDeadline = DispatchTime.now().uptimeNanoseconds + drainGrace
            }
        }
        open.forEach { close($0) }
        if !exited {
            while waitpid(pid, &waitStatus, 0) < 0 && errno == EINTR {}
        }
        if waitStatus & 0x7f == 0 {
            outcome.exitStatus = (waitStatus >> 8) & 0xff
        } else {
            outcome.signal = waitStatus & 0x7f
        }
        if outcome.stdout.count > outputLimit { outcome.stdout = Array(outcome.stdout.prefix(outputLimit)) }
        if outcome.stderr.count > outputLimit { outcome.stderr = Array(outcome.stderr.suffix(outputLimit)) }
        outcome.seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        return outcome
    }

    /// A readable name for a signal number.
    public static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL:
            return "SIGILL (illegal instruction: a Swift runtime trap such as a force-unwrapped nil, an index out of range or a fatalError)"
        case SIGTRAP: return "SIGTRAP (a Swift runtime trap such as a force-unwrapped nil, an index out of range or a fatalError)"
        case SIGABRT: return "SIGABRT (abort)"
        case SIGSEGV: return "SIGSEGV (segmentation fault; deep recursion overflows the stack)"
        case SIGBUS: return "SIGBUS (bus error)"
        case SIGFPE: return "SIGFPE (arithmetic error)"
        case SIGKILL: return "SIGKILL (killed; out of memory?)"
        case SIGTERM: return "SIGTERM"
        case SIGXFSZ: return "SIGXFSZ (wrote a file larger than allowed)"
        default: return "signal \(signal)"
        }
    }

    /// `name` as found on PATH.
    public static func findExecutable(_ name: String, path: String? = ProcessInfo.processInfo.environment["PATH"]) -> String? {
        if name.contains("/") { return access(name, X_OK) == 0 ? name : nil }
        for directory in (path ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = "\(directory)/\(name)"
            if access(candidate, X_OK) == 0 { return candidate }
        }
        return nil
    }
}

/// Runs `first` on another thread while `second` runs on this one, and returns both results.
func concurrently<A, B>(_ first: () -> A, _ second: () -> B) -> (A, B) {
    let firstResult = ResultSlot<A>()
    let done = DispatchGroup()
    let secondResult = withoutActuallyEscaping(first) { first in
        DispatchQueue.global().async(group: done) { firstResult.value = first() }
        defer { done.wait() }
        return second()
    }
    return (firstResult.value!, secondResult)
}

/// A value one thread writes and another reads after waiting for it.
private final class ResultSlot<Value>: @unchecked Sendable {
    var value: Value?
}

/// Runs `body` over `items` on `jobs` threads, keeping the results in order.
func parallelMap<T, R>(_ items: [T], jobs: Int, _ body: (T) -> R) -> [R] {
    groupedParallelMap([items], jobs: jobs) { item, _ in body(item) }[0]
}
