import Diagnostics
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Limits for one checkpoint run, counted over every process the lesson starts, not per process.
public struct LessonLimits: Sendable, Equatable {
    /// Private memory (anonymous resident pages) of all the run's processes together.
    public var memory: UInt64
    /// Processes alive at once in the run.
    public var processes: Int
    /// Threads alive at once in the run, all processes together.
    public var threads: Int = 512
    /// The largest file a process may write (the response included).
    public var fileSize: UInt64
    /// The size of the private `/tmp`.
    public var temporaryStorage: UInt64

    public init(
        memory: UInt64 = 512 << 20, processes: Int = 64, fileSize: UInt64 = 16 << 20,
        temporaryStorage: UInt64 = 64 << 20
    ) {
        self.memory = memory
        self.processes = processes
        self.fileSize = fileSize
        self.temporaryStorage = temporaryStorage
    }
}

/// What a size reads as in a message: "512 MB".
func describeBytes(_ bytes: UInt64) -> String {
    bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(bytes >> 10) KB"
}

/// Every lesson process runs in a bubblewrap sandbox (Debian's `bubblewrap`, the sandbox Flatpak
/// uses), started unprivileged through a user namespace:
///
/// - the file system is an empty read-only root with, read-only, only the system libraries
///   (`/usr/lib`, `/lib`), the toolchain's runtime libraries, the compiled lesson runtime, the
///   lesson binary and the resources its lesson declares (beside the binary, its `Bundle.main`); nothing of the course, the cache, the output or `$HOME`; a private `/tmp` of
///   limited size, gone with the run; the request bound read-only and the response file writable;
/// - no network, IPC, hostname or PID namespace of the machine's (`--unshare-all`): bubblewrap's
///   init is PID 1 of the run's own namespace and reaps what the lesson starts; when the lesson
///   exits, or is killed, init exits and the kernel kills every process of the namespace, detached
///   or not; `--die-with-parent` does the same when coursegen dies. (The lesson is not PID 1
///   itself: PID 1 ignores signals it has no handler for, SIGXFSZ included, so a limit would not
///   stop it.)
/// - no capabilities, no further user namespaces, an unprivileged uid, and an environment holding
///   only what the runtime reads (TZ, the locale, hashing and backtrace settings);
/// - resource limits set before it starts (file size, per-process address space, and RLIMIT_NPROC,
///   which caps the run's threads and processes together — as root, bubblewrap is started as a
///   uid of the run's own so that the kernel applies it), and a monitor that counts the
///   namespace's processes, threads and memory from outside every 20 ms and kills the whole run
///   past the limits.
struct Sandbox: Sendable {
    public let bwrap: String
    /// Directories bound read-only at the same path, beyond `/usr/lib` and `/lib`.
    public let libraryDirectories: [String]
    /// When coursegen runs as root, each run starts bubblewrap as a uid of its own instead: the
    /// kernel never applies the process limit (RLIMIT_NPROC) to root, and a run's own uid makes it
    /// count exactly that run's processes. Only when that uid can reach the runtime's files.
    public var dropsRoot = false

    /// A uid (and gid) no account uses, different for every run.
    static func runUser() -> UInt32 { UInt32.random(in: 1_000_000_000..<1_100_000_000) }

    /// The uid and gid lesson code runs as inside the sandbox ("nobody").
    static let sandboxUser = "65534"
    /// The lesson binary sits alone in its folder with the app's resources beside it: the layout in
    /// which Foundation's `Bundle.main` on Linux (the executable's folder is the bundle) finds them.
    static let binaryPath = "/run/app/lesson"
    static let bundlePath = "/run/app"
    static let requestPath = "/run/lesson/request.json"
    static let responsePath = "/run/lesson/response.json"
    /// The app's container (its home: Documents, user defaults), on the run's private `/tmp`.
    static let appContainerPath = "/tmp/app"
    /// How every lesson process is started: its binary, its request and its response.
    static let lessonCommand = [binaryPath, requestPath, responsePath]

    /// How to fix a sandbox that cannot start.
    static let remedy = [
        "lesson code only runs inside a bubblewrap sandbox; install it with 'apt-get install bubblewrap' (script/install-deps does)",
        "bubblewrap needs unprivileged user namespaces: 'sysctl user.max_user_namespaces' must be above 0 (and, on older Debian kernels, 'sysctl kernel.unprivileged_userns_clone=1')",
        "or, for lessons you trust completely, run without the sandbox: coursegen build --unsandboxed",
    ]

