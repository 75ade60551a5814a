import Foundation
import XCTest

@testable import LessonEngine

#if canImport(Glibc)
    import Glibc
#endif

final class ProcessRunnerTests: XCTestCase {
    func sh(_ script: String, timeout: Double? = 10, outputLimit: Int = 1 << 20) throws -> ProcessOutcome {
        try ProcessRunner.run(
            executable: "/bin/sh", arguments: ["-c", script], environment: ["PATH": "/usr/bin:/bin", "TZ": "UTC"],
            timeout: timeout, outputLimit: outputLimit)
    }

    func testOutputAndEnvironment() throws {
        let outcome = try sh("echo \"$TZ\"; echo oops >&2; exit 3")
        XCTAssertEqual(outcome.stdoutText, "UTC\n")
        XCTAssertEqual(outcome.stderrTail(), ["oops"])
        XCTAssertEqual(outcome.exitStatus, 3)
        XCTAssertNil(outcome.signal)
    }

    func testLargeOutputDoesNotDeadlock() throws {
        // Far more than a pipe holds, on both streams at once.
        let outcome = try sh("head -c 300000 /dev/zero; head -c 300000 /dev/zero >&2")
        XCTAssertEqual(outcome.exitStatus, 0)
        XCTAssertEqual(outcome.stdout.count, 300_000)
        XCTAssertEqual(outcome.stderr.count, 300_000)
    }

    func testEndlessOutputIsCappedAndKilled() throws {
        let outcome = try sh("yes", outputLimit: 100_000)
        XCTAssertTrue(outcome.outputLimitExceeded)
        XCTAssertEqual(outcome.signal, SIGKILL)
        XCTAssertLessThanOrEqual(outcome.stdout.count, 100_000)
    }

