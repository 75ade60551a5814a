import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A failure of the browser test's own machinery (a child that would not start, a wait that timed
/// out, a protocol error), with enough context to tell which.
struct BrowserTestError: Error, CustomStringConvertible {
    var description: String
    /// Not worth retrying: Chromium or the server is gone. A poll gives up at once instead of
    /// waiting out its timeout.
    var isFatal: Bool
    init(_ description: String, fatal: Bool = false) {
        self.description = description
        isFatal = fatal
    }
}

/// A child process started with `posix_spawn`, for the browser test.
///
/// It leads its own session (so `killGroup()` also reaches whatever it started: Chromium's
/// renderer, GPU and utility processes), starts with default signal handling whatever this
/// process set up, reads /dev/null, and writes stdout and stderr to files, which the test polls
/// and quotes on failure — no pipe to drain, so a chatty child can never block.
final class ChildProcess {
    let pid: pid_t
    let executable: String
    /// The raw wait status, once the process has been reaped.
    private(set) var waitStatus: Int32?

    /// glibc's POSIX_SPAWN_SETSID; the headers define it but Swift does not import the macro.
    private static let spawnSetsid: Int16 = 0x80

    /// glibc's posix_spawn_file_actions_addchdir_np (2.29+), looked up at run time because the
    /// Glibc module does not export it.
    private static func addChdir(_ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ path: String) -> Int32 {
        typealias AddChdir = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np") else { return -1 }
        return unsafeBitCast(symbol, to: AddChdir.self)(actions, path)
    }

    /// - Parameters:
    ///   - directory: the working directory of the child.
    ///   - descriptors: (ours, theirs) pairs: `ours` becomes the child's fd `theirs`. Every fd of
    ///     ours must be close-on-exec and numbered above every `theirs`, so the dup2s cannot clash.
    init(
        executable: String, arguments: [String], directory: URL, stdout: URL, stderr: URL,
        descriptors: [(ours: Int32, theirs: Int32)] = []
    ) throws {
        self.executable = executable
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, stdout.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_addopen(&actions, 2, stderr.path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        for pair in descriptors { posix_spawn_file_actions_adddup2(&actions, pair.ours, pair.theirs) }
        guard Self.addChdir(&actions, directory.path) == 0 else {
            throw BrowserTestError("cannot set the working directory of \(executable)")
        }

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGPIPE, SIGINT, SIGTERM, SIGQUIT, SIGCHLD] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF) | Self.spawnSetsid)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, executable, &actions, &attributes, argv, environ)
        guard status == 0 else {
            throw BrowserTestError("cannot run \(executable): \(String(cString: strerror(status)))")
        }
        self.pid = pid
    }

    /// Reaps the process if it has exited; true once it has.
    @discardableResult
    func hasExited() -> Bool {
        if waitStatus != nil { return true }
        var status: Int32 = 0
        let result = waitpid(pid, &status, WNOHANG)
        if result == pid { waitStatus = status }
        return waitStatus != nil || (result < 0 && errno == ECHILD)
    }

    /// Waits up to `timeout` seconds for the process to exit; true when it did.
    func waitForExit(timeout: TimeInterval) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        while !hasExited() {
            if Date() >= deadline { return false }
            usleep(20_000)
        }
        return true
    }

    /// The exit code when the process exited normally (not through a signal).
    var exitCode: Int32? {
        guard let status = waitStatus, status & 0x7f == 0 else { return nil }
        return (status >> 8) & 0xff
    }

    var terminationDescription: String {
        guard let status = waitStatus else { return "still running" }
        if let code = exitCode { return "exit code \(code)" }
        return "signal \(status & 0x7f)"
    }

    func send(_ signal: Int32) {
        if !hasExited() { kill(pid, signal) }
    }

    /// SIGKILL to the whole process group (the child leads it), then reaps the child. Safe to call
    /// at any time, any number of times: the test's last line of defence in tearDown.
    func killGroup() {
        kill(-pid, SIGKILL)
        if waitStatus == nil {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            waitStatus = status
        }
    }
}

