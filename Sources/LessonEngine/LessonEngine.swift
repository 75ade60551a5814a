import Diagnostics
import Foundation
import LessonProtocol

/// Verifies a course's examples and checkpoints: prepares, compiles (merged), runs each checkpoint in
/// its own process, and compares what the screens showed with what the checkpoints expect.
///
/// The engine's whole public face: `LessonEngine(EngineConfiguration)`, `verify(examples:checkpoints:)`
/// → `VerificationReport` (transcripts, observations, diagnostics whose fixes `--update` applies,
/// statistics), and `stopEverything()` for an interrupted build. `verify` is a list of stages, each a
/// function in `Verifying/` over the `Verification` value they fill in; the work behind them lives in
/// `Checkpoints/` (language, matching), `Examples/` (preparing, the runtime, compiling), `Running/`
/// (processes, the sandbox) and `Cache/` (local and shared results).
public final class LessonEngine {
    public let configuration: EngineConfiguration

    /// Ends every lesson process and compiler any engine in this process started (Ctrl-C, SIGTERM):
    /// nothing a build started outlives it.
    public static func stopEverything() { ProcessRunner.terminateAll() }

    var toolchain: (swiftc: String, version: String)?
    /// The checked sandbox, and the one with the runtime's libraries bound, by runtime directory.
    var checkedSandbox: Sandbox?
    var runtimeSandbox: (directory: String, sandbox: Sandbox)?

    public init(_ configuration: EngineConfiguration) {
        self.configuration = configuration
    }

    enum RunResult {
        case response(LessonResponse)
        case failure(String, notes: [String])
    }

    /// Verifies the blocks, stage by stage (the stages live in `Verifying/`): plan the checkpoints
    /// and the partition's examples, find the compiler and runtime, list the runs with their cache
    /// keys, ask the caches, and for what they could not answer check the sandbox, build the
    /// runtime, compile and run (a binary's runs beside the compiles still under way) and store;
    /// then evaluate every result and report.
    public func verify(examples blocks: [ExampleBlock], checkpoints checkpointBlocks: [CheckpointBlock]) -> VerificationReport {
        let start = Date()
        let cache = ResultCache(cacheDirectory: configuration.cacheDirectory)
        let remote = configuration.remoteCache.map { RemoteCache($0) }
        // Finding the compiler and hashing the runtime's sources need nothing the plan makes: on
        // another core meanwhile.
        let (identified, planned) = concurrently(
            { Result { try self.identify() } },
            { plan(examples: blocks, checkpoints: checkpointBlocks, start: start, costs: partitionCosts(cache: cache, remote: remote)) })
        var verification = planned
        let identity: BuildIdentity
        do {
            identity = try identified.get()
        } catch {
            verification.add(error)
            return report(verification)
        }
        let runPlan = runPlan(for: verification, identity: identity)
        var results = lookUpCaches(runPlan, in: cache, remote: remote, verification: &verification)
        let toCompile = examplesToCompile(runPlan, results: results, cache: cache, verification: &verification)
        if !toCompile.isEmpty {
            CacheJanitor.sweep(cacheDirectory: configuration.cacheDirectory, currentRuntimeHash: identity.runtimeHash)
            CacheJanitor.adoptModuleCache(cacheDirectory: configuration.cacheDirectory)
            let workDirectory = makeWorkDirectory()
            defer { if !configuration.keepWorkDirectory { try? FileManager.default.removeItem(atPath: workDirectory) } }
            do {
                try checkSandbox()
                let runtime = try runtime(for: identity, verification: &verification)
                let (binaries, fresh) = compileAndRun(
                    toCompile, plan: runPlan, unanswered: results, runtime: runtime, identity: identity,
                    workDirectory: workDirectory, verification: &verification)
                for (index, result) in fresh { results[index] = result }
                recordCompiles(binaries, plan: runPlan, cache: cache, verification: verification)
                store(fresh, plan: runPlan, compiled: Set(binaries.keys), in: cache, remote: remote, verification: &verification)
            } catch {
                verification.add(error)
                for index in toCompile { verification.compiled[index] = false }
            }
        }
        evaluate(runPlan, results: results, verification: &verification)
        storeCostTable(cache: cache, remote: remote, verification: verification)
        if let warning = remote?.warning { verification.diagnostics.append(warning) }
        return report(verification)
    }

    /// The useful part of a lesson's stderr — its first lines and its last, each line capped, with
    /// what was cut counted (StderrExcerpt) — stack frames dropped, and a trap's
    /// `LessonExamples/NAME.swift:12: Fatal error: …` pointed at the markdown line it came from.
    static func crashNotes(_ stderr: String, example: PreparedExample) -> [String] {
        let prefix = "LessonExamples/" + ExampleCompiler.virtualFile(example).split(separator: "/").last! + ":"
        let lines = splitLines(stderr).filter { line in
            let trimmedLine = line.trimmed
            if trimmedLine.isEmpty || trimmedLine == "Current stack trace:" || trimmedLine.hasPrefix("Stack dump") { return false }
            // "3    libswiftCore.so    0x00007f… symbol + 12"
            let fields = trimmedLine.split(separator: " ", omittingEmptySubsequences: true)
            return !(fields.count >= 3 && Int(fields[0]) != nil && fields[2].hasPrefix("0x"))
        }
        return StderrExcerpt.lines(lines).map { line in
            guard line.hasPrefix(prefix) else { return line.hasPrefix(StderrExcerpt.marker) ? line : "stderr: " + line }
            let rest = line.dropFirst(prefix.count)
            guard let colon = rest.firstIndex(of: ":"), let virtualLine = Int(rest[..<colon]) else { return "stderr: " + line }
            let location = example.mapLocation(line: virtualLine, column: nil)
            return "\(location.file):\(location.line):" + rest[colon...].dropFirst()
        }
    }

}

func formatSeconds(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
}
