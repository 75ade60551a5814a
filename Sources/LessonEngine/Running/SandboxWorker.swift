import CProcessSpawn
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// One long-lived bubblewrap sandbox that runs lesson runs one after another, so a run pays for
/// a few namespaces and mounts rather than for a whole sandbox (`SupervisorSource` is the program
/// inside it). What isolates two runs of one worker:
///
/// - processes: each run has a PID namespace of its own, whose init the lesson cannot signal or
///   trace (it holds capabilities the lesson does not); when the lesson exits or is killed, that
///   init exits and the kernel kills every process of the run before the next run starts;
/// - files: each run has a mount namespace of its own with a fresh `/tmp` (its app container
///   included) and a fresh, read-only `/run` holding only its binary, resources, request and
///   response; the other runs' folders in the inbox are hidden under it;
/// - IPC objects and the hostname: namespaces of the run's own, gone with it;
/// - limits: the lesson starts with the run's rlimits and no capabilities (no new privileges), and
///   the engine watches the run's own `/proc` for processes, threads and memory, counts its output
///   and times it, exactly as for a sandbox of its own.
///
/// Runs of different workers are in different sandboxes. The network namespace is the worker's
/// (loopback only, like a run's own); nothing of a run survives in it once its processes are gone.
///
/// A worker may also be prestarted for one lesson binary (`PrestartedBinary`): the binary, started
/// once in the sandbox before any lesson code runs, is then the supervisor (through the supervisor's
/// library), and each run's lesson process is a fork of the run's init instead of a new program —
/// a new process all the same, in the run's own namespaces, with the run's limits, no capabilities
/// and the run's environment, that has run no lesson code before its own. It saves loading the
/// binary's libraries and binding their symbols, most of what starting a lesson costs.
final class SandboxWorker {
    static let supervisorPath = "/run/supervisor/supervisor"
    static let supervisorLibraryPath = "/run/supervisor/libsupervisor.so"
    static let inboxPath = "/run/supervisor/inbox"
    /// Set for a prestarted binary: the supervisor library it hands itself to (`_PrestartedRuns`).
    static let serveRunsVariable = "LESSON_SERVE_RUNS"

    /// Why a run could not be given to the worker; the caller then runs it in a sandbox of its own.
    enum Unavailable: Error {
        /// The worker stopped answering (its sandbox ended): it must not be used again.
        case broken(String)
        /// The supervisor could not set up a run here (the kernel refused a namespace or mount).
        case setup(String)
        /// The run's files cannot be linked into the inbox (another file system).
        case files(String)
    }

    private let channel: Int32
    private let inbox: String
    private let runAs: UInt32?
    private let bwrapPid: pid_t
    private var supervisorPid: pid_t?
    private let ended = DispatchSemaphore(value: 0)
    private(set) var broken = false
    private var stopped = false
    /// The binary this worker was prestarted for: it runs that binary's runs only.
    let prestartedBinary: String?

