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
    /// The compile's share of the build's time: its jobs' time spread over the cores they ran on.
    var seconds: Double = 0
}

/// The outcomes of an `ExampleCompiler`'s jobs as they end, on whichever thread ran them.
final class CompileLog: @unchecked Sendable {
    private let lock = NSLock()
    private var jobs: [ExampleCompiler.JobOutcome] = []

    func add(_ job: ExampleCompiler.JobOutcome) {
        lock.lock()
        jobs.append(job)
        lock.unlock()
    }

    /// Everything the jobs made, in course order whichever job ended first. `seconds` is the jobs'
    /// time divided by the cores that could run them at once, as a build that waits for every
    /// compile measures it: each example's recorded cost keeps one meaning however its build ran.
    func outcome(examplesCompiled: Int, jobs threads: Int) -> CompileOutcome {
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
        let busy = jobs.reduce(0) { $0 + $1.seconds }
        outcome.seconds = busy / Double(max(1, min(threads, jobs.count)))
        return outcome
    }
}