    /// Finds bubblewrap and checks that it can start a sandbox here, by running `true` in one.
    /// Throws a diagnostic that says how to fix it when it cannot.
    public static func prepare(bwrap name: String? = nil, toolchainLibraries: [String]) throws -> Sandbox {
        guard
            let bwrap = ProcessRunner.findExecutable(
                name ?? "bwrap", path: "/usr/bin:/bin:/usr/local/bin:" + (ProcessInfo.processInfo.environment["PATH"] ?? ""))
        else {
            throw Diagnostic.error("cannot run lesson code: bubblewrap ('\(name ?? "bwrap")') is not installed", notes: remedy)
        }
        let sandbox = Sandbox(bwrap: bwrap, libraryDirectories: []).binding(libraries: toolchainLibraries)
        guard let probe = ProcessRunner.findExecutable("true", path: "/usr/bin:/bin") else { return sandbox }
        let arguments = sandbox.arguments(
            binary: probe, runtimeDirectory: nil, request: nil, response: nil,
            environment: [:], limits: LessonLimits(), command: [binaryPath])
        let outcome: ProcessOutcome
        do {
            outcome = try ProcessRunner.run(executable: bwrap, arguments: arguments, environment: [:], timeout: 20)
        } catch {
            throw Diagnostic.error("cannot run lesson code: the sandbox (\(bwrap)) cannot start: \(error)", notes: remedy)
        }
        guard outcome.succeeded else {
            let reason = outcome.stderrTail(3).joined(separator: "; ")
            throw Diagnostic.error(
                "cannot run lesson code: the sandbox (\(bwrap)) cannot start"
                    + (reason.isEmpty ? "" : ": \(reason)"), notes: remedy)
        }
        return sandbox
    }

    /// This sandbox with `directories` also bound, read-only, at their own paths (those under
    /// the system library folders already are).
    func binding(libraries directories: [String]) -> Sandbox {
        let extra = directories.filter { directory in
            !Self.systemLibraryRoots.contains { directory == $0 || directory.hasPrefix($0 + "/") }
                && FileManager.default.fileExists(atPath: directory)
        }
        return Sandbox(bwrap: bwrap, libraryDirectories: Array(Set(libraryDirectories + extra)).sorted(), dropsRoot: dropsRoot)
    }

    /// As root: whether bubblewrap, started as an unprivileged uid, can still bind what a run needs
    /// (a cache under a private home folder cannot be reached); that sandbox if so.
    func droppingRootIfPossible(runtimeDirectory: String) -> Sandbox {
        guard geteuid() == 0, let probe = ProcessRunner.findExecutable("true", path: "/usr/bin:/bin") else { return self }
        let arguments = self.arguments(
            binary: probe, runtimeDirectory: runtimeDirectory, request: nil, response: nil,
            environment: [:], limits: LessonLimits(), command: [Self.binaryPath])
        guard
            let outcome = try? ProcessRunner.run(
                executable: bwrap, arguments: arguments, environment: [:], timeout: 20,
                runAs: Self.runUser()), outcome.succeeded
        else { return self }
        var sandbox = self
        sandbox.dropsRoot = true
        return sandbox
    }

    /// The outermost folder on the way to `path` that users other than its owner may not enter
    /// (no search permission for others), nil when every one may be entered.
    static func firstFolderOthersCannotEnter(on path: String) -> String? {
        var folder = ""
        for component in URL(fileURLWithPath: path).standardizedFileURL.pathComponents.dropFirst() {
            folder += "/" + component
            var info = stat()
            guard stat(folder, &info) == 0 else { return nil }
            if info.st_mode & S_IXOTH == 0 { return folder }
        }
        return nil
    }

    static let systemLibraryRoots = ["/usr/lib", "/lib", "/usr/lib64", "/lib64", "/usr/lib32", "/lib32"]
    /// Where `UITextChecker` reads its word list (`/usr/share/dict/american-english`).
    static let wordListDirectory = "/usr/share/dict"

    /// The directories of the shared libraries `binary` loads, as `ldd` lists them. Run on the
    /// runtime library coursegen compiled from its own sources, never on lesson code (ldd may run
    /// the program it inspects).
    static func libraryDirectories(of binary: String) -> [String] {
        guard let ldd = ProcessRunner.findExecutable("ldd", path: "/usr/bin:/bin"),
            let outcome = try? ProcessRunner.run(
                executable: ldd, arguments: [binary], environment: ["PATH": "/usr/bin:/bin"],
                timeout: 20), outcome.succeeded
        else { return [] }
        var directories: Set<String> = []
        for line in splitLines(outcome.stdoutText) {
            // "\tlibswiftCore.so => /opt/swift/usr/lib/swift/linux/libswiftCore.so (0x…)"
            guard let arrow = line.range(of: "=> /") else { continue }
            let path = line[line.index(before: arrow.upperBound)...].split(separator: " ").first.map(String.init) ?? ""
            let resolved = URL(fileURLWithPath: path).resolvingSymlinksInPath().deletingLastPathComponent().path
            directories.insert(URL(fileURLWithPath: path).deletingLastPathComponent().path)
            directories.insert(resolved)
        }
        return directories.sorted()
    }

