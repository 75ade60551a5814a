import Diagnostics
import Foundation
import LessonProtocol

/// Verifies a course's examples and checkpoints: prepares, compiles (merged), runs each checkpoint in
/// its own process, and compares what the screens showed with what the checkpoints expect.
///
/// The engine's whole public face: `LessonEngine(EngineConfiguration)`, `verify(examples:checkpoints:)`
/// → `VerificationReport` (transcripts, observations, diagnostics whose fixes `--update` applies,
/// statistics), and `stopEverything()` for an interrupted build. The stages behind it live in the
/// folders `Checkpoints/` (language, matching), `Examples/` (preparing, the runtime, compiling),
/// `Running/` (processes, the sandbox) and `Cache/` (local and shared results).
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

    private struct PlannedCheckpoint {
        var block: CheckpointBlock
        var checkpoint: Checkpoint
        var exampleName: String
        var runnable: Bool
    }

    private struct PlannedRun {
        var exampleIndex: Int
        var actions: [Action]
        var key: String
        /// Index into the planned checkpoints; nil for a launch-only run.
        var checkpoint: Int?
        var location: SourceLocation
    }

    enum RunResult {
        case response(LessonResponse)
        case failure(String, notes: [String])
    }

    public func verify(examples blocks: [ExampleBlock], checkpoints checkpointBlocks: [CheckpointBlock]) -> VerificationReport {
        let start = Date()
        var statistics = VerificationStatistics()
        var diagnostics: [Diagnostic] = []
        let (prepared, preparationProblems) = ExamplePreparer.prepare(blocks)
        diagnostics += preparationProblems
        let indexByName = Dictionary(prepared.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        let blockNames = Set(blocks.map(\.name))
        // `--partition`: only the slice's examples are compiled and run (every block is still
        // prepared, so a variant in the slice finds its base).
        let inSlice: (Int) -> Bool = { index in self.configuration.partition?.contains(prepared[index].name) ?? true }
        statistics.examples = prepared.indices.filter(inSlice).count

        // Checkpoints, each attached to its example.
        var planned: [PlannedCheckpoint] = []
        for block in checkpointBlocks {
            let (checkpoint, problems) = CheckpointParser.parse(block.code, at: block.location, lineColumns: block.lineColumns)
            if let partition = configuration.partition,
               !partition.contains(block.exampleName ?? nearestExample(above: block.location, in: blocks) ?? "") {
                continue
            }
            diagnostics += problems
            guard let name = block.exampleName ?? nearestExample(above: block.location, in: blocks) else {
                diagnostics.append(.error("this checkpoint has no example above it in the file; name one with ```checkpoint example=NAME",
                                          at: block.location))
                continue
            }
            guard blockNames.contains(name) else {
                var message = "checkpoint names an unknown example '\(name)'"
                if let suggestion = Suggestions.closest(to: name, in: blockNames.sorted()) { message += "; did you mean '\(suggestion)'?" }
                diagnostics.append(.error(message, at: block.location))
                continue
            }
            planned.append(PlannedCheckpoint(block: block, checkpoint: checkpoint, exampleName: name,
                                             runnable: problems.isEmpty && indexByName[name] != nil))
        }
        statistics.checkpoints = planned.count

        var transcripts: [CheckpointTranscript?] = planned.map { plan in
            plan.runnable ? nil : failedTranscript(plan, error: indexByName[plan.exampleName] == nil
                ? "example '\(plan.exampleName)' could not be prepared" : "the checkpoint has errors")
        }

        // The toolchain and runtime identity: part of every cache key.
        let toolchain: (swiftc: String, version: String)
        let runtimeHash: String
        do {
            toolchain = try resolveToolchain()
            runtimeHash = try RuntimeBuilder.hash(configuration.runtimeSources, compilerVersion: toolchain.version)
        } catch {
            diagnostics.append(error as? Diagnostic ?? .error("\(error)"))
            return finish(prepared: prepared, compiled: [:], launchScreens: [:], planned: planned, transcripts: transcripts,
                          evaluations: [], diagnostics: diagnostics, statistics: statistics, start: start)
        }

        // What has to run, and what the cache already knows.
        let cache = ResultCache(cacheDirectory: configuration.cacheDirectory)
        let sources = prepared.map { $0.swiftSource(namespace: "__Example", virtualFile: ExampleCompiler.virtualFile($0),
                                                     standalone: !$0.isMergeable) }
        var runs: [PlannedRun] = []
        for (index, plan) in planned.enumerated() where plan.runnable {
            let exampleIndex = indexByName[plan.exampleName]!
            let actions = plan.checkpoint.actions
            runs.append(PlannedRun(exampleIndex: exampleIndex, actions: actions,
                                   key: ResultCache.runKey(source: sources[exampleIndex], actions: actions, runtimeHash: runtimeHash,
                                                           compilerVersion: toolchain.version, locale: formattingKey),
                                   checkpoint: index, location: plan.block.location))
        }
        // Examples without a checkpoint still launch once: the page shows their screen, and a crash
        // on launch is an error like any other.
        let checked = Set(runs.map(\.exampleIndex))
        for (index, example) in prepared.enumerated() where !checked.contains(index) && inSlice(index) {
            runs.append(PlannedRun(exampleIndex: index, actions: [],
                                   key: ResultCache.runKey(source: sources[index], actions: [], runtimeHash: runtimeHash,
                                                           compilerVersion: toolchain.version, locale: formattingKey),
                                   checkpoint: nil, location: example.location))
        }
        let compileKeys = sources.map { ResultCache.compileKey(source: $0, runtimeHash: runtimeHash, compilerVersion: toolchain.version) }
        // What this machine has not seen, from the shared cache (into the local one).
        let remote = configuration.remoteCache.map { RemoteCache($0) }
        if let remote, configuration.useCache {
            statistics.remoteHits = remote.fetchMissing(runKeys: runs.map(\.key),
                                                        compileKeys: prepared.indices.filter(inSlice).map { compileKeys[$0] },
                                                        into: cache, jobs: max(4, configuration.jobs))
        }
        var results: [RunResult?] = runs.map { run in
            guard configuration.useCache, let response = cache.loadRun(run.key) else { return nil }
            return .response(response)
        }
        statistics.cacheHits = results.filter { $0 != nil }.count
        var needsCompile = Set(runs.indices.filter { results[$0] == nil }.map { runs[$0].exampleIndex })
        for index in prepared.indices where inSlice(index) && !(configuration.useCache && cache.hasCompiled(compileKeys[index])) {
            needsCompile.insert(index)
        }

        var compiled: [Int: Bool] = [:]
        for index in prepared.indices where inSlice(index) && !needsCompile.contains(index) { compiled[index] = true }
        let workDirectory = configuration.cacheDirectory + "/work/\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        defer { if !configuration.keepWorkDirectory { try? FileManager.default.removeItem(atPath: workDirectory) } }

        if !needsCompile.isEmpty {
            CacheJanitor.sweep(cacheDirectory: configuration.cacheDirectory, currentRuntimeHash: runtimeHash)
            CacheJanitor.adoptModuleCache(cacheDirectory: configuration.cacheDirectory)
            do {
                // The sandbox is checked before anything is compiled: no lesson code runs without it.
                if configuration.sandboxed && checkedSandbox == nil {
                    checkedSandbox = try Sandbox.prepare(bwrap: configuration.bubblewrap, toolchainLibraries: [])
                }
                let runtime = try RuntimeBuilder.ensure(sources: configuration.runtimeSources, hash: runtimeHash,
                                                        swiftc: toolchain.swiftc, cacheDirectory: configuration.cacheDirectory,
                                                        environment: compilerEnvironment(),
                                                        optimization: configuration.runtimeOptimization)
                statistics.runtimeBuilt = runtime.built
                statistics.runtimeBuildSeconds = runtime.seconds
                let compiler = ExampleCompiler(swiftc: toolchain.swiftc, runtime: runtime, workDirectory: workDirectory,
                                               cacheDirectory: configuration.cacheDirectory, environment: compilerEnvironment(),
                                               jobs: max(1, configuration.jobs),
                                               providedAPI: RuntimeSurface.api(in: configuration.runtimeSources).all)
                let outcome = compiler.compile(needsCompile.sorted().map { ($0, prepared[$0]) })
                diagnostics += outcome.diagnostics
                statistics.examplesCompiled = outcome.examplesCompiled
                statistics.compilerInvocations = outcome.invocations
                statistics.compileSeconds = outcome.seconds
                for index in needsCompile {
                    let ok = outcome.binaries[prepared[index].name] != nil
                    compiled[index] = ok
                    if ok { cache.markCompiled(compileKeys[index]) }
                }
                let sandbox = configuration.sandboxed ? sandbox(for: runtime, swiftc: toolchain.swiftc) : nil
                // Run what the cache did not answer, on every core.
                let runStart = Date()
                let pending = runs.indices.filter { results[$0] == nil && outcome.binaries[prepared[runs[$0].exampleIndex].name] != nil }
                let fresh = parallelMap(pending, jobs: max(1, configuration.jobs)) { index -> RunResult in
                    let run = runs[index]
                    return self.runLesson(binary: outcome.binaries[prepared[run.exampleIndex].name]!,
                                          example: prepared[run.exampleIndex], actions: run.actions,
                                          workDirectory: workDirectory, id: index, runtime: runtime, sandbox: sandbox)
                }
                statistics.processesRun = pending.count
                statistics.runSeconds = Date().timeIntervalSince(runStart)
                var stored: [String] = []
                for (index, result) in zip(pending, fresh) {
                    results[index] = result
                    if case .response(let response) = result {
                        cache.storeRun(runs[index].key, response)
                        stored.append(ResultCache.runEntryName(runs[index].key))
                    }
                }
                // Share what ran here: the results, and the compiles they came from.
                if let remote {
                    let compiledNames = needsCompile.filter { compiled[$0] == true }.map { ResultCache.compileEntryName(compileKeys[$0]) }
                    statistics.remoteStores = remote.store(entries: stored + compiledNames, from: cache, jobs: max(4, configuration.jobs))
                }
            } catch {
                diagnostics.append(error as? Diagnostic ?? .error("\(error)"))
                for index in needsCompile { compiled[index] = false }
            }
        }

        // Compare, and collect what the page needs.
        var evaluations: [ExpectationMatcher.Evaluation] = []
        var launchScreens: [Int: ScreenNode] = [:]
        for (index, run) in runs.enumerated() {
            let example = prepared[run.exampleIndex]
            switch results[index] {
            case .response(let response)?:
                if launchScreens[run.exampleIndex] == nil { launchScreens[run.exampleIndex] = response.initial.screen }
                guard let checkpointIndex = run.checkpoint else { continue }
                let evaluation = ExpectationMatcher.evaluate(planned[checkpointIndex].checkpoint, exampleName: example.name,
                                                             response: response)
                transcripts[checkpointIndex] = evaluation.transcript
                evaluations.append(evaluation)
            case .failure(let message, let notes)?:
                let subject = run.checkpoint == nil ? "example '\(example.name)'" : "checkpoint"
                diagnostics.append(.error("\(subject) \(message)", at: run.location, notes: notes))
                if let checkpointIndex = run.checkpoint {
                    transcripts[checkpointIndex] = failedTranscript(planned[checkpointIndex], error: message)
                }
            case nil:
                if let checkpointIndex = run.checkpoint {
                    transcripts[checkpointIndex] = failedTranscript(planned[checkpointIndex], error: "example '\(example.name)' did not compile")
                }
            }
        }
        if let warning = remote?.warning { diagnostics.append(warning) }
        return finish(prepared: prepared, compiled: compiled, launchScreens: launchScreens, planned: planned,
                      transcripts: transcripts, evaluations: evaluations, diagnostics: diagnostics,
                      statistics: statistics, start: start)
    }

    private func failedTranscript(_ plan: PlannedCheckpoint, error: String) -> CheckpointTranscript {
        CheckpointTranscript(exampleName: plan.exampleName, location: plan.block.location, initialScreen: nil,
                             initialBodyEvaluations: nil, initialChecks: [], steps: [], error: error)
    }

    private func finish(prepared: [PreparedExample], compiled: [Int: Bool], launchScreens: [Int: ScreenNode],
                        planned: [PlannedCheckpoint], transcripts: [CheckpointTranscript?],
                        evaluations: [ExpectationMatcher.Evaluation], diagnostics: [Diagnostic],
                        statistics: VerificationStatistics, start: Date) -> VerificationReport {
        var diagnostics = diagnostics
        var observations: [String: Observation] = [:]
        var declaredAt: [String: SourceLocation] = [:]
        for plan in planned {
            for case .expectation(let step) in plan.checkpoint.steps {
                guard let name = step.observationName else { continue }
                if let first = declaredAt[name] {
                    diagnostics.append(.error("observation name '\(name)' is already used", at: step.location,
                                              notes: ["first used at \(first.file):\(first.line)"]))
                } else {
                    declaredAt[name] = step.location
                }
            }
        }
        for evaluation in evaluations {
            diagnostics += evaluation.diagnostics
            for observation in evaluation.observations where declaredAt[observation.name] == observation.location {
                observations[observation.name] = observation
            }
        }
        // The same compile error can come from a base example and its variant: say it once.
        var seen: Set<String> = []
        diagnostics = diagnostics.filter { seen.insert($0.description).inserted }
        var statistics = statistics
        statistics.totalSeconds = Date().timeIntervalSince(start)
        let examples = prepared.enumerated().filter { index, example in
            configuration.partition?.contains(example.name) ?? true
        }.map { index, example in
            ExampleResult(name: example.name, location: example.location, displayedCode: example.displayedCode,
                          initialScreen: launchScreens[index], compiled: compiled[index] ?? false,
                          hostedRoot: example.hostedRoot,
                          compiledFile: example.isCompleteFile ? example.compiledFile : nil,
                          declaredViews: example.declaredViews)
        }
        return VerificationReport(
            examples: examples, transcripts: transcripts.compactMap { $0 }, observations: observations,
            declaredObservationNames: Set(declaredAt.keys), diagnostics: diagnostics.sortedForReport,
            statistics: statistics)
    }

    /// The example block closest above `location` in the same file.
    private func nearestExample(above location: SourceLocation, in blocks: [ExampleBlock]) -> String? {
        blocks.filter { $0.location.file == location.file && $0.location.line < location.line }
            .max { $0.location.line < $1.location.line }?.name
    }

    /// What formatting depends on, for the result cache: the locale, and the time zone when not UTC
    /// (so results cached before time zones existed stay valid).
    private var formattingKey: String {
        configuration.timeZone == "UTC" ? configuration.locale : configuration.locale + " " + configuration.timeZone
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