    /// Limits are set in the child before it runs, and its children inherit them.
    func testResourceLimitsHoldFromTheStartAndAreInherited() throws {
        let outcome = try ProcessRunner.run(
            executable: "/bin/sh", arguments: ["-c", "sh -c 'head -c 2000000 /dev/zero > /dev/null; ulimit -f'"],
            environment: ["PATH": "/usr/bin:/bin"], timeout: 10, limits: [.fileSize(1 << 20)])
        XCTAssertEqual(outcome.exitStatus, 0)
        // ulimit -f counts 512-byte blocks (POSIX sh) or KB; either way, not "unlimited".
        XCTAssertNotEqual(outcome.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines), "unlimited")
        let file = NSTemporaryDirectory() + "/runner-fsize-\(getpid())"
        defer { unlink(file) }
        let big = try ProcessRunner.run(
            executable: "/bin/sh", arguments: ["-c", "head -c 2000000 /dev/zero > \(file)"],
            environment: ["PATH": "/usr/bin:/bin"], timeout: 10, limits: [.fileSize(1 << 20)])
        XCTAssertNotEqual(big.exitStatus, 0)
        let size = (try? FileManager.default.attributesOfItem(atPath: file)[.size] as? Int) ?? nil
        XCTAssertEqual(size, 1 << 20)
    }

    /// The kernel never applies RLIMIT_NPROC to root; run as a uid of its own, the child is held to it.
    func testAsRootTheProcessLimitHoldsUnderAUidOfTheRunsOwn() throws {
        try XCTSkipUnless(geteuid() == 0, "needs root")
        let script =
            "n=0; for i in 1 2 3 4 5 6 7 8 9 10; do (sleep 2) 2>/dev/null & n=$((n+1)); done; sleep 0.2; echo $(jobs -p | wc -l); kill $(jobs -p) 2>/dev/null; exit 0"
        let limited = try ProcessRunner.run(
            executable: "/bin/bash", arguments: ["-c", script], environment: ["PATH": "/usr/bin:/bin"],
            timeout: 10, limits: [.processes(4)], runAs: UInt32.random(in: 1_100_000_000..<1_200_000_000))
        let asRoot = try ProcessRunner.run(
            executable: "/bin/bash", arguments: ["-c", script], environment: ["PATH": "/usr/bin:/bin"],
            timeout: 10, limits: [.processes(4)])
        XCTAssertEqual(asRoot.stdoutText.trimmingCharacters(in: .whitespacesAndNewlines), "10", "root is not held to RLIMIT_NPROC")
        XCTAssertFalse(asRoot.stderrText.contains("Resource temporarily unavailable"), asRoot.stderrText)
        // Under its own uid, forks past the limit fail (bash says so and retries).
        XCTAssertTrue(limited.stderrText.contains("fork: retry: Resource temporarily unavailable"), limited.stderrText)
    }

    func testCrashNamesTheSignal() throws {
        let outcome = try sh("kill -SEGV $$")
        XCTAssertEqual(outcome.signal, SIGSEGV)
        XCTAssertTrue(ProcessRunner.signalName(SIGILL).hasPrefix("SIGILL"))
    }

    func testTimeoutKillsTheWholeProcessGroup() throws {
        let pidFile = NSTemporaryDirectory() + "/runner-test-\(getpid()).pid"
        defer { try? FileManager.default.removeItem(atPath: pidFile) }
        let start = Date()
        let outcome = try sh("sleep 30 & echo $! > \(pidFile); wait", timeout: 0.5)
        XCTAssertTrue(outcome.timedOut)
        XCTAssertLessThan(Date().timeIntervalSince(start), 5)
        let text = try String(contentsOfFile: pidFile, encoding: .utf8).trimmingCharacters(in: .whitespacesAndNewlines)
        let child = try XCTUnwrap(pid_t(text))
        // The grandchild was killed with the group (give init a moment to reap it).
        var alive = true
        for _ in 0..<50 where alive {
            // A killed orphan may linger as a zombie where PID 1 does not reap; that is not running.
            let state = (try? String(contentsOfFile: "/proc/\(child)/stat", encoding: .utf8))?
                .split(separator: ")").last?.split(separator: " ").first
            alive = kill(child, 0) == 0 && state != "Z"
            if alive { usleep(20_000) }
        }
        XCTAssertFalse(alive, "the background sleep outlived the timeout")
    }

    func testADetachedGrandchildHoldingThePipesCannotHangTheRun() throws {
        // setsid puts the grandchild outside the group a timeout kills; it keeps stdout open.
        let pidFile = NSTemporaryDirectory() + "/runner-detached-\(getpid()).pid"
        defer {
            if let text = try? String(contentsOfFile: pidFile, encoding: .utf8),
                let child = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines))
            {
                kill(child, SIGKILL)
            }
            try? FileManager.default.removeItem(atPath: pidFile)
        }
        let start = Date()
        let outcome = try sh("setsid sh -c 'echo $$ > \(pidFile); exec sleep 30' & sleep 0.2; echo done", timeout: 5)
        XCTAssertLessThan(Date().timeIntervalSince(start), 3, "the run waited for the detached process")
        XCTAssertEqual(outcome.exitStatus, 0)
        XCTAssertTrue(outcome.stdoutText.contains("done"))
    }

    func testParallelMapKeepsOrder() {
        XCTAssertEqual(parallelMap(Array(0..<100), jobs: 2) { $0 * 2 }, Array(0..<100).map { $0 * 2 })
    }

    /// The runs of two binaries on two threads: each thread takes a binary of its own and keeps to
    /// it, so each binary is started ahead of its runs about once, not once per thread; the thread
    /// done first helps with what is left of the other.
    func testGroupedParallelMapKeepsEachThreadOnOneGroup() throws {
        try XCTSkipIf(ProcessInfo.processInfo.activeProcessorCount < 2, "one core runs one thread")
        let groups = [Array(0..<40), Array(100..<140)]
        let lock = NSLock()
        var visits: [String: Set<Int>] = [:]
        var joins: [Int: [Int]] = [:]
        let results = groupedParallelMap(groups, jobs: 2) { item, leftOnJoining -> Int in
            usleep(1_000)
            lock.lock()
            visits["\(pthread_self())", default: []].insert(item / 100)
            joins[item / 100, default: []].append(leftOnJoining)
            lock.unlock()
            return item * 2
        }
        XCTAssertEqual(results, groups.map { $0.map { $0 * 2 } }, "every item once, in order")
        XCTAssertEqual(visits.count, 2)
        XCTAssertGreaterThanOrEqual(visits.values.filter { $0.count == 1 }.count, 1, "one thread worked on one group only")
        for group in [0, 1] {
            XCTAssertEqual(joins[group]?.first, 40, "a thread of its own took up group \(group) whole")
            XCTAssertLessThan(joins[group]!.filter { $0 < 40 }.count, 10, "the other helped only with its end")
        }
    }

    /// One binary: both threads work on it, the second one told how much it found left.
    func testGroupedParallelMapSharesOneGroup() {
        let lock = NSLock()
        var left: Set<Int> = []
        let results = groupedParallelMap([Array(0..<50)], jobs: 2) { item, leftOnJoining -> Int in
            usleep(500)
            lock.lock()
            left.insert(leftOnJoining)
            lock.unlock()
            return item + 1
        }
        XCTAssertEqual(results, [Array(1...50)])
        XCTAssertTrue(left.contains(50), "the first thread took the group up whole")
        XCTAssertLessThanOrEqual(left.count, 2, "each thread joined once: \(left)")
        XCTAssertEqual(groupedParallelMap([[1], [], [2, 3]], jobs: 4) { item, _ in item }, [[1], [], [2, 3]])
    }

    /// One thread takes up every group whole, as a thread of its own would.
    func testGroupedParallelMapOnOneThreadTellsEachGroupWhole() {
        var left: [Int] = []
        let results = groupedParallelMap([[1, 2, 3, 4, 5], [6, 7]], jobs: 1) { item, leftOnJoining -> Int in
            left.append(leftOnJoining)
            return item * 10
        }
        XCTAssertEqual(results, [[10, 20, 30, 40, 50], [60, 70]])
        XCTAssertEqual(left, [5, 5, 5, 5, 5, 2, 2])
    }
}
