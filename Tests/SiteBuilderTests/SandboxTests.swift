import Diagnostics
import Foundation
import XCTest

@testable import LessonEngine
@testable import SiteBuilder

#if canImport(Glibc)
    import Glibc
#endif

/// Hostile lessons against the real bubblewrap sandbox. Each lesson tries what an attacker would,
/// shows what it managed on its screen, and its checkpoint states what must happen instead — so
/// the build itself fails if anything gets through. Two builds share the compiled runtime: the
/// contained attempts (a build that passes and publishes pages, which are then searched for the
/// canaries) and the limits (a build that fails with a located error per limit).
final class SandboxTests: XCTestCase {
    static let canary = "cgcanary-\(UUID().uuidString.prefix(8).lowercased())"
    /// What the lessons' processes call themselves (a process name holds 15 characters).
    static let tag = "cg" + String(UUID().uuidString.prefix(8).lowercased())
    static let environmentName = "COURSEGEN_TEST_CANARY"

    /// A Swift string literal.
    static func literal(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\\", with: "\\\\") + "\"" }

    /// Shared helpers, one copy per example (each example is its own namespace).
    static let helpers = """
        static func attempt(_ path: String) -> String {
            let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
            if fd < 0 { return "denied" }
            close(fd)
            return "written"
        }
        static func name(_ text: String) {
            let fd = open("/proc/self/comm", O_WRONLY)
            if fd >= 0 { _ = write(fd, text, text.utf8.count); close(fd) }
        }
        static func spawn(_ label: String, _ body: () -> Void) -> pid_t {
            let pid = fork()
            if pid == 0 {
                name(label)
                body()
                while true { sleep(1) }
            }
            return pid
        }
        """