    /// bubblewrap's arguments for one run: `command` inside a sandbox holding `binary` at
    /// `/run/lesson/lesson`, `request` (read-only) and `response` (writable) beside it.
    func arguments(
        binary: String, runtimeDirectory: String?, request: String?, response: String?,
        environment: [String: String], limits: LessonLimits, command: [String], resources: [ExampleResource] = []
    ) -> [String] {
        var arguments = [
            "--unshare-user", "--unshare-all", "--disable-userns", "--die-with-parent",
            "--new-session", "--uid", Self.sandboxUser, "--gid", Self.sandboxUser, "--cap-drop", "ALL",
            "--clearenv",
        ]
        for (key, value) in environment.sorted(by: { $0.key < $1.key }) {
            arguments += ["--setenv", key, value]
        }
        arguments += fileSystemArguments(temporaryStorage: limits.temporaryStorage, runtimeDirectory: runtimeDirectory)
        arguments += ["--ro-bind", binary, Self.binaryPath]
        // Read-only, like a signed app's bundle on a device.
        for resource in resources { arguments += ["--ro-bind", resource.path, Self.bundlePath + "/" + resource.name] }
        if let request { arguments += ["--ro-bind", request, Self.requestPath] }
        if let response { arguments += ["--bind", response, Self.responsePath] }
        arguments += ["--remount-ro", "/dev", "--remount-ro", "/", "--chdir", "/tmp", "--"]
        return arguments + command
    }

    /// What every sandbox sees: a private /tmp of `temporaryStorage` bytes, and, read-only, the
    /// system libraries, the word list, the toolchain's libraries and the compiled runtime.
    func fileSystemArguments(temporaryStorage: UInt64, runtimeDirectory: String?) -> [String] {
        let fm = FileManager.default
        var arguments: [String] = []
        // /proc, /dev and /tmp first: a bind below one of them (a cache or toolchain under /tmp or
        // /dev/shm) must stay visible, not be hidden by the fresh file system mounted over it.
        arguments += ["--proc", "/proc", "--dev", "/dev"]
        arguments += ["--size", String(temporaryStorage), "--tmpfs", "/tmp"]
        for root in Self.systemLibraryRoots {
            guard let attributes = try? fm.attributesOfItem(atPath: root) else { continue }
            if attributes[.type] as? FileAttributeType == .typeSymbolicLink,
                let target = try? fm.destinationOfSymbolicLink(atPath: root)
            {
                arguments += ["--symlink", target, root]
            } else {
                arguments += ["--ro-bind", root, root]
            }
        }
        // UITextChecker's word list (Debian's wamerican), read-only like the libraries.
        if fm.fileExists(atPath: Self.wordListDirectory) {
            arguments += ["--ro-bind", Self.wordListDirectory, Self.wordListDirectory]
        }
        for directory in libraryDirectories + (runtimeDirectory.map { [$0] } ?? []) {
            arguments += ["--ro-bind", directory, directory]
        }
        return arguments
    }

    /// bubblewrap's arguments for a worker sandbox (see `SandboxWorker`): the same file system and
    /// namespaces as a run's, no environment, and the supervisor as its command, keeping the
    /// capabilities of the sandbox's own user namespace, which it needs to give each run namespaces
    /// of its own and which it drops in each lesson before it starts. `inbox` is the host folder
    /// the runs' folders are put in (bound at /run/supervisor/inbox, hidden from every run).
    ///
    /// With `prestarted`, the supervisor is that lesson binary itself (`_PrestartedRuns` in the
    /// runtime): bound where a run's binary is, started with the runs' environment and command, and
    /// given the supervisor's library, it supervises this sandbox's runs of that binary.
    func workerArguments(
        supervisor: String, inbox: String, runtimeDirectory: String, prestarted: PrestartedBinary? = nil
    ) -> [String] {
        var arguments = [
            "--unshare-user", "--unshare-all", "--disable-userns", "--die-with-parent",
            "--new-session", "--uid", Self.sandboxUser, "--gid", Self.sandboxUser, "--cap-add", "ALL",
            "--clearenv",
        ]
        arguments += fileSystemArguments(temporaryStorage: 1 << 20, runtimeDirectory: runtimeDirectory)
        arguments += ["--bind", inbox, SandboxWorker.inboxPath]
        if let prestarted {
            arguments += [
                "--ro-bind", prestarted.library, SandboxWorker.supervisorLibraryPath,
                "--ro-bind", prestarted.binary, Self.binaryPath,
            ]
            for (name, value) in prestarted.environment.sorted(by: { $0.key < $1.key }) {
                arguments += ["--setenv", name, value]
            }
            arguments += ["--setenv", SandboxWorker.serveRunsVariable, SandboxWorker.supervisorLibraryPath]
            // Every symbol bound once, here, rather than on first call in every run. (Runs do not
            // inherit it: each gets the run's environment.)
            arguments += ["--setenv", "LD_BIND_NOW", "1"]
            arguments += ["--remount-ro", "/dev", "--remount-ro", "/", "--chdir", "/", "--"] + prestarted.command
        } else {
            arguments += [
                "--ro-bind", supervisor, SandboxWorker.supervisorPath,
                "--remount-ro", "/dev", "--remount-ro", "/", "--chdir", "/",
                "--", SandboxWorker.supervisorPath,
            ]
        }
        return arguments
    }