    /// Starts the sandbox and waits for its supervisor to be ready.
    init(
        sandbox: Sandbox, supervisor: String, runtimeDirectory: String, inbox: String, prestarted: PrestartedBinary? = nil
    ) throws {
        prestartedBinary = prestarted?.binary
        let fm = FileManager.default
        try fm.createDirectory(atPath: inbox, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        var pair: [Int32] = [0, 0]
        let status = cg_socketpair_cloexec(&pair)
        guard status == 0 else { throw Unavailable.broken("cannot create a socket: \(String(cString: strerror(status)))") }
        let runAs = sandbox.dropsRoot ? Sandbox.runUser() : nil
        if let runAs { chown(inbox, runAs, runAs) }
        let arguments = sandbox.workerArguments(
            supervisor: supervisor, inbox: inbox, runtimeDirectory: runtimeDirectory, prestarted: prestarted)
        final class Start: @unchecked Sendable {
            var pid: pid_t = 0
            var error: String?
        }
        let start = Start()
        let started = DispatchSemaphore(value: 0)
        let ended = self.ended
        let theirs = pair[1]
        Thread.detachNewThread {
            var signalled = false
            do {
                let outcome = try ProcessRunner.run(
                    executable: sandbox.bwrap, arguments: arguments, environment: [:], stdin: theirs,
                    outputLimit: 64 << 10, runAs: runAs,
                    onStart: { pid in
                        start.pid = pid
                        close(theirs)
                        signalled = true
                        started.signal()
                    })
                if !signalled { start.error = outcome.stderrTail(3).joined(separator: "; ") }
            } catch {
                start.error = "\(error)"
            }
            if !signalled {
                close(theirs)
                started.signal()
            }
            ended.signal()
        }
        started.wait()
        channel = pair[0]
        self.inbox = inbox
        self.runAs = runAs
        bwrapPid = start.pid
        if let error = start.error {
            close(channel)
            throw Unavailable.broken("the sandbox cannot start: \(error)")
        }
        guard let ready = receive(deadline: DispatchTime.now().uptimeNanoseconds + 20_000_000_000), ready == "ready" else {
            stop()
            throw Unavailable.broken("the sandbox's supervisor did not start")
        }
    }

    /// Ends the sandbox: the supervisor exits when its channel closes, and bubblewrap with it.
    func stop() {
        guard !stopped else { return }
        stopped = true
        shutdown(channel, Int32(SHUT_RDWR))
        close(channel)
        if ended.wait(timeout: .now() + 5) == .timedOut { kill(-bwrapPid, SIGKILL) }
        try? FileManager.default.removeItem(atPath: inbox)
    }

    /// Runs `command` in a run of its own: `binary` as /run/app/lesson with `resources` beside it,
    /// `request` read-only and `response` (a file that exists) writable under /run/lesson. The
    /// outcome's exit status is the lesson's, or 128 + the signal that ended it, as bubblewrap's.
    func run(
        binary: String, request: String, response: String, resources: [ExampleResource], environment: [String: String],
        command: [String], limits: LessonLimits, timeout: Double, outputLimit: Int, id: Int
    ) throws -> ProcessOutcome {
        let start = DispatchTime.now().uptimeNanoseconds
        let name = "run-\(id)"
        let folder = inbox + "/" + name
        let fm = FileManager.default
        try? fm.removeItem(atPath: folder)
        try fm.createDirectory(atPath: folder, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
        defer { try? fm.removeItem(atPath: folder) }
        // The response must be the caller's very file (a hard link), so the run writes it in place.
        guard link(response, folder + "/response.json") == 0 else {
            throw Unavailable.files("cannot link the response into the sandbox's inbox: \(String(cString: strerror(errno)))")
        }
        if let runAs {
            chown(response, runAs, runAs)
            chmod(request, 0o644)
        }
        try Self.place(binary, at: folder + "/lesson")
        try Self.place(request, at: folder + "/request.json")
        for resource in resources { try Self.place(resource.path, at: folder + "/" + resource.name) }

        var outPipe: [Int32] = [0, 0]
        var errPipe: [Int32] = [0, 0]
        guard cg_pipe_cloexec(&outPipe) == 0 else { throw ProcessError(description: "cannot create a pipe") }
        guard cg_pipe_cloexec(&errPipe) == 0 else {
            close(outPipe[0])
            close(outPipe[1])
            throw ProcessError(description: "cannot create a pipe")
        }
        let resourceLimits = Sandbox.resourceLimits(limits)
        func limit(_ resource: Int32) -> String { String(resourceLimits.first { $0.resource == resource }?.value ?? 0) }
        var fields = [
            "run", name, String(limits.temporaryStorage), limit(Int32(RLIMIT_FSIZE.rawValue)),
            limit(Int32(RLIMIT_AS.rawValue)), limit(6 /* RLIMIT_NPROC */),
        ]
        fields += [String(environment.count)] + environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
        fields += [String(command.count)] + command
        fields += [String(resources.count)] + resources.map(\.name)
        var message = Array(fields.joined(separator: "\0").utf8)
        let sent = message.withUnsafeMutableBytes { bytes in
            [outPipe[1], errPipe[1]].withUnsafeBufferPointer { fds in
                cg_send_with_fds(channel, bytes.baseAddress, bytes.count, fds.baseAddress, 2)
            }
        }
        close(outPipe[1])
        close(errPipe[1])
        var open = [outPipe[0], errPipe[0]]
        defer { open.forEach { close($0) } }
        guard sent == 0 else { throw brokenNow("the sandbox's supervisor is gone") }
        let deadline = start + UInt64(timeout * 1_000_000_000)
        switch receive(deadline: deadline + 5_000_000_000) {
        case "started"?: break
        case let reply? where reply.hasPrefix("failed "): throw Unavailable.setup(String(reply.dropFirst(7)))
        default: throw brokenNow("the sandbox's supervisor did not answer")
        }
        let usage = runUsage(limits)

        var outcome = ProcessOutcome(
            exitStatus: nil, signal: nil, stdout: [], stderr: [], timedOut: false, outputLimitExceeded: false, seconds: 0)
        var status: Int32?
        var killed = false
        var nextCheck = DispatchTime.now().uptimeNanoseconds + 5_000_000
        var drainDeadline: UInt64?
        var buffer = [UInt8](repeating: 0, count: 65536)
        func end() {
            guard !killed else { return }
            killed = true
            _ = "kill".withCString { send(channel, $0, 4, Int32(MSG_NOSIGNAL)) }
        }
        while status == nil || !open.isEmpty {
            let now = DispatchTime.now().uptimeNanoseconds
            if let drainDeadline, now >= drainDeadline { break }
            if now >= deadline, !killed {
                outcome.timedOut = true
                end()
            }
            // A supervisor that cannot end a run is broken; so is one that never reports it ended.
            if killed, status == nil, now >= deadline + 5_000_000_000 { throw brokenNow("the sandbox did not end a run") }
            if status == nil, !killed, now >= nextCheck {
                if let reason = usage() {
                    outcome.limitExceeded = reason
                    end()
                }
                nextCheck = now + 20_000_000
            }
            var fds = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            if status == nil { fds.append(pollfd(fd: channel, events: Int16(POLLIN), revents: 0)) }
            let wait = min(deadline > now ? deadline - now : 0, nextCheck > now ? nextCheck - now : 0) / 1_000_000
            let ready = poll(&fds, nfds_t(fds.count), Int32(max(1, min(100, wait))))
            if ready < 0 && errno != EINTR { throw brokenNow("poll failed") }
            for fd in fds where fd.revents != 0 {
                if fd.fd == channel {
                    guard let reply = receive(deadline: 0), reply.hasPrefix("exit "), let code = Int32(reply.dropFirst(5)) else {
                        throw brokenNow("the sandbox ended during a run")
                    }
                    status = code
                    // Every process of the run is gone: what is left in the pipes is all there is.
                    drainDeadline = DispatchTime.now().uptimeNanoseconds + 500_000_000
                    continue
                }
                let count = read(fd.fd, &buffer, buffer.count)
                if count > 0 {
                    if fd.fd == outPipe[0] { outcome.stdout += buffer[0..<count] } else { outcome.stderr += buffer[0..<count] }
                    if outcome.stdout.count + outcome.stderr.count > outputLimit, !killed {
                        outcome.outputLimitExceeded = true
                        end()
                    }
                } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
                    close(fd.fd)
                    open.removeAll { $0 == fd.fd }
                }
            }
        }
        outcome.exitStatus = status
        if outcome.stdout.count > outputLimit { outcome.stdout = Array(outcome.stdout.prefix(outputLimit)) }
        if outcome.stderr.count > outputLimit { outcome.stderr = Array(outcome.stderr.suffix(outputLimit)) }
        outcome.seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        return outcome
    }

    /// A hard link to `path` (a symbolic link's target) at `target`, or a copy where a link cannot
    /// be made.
    static func place(_ path: String, at target: String) throws {
        let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        if link(resolved, target) == 0 { return }
        try FileManager.default.copyItem(atPath: resolved, toPath: target)
    }

    private func brokenNow(_ reason: String) -> Unavailable {
        broken = true
        return .broken(reason)
    }

    /// The next message from the supervisor, waiting until `deadline` (0: only what is there).
    private func receive(deadline: UInt64) -> String? {
        var buffer = [UInt8](repeating: 0, count: 1024)
        while true {
            let now = DispatchTime.now().uptimeNanoseconds
            var fd = pollfd(fd: channel, events: Int16(POLLIN), revents: 0)
            let wait = deadline > now ? Int32(min(1000, (deadline - now) / 1_000_000 + 1)) : 0
            let ready = poll(&fd, 1, wait)
            if ready < 0 && errno == EINTR { continue }
            if ready <= 0 {
                if ready == 0, deadline > DispatchTime.now().uptimeNanoseconds { continue }
                return nil
            }
            let count = recv(channel, &buffer, buffer.count, 0)
            if count < 0 && errno == EINTR { continue }
            return count > 0 ? String(decoding: buffer[0..<count], as: UTF8.self) : nil
        }
    }

    /// Watches the current run's own `/proc`, seen from outside through its init (the supervisor's
    /// only child while a run is going on).
    private func runUsage(_ limits: LessonLimits) -> () -> String? {
        let pageSize = UInt64(sysconf(Int32(_SC_PAGESIZE)))
        if supervisorPid == nil {
            // bubblewrap → the sandbox's init → the supervisor.
            supervisorPid = Self.children(of: bwrapPid).first.flatMap { Self.children(of: $0).first }
        }
        guard let supervisorPid, let runInit = Self.children(of: supervisorPid).first else { return { nil } }
        return { Sandbox.usage(ofProcessesIn: "/proc/\(runInit)/root/proc", limits: limits, pageSize: pageSize) }
    }

    static func children(of pid: pid_t) -> [pid_t] {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8) else { return [] }
        return text.split(separator: " ").compactMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }
}

