import Foundation
import XCTest

@testable import LessonEngine

#if canImport(Glibc)
    import Glibc
#endif

/// Two runs in one worker sandbox (and runs in two workers at once) against each other: what one
/// run leaves, starts or writes must not reach another, and every limit holds for each run. The
/// "lessons" are shell scripts (the worker runs any binary), so each test takes milliseconds.
/// `PrestartedSandboxWorkerTests` runs every one of these tests again in workers prestarted for
/// a binary.
class SandboxWorkerTests: XCTestCase {
    var root: URL!
    var sandbox: Sandbox!
    var supervisor: String!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("sandbox-worker-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        let swiftc = try XCTUnwrap(ProcessRunner.findExecutable("swiftc"), "swiftc is not on PATH")
        supervisor = try XCTUnwrap(
            SandboxSupervisor.ensure(swiftc: swiftc, cacheDirectory: root.appendingPathComponent("cache").path),
            "the supervisor does not compile")
        // The shell's tools, read-only, beside the system libraries every sandbox has.
        sandbox = try Sandbox.prepare(toolchainLibraries: []).binding(libraries: ["/usr/bin"])
            .droppingRootIfPossible(runtimeDirectory: root.path)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    func makeWorker(_ name: String = "worker") throws -> SandboxWorker {
        let runtime = root.appendingPathComponent("runtime-\(name)")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
        return try SandboxWorker(
            sandbox: sandbox, supervisor: supervisor, runtimeDirectory: runtime.path,
            inbox: root.appendingPathComponent("inbox-\(name)").path)
    }

    var runs = 0

    /// Runs `script` with /bin/sh as the lesson binary (in a prestarted worker, the binary runs
    /// the script it finds in its environment); returns the outcome and what the run wrote to its
    /// response file.
    func run(
        _ script: String, in worker: SandboxWorker, timeout: Double = 10,
        limits: LessonLimits = LessonLimits(), outputLimit: Int = 1 << 20
    ) throws -> (outcome: ProcessOutcome, response: String) {
        runs += 1
        let request = root.appendingPathComponent("request-\(runs).json").path
        let response = root.appendingPathComponent("response-\(runs).json").path
        try Data("{\"run\": \(runs)}".utf8).write(to: URL(fileURLWithPath: request))
        try Data().write(to: URL(fileURLWithPath: response))
        let outcome = try worker.run(
            binary: worker.prestartedBinary ?? "/bin/sh", request: request, response: response, resources: [],
            environment: ["PATH": "/usr/bin:/bin", "LESSON_SCRIPT": script], command: [Sandbox.binaryPath, "-c", script],
            limits: limits, timeout: timeout, outputLimit: outputLimit, id: runs)
        return (outcome, (try? String(contentsOfFile: response, encoding: .utf8)) ?? "")
    }

    func testARunSeesOnlyItsOwnFilesAndResponse() throws {
        let worker = try makeWorker()
        defer { worker.stop() }
        let first = try run(
            """
            mkdir -p /tmp/app && echo secret > /tmp/app/notes && echo left > /tmp/left-behind
            cat /run/lesson/request.json > /run/lesson/response.json
            ls /run/supervisor 2>/dev/null; ls /run /run/app /run/lesson
            """, in: worker)
        XCTAssertEqual(first.outcome.exitStatus, 0, first.outcome.stderrText)
        XCTAssertEqual(first.response, "{\"run\": 1}")
        // Only the run's own files under /run: no supervisor, no inbox with other runs' folders.
        XCTAssertEqual(
            first.outcome.stdoutText.split(separator: "\n").sorted(),
            ["/run/app:", "/run/lesson:", "/run:", "app", "lesson", "lesson", "request.json", "response.json"].sorted())

        let second = try run(
            """
            test -e /tmp/left-behind && echo "saw the file"
            test -e /tmp/app/notes && echo "saw the container"
            cat /run/lesson/response.json
            echo forged > /run/lesson/request.json 2>/dev/null && echo "changed the request"
            touch /run/app/extra 2>/dev/null && echo "changed the bundle"
            unshare -U true 2>/dev/null && echo "made a user namespace"
            unshare -m true 2>/dev/null && echo "made a mount namespace"
            umount /run 2>/dev/null && echo "uncovered the inbox"
            cat /run/lesson/request.json > /run/lesson/response.json
            """, in: worker)
        XCTAssertEqual(second.outcome.exitStatus, 0, second.outcome.stderrText)
        XCTAssertEqual(second.outcome.stdoutText, "", "the second run found what the first left")
        XCTAssertEqual(second.response, "{\"run\": 2}")
        XCTAssertEqual(first.response, "{\"run\": 1}", "the first run's response is its own")
    }

    func testNothingOfARunOutlivesItAndTheSupervisorCannotBeSignalled() throws {
        let worker = try makeWorker()
        defer { worker.stop() }
        // A detached child that would write into the next run's files if it survived.
        let first = try run(
            """
            kill -9 1 2>/dev/null; kill -9 -1 2>/dev/null
            setsid sh -c 'sleep 1; echo late > /run/lesson/response.json; echo late > /tmp/late' </dev/null >/dev/null 2>&1 &
            echo alive
            """, in: worker)
        XCTAssertEqual(first.outcome.stdoutText, "alive\n")
        XCTAssertEqual(first.outcome.exitStatus, 0)
        XCTAssertLessThan(first.outcome.seconds, 1, "the run waited for its detached child")

        let second = try run(
            """
            sleep 1.5
            ls /proc | grep -E '^[0-9]+$' | wc -l
            test -e /tmp/late && echo "a process of the first run wrote here"
            cat /run/lesson/response.json
            """, in: worker)
        XCTAssertEqual(second.outcome.exitStatus, 0, second.outcome.stderrText)
        // Its init, the shell and the pipeline's processes: nothing of the first run.
        let processes = Int(second.outcome.stdoutText.split(separator: "\n").first ?? "") ?? 0
        XCTAssertLessThanOrEqual(processes, 5, second.outcome.stdoutText)
        XCTAssertFalse(second.outcome.stdoutText.contains("late"), second.outcome.stdoutText)
        XCTAssertEqual(try String(contentsOfFile: root.appendingPathComponent("response-1.json").path, encoding: .utf8), "")
    }

    func testARunCannotSeeOrSignalARunOfAnotherWorker() throws {
        let one = try makeWorker("one")
        let two = try makeWorker("two")
        defer {
            one.stop()
            two.stop()
        }
        let number = UInt32.random(in: 0...UInt32.max)
        let marker = "cgmarker\(number)"
        final class Result: @unchecked Sendable { var outcome: ProcessOutcome? }
        let result = Result()
        let thread = Thread {
            result.outcome = try? self.run("exec sh -c 'sleep 2; :' \(marker)", in: one).outcome
        }
        thread.start()
        Thread.sleep(forTimeInterval: 0.5)
        let seeker = try run(
            """
            cat /proc/[0-9]*/cmdline 2>/dev/null | tr '\\0' ' ' | grep -c '[c]gmarker\(number)'
            kill -9 -1 2>/dev/null; pkill -9 sleep 2>/dev/null
            true
            """, in: two)
        while result.outcome == nil, thread.isExecuting || !thread.isFinished { Thread.sleep(forTimeInterval: 0.05) }
        // (The pattern does not match itself, so the seeker's own command lines do not count.)
        XCTAssertEqual(seeker.outcome.stdoutText, "0\n", "a run saw another worker's run")
        XCTAssertEqual(result.outcome?.exitStatus, 0, "a run of another worker was signalled")
        XCTAssertGreaterThan(result.outcome?.seconds ?? 0, 1.9)
    }

    func testATimedOutRunIsKilledWholeAndTheNextRunIsUnaffected() throws {
        let worker = try makeWorker()
        defer { worker.stop() }
        let stuck = try run("sleep 30 & sleep 30", in: worker, timeout: 0.5)
        XCTAssertTrue(stuck.outcome.timedOut)
        XCTAssertLessThan(stuck.outcome.seconds, 3)
        let next = try run("ls /proc | grep -cE '^[0-9]+$'; pgrep sleep || echo none", in: worker)
        XCTAssertFalse(next.outcome.timedOut)
        XCTAssertEqual(next.outcome.exitStatus, 0)
        XCTAssertTrue(next.outcome.stdoutText.hasSuffix("none\n"), next.outcome.stdoutText)
    }

    func testEveryLimitHoldsPerRun() throws {
        let worker = try makeWorker()
        defer { worker.stop() }
        var limits = LessonLimits(fileSize: 1 << 20, temporaryStorage: 4 << 20)
        // A file past the size limit: the lesson is killed by SIGXFSZ (reported as 128 + 25).
        let big = try run("head -c 2000000 /dev/zero > /tmp/big", in: worker, limits: limits)
        XCTAssertEqual(big.outcome.exitStatus, 128 + SIGXFSZ)
        // The private /tmp holds its size whatever the files: 5 files of 1 MB do not fit in 4 MB.
        let full = try run(
            "for i in 1 2 3 4 5; do head -c 1000000 /dev/zero > /tmp/f$i || { echo full; exit 3; }; done",
            in: worker, limits: limits)
        XCTAssertEqual(full.outcome.exitStatus, 3, full.outcome.stdoutText + full.outcome.stderrText)
        // The next run has all of /tmp again: the previous run's files went with it.
        let fits = try run("head -c 3000000 /dev/zero > /tmp/g && echo fits", in: worker, limits: LessonLimits(temporaryStorage: 4 << 20))
        XCTAssertEqual(fits.outcome.stdoutText, "fits\n", fits.outcome.stderrText)
        // Processes are counted over the run (the monitor watches the run's own /proc).
        limits = LessonLimits(processes: 8)
        let storm = try run("for i in $(seq 20); do sleep 5 & done; wait", in: worker, limits: limits)
        XCTAssertEqual(storm.outcome.limitExceeded, "started more than 8 processes")
        // Output is capped per run.
        let chatty = try run("while true; do echo xxxxxxxxxxxxxxxx; done", in: worker, outputLimit: 64 << 10)
        XCTAssertTrue(chatty.outcome.outputLimitExceeded)
        let after = try run("echo fine", in: worker)
        XCTAssertEqual(after.outcome.stdoutText, "fine\n")
    }
}
