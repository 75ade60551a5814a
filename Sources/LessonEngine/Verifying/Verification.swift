import Diagnostics
import Foundation
import LessonProtocol

/// What one `verify` call has found so far. Each stage reads what it needs and adds what it found;
/// the last one turns it into the public `VerificationReport`.
struct Verification {
    let start: Date
    var prepared: [PreparedExample] = []
    /// Indices into `prepared` of the examples this build verifies: all of them, or one partition's slice.
    var inSlice: Set<Int> = []
    /// Under a balanced `--partition`, the slice of each example by name (`Partition.balancedSlices`);
    /// nil when slices follow names alone.
    var balancedSlices: [String: Int]?
    /// What verifying each example (by index) cost, as recorded or as measured now.
    var costs: [Int: VerificationCost] = [:]
    var planned: [PlannedCheckpoint] = []
    /// One per planned checkpoint: filled when it is evaluated, or at once when it cannot run.
    var transcripts: [CheckpointTranscript?] = []
    /// Whether each example (by index) compiled; examples that did not get that far are absent.
    var compiled: [Int: Bool] = [:]
    /// The first screen each example showed (by index), for its page.
    var launchScreens: [Int: ScreenNode] = [:]
    var evaluations: [ExpectationMatcher.Evaluation] = []
    var diagnostics: [Diagnostic] = []
    /// `VerificationReport.notices`.
    var notices: [Diagnostic] = []
    var statistics = VerificationStatistics()

    /// Whether the example of this name is in the slice this build verifies (always, without
    /// `--partition`). A name the balanced slices do not hold (a checkpoint's unknown example) is
    /// placed by its name, as without costs.
    func isInSlice(_ name: String, partition: Partition?) -> Bool {
        guard let partition else { return true }
        if let slice = balancedSlices?[name] { return slice == partition.index }
        return partition.contains(name)
    }

    mutating func add(_ error: Error) {
        diagnostics.append(error as? Diagnostic ?? .error("\(error)"))
    }
}

/// A checkpoint block, parsed and attached to its example.
struct PlannedCheckpoint {
    var block: CheckpointBlock
    var checkpoint: Checkpoint
    var exampleName: String
    /// The example's index among the prepared ones; nil when it could not be prepared.
    var exampleIndex: Int?
    var parsedCleanly: Bool

    var runnable: Bool { parsedCleanly && exampleIndex != nil }

    /// The transcript of a checkpoint that could not be observed, saying why.
    func failedTranscript(_ error: String) -> CheckpointTranscript {
        CheckpointTranscript(
            exampleName: exampleName, checkpoint: checkpoint, location: block.location, initialScreen: nil,
            initialBodyEvaluations: nil, initialChecks: [], steps: [], error: error)
    }
}

/// What every cache key includes besides the lesson: the compiler and the runtime's sources.
struct BuildIdentity {
    var swiftc: String
    var compilerVersion: String
    var runtimeHash: String
}

/// One lesson process to run (or to find in the cache).
struct PlannedRun {
    var exampleIndex: Int
    var actions: [Action]
    var key: String
    /// Index into the planned checkpoints; nil for a launch-only run.
    var checkpoint: Int?
    var location: SourceLocation
    /// The phone settings the run's lesson process is launched with.
    var conditions = DeviceConditions()
}

/// Everything this build has to run, and each prepared example's compile key (by index).
struct RunPlan {
    var runs: [PlannedRun]
    var compileKeys: [String]
}
