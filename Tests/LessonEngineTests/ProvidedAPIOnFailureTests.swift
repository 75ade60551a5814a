import Diagnostics
import XCTest

@testable import LessonEngine

/// The runtime's API (a scan of all its sources, over a second) is read only when a compile fails,
/// to tell a missing API from a mistake: a course whose examples compile never pays for it.
final class ProvidedAPIOnFailureTests: XCTestCase {
    private final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func increment() {
            lock.lock()
            value += 1
            lock.unlock()
        }
        var count: Int {
            lock.lock()
            defer { lock.unlock() }
            return value
        }
    }

    private func example() -> PreparedExample {
        let block = ExampleBlock(
            name: "hero", language: "swift", base: nil,
            code: "struct ContentView: View {\n    var body: some View { Text(\"Hi\").inspector() }\n}\n",
            location: SourceLocation(file: "content/lessons/hero.md", line: 10))
        return ExamplePreparer.prepare([block]).examples[0]
    }

    /// A stand-in for swiftc: writes the `-o` file and exits 0, or prints `error` and exits 1.
    private func fakeCompiler(in directory: String, error: String?) throws -> String {
        let path = directory + "/swiftc"
        if let error { try (error + "\n").write(toFile: directory + "/errors", atomically: true, encoding: .utf8) }
        let body =
            error.map { _ in "cat '\(directory)/errors' >&2\nexit 1\n" }
            ?? "prev=\nfor a in \"$@\"; do [ \"$prev\" = -o ] && : > \"$a\"; prev=$a; done\nexit 0\n"
        try ("#!/bin/sh\n" + body).write(toFile: path, atomically: true, encoding: .utf8)
        chmod(path, 0o755)
        return path
    }

    private func compiler(swiftc: String, directory: String, counter: Counter) -> ExampleCompiler {
        ExampleCompiler(
            swiftc: swiftc, runtime: RuntimeBuild(directory: directory, hash: "test", built: false, seconds: 0),
            workDirectory: directory + "/work", cacheDirectory: directory + "/cache", environment: ["PATH": "/usr/bin:/bin"],
            jobs: 1,
            providedAPI: {
                counter.increment()
                return ["Text", "View"]
            })
    }

    private func temporaryDirectory() throws -> String {
        let directory = NSTemporaryDirectory() + "provided-api-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: directory) }
        return directory
    }

    func testASuccessfulCompileNeverReadsTheRuntimeAPI() throws {
        let directory = try temporaryDirectory()
        let counter = Counter()
        let outcome = compiler(swiftc: try fakeCompiler(in: directory, error: nil), directory: directory, counter: counter)
            .compile([(0, example())])
        XCTAssertEqual(outcome.binaries.count, 1)
        XCTAssertTrue(outcome.diagnostics.isEmpty)
        XCTAssertEqual(counter.count, 0)
    }

    func testAFailedCompileTellsAMissingAPIApart() throws {
        let directory = try temporaryDirectory()
        let counter = Counter()
        let example = example()
        let line = PreparedExample.virtualLineBase + 2
        let error = "\(ExampleCompiler.virtualFile(example)):\(line):30: error: value of type 'Text' has no member 'inspector'"
        let outcome = compiler(swiftc: try fakeCompiler(in: directory, error: error), directory: directory, counter: counter)
            .compile([(0, example)])
        XCTAssertTrue(outcome.binaries.isEmpty)
        XCTAssertGreaterThan(counter.count, 0)
        XCTAssertEqual(
            outcome.diagnostics.first?.message, "`.inspector` is a SwiftUI API the lesson runtime does not provide yet",
            "\(outcome.diagnostics)")
    }
}