/// A tiny Chrome DevTools Protocol client over `--remote-debugging-pipe`.
///
/// With that flag Chromium does not open a port: it reads commands from its fd 3 and writes
/// responses and events to its fd 4, each message one JSON object followed by a NUL byte. This
/// client is deliberately synchronous: `call` writes one command with a fresh id, then reads
/// messages until the response with that id arrives (or the timeout passes), dropping events and
/// late responses to earlier, timed-out commands on the way. Commands for a page go through a
/// flattened session: `sessionId` sits at the top level of the message.
final class DevToolsPipe {
    let process: ChildProcess
    /// Our end of the pipe Chromium reads commands from (its fd 3).
    private let commands: Int32
    /// Our end of the pipe Chromium writes messages to (its fd 4).
    private let messages: Int32
    /// Bytes read but not yet split into messages (a message can arrive in several reads).
    private var pending: [UInt8] = []
    private var nextID = 0
    private var closed = false

    /// Starts headless Chromium on about:blank with `profile` as its (throwaway) user data folder.
    /// Its stdout and stderr go to `log`.
    init(chromium: String, profile: URL, log: URL) throws {
        // A write to a pipe whose reader died raises SIGPIPE, which would end the whole test run;
        // ignored, the write fails with EPIPE instead and the call throws.
        signal(SIGPIPE, SIG_IGN)

        var toChromium: [Int32] = [-1, -1]
        var fromChromium: [Int32] = [-1, -1]
        guard pipe(&toChromium) == 0, pipe(&fromChromium) == 0 else {
            throw BrowserTestError("cannot create a pipe: \(String(cString: strerror(errno)))")
        }
        // Move all four ends above fd 10, close-on-exec: then the file actions' dup2 onto 3 and 4
        // cannot clobber an end not yet duplicated, and no other child (coursegen serve, or the
        // lessons it runs) inherits an end and keeps the pipe open after Chromium is gone.
        func relocate(_ fd: Int32) -> Int32 {
            let moved = fcntl(fd, F_DUPFD_CLOEXEC, 10)
            Glibc.close(fd)
            return moved
        }
        let chromiumReads = relocate(toChromium[0])
        let ourWrites = relocate(toChromium[1])
        let ourReads = relocate(fromChromium[0])
        let chromiumWrites = relocate(fromChromium[1])

        let arguments = [
            "--headless", "--no-sandbox", "--disable-gpu", "--remote-debugging-pipe",
            "--user-data-dir=\(profile.path)", "--no-first-run", "--no-default-browser-check",
            // Nothing but loopback exists here: no update checks, sync or other background fetches.
            "--disable-background-networking", "--disable-component-update", "--disable-sync",
            "--disable-extensions", "--disable-dev-shm-usage",
            "about:blank",
        ]
        do {
            process = try ChildProcess(
                executable: chromium, arguments: arguments,
                directory: profile, stdout: log, stderr: log,
                descriptors: [(chromiumReads, 3), (chromiumWrites, 4)])
        } catch {
            [chromiumReads, ourWrites, ourReads, chromiumWrites].forEach { Glibc.close($0) }
            throw error
        }
        // Chromium holds its own copies now; closing ours means a read sees EOF if it exits.
        Glibc.close(chromiumReads)
        Glibc.close(chromiumWrites)
        commands = ourWrites
        messages = ourReads
    }

    deinit { close() }

