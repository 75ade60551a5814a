import Diagnostics
import Foundation
import LessonProtocol

/// Counters and timings of one `verify`, so tests and benchmarks can check what was (not) redone.
public struct VerificationStatistics: Equatable, Sendable {
    public var examples = 0
    public var checkpoints = 0
    /// Examples that went through swiftc (merged or alone).
    public var examplesCompiled = 0
    public var compilerInvocations = 0
    /// Lesson processes started.
    public var processesRun = 0
    /// Of those, the ones forked from their binary prestarted in a worker sandbox.
    public var prestartedRuns = 0
    /// Runs answered from the result cache.
    public var cacheHits = 0
    /// Cache entries (results and compile records) fetched from the remote cache, and stored to it.
    public var remoteHits = 0
    public var remoteStores = 0
    public var runtimeBuilt = false
    public var runtimeBuildSeconds: Double = 0
    public var compileSeconds: Double = 0
    public var runSeconds: Double = 0
    public var totalSeconds: Double = 0
    /// Under a partition balanced by cost: the seconds the cost table gives this slice and the
    /// whole course (nil when slices follow names alone).
    public var sliceCostSeconds: Double?
    public var courseCostSeconds: Double?
    public init() {}
}

public struct VerificationReport: Sendable {
    public var examples: [ExampleResult]
    public var transcripts: [CheckpointTranscript]
    /// `see … as NAME` observations by name.
    public var observations: [String: Observation]
    /// Every name declared with `as`, observed or not (a checkpoint may stop before reaching it).
    public var declaredObservationNames: Set<String>
    /// Every problem, sorted by file and line.
    public var diagnostics: [Diagnostic]
    /// What `--update` would write: the fixes of the drift diagnostics, which rewrite drifted
    /// expectations to what was observed.
    public var edits: [SourceEdit] { diagnostics.fixes }
    public var statistics: VerificationStatistics
    /// About how the lessons were verified, not about the course: said once, never a failure
    /// (e.g. that every run started a sandbox of its own, and how to make them faster).
    public var notices: [Diagnostic] = []

    public var succeeded: Bool { !diagnostics.hasErrors }

    public func example(named name: String) -> ExampleResult? { examples.first { $0.name == name } }

}