/// A lesson binary to start ahead of its runs, with what every one of its runs gets: the
/// environment and the command a freshly started binary would be given.
struct PrestartedBinary {
    var binary: String
    var library: String
    var environment: [String: String]
    var command: [String]
}

/// The workers of one verification's runs: one per thread that runs lessons, started when first
/// needed and ended with the pool. A run of a binary with many runs goes to a worker prestarted for
/// that binary (started on first use, kept while idle up to `maximumIdle` workers, the least
/// recently used ended first); other runs go to plain workers. When a worker cannot be used, `run`
/// says so (nil) and the caller starts a sandbox of its own for that run; after a setup failure no
/// further worker is tried, and after a prestarted worker fails to start, only plain ones are.
final class SandboxPool: @unchecked Sendable {
    let sandbox: Sandbox
    let supervisor: String
    /// The supervisor's library, and the environment and command every run gets; without the
    /// library, no binary is prestarted.
    let library: String?
    let environment: [String: String]
    let command: [String]
    let runtimeDirectory: String
    let workDirectory: String
    let maximumIdle: Int
    private let lock = NSLock()
    /// Idle workers, the most recently used last.
    private var idle: [SandboxWorker] = []
    private var started = 0
    private var disabled = false
    /// Why the workers were given up (the runs after it each got a sandbox of their own).
    private var disabledBecause: String?
    private var prestartFailed = false
    private var prestartedCount = 0