    /// The course of contained attempts: every checkpoint states the safe outcome.
    static func containedLesson(root: URL, cache: URL, port: UInt16) -> String {
        let secret = root.appendingPathComponent("secret.txt").path
        let home = ProcessInfo.processInfo.environment["HOME"] ?? "/root"
        let targets: [(String, String)] = [
            ("content", root.appendingPathComponent("content/lessons/forged.md").path),
            ("cache", cache.appendingPathComponent("results/forged.run.json").path),
            ("home", home + "/\(root.lastPathComponent)-home"),
            ("output", root.appendingPathComponent("output/forged.html").path),
        ]
        return """
            ---
            id: hostile
            title: Hostile lessons
            ---

            # Hostile lessons

            ```swift example=leak
            import SwiftUI
            import Foundation

            struct LeakView: View {
                var body: some View {
                    VStack {
                        Text("file: \\(Self.read(\(literal(secret))))")
                        Text("env: \\(ProcessInfo.processInfo.environment[\(literal(environmentName))] ?? "absent")")
                        Text("environ: \\(Self.environments())")
                    }
                }
                static func read(_ path: String) -> String {
                    (try? String(contentsOfFile: path, encoding: .utf8)).map { "read " + $0 } ?? "unreadable"
                }
                /// Every process's environment and command line this process can see.
                static func environments() -> String {
                    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
                    var found: [String] = []
                    for name in names where Int(name) != nil {
                        for file in ["environ", "cmdline"] {
                            if let data = FileManager.default.contents(atPath: "/proc/\\(name)/\\(file)") {
                                found.append(String(decoding: data.map { $0 == 0 ? 32 : $0 }, as: UTF8.self))
                            }
                        }
                    }
                    return found.joined(separator: " ")
                }
            }

            #Preview { LeakView() }
            ```

            ```checkpoint
            see "file: unreadable"
            see "env: absent"
            see "environ: *TZ=UTC*"
            ```

            ```swift example=network
            import SwiftUI
            import Glibc

            struct NetworkView: View {
                var body: some View {
                    Text("connect: \\(Self.connectToTestServer())")
                }
                static func connectToTestServer() -> String {
                    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
                    if fd < 0 { return "no socket" }
                    defer { close(fd) }
                    var address = sockaddr_in()
                    address.sin_family = sa_family_t(AF_INET)
                    address.sin_port = UInt16(\(port)).bigEndian
                    address.sin_addr.s_addr = inet_addr("127.0.0.1")
                    let result = withUnsafePointer(to: &address) {
                        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                            connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                        }
                    }
                    return result == 0 ? "connected" : "failed"
                }
            }

            #Preview { NetworkView() }
            ```

            ```checkpoint
            see "connect: failed"
            ```

            ```swift example=writes
            import SwiftUI
            import Glibc

            struct WritesView: View {
                var body: some View {
                    VStack {
            \(targets.map { "            Text(\"\($0.0): \\(Self.attempt(\(literal($0.1))))\")" }.joined(separator: "\n"))
                        Text("tmp: \\(Self.attempt("/tmp/inside"))")
                    }
                }
            \(helpers)
            }

            #Preview { WritesView() }
            ```

            ```checkpoint
            \(targets.map { "see \"\($0.0): denied\"" }.joined(separator: "\n"))
            see "tmp: written"
            ```

            ```swift example=detached
            import SwiftUI
            import Glibc

            struct DetachedView: View {
                static let started: Int = {
                    var count = 0
                    for _ in 0..<5 {
                        let pid = spawn(\(literal(tag + "-d"))) {
                            // Leave the session and the process group, then fork again: a daemon.
                            setsid()
                            if fork() != 0 { _exit(0) }
                            name(\(literal(tag + "-d")))
                        }
                        if pid > 0 { count += 1 }
                    }
                    return count
                }()
                var body: some View {
                    Text("detached: \\(Self.started)")
                }
            \(helpers)
            }

            #Preview { DetachedView() }
            ```

            ```checkpoint
            see "detached: 5"
            ```

            ```swift example=tmp-full
            import SwiftUI
            import Glibc

            struct TmpView: View {
                static let written: Int = {
                    // Files below the file-size limit, until /tmp is full.
                    var megabytes = 0
                    let chunk = [UInt8](repeating: 7, count: 1 << 20)
                    for index in 0..<200 {
                        let fd = open("/tmp/fill-\\(index)", O_WRONLY | O_CREAT, 0o644)
                        if fd < 0 { break }
                        var full = false
                        for _ in 0..<8 {
                            if write(fd, chunk, chunk.count) != chunk.count { full = true; break }
                            megabytes += 1
                        }
                        close(fd)
                        if full { break }
                    }
                    return megabytes
                }()
                var body: some View {
                    Text(Self.written <= 64 ? "tmp: full at 64 MB or less" : "tmp: \\(Self.written) MB written")
                }
            }

            #Preview { TmpView() }
            ```

            ```checkpoint
            see "tmp: full at 64 MB or less"
            ```
            """
    }

