import Foundation
import LessonEngine

/// Everything `coursegen build` can be told. Defaults are the conventional folders of a course
/// repository, relative to the current directory.
public struct BuildOptions: Sendable {
    public var contentDirectory: URL
    /// A course's own templates, laid over the built-in ones file by file; need not exist.
    public var templatesDirectory: URL
    public var outputDirectory: URL
    /// Compiled runtime and lesson results, reused across builds.
    public var cacheDirectory: URL
    /// Rewrite drifted expectations in `content/` to what was observed (the intended-change path).
    public var update = false
    /// Ignore cached lesson results and run every example again.
    public var useCache = true
    /// The folder holding the runtime's `LessonProtocol/` and `SwiftUI/` sources; nil means the
    /// `Sources/` folder of the checkout coursegen was built from.
    public var runtimeSourcesDirectory: URL?
    /// The Swift compiler; nil means `swiftc` on PATH.
    public var swiftc: String?
    /// Seconds one lesson process may run.
    public var timeout: Double = 10
    /// Parallel compile and run jobs.
    public var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    /// Run lesson code in the bubblewrap sandbox (the default). False runs it with the full access of
    /// the user running the build: only for lessons you trust.
    public var sandboxed = true
    /// Called when another build of the same output folder holds the lock and this one waits.
    public var waitingForLock: @Sendable () -> Void = {}
    /// `--partition K/N`: verify only this slice of the examples and render nothing.
    public var partition: Partition?
    /// A shared result cache over HTTP (`--remote-cache`).
    public var remoteCache: RemoteCacheConfiguration?
    /// Paths in diagnostics are shown relative to this folder.
    public var displayRoot: URL

    public init(root: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)) {
        contentDirectory = root.appendingPathComponent("content")
        templatesDirectory = root.appendingPathComponent("templates")
        outputDirectory = root.appendingPathComponent("output")
        cacheDirectory = root.appendingPathComponent(".coursegen-cache")
        displayRoot = root
    }
}

/// What a build did, for the CLI's summary line and the preview server.
public struct BuildReport: Sendable {
    public var diagnostics: [Diagnostic] = []
    public var pagesWritten = 0
    public var checkpointsVerified = 0
    public var examplesCompiled = 0
    public var lessonRuns = 0
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

    public var succeeded: Bool { !diagnostics.hasErrors }
}

import Diagnostics