    /// Runs that went to a prestarted worker.
    var prestartedRuns: Int {
        lock.lock()
        defer { lock.unlock() }
        return prestartedCount
    }

    init(
        sandbox: Sandbox, supervisor: String, runtimeDirectory: String, workDirectory: String,
        library: String? = nil, environment: [String: String] = [:], command: [String] = [], maximumIdle: Int = 4
    ) {
        self.sandbox = sandbox
        self.supervisor = supervisor
        self.library = library
        self.environment = environment
        self.command = command
        self.runtimeDirectory = runtimeDirectory
        self.workDirectory = workDirectory
        self.maximumIdle = maximumIdle
    }

    /// Runs `body` in a worker: one prestarted for `binary` when it is given (and prestarting
    /// works here), else a plain one.
    func run(prestarting binary: String? = nil, _ body: (SandboxWorker) throws -> ProcessOutcome) -> ProcessOutcome? {
        lock.lock()
        if disabled {
            lock.unlock()
            return nil
        }
        let wanted = prestartFailed || library == nil ? nil : binary
        var worker = idle.lastIndex { $0.prestartedBinary == wanted }.map { idle.remove(at: $0) }
        started += worker == nil ? 1 : 0
        let number = started
        lock.unlock()
        if worker == nil {
            let inbox = workDirectory + "/inbox-\(number)"
            if let wanted, let library {
                worker = try? SandboxWorker(
                    sandbox: sandbox, supervisor: supervisor, runtimeDirectory: runtimeDirectory, inbox: inbox,
                    prestarted: PrestartedBinary(binary: wanted, library: library, environment: environment, command: command))
                if worker == nil {
                    lock.lock()
                    prestartFailed = true
                    lock.unlock()
                }
            }
            if worker == nil {
                do {
                    worker = try SandboxWorker(sandbox: sandbox, supervisor: supervisor, runtimeDirectory: runtimeDirectory, inbox: inbox)
                } catch {
                    return disable(because: error)
                }
            }
        }
        guard let worker else { return disable(because: nil) }
        do {
            let outcome = try body(worker)
            if worker.prestartedBinary != nil {
                lock.lock()
                prestartedCount += 1
                lock.unlock()
            }
            makeIdle(worker)
            return outcome
        } catch SandboxWorker.Unavailable.files {
            makeIdle(worker)
            return nil
        } catch {
            worker.stop()
            return disable(because: error)
        }
    }

