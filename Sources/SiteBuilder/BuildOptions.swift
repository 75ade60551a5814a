import Diagnostics
import Foundation
import LessonEngine

/// Everything `coursegen build` can be told. Defaults are the conventional folders of a course
/// repository, relative to the current directory.
public struct BuildOptions: Sendable {
    /// The conventional folders, relative to the course repository (and `--help`'s defaults).
    public enum DefaultFolder {
        public static let content = "content"
        public static let templates = "templates"
        public static let output = "output"
        public static let cache = ".coursegen-cache"
    }

    public var contentDirectory: URL
    /// A course's own templates, laid over the built-in ones file by file; need not exist.
    public var templatesDirectory: URL
    public var outputDirectory: URL
    /// Compiled runtime and lesson results, reused across builds.
    public var cacheDirectory: URL
    /// Rewrite drifted expectations in `content/` to what was observed (the intended-change path).
    public var update = false
    /// How lessons are compiled, run and cached, passed to the lesson engine as it is.
    public var lessons = LessonRunOptions()
    /// Called when another build of the same output folder holds the lock and this one waits.
    public var waitingForLock: @Sendable () -> Void = {}
    /// The process ends right after this build (`coursegen build`): its course and rendered state
    /// are left for the exit to reclaim instead of being freed page by page, which took a large
    /// course's last tens of milliseconds on one core. `serve` builds again and leaves this off.
    public var endsProcess = false
    /// Paths in diagnostics are shown relative to this folder.
    public var displayRoot: URL

    public init(root: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) {
        contentDirectory = root.appendingPathComponent(DefaultFolder.content)
        templatesDirectory = root.appendingPathComponent(DefaultFolder.templates)
        outputDirectory = root.appendingPathComponent(DefaultFolder.output)
        cacheDirectory = root.appendingPathComponent(DefaultFolder.cache)
        displayRoot = root
    }
}

/// What a build did, for the CLI's summary line and the preview server.
public struct BuildReport: Sendable {
    public var diagnostics: [Diagnostic] = []
    /// `VerificationReport.notices`: printed, never a failure.
    public var notices: [Diagnostic] = []
    public var pagesWritten = 0
    public var checkpointsVerified = 0
    public var examplesCompiled = 0
    public var lessonRuns = 0
    /// Lesson runs forked from their binary prestarted in a worker sandbox.
    public var prestartedRuns = 0
    public var cachedResults = 0
    /// Content files rewritten by `--update`, as shown in diagnostics.
    public var updatedFiles: [String] = []
    /// Every rewrite `--update` made, in file order, for the author to review.
    public var appliedFixes: [SourceEdit] = []
    public var seconds: Double = 0
    /// `--partition`: the slice verified, and what was in it (example name, checkpoints), by name.
    public var partition: Partition?
    public var verifiedExamples: [(name: String, checkpoints: Int)] = []
    /// Entries fetched from and stored to the remote cache.
    public var remoteHits = 0
    public var remoteStores = 0
    /// A partition balanced by recorded cost: the seconds its slice and the whole course cost.
    public var sliceCostSeconds: Double?
    public var courseCostSeconds: Double?

    public var succeeded: Bool { !diagnostics.hasErrors }
}
