import Diagnostics
import LessonProtocol

/// One expectation as checked against an observed screen.
public struct CheckResult: Equatable, Sendable {
    /// The line as written (`see "Total: 24"`).
    public var text: String
    public var location: SourceLocation
    /// Nil when the expectation was not checked (an earlier action failed).
    public var passed: Bool?
    /// What the expectation asks for, as the page would phrase it (`"Total: 24"`, `disabled`).
    public var expected: String
    /// What the screen showed: the matching text, or the closest candidate when it drifted.
    public var observed: String?
    public var observationName: String?
}

/// An action and the screen after it.
public struct TranscriptStep: Equatable, Sendable {
    /// The line as written (`tap "Add one" 2 times`).
    public var action: String
    public var location: SourceLocation
    /// The screen after the action; nil when it was not performed.
    public var screen: ScreenNode?
    public var bodyEvaluations: Int?
    /// Why the action could not be performed, as the runtime said.
    public var error: String?
    /// The expectations that follow the action.
    public var checks: [CheckResult]
}

/// What the page shows for a checkpoint: the initial screen and its checks, then each action with
/// the screen after it and the checks that followed — all observed.
public struct CheckpointTranscript: Equatable, Sendable {
    public var exampleName: String
    /// The checkpoint as parsed: the steps the transcript reports on, one to one.
    public var checkpoint: Checkpoint
    /// The checkpoint block's first content line.
    public var location: SourceLocation
    public var initialScreen: ScreenNode?
    public var initialBodyEvaluations: Int?
    public var initialChecks: [CheckResult]
    public var steps: [TranscriptStep]
    /// Why the checkpoint did not run at all (the example did not compile, a timeout, a crash).
    public var error: String?
    /// True when every expectation was checked and held.
    public var passed: Bool {
        error == nil && steps.allSatisfy { $0.error == nil }
            && (initialChecks + steps.flatMap(\.checks)).allSatisfy { $0.passed == true }
    }
}

/// A value named with `see … as NAME`, for `[24](observed:NAME)` links in prose.
public struct Observation: Equatable, Sendable {
    public var name: String
    public var exampleName: String
    /// What the expectation says, unescaped (`Total: 24`, `disabled`, `3`).
    public var expected: String
    /// What was observed; nil when the screen had no clear counterpart.
    public var observed: String?
    public var location: SourceLocation
}

/// What the page needs for one example.
public struct ExampleResult: Equatable, Sendable {
    public var name: String
    public var location: SourceLocation
    /// The code the page shows: hidden lines removed; a variant shows its diff.
    public var displayedCode: String
    /// The hosted screen at launch; nil when the example did not compile or run.
    public var initialScreen: ScreenNode?
    public var compiled: Bool
    /// "#Preview", or the View type the engine instantiates.
    public var hostedRoot: String
    /// For a complete file (not a fragment, not a variant), the Swift file exactly as compiled and
    /// run: hidden lines included. What a downloaded project ships.
    public var compiledFile: String? = nil
    /// The View types the complete file declares, in order.
    public var declaredViews: [String] = []
    /// Its source files in page order: one, or one per block of an example of several files
    /// (`file=`), each with what its block shows and what a downloaded project holds.
    public var files: [ExampleFileResult] = []
    /// The files its app bundles.
    public var resources: [ExampleResource] = []
    /// What the blocks that show further regions of an included file show.
    public var alsoShown: [ExampleFileResult] = []

    /// The file of this example a block shows, by the block's first content line.
    public func file(at location: SourceLocation) -> ExampleFileResult? {
        (files + alsoShown).first { $0.location.file == location.file && $0.location.line == location.line }
    }
}