    private func makeIdle(_ worker: SandboxWorker) {
        lock.lock()
        idle.append(worker)
        let surplus = idle.count > maximumIdle ? idle.removeFirst() : nil
        lock.unlock()
        surplus?.stop()
    }

    private func disable(because error: Error?) -> ProcessOutcome? {
        lock.lock()
        if !disabled, let error {
            switch error {
            case SandboxWorker.Unavailable.broken(let reason), SandboxWorker.Unavailable.setup(let reason): disabledBecause = reason
            default: disabledBecause = "\(error)"
            }
        }
        disabled = true
        lock.unlock()
        return nil
    }

    /// Why runs stopped going to the workers, if they did (nil while the workers serve, and after
    /// `shutdown`).
    var givenUpBecause: String? {
        lock.lock()
        defer { lock.unlock() }
        return disabledBecause
    }

    func shutdown() {
        lock.lock()
        let workers = idle
        idle = []
        disabled = true
        lock.unlock()
        for worker in workers { worker.stop() }
    }
}

/// Building the supervisor: once per machine and source, with the C compiler beside swiftc. The
/// same source compiles to the program (`ensure`) and to the library a prestarted lesson binary
/// calls to become its worker's supervisor (`ensureLibrary`).
enum SandboxSupervisor {
    static func ensure(swiftc: String, cacheDirectory: String) -> String? {
        build(swiftc: swiftc, cacheDirectory: cacheDirectory, name: "supervisor", flags: [])
    }

    static func ensureLibrary(swiftc: String, cacheDirectory: String) -> String? {
        build(
            swiftc: swiftc, cacheDirectory: cacheDirectory, name: "libsupervisor.so",
            flags: ["-shared", "-fPIC", "-fvisibility=hidden", "-DLESSON_SUPERVISOR_LIBRARY"])
    }

    private static func build(swiftc: String, cacheDirectory: String, name: String, flags: [String]) -> String? {
        let fm = FileManager.default
        let directory = cacheDirectory + "/sandbox-supervisor/" + String(SHA256.hex(SupervisorSource.text).prefix(16))
        let binary = directory + "/" + name
        if fm.isExecutableFile(atPath: binary) { return binary }
        let toolchain = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent().path
        guard
            let compiler = [toolchain + "/clang", "/usr/bin/cc", "/usr/bin/clang"].first(where: { fm.isExecutableFile(atPath: $0) }),
            (try? fm.createDirectory(atPath: directory, withIntermediateDirectories: true)) != nil
        else { return nil }
        let suffix = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        let source = directory + "/supervisor-\(suffix).c"
        let temporary = directory + "/\(name)-\(suffix)"
        defer {
            try? fm.removeItem(atPath: source)
            try? fm.removeItem(atPath: temporary)
        }
        guard (try? SupervisorSource.text.write(toFile: source, atomically: false, encoding: .utf8)) != nil,
            let outcome = try? ProcessRunner.run(
                executable: compiler, arguments: ["-O2"] + flags + ["-o", temporary, source],
                environment: ["PATH": "/usr/bin:/bin"], timeout: 120),
            // Complete and executable before it has its name: another build may be looking for it.
            outcome.succeeded, chmod(temporary, 0o755) == 0, rename(temporary, binary) == 0
        else { return nil }
        return binary
    }
}
