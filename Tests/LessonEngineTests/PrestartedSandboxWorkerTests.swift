import Foundation
import XCTest

@testable import LessonEngine

/// Every test of `SandboxWorkerTests` again (this class inherits them), in workers prestarted for a binary: a small C
/// program that, like a lesson binary, hands itself to the supervisor's library before it does
/// anything else, and in each run's process then runs the script the run's environment holds.
/// Plus what only a prestarted worker could get wrong: that every run is a process of its own,
/// started from the binary as it stood before any run, with the run's environment and nothing more.
final class PrestartedSandboxWorkerTests: SandboxWorkerTests {
    var library: String!
    var lessonBinary: String!

    static let lessonSource = """
        #include <dlfcn.h>
        #include <stdio.h>
        #include <stdlib.h>
        #include <unistd.h>

        // How many runs this copy of the program has served: 1 in every run, if each is a process of its own.
        static int served = 0;

        int main(void) {
            // The prestarted process's id in its sandbox: a run's lesson process must have the same.
            char prestarted[16];
            snprintf(prestarted, sizeof prestarted, "%d", (int)getpid());
            const char *library = getenv("LESSON_SERVE_RUNS");
            if (library && *library) {
                void *handle = dlopen(library, RTLD_NOW);
                int (*supervise)(void) = handle ? (int (*)(void))dlsym(handle, "lesson_supervise") : NULL;
                if (!supervise) return 3;
                if (supervise() != 1) return 0;
            }
            served++;
            char count[16];
            snprintf(count, sizeof count, "%d", served);
            setenv("LESSON_RUNS_SERVED", count, 1);
            setenv("LESSON_PRESTARTED_PID", prestarted, 1);
            const char *script = getenv("LESSON_SCRIPT");
            execl("/usr/bin/sh", "sh", "-c", script ? script : "exit 9", (char *)NULL);
            perror("/usr/bin/sh");
            return 126;
        }
        """

    override func setUpWithError() throws {
        try super.setUpWithError()
        let swiftc = try XCTUnwrap(ProcessRunner.findExecutable("swiftc"))
        library = try XCTUnwrap(
            SandboxSupervisor.ensureLibrary(swiftc: swiftc, cacheDirectory: root.appendingPathComponent("cache").path),
            "the supervisor's library does not compile")
        let clang = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("clang").path
        let source = root.appendingPathComponent("lesson.c").path
        lessonBinary = root.appendingPathComponent("lesson").path
        try Self.lessonSource.write(toFile: source, atomically: true, encoding: .utf8)
        let compiled = try ProcessRunner.run(
            executable: clang, arguments: ["-O1", "-o", lessonBinary, source, "-ldl"], environment: ["PATH": "/usr/bin:/bin"])
        XCTAssertTrue(compiled.succeeded, compiled.stderrText)
    }

    override func makeWorker(_ name: String = "worker") throws -> SandboxWorker {
        let runtime = root.appendingPathComponent("runtime-\(name)")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
        return try SandboxWorker(
            sandbox: sandbox, supervisor: supervisor, runtimeDirectory: runtime.path,
            inbox: root.appendingPathComponent("inbox-\(name)").path,
            prestarted: PrestartedBinary(
                binary: lessonBinary, library: library, environment: ["PATH": "/usr/bin:/bin", "WORKER_ONLY": "1"],
                command: Sandbox.lessonCommand))
    }

    func testEveryRunIsAProcessOfItsOwnWithTheRunsEnvironment() throws {
        let worker = try makeWorker()
        defer { worker.stop() }
        XCTAssertEqual(worker.prestartedBinary, lessonBinary)
        let script = """
            echo "served $LESSON_RUNS_SERVED pid $$ prestarted as $LESSON_PRESTARTED_PID"
            env | grep -c -e '^LESSON_SERVE_RUNS=' -e '^WORKER_ONLY='
            grep -E '^(CapEff|CapPrm|NoNewPrivs):' /proc/self/status | tr -s '\\t ' ' '
            """
        for _ in 1...3 {
            let outcome = try run(script, in: worker).outcome
            XCTAssertEqual(outcome.exitStatus, 0, outcome.stderrText)
            XCTAssertEqual(
                outcome.stdoutText,
                """
                served 1 pid 2 prestarted as 2
                0
                CapPrm: 0000000000000000
                CapEff: 0000000000000000
                NoNewPrivs: 1

                """)
        }
    }
}