    /// The course of limits: each checkpoint must fail with its limit's message.
    static let limitsLesson = """
        ---
        id: limits
        title: Limits
        ---

        # Limits

        ```swift example=fork-storm
        import SwiftUI
        import Glibc

        struct StormView: View {
            static let started: Int = {
                var count = 0
                for _ in 0..<400 {
                    if spawn(\(literal(tag + "-s")), {}) > 0 { count += 1 }
                }
                sleep(3)
                return count
            }()
            var body: some View { Text("storm: \\(Self.started)") }
        \(helpers)
        }

        #Preview { StormView() }
        ```

        ```checkpoint
        see "storm: 400"
        ```

        ```swift example=memory
        import SwiftUI
        import Glibc

        struct MemoryView: View {
            /// 200 MB written in this process and in each of three children: 800 MB in all, each
            /// process far below what one process may map.
            static func hold() {
                let size = 200 << 20
                let memory = malloc(size)!
                memset(memory, 1, size)
            }
            static let held: Bool = {
                for _ in 0..<3 { _ = spawn(\(literal(tag + "-m"))) { hold() } }
                hold()
                sleep(3)
                return true
            }()
            var body: some View { Text("held: \\(Self.held)") }
        \(helpers)
        }

        #Preview { MemoryView() }
        ```

        ```checkpoint
        see "held: true"
        ```

        ```swift example=big-file
        import SwiftUI
        import Glibc

        struct BigFileView: View {
            /// A child writes 32 MB first; its fate is shown. Then this process tries the same.
            static func writeBig(_ path: String) -> Int {
                let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
                if fd < 0 { return -1 }
                let chunk = [UInt8](repeating: 1, count: 1 << 20)
                var megabytes = 0
                for _ in 0..<32 where write(fd, chunk, chunk.count) == chunk.count { megabytes += 1 }
                close(fd)
                return megabytes
            }
            static let child: String = {
                let pid = fork()
                if pid == 0 { signal(SIGXFSZ, SIG_IGN); _exit(Int32(writeBig("/tmp/child") == 16 ? 16 : 1)) }
                var status: Int32 = 0
                waitpid(pid, &status, 0)
                return "child stopped at \\((status >> 8) & 0xff) MB"
            }()
            static let own: Int = writeBig("/tmp/own")
            var body: some View {
                VStack {
                    Text(Self.child)
                    Text("own: \\(Self.own)")
                }
            }
        }

        #Preview { BigFileView() }
        ```

        ```checkpoint
        see "child stopped at 16 MB"
        see "own: 32"
        ```

        ```swift example=thread-storm
        import SwiftUI
        import Glibc

        struct ThreadStormView: View {
            static let started: Int = {
                // Small stacks, so the address-space limit does not stop them first.
                var attributes = pthread_attr_t()
                pthread_attr_init(&attributes)
                pthread_attr_setstacksize(&attributes, 64 << 10)
                var count = 0
                for _ in 0..<2_000 {
                    var thread = pthread_t()
                    if pthread_create(&thread, &attributes, { _ in while true { sleep(1) } }, nil) == 0 { count += 1 }
                }
                sleep(3)
                return count
            }()
            var body: some View { Text("threads: \\(Self.started)") }
        }

        #Preview { ThreadStormView() }
        ```

        ```checkpoint
        see "threads: 2000"
        ```

        ```swift example=noisy
        import SwiftUI
        import Glibc

        struct NoisyView: View {
            static let shouted: Int = {
                for index in 0..<20_000 { fputs("noise line \\(index) " + String(repeating: "z", count: 20) + "\\n", stderr) }
                fputs("last words " + String(repeating: "y", count: 5_000) + "\\n", stderr)
                fatalError("gave up")
            }()
            var body: some View { Text("shouted \\(Self.shouted)") }
        }

        #Preview { NoisyView() }
        ```

        ```checkpoint
        see "shouted 1"
        ```
        """

    /// The line of the limits lesson that holds `text`.
    static func line(of text: String) -> Int {
        (limitsLesson.components(separatedBy: "\n").firstIndex { $0.contains(text) } ?? -1) + 1
    }

    /// Whether `report` has `message` as an error at the line of the limits lesson holding `text`.
    static func hasError(_ report: BuildReport, at text: String, _ message: String) -> Bool {
        let prefix = "content/lessons/limits.md:\(line(of: text)):"
        return report.errorText.components(separatedBy: "\n").contains { $0.hasPrefix(prefix) && $0.hasSuffix("error: " + message) }
    }

    struct Builds {
        let root: URL
        let contained: BuildReport
        let limits: BuildReport
        let listenerConnections: Int
    }

    nonisolated(unsafe) static var shared: Builds?