    /// The limits set on bubblewrap before it starts, inherited by every process of the run.
    static func resourceLimits(_ limits: LessonLimits) -> [ResourceLimit] {
        // The address space of one process is generous (Swift reserves far more than it uses);
        // what the run really holds is measured by the monitor.
        [
            .fileSize(limits.fileSize), .addressSpace(limits.memory + (1 << 30)),
            // RLIMIT_NPROC counts threads as well as processes: the hard cap is the thread limit
            // (a few over it, so the monitor, not a failed pthread_create, reports it); the
            // monitor holds processes to their lower limit.
            .processes(UInt64(limits.threads) + 8), .noCoreFiles,
        ]
    }

    /// Watches a running sandbox from outside: `bwrapPid` is bubblewrap; its child is the
    /// namespace's PID 1, and that process's `/proc` (seen through `/proc/<pid>/root/proc`) lists
    /// every process of the namespace, however it was started. Returns why the run must stop.
    static func monitor(_ limits: LessonLimits) -> (pid_t) -> String? {
        var namespaceInit: pid_t?
        var entered = false
        let pageSize = UInt64(sysconf(Int32(_SC_PAGESIZE)))
        return { bwrapPid in
            if namespaceInit == nil {
                guard let children = try? String(contentsOfFile: "/proc/\(bwrapPid)/task/\(bwrapPid)/children", encoding: .utf8),
                    let first = children.split(separator: " ").first.flatMap({ pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) })
                else { return nil }
                namespaceInit = first
            }
            guard let namespaceInit else { return nil }
            if !entered {
                // Until bubblewrap has switched to the sandbox's root, that /proc is the machine's.
                var ours = stat()
                var theirs = stat()
                guard stat("/", &ours) == 0, stat("/proc/\(namespaceInit)/root", &theirs) == 0,
                    ours.st_dev != theirs.st_dev || ours.st_ino != theirs.st_ino
                else { return nil }
                entered = true
            }
            return usage(ofProcessesIn: "/proc/\(namespaceInit)/root/proc", limits: limits, pageSize: pageSize)
        }
    }

    /// Counts the processes, threads and private memory of every process listed in `procDirectory`
    /// (a PID namespace's own `/proc`, seen from outside); why the run must stop, if it must.
    static func usage(ofProcessesIn procDirectory: String, limits: LessonLimits, pageSize: UInt64) -> String? {
        guard let directory = opendir(procDirectory) else { return nil }
        defer { closedir(directory) }
        var processes = 0
        var memory: UInt64 = 0
        var statm = [UInt8](repeating: 0, count: 256)
        var stat = [UInt8](repeating: 0, count: 1024)
        var threads = 0
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            guard let first = name.utf8.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") else { continue }
            processes += 1
            let statFD = open("\(procDirectory)/\(name)/stat", O_RDONLY)
            if statFD >= 0 {
                let count = read(statFD, &stat, stat.count)
                close(statFD)
                // "pid (comm) state ppid …": num_threads is the 18th field after the ")".
                if count > 0, let close = stat[0..<count].lastIndex(of: UInt8(ascii: ")")) {
                    let fields = stat[(close + 1)..<count].split(separator: UInt8(ascii: " "))
                    if fields.count > 17, let count = Int(String(decoding: fields[17], as: UTF8.self)) { threads += count }
                }
            }
            let fd = open("\(procDirectory)/\(name)/statm", O_RDONLY)
            guard fd >= 0 else { continue }
            let count = read(fd, &statm, statm.count)
            close(fd)
            guard count > 0 else { continue }
            // "size resident shared text lib data dt", in pages: private memory is resident − shared.
            let fields = statm[0..<count].split(separator: UInt8(ascii: " ")).prefix(3)
                .compactMap { UInt64(String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)) }
            if fields.count == 3, fields[1] > fields[2] { memory += (fields[1] - fields[2]) * pageSize }
        }
        if processes > limits.processes { return "started more than \(limits.processes) processes" }
        if threads > limits.threads { return "started more than \(limits.threads) threads" }
        if memory > limits.memory { return "used more than \(describeBytes(limits.memory)) of memory" }
        return nil
    }
}
