#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// How a child process ended.
public struct ProcessOutcome: Sendable {
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

    public var succeeded: Bool { exitStatus == 0 && !timedOut && !outputLimitExceeded }
    public var stdoutText: String { String(decoding: stdout, as: UTF8.self) }
    public var stderrText: String { String(decoding: stderr, as: UTF8.self) }

    /// The last lines of stderr, for crash reports.
    public func stderrTail(_ count: Int = 8) -> [String] {
        Array(splitLines(stderrText).filter { !$0.trimmed.isEmpty }.suffix(count))
    }
}

public struct ProcessError: Error, CustomStringConvertible {
    public var description: String
}

/// Runs a child process with limits. Written on posix_spawn rather than Foundation's `Process`
/// because the child must lead its own session (POSIX_SPAWN_SETSID) so that a timeout can kill the
/// whole process group — a lesson that spawns children must not leave them running — and because
/// both pipes must be drained while waiting (a full 64 KB pipe would otherwise deadlock the child).
public enum ProcessRunner {
    /// glibc's value; the headers define it but Swift does not import the macro.
    static let spawnSetsid: Int16 = 0x80
    private static let spawnLock = NSLock()

    public static func run(executable: String, arguments: [String], environment: [String: String],
                           timeout: Double? = nil, outputLimit: Int = 1 << 20,
                           memoryLimit: UInt64? = nil) throws -> ProcessOutcome {
        let start = DispatchTime.now()
        var outPipe: [Int32] = [0, 0], errPipe: [Int32] = [0, 0]
        // pipe2 is not exported to Swift: create and mark close-on-exec under a lock that spawning
        // also holds, so no concurrently spawned child inherits (and holds open) another's pipe.
        spawnLock.lock()
        var spawnLockHeld = true
        defer { if spawnLockHeld { spawnLock.unlock() } }
        guard pipe(&outPipe) == 0, pipe(&errPipe) == 0 else {
            throw ProcessError(description: "cannot create a pipe: \(String(cString: strerror(errno)))")
        }
        for fd in outPipe + errPipe { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_adddup2(&actions, outPipe[1], 1)
        posix_spawn_file_actions_adddup2(&actions, errPipe[1], 2)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        // Default signal handling and an empty mask in the child, whatever the parent set up.
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGQUIT, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF) | spawnSetsid)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.sorted { $0.key < $1.key }.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, envp)
        close(outPipe[1])
        close(errPipe[1])
        spawnLock.unlock()
        spawnLockHeld = false
        guard status == 0 else {
            close(outPipe[0]); close(errPipe[0])
            throw ProcessError(description: "cannot run \(executable): \(String(cString: strerror(status)))")
        }
        if let memoryLimit { setMemoryLimit(pid: pid, bytes: memoryLimit) }

        var outcome = ProcessOutcome(exitStatus: nil, signal: nil, stdout: [], stderr: [], timedOut: false,
                                     outputLimitExceeded: false, seconds: 0)
        let deadline = timeout.map { start.uptimeNanoseconds + UInt64($0 * 1_000_000_000) }
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
            if let drainDeadline, DispatchTime.now().uptimeNanoseconds >= drainDeadline { break }
            var pollTimeout: Int32 = 100
            if let deadline {
                let now = DispatchTime.now().uptimeNanoseconds
                if now >= deadline, !killed {
                    outcome.timedOut = true
                    killGroup()
                } else if now < deadline {
                    pollTimeout = Int32(min(100, (deadline - now) / 1_000_000 + 1))
                }
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

    /// RLIMIT_AS through prlimit(2), looked up at run time because Glibc's module does not export it.
    /// Set just after spawn: the child's first instructions run unlimited, which is fine for a
    /// guard against runaway allocation.
    private static func setMemoryLimit(pid: pid_t, bytes: UInt64) {
        #if canImport(Glibc)
        typealias Prlimit = @convention(c) (pid_t, Int32, UnsafePointer<rlimit>?, UnsafeMutablePointer<rlimit>?) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "prlimit") else { return }
        let prlimit = unsafeBitCast(symbol, to: Prlimit.self)
        var limit = rlimit(rlim_cur: rlim_t(bytes), rlim_max: rlim_t(bytes))
        _ = prlimit(pid, Int32(RLIMIT_AS.rawValue), &limit, nil)
        #endif
    }

    /// A readable name for a signal number.
    public static func signalName(_ signal: Int32) -> String {
        switch signal {
        case SIGILL: return "SIGILL (illegal instruction: a Swift runtime trap such as a force-unwrapped nil, an index out of range or a fatalError)"
        case SIGTRAP: return "SIGTRAP (a Swift runtime trap such as a force-unwrapped nil, an index out of range or a fatalError)"
        case SIGABRT: return "SIGABRT (abort)"
        case SIGSEGV: return "SIGSEGV (segmentation fault; deep recursion overflows the stack)"
        case SIGBUS: return "SIGBUS (bus error)"
        case SIGFPE: return "SIGFPE (arithmetic error)"
        case SIGKILL: return "SIGKILL (killed; out of memory?)"
        case SIGTERM: return "SIGTERM"
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

/// Runs `body` over `items` on `jobs` threads, keeping the results in order.
func parallelMap<T, R>(_ items: [T], jobs: Int, _ body: (T) -> R) -> [R] {
    guard items.count > 1, jobs > 1 else { return items.map(body) }
    var results = [R?](repeating: nil, count: items.count)
    let lock = NSLock()
    var next = 0
    withoutActuallyEscaping(body) { body in
        DispatchQueue.concurrentPerform(iterations: min(jobs, items.count)) { _ in
            while true {
                lock.lock()
                let index = next
                next += 1
                lock.unlock()
                guard index < items.count else { return }
                let result = body(items[index])
                lock.lock()
                results[index] = result
                lock.unlock()
            }
        }
    }
    return results.map { $0! }
}