    /// Both builds, once for the whole suite.
    func builds() throws -> Builds {
        if let shared = Self.shared { return shared }
        try XCTSkipUnless(
            ProcessRunner.findExecutable("bwrap", path: "/usr/bin:/bin") != nil,
            "bubblewrap is not installed (script/install-deps installs it)")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("coursegen-sandbox-\(UUID().uuidString.prefix(8))")
        let fm = FileManager.default
        try fm.createDirectory(at: root.appendingPathComponent("content/lessons"), withIntermediateDirectories: true)
        try fm.copyItem(at: CourseFixture.repository.appendingPathComponent("templates"), to: root.appendingPathComponent("templates"))
        try Data(Self.canary.utf8).write(to: root.appendingPathComponent("secret.txt"))
        setenv(Self.environmentName, Self.canary, 1)

        // A server the network lesson tries to reach.
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(listener) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer -> Int32 in
                _ = bind(listener, pointer, length)
                return getsockname(listener, pointer, &length)
            }
        }
        listen(listener, 16)
        _ = fcntl(listener, F_SETFL, O_NONBLOCK)

        func build(_ lesson: String, id: String) throws -> BuildReport {
            try """
            title: Sandbox
            description: Hostile lessons.
            parts:
              - title: All
                lessons: [\(id)]
            """.write(to: root.appendingPathComponent("content/course.yml"), atomically: true, encoding: .utf8)
            try lesson.write(to: root.appendingPathComponent("content/lessons/\(id).md"), atomically: true, encoding: .utf8)
            var options = BuildOptions(root: root)
            options.cacheDirectory = CourseFixture.sharedCache
            options.lessons.useCache = false
            options.lessons.timeout = 20
            return SiteBuilder(options: options).build()
        }
        let port = UInt16(bigEndian: address.sin_port)
        let contained = try build(Self.containedLesson(root: root, cache: CourseFixture.sharedCache, port: port), id: "hostile")
        try fm.removeItem(at: root.appendingPathComponent("content/lessons/hostile.md"))
        let limits = try build(Self.limitsLesson, id: "limits")
        var connections = 0
        while true {
            let client = accept(listener, nil, nil)
            if client < 0 { break }
            connections += 1
            close(client)
        }
        let builds = Builds(root: root, contained: contained, limits: limits, listenerConnections: connections)
        Self.shared = builds
        return builds
    }

    /// Processes on this machine whose name starts with `prefix`.
    static func processes(named prefix: String) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return names.filter { Int($0) != nil }.compactMap { pid in
            guard let comm = try? String(contentsOfFile: "/proc/\(pid)/comm", encoding: .utf8), comm.hasPrefix(prefix),
                let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                stat.split(separator: ")").last?.split(separator: " ").first != "Z"
            else { return nil }
            return "\(pid) \(comm.trimmingCharacters(in: .whitespacesAndNewlines))"
        }
    }

    func testTheContainedAttemptsPassTheirCheckpoints() throws {
        let builds = try builds()
        XCTAssertTrue(builds.contained.succeeded, builds.contained.errorText)
        XCTAssertEqual(builds.contained.checkpointsVerified, 5)
        // Every attempt ran in a worker prestarted for its binary, the way most runs of a course do —
        // where the workers can start: bubblewrap runs them as the sandbox's own user, who cannot
        // reach a cache below a folder only its owner may enter (such as one `mktemp -d` made), and
        // then each run gets a sandbox of its own instead.
        XCTAssertGreaterThan(builds.contained.lessonRuns, 0)
        if Sandbox.firstFolderOthersCannotEnter(on: CourseFixture.sharedCache.path) == nil {
            XCTAssertEqual(builds.contained.prestartedRuns, builds.contained.lessonRuns)
            XCTAssertEqual(builds.contained.notices, [], "the workers served every run: nothing to say")
        } else if geteuid() == 0 {
            // The slow way is said, with the folder in the way and what to do about it.
            let notice = builds.contained.notices.first?.description ?? ""
            XCTAssertTrue(notice.contains("started a sandbox of their own"), notice)
            XCTAssertTrue(
                notice.contains("cannot enter \(Sandbox.firstFolderOthersCannotEnter(on: CourseFixture.sharedCache.path) ?? "?")"), notice)
            XCTAssertTrue(notice.contains("--cache-dir"), notice)
        }
    }

    func testNoCanaryReachesAnyPage() throws {
        let builds = try builds()
        XCTAssertTrue(builds.contained.succeeded, builds.contained.errorText)
        let output = builds.root.appendingPathComponent("output")
        var pages = 0
        for case let relative as String in FileManager.default.enumerator(atPath: output.path)! {
            guard let data = FileManager.default.contents(atPath: output.path + "/" + relative) else { continue }
            pages += 1
            XCTAssertFalse(String(decoding: data, as: UTF8.self).contains(Self.canary), "\(relative) holds the canary")
        }
        XCTAssertGreaterThan(pages, 3)
        // The lesson page shows what the lesson saw: the environment scan did run.
        let page = try String(contentsOf: output.appendingPathComponent("lessons/hostile.html"), encoding: .utf8)
        XCTAssertTrue(page.contains("file: unreadable"))
        XCTAssertTrue(page.contains("TZ=UTC"))
    }

    func testNetworkConnectFails() throws {
        let builds = try builds()
        XCTAssertTrue(builds.contained.succeeded, builds.contained.errorText)
        XCTAssertEqual(builds.listenerConnections, 0, "the lesson reached the test's server")
    }

    func testWritesOutsideTheSandboxFail() throws {
        let builds = try builds()
        XCTAssertTrue(builds.contained.succeeded, builds.contained.errorText)
        let fm = FileManager.default
        let home = ProcessInfo.processInfo.environment["HOME"] ?? "/root"
        for path in [
            builds.root.appendingPathComponent("content/lessons/forged.md").path,
            CourseFixture.sharedCache.appendingPathComponent("results/forged.run.json").path,
            home + "/\(builds.root.lastPathComponent)-home", builds.root.appendingPathComponent("output/forged.html").path,
            "/tmp/inside",
        ] {
            XCTAssertFalse(fm.fileExists(atPath: path), "\(path) was written")
        }
    }

    func testDetachedChildrenAndTheForkStormAreGone() throws {
        let builds = try builds()
        XCTAssertTrue(
            Self.hasError(builds.limits, at: "see \"storm: 400\"", "checkpoint started more than 64 processes and was stopped"),
            builds.limits.errorText)
        XCTAssertEqual(Self.processes(named: Self.tag), [])
    }

    func testAThreadStormIsStopped() throws {
        let builds = try builds()
        XCTAssertTrue(
            Self.hasError(builds.limits, at: "see \"threads: 2000\"", "checkpoint started more than 512 threads and was stopped"),
            builds.limits.errorText)
    }

    func testMemoryIsLimitedAcrossProcesses() throws {
        let builds = try builds()
        XCTAssertTrue(
            Self.hasError(builds.limits, at: "see \"held: true\"", "checkpoint used more than 512 MB of memory and was stopped"),
            builds.limits.errorText)
    }

    func testFileSizeIsLimitedInEveryProcess() throws {
        let builds = try builds()
        let errors = builds.limits.errorText
        XCTAssertTrue(
            Self.hasError(
                builds.limits, at: "see \"child stopped at 16 MB\"", "checkpoint wrote more than 16 MB to a file and was stopped"), errors)
        // The child's write stopped at the limit too: that expectation is not what failed.
        XCTAssertFalse(errors.contains("child stopped at"), errors)
    }

    /// A compiler that starts helpers in process groups of their own (as the Swift driver does
    /// with its frontends) still has them ended when the build is interrupted.
    func testInterruptingACompileEndsTheCompilersHelpers() throws {
        let coursegen = CourseFixture.repository.appendingPathComponent(".build/debug/coursegen")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: coursegen.path), "build coursegen first")
        let fixture = try CourseFixture(files: [
            "course.yml": "title: Compile\ndescription: A slow compiler.\nparts:\n  - title: All\n    lessons: [slow]\n",
            "lessons/slow.md": "---\nid: slow\ntitle: Slow\n---\n\n```swift example=slow\nText(\"slow\")\n```\n",
        ])
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        let pidFile = fixture.root.appendingPathComponent("helper.pid").path
        let compiler = fixture.root.appendingPathComponent("slow-swiftc")
        try """
        #!/bin/sh
        if [ "$1" = "--version" ]; then echo "Slow Swift version 0.0 \(UUID().uuidString)"; exit 0; fi
        setsid sleep 300 &
        echo $! > \(pidFile)
        wait
        """.write(to: compiler, atomically: true, encoding: .utf8)
        chmod(compiler.path, 0o755)
        let process = Process()
        process.executableURL = coursegen
        process.arguments = ["build", "--cache-dir", fixture.root.appendingPathComponent("cache").path, "--swiftc", compiler.path]
        process.currentDirectoryURL = fixture.root
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        var helper: pid_t?
        let started = Date()
        while helper == nil, Date().timeIntervalSince(started) < 20, process.isRunning {
            helper = (try? String(contentsOfFile: pidFile, encoding: .utf8)).flatMap {
                pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
            }
            usleep(50_000)
        }
        let pid = try XCTUnwrap(helper, "the compiler never started its helper")
        kill(process.processIdentifier, SIGTERM)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 128 + SIGTERM)
        var alive = true
        for _ in 0..<40 where alive {
            let state = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8))?.split(separator: ")").last?.split(
                separator: " "
            ).first
            alive = kill(pid, 0) == 0 && state != "Z"
            if alive { usleep(50_000) }
        }
        if alive { kill(pid, SIGKILL) }
        XCTAssertFalse(alive, "the compiler's helper outlived the interrupted build")
    }

    /// A megabyte of stderr is shown as its first and last lines, with a count of what was cut.
    func testALessonsStderrIsCapped() throws {
        let builds = try builds()
        let diagnostic = try XCTUnwrap(
            builds.limits.diagnostics.first {
                $0.location?.line == Self.line(of: "see \"shouted 1\"")
            }, builds.limits.errorText)
        XCTAssertTrue(diagnostic.message.contains("crashed"), diagnostic.description)
        XCTAssertLessThanOrEqual(diagnostic.notes.count, StderrExcerpt.headLines + 1 + StderrExcerpt.tailLines)
        XCTAssertTrue(diagnostic.notes.contains { $0.contains("noise line 0 ") }, diagnostic.description)
        XCTAssertTrue(diagnostic.notes.contains { $0.contains("lines of stderr") && $0.contains("cut") }, diagnostic.description)
        XCTAssertTrue(diagnostic.notes.contains { $0.contains("more characters cut") }, diagnostic.description)
        XCTAssertTrue(diagnostic.notes.contains { $0.contains("gave up") }, diagnostic.description)
        XCTAssertLessThan(diagnostic.description.utf8.count, 8_000)
    }

    /// `coursegen build` with a lesson that spins forever (and a child it started): SIGINT ends
    /// the build at once, no process of the lesson is left, and output/ is exactly as it was.
    func testInterruptingABuildLeavesNoProcessAndTheOutputAsItWas() throws {
        try XCTSkipUnless(ProcessRunner.findExecutable("bwrap", path: "/usr/bin:/bin") != nil, "bubblewrap is not installed")
        let coursegen = CourseFixture.repository.appendingPathComponent(".build/debug/coursegen")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: coursegen.path), "build coursegen first")
        let tag = "cg" + String(UUID().uuidString.prefix(8).lowercased())
        let fixture = try CourseFixture(files: [
            "course.yml": "title: Loop\ndescription: A lesson that never ends.\nparts:\n  - title: All\n    lessons: [loop]\n",
            "lessons/loop.md": """
            ---
            id: loop
            title: Loop
            ---

            ```swift example=loop
            import SwiftUI
            import Glibc

            struct LoopView: View {
                static let spun: Int = {
                    if fork() == 0 { name(\(Self.literal(tag + "-c"))); while true { sleep(1) } }
                    name(\(Self.literal(tag + "-l")))
                    var count = 0
                    while true { count &+= 1 }
                }()
                var body: some View { Text("spun \\(Self.spun)") }
            \(Self.helpers)
            }

            #Preview { LoopView() }
            ```
            """,
        ])
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        // The site a previous build published.
        try FileManager.default.createDirectory(at: fixture.output, withIntermediateDirectories: true)
        try Data("previous\n".utf8).write(to: fixture.output.appendingPathComponent(".coursegen-site"))
        try Data("<p>previous site</p>".utf8).write(to: fixture.output.appendingPathComponent("index.html"))
        let before = try fixture.snapshotOutput()

        let process = Process()
        process.executableURL = coursegen
        process.arguments = ["build", "--cache-dir", CourseFixture.sharedCache.path, "--no-cache", "--timeout", "120"]
        process.currentDirectoryURL = fixture.root
        process.standardOutput = FileHandle.nullDevice
        let errors = Pipe()
        process.standardError = errors
        try process.run()
        // Wait for the lesson to be spinning (it is compiled first).
        let started = Date()
        while Self.processes(named: tag).count < 2, Date().timeIntervalSince(started) < 120, process.isRunning {
            usleep(50_000)
        }
        XCTAssertEqual(Self.processes(named: tag).count, 2, "the looping lesson never started")
        kill(process.processIdentifier, SIGINT)
        let interrupted = Date()
        process.waitUntilExit()
        XCTAssertLessThan(Date().timeIntervalSince(interrupted), 5)
        XCTAssertEqual(process.terminationStatus, 128 + SIGINT)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        XCTAssertTrue(message.contains("interrupted"), message)
        var left = Self.processes(named: tag)
        for _ in 0..<20 where !left.isEmpty {
            usleep(50_000)
            left = Self.processes(named: tag)
        }
        XCTAssertEqual(left, [], "lesson processes outlived the interrupted build")
        XCTAssertEqual(try fixture.snapshotOutput(), before)
        XCTAssertEqual(try fixture.strayFolders(), [])
    }

    /// Without a working sandbox nothing is compiled or run, and the error says how to fix it.
    func testNoLessonCodeRunsWhenTheSandboxCannotStart() throws {
        let example = ExampleBlock(
            name: "hello", code: "Text(\"Hello \(UUID().uuidString)\")\n",
            location: SourceLocation(file: "content/lessons/hello.md", line: 5))
        for (bubblewrap, expected) in [
            ("/nonexistent/bwrap", "bubblewrap ('/nonexistent/bwrap') is not installed"),
            ("/bin/false", "the sandbox (/bin/false) cannot start"),
        ] {
            var configuration = EngineConfiguration(cacheDirectory: CourseFixture.sharedCache.path)
            configuration.useCache = false
            configuration.bubblewrap = bubblewrap
            let report = LessonEngine(configuration).verify(examples: [example], checkpoints: [])
            let text = report.diagnostics.map(\.description).joined(separator: "\n")
            XCTAssertTrue(text.contains("cannot run lesson code: " + expected), text)
            XCTAssertTrue(text.contains("apt-get install bubblewrap"), text)
            XCTAssertTrue(text.contains("--unsandboxed"), text)
            XCTAssertEqual(report.statistics.processesRun, 0)
            XCTAssertEqual(report.statistics.compilerInvocations, 0)
        }
    }

    /// A cache entry edited after it was written is not trusted: the example runs again, and the
    /// page shows what it really shows, not the forged text.
    func testATamperedCacheEntryIsRunAgainNotPublished() throws {
        try XCTSkipUnless(ProcessRunner.findExecutable("bwrap", path: "/usr/bin:/bin") != nil, "bubblewrap is not installed")
        let marker = UUID().uuidString
        let fixture = try CourseFixture(files: [
            "course.yml": "title: Cache\ndescription: A cached result.\nparts:\n  - title: All\n    lessons: [total]\n",
            "lessons/total.md": """
            ---
            id: total
            title: Total
            ---

            ```swift example=total
            import SwiftUI

            struct TotalView: View {
                var body: some View { Text("Total: 24 \(marker)") }
            }

            #Preview { TotalView() }
            ```

            ```checkpoint
            see "Total: *"
            ```
            """,
        ])
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        let first = fixture.build()
        XCTAssertTrue(first.succeeded, first.errorText)
        XCTAssertGreaterThan(first.lessonRuns, 0)
        // Poison every entry of this lesson: the forged text would still pass `see "Total: *"`.
        let results = CourseFixture.sharedCache.appendingPathComponent("results")
        var poisoned = 0
        for name in try FileManager.default.contentsOfDirectory(atPath: results.path) {
            let url = results.appendingPathComponent(name)
            guard let text = try? String(contentsOf: url, encoding: .utf8), text.contains(marker) else { continue }
            try text.replacingOccurrences(of: "Total: 24", with: "Total: 99 forged").write(to: url, atomically: true, encoding: .utf8)
            poisoned += 1
        }
        XCTAssertGreaterThan(poisoned, 0)
        let second = fixture.build()
        XCTAssertTrue(second.succeeded, second.errorText)
        XCTAssertEqual(second.cachedResults, 0, "a tampered entry was used")
        XCTAssertGreaterThan(second.lessonRuns, 0)
        let page = try fixture.page("lessons/total.html")
        XCTAssertFalse(page.contains("forged"))
        XCTAssertTrue(page.contains("Total: 24"))
        // Run again, the entry was rewritten and is trusted.
        XCTAssertGreaterThan(fixture.build().cachedResults, 0)
    }
}
