import Diagnostics
import Foundation

/// The outcome of compiling a set of examples.
struct CompileOutcome {
    /// Example name → the executable that hosts it.
    var binaries: [String: String] = [:]
    /// Problems, already located in the markdown.
    var diagnostics: [Diagnostic] = []
    var invocations = 0
    var examplesCompiled = 0
    /// From the first job's start to the last one's end.
    var seconds: Double = 0
}

/// The outcomes of an `ExampleCompiler`'s jobs as they end, on whichever thread ran them.
final class CompileLog: @unchecked Sendable {
    private let lock = NSLock()
    private let start = Date()
    private var jobs: [ExampleCompiler.JobOutcome] = []
    private var lastEnd: Date?

    func add(_ job: ExampleCompiler.JobOutcome) {
        lock.lock()
        jobs.append(job)
        lastEnd = Date()
        lock.unlock()
    }

    /// Everything the jobs made, in course order whichever job ended first. `seconds` runs from the
    /// log's making to the last job's end: the compile's wall time, as when every run waited for
    /// every compile, so each example's recorded compile cost keeps that one meaning.
    func outcome(examplesCompiled: Int) -> CompileOutcome {
        lock.lock()
        defer { lock.unlock() }
        var outcome = CompileOutcome()
        outcome.examplesCompiled = examplesCompiled
        let ordered = jobs.enumerated().sorted { ($0.element.firstExample, $0.offset) < ($1.element.firstExample, $1.offset) }
        for (_, job) in ordered {
            outcome.binaries.merge(job.binaries) { a, _ in a }
            outcome.diagnostics += job.diagnostics
            outcome.invocations += job.invocations
        }
        outcome.seconds = lastEnd.map { $0.timeIntervalSince(start) } ?? 0
        return outcome
    }
}
