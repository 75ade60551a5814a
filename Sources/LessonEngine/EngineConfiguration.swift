import Diagnostics
import Foundation
import LessonProtocol

/// How lessons are verified: every option a build can be given, each with its one default here.
/// `coursegen build` parses into this value, the site builder carries it as it is, and the engine
/// reads it; `--help` prints the defaults from it.
public struct LessonRunOptions: Sendable {
    /// The compiler; nil finds `swiftc` on PATH.
    public var swiftc: String?
    /// Where the lesson runtime's sources are (the checkout coursegen was built from, by default).
    public var runtimeSources = RuntimeSources.repository
    /// Seconds each checkpoint's process may run.
    public var timeout: Double = 10
    /// Compiler and lesson processes run this many at a time.
    public var jobs = max(1, ProcessInfo.processInfo.activeProcessorCount)
    /// False runs everything again, ignoring (and refreshing) cached results.
    public var useCache = true
    /// RLIMIT_AS for unsandboxed lesson processes, in bytes; nil for none. (A sandboxed run is held
    /// to `limits.memory` of resident memory instead.)
    public var memoryLimit: UInt64? = 4 << 30
    /// Bytes of stdout+stderr a lesson process may print before it is killed.
    public var outputLimit = 1 << 20
    /// How the runtime library is optimised (it is built once per machine and runtime version).
    public var runtimeOptimization = "-Onone"
    /// Keep `<cache>/work/…` (generated sources, binaries, requests) after a run, to debug the engine.
    public var keepWorkDirectory = false
    /// Run lesson processes in the bubblewrap sandbox (see `Sandbox`). When it cannot start, no
    /// lesson code runs and the build fails saying how to fix it. False runs lessons unconfined.
    public var sandboxed = true
    /// The bubblewrap executable; nil finds `bwrap`.
    public var bubblewrap: String?
    /// Memory, processes, file size and temporary space of one sandboxed run.
    public var limits = LessonLimits()
    /// Verify only this slice of the examples (`--partition K/N`); nil verifies them all.
    public var partition: Partition?
    /// Balance `--partition`'s slices by the cost table the last whole build recorded, when there
    /// is one (`--no-balance`: by name alone).
    public var balancePartitions = true
    /// A shared result cache over HTTP, consulted after the local one and filled with what ran here.
    public var remoteCache: RemoteCacheConfiguration?

    public init() {}
}

/// One engine's configuration: where its cache is, the course's locale and time zone (what lesson
/// code formats with), and the options it runs lessons with.
@dynamicMemberLookup
public struct EngineConfiguration: Sendable {
    /// Runtime builds, results and scratch space live here.
    public var cacheDirectory: String
    /// The course locale (`en_US`): the runtime formats with it and the process's LANG follows it.
    public var locale: String
    /// The course's time zone: the lesson process's TZ and the runtime's clock follow it.
    public var timeZone: String
    public var options: LessonRunOptions

    public init(cacheDirectory: String, locale: String = "en_US", timeZone: String = "UTC", options: LessonRunOptions = LessonRunOptions())
    {
        self.cacheDirectory = cacheDirectory
        self.locale = locale
        self.timeZone = timeZone
        self.options = options
    }

    /// The options read as the configuration's own (`configuration.timeout`).
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<LessonRunOptions, Value>) -> Value {
        get { options[keyPath: keyPath] }
        set { options[keyPath: keyPath] = newValue }
    }
}