    /// Sends `method` and waits for its response. Returns the response's `result`; throws on a
    /// protocol error, a timeout, or Chromium going away.
    @discardableResult
    func call(
        _ method: String, _ params: [String: Any] = [:], sessionId: String? = nil,
        timeout: TimeInterval = 10
    ) throws -> [String: Any] {
        guard !closed else { throw BrowserTestError("\(method): the DevTools pipe is closed", fatal: true) }
        nextID += 1
        let id = nextID
        var message: [String: Any] = ["id": id, "method": method, "params": params]
        if let sessionId { message["sessionId"] = sessionId }
        var bytes = [UInt8](try JSONSerialization.data(withJSONObject: message))
        bytes.append(0)
        try write(bytes, method: method)

        let deadline = Date(timeIntervalSinceNow: timeout)
        while true {
            while let message = try nextMessage() {
                guard message["id"] as? Int == id else { continue }  // an event, or a stale response
                if let error = message["error"] as? [String: Any] {
                    throw BrowserTestError("\(method) failed: \(error["message"] ?? error)")
                }
                return message["result"] as? [String: Any] ?? [:]
            }
            let remaining = deadline.timeIntervalSinceNow
            guard remaining > 0 else { throw BrowserTestError("\(method): no response within \(timeout) s") }
            try readAvailable(waitingAtMost: remaining, method: method)
        }
    }

    /// Evaluates `expression` in the page attached as `sessionId` and returns its value (JSON
    /// values only: objects come back as dictionaries). A script exception throws.
    func evaluate(_ expression: String, sessionId: String, timeout: TimeInterval = 5) throws -> Any? {
        let result = try call(
            "Runtime.evaluate", ["expression": expression, "returnByValue": true],
            sessionId: sessionId, timeout: timeout)
        if let details = result["exceptionDetails"] as? [String: Any] {
            let exception = (details["exception"] as? [String: Any])?["description"] ?? details["text"] ?? details
            throw BrowserTestError("script threw: \(exception)")
        }
        return (result["result"] as? [String: Any])?["value"]
    }

    /// Asks Chromium to quit, gives it a moment, then kills its whole process group anyway (a
    /// renderer or utility process must not outlive the test) and closes the pipes.
    func close() {
        guard !closed else { return }
        if !process.hasExited() {
            _ = try? call("Browser.close", timeout: 2)
            _ = process.waitForExit(timeout: 3)
        }
        process.killGroup()
        Glibc.close(commands)
        Glibc.close(messages)
        closed = true
    }

    // MARK: Framing

    private func write(_ bytes: [UInt8], method: String) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeBytes { Glibc.write(commands, $0.baseAddress, $0.count) }
            if written < 0 {
                if errno == EINTR { continue }
                throw BrowserTestError("\(method): cannot write to Chromium: \(String(cString: strerror(errno)))", fatal: true)
            }
            offset += written
        }
    }

    /// The next complete message already read, if any.
    private func nextMessage() throws -> [String: Any]? {
        guard let end = pending.firstIndex(of: 0) else { return nil }
        let data = Data(pending[..<end])
        pending.removeSubrange(...end)
        guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw BrowserTestError("unexpected DevTools message: \(String(decoding: data, as: UTF8.self).prefix(200))")
        }
        return object
    }

    /// Waits up to `seconds` for bytes from Chromium and appends what arrived to `pending`.
    private func readAvailable(waitingAtMost seconds: TimeInterval, method: String) throws {
        var descriptor = pollfd(fd: messages, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, Int32(max(1, min(seconds * 1000, 60_000))))
        if ready < 0 && errno != EINTR {
            throw BrowserTestError("\(method): poll failed: \(String(cString: strerror(errno)))")
        }
        guard ready > 0 else { return }
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        let count = buffer.withUnsafeMutableBytes { Glibc.read(messages, $0.baseAddress, $0.count) }
        if count > 0 {
            pending += buffer[0..<count]
        } else if count == 0 {
            process.hasExited()
            throw BrowserTestError("\(method): Chromium closed the DevTools pipe (\(process.terminationDescription))", fatal: true)
        } else if errno != EINTR && errno != EAGAIN {
            throw BrowserTestError("\(method): cannot read from Chromium: \(String(cString: strerror(errno)))", fatal: true)
        }
    }
}
