import Diagnostics
import Foundation
import LessonProtocol

public struct EngineConfiguration: Sendable {
    /// The compiler; nil finds `swiftc` on PATH.
    public var swiftc: String?
    /// Runtime builds, results and scratch space live here.
    public var cacheDirectory: String
    public var runtimeSources: RuntimeSources
    /// Seconds each checkpoint's process may run.
    public var timeout: Double
    /// Compiler and lesson processes run this many at a time.
    public var jobs: Int
    /// The course locale (`en_US`): the runtime formats with it and the process's LANG follows it.
    public var locale: String
    /// The course's time zone: the lesson process's TZ and the runtime's clock follow it.
    public var timeZone = "UTC"
    /// False runs everything again, ignoring (and refreshing) cached results.
    public var useCache: Bool
    /// RLIMIT_AS for lesson processes, in bytes; nil for none.
    public var memoryLimit: UInt64?
    /// Bytes of stdout+stderr a lesson process may print before it is killed.
    public var outputLimit: Int
    /// How the runtime library is optimised (it is built once per machine and runtime version).
    public var runtimeOptimization: String
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
    /// A shared result cache over HTTP, consulted after the local one and filled with what ran here.
    public var remoteCache: RemoteCacheConfiguration?

    public init(cacheDirectory: String, swiftc: String? = nil, runtimeSources: RuntimeSources = .repository,
                timeout: Double = 5, jobs: Int = max(1, ProcessInfo.processInfo.activeProcessorCount),
                locale: String = "en_US", useCache: Bool = true, memoryLimit: UInt64? = nil,
                outputLimit: Int = 1 << 20, runtimeOptimization: String = "-Onone") {
        self.swiftc = swiftc
        self.cacheDirectory = cacheDirectory
        self.runtimeSources = runtimeSources
        self.timeout = timeout
        self.jobs = jobs
        self.locale = locale
        self.useCache = useCache
        self.memoryLimit = memoryLimit
        self.outputLimit = outputLimit
        self.runtimeOptimization = runtimeOptimization
    }
}
