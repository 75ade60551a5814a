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

/// Counters and timings of one `verify`, so tests and benchmarks can check what was (not) redone.
public struct VerificationStatistics: Equatable, Sendable {
    public var examples = 0
    public var checkpoints = 0
    /// Examples that went through swiftc (merged or alone).
    public var examplesCompiled = 0
    public var compilerInvocations = 0
    /// Lesson processes started.
    public var processesRun = 0
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

    public var succeeded: Bool { !diagnostics.hasErrors }

    public func example(named name: String) -> ExampleResult? { examples.first { $0.name == name } }

    /// Checks a prose link `[text](observed:name)`. `location` is the first byte of the link text
    /// (its UTF-8 column), so the edit replaces exactly the text. The text must be the observed text,
    /// or the word of it that stands where the link text stands in the expectation: `[24]` for
    /// `see "Total: 24" as total-two` reads the observed total's number.
    public func checkObservedLink(name: String, text: String, at location: SourceLocation) -> (diagnostic: Diagnostic?, edit: SourceEdit?) {
        guard let observation = observations[name] else {
            if declaredObservationNames.contains(name) {
                // Its checkpoint stopped early (a compile error, a crash, a failed action): that
                // error is already reported, and every number quoting it would only echo it.
                if diagnostics.hasErrors { return (nil, nil) }
                return (.error("observation '\(name)' was not made: its checkpoint stopped before it", at: location), nil)
            }
            var message = "no observation named '\(name)'"
            if let suggestion = Suggestions.closest(to: name, in: declaredObservationNames.sorted()) {
                message += "; did you mean '\(suggestion)'?"
            }
            return (.error(message, at: location, notes: ["name one with `see \"…\" as \(name)` in a checkpoint"]), nil)
        }
        guard let observed = observation.observed else {
            return (.error("observation '\(name)' has no observed value: its expectation found nothing like it on the screen",
                           at: location, notes: ["expectation at \(observation.location.file):\(observation.location.line)"]), nil)
        }
        switch ObservedLink.resolve(linkText: text, expected: observation.expected, observed: observed) {
        case .holds:
            return (nil, nil)
        case .drifted(let correct):
            let column = location.column ?? 1
            let edit = SourceEdit(span: SourceSpan(file: location.file, line: location.line, startColumn: column,
                                                   endColumn: column + text.utf8.count),
                                  original: text, replacement: correct)
            let diagnostic = Diagnostic.error("observed value drift", at: location,
                                              notes: ["link: \(text)", "observed: \(correct) (\(name): \(ExpectationMatcher.quote(observed)))"],
                                              fixes: [edit])
            return (diagnostic, edit)
        case .unrelated:
            return (.error("link text '\(text)' is neither the observation '\(name)' nor a word of it",
                           at: location, notes: ["observed: \(ExpectationMatcher.quote(observed))"]), nil)
        }
    }
}

/// How a prose link's text relates to an observation.
enum ObservedLink: Equatable {
    case holds
    case drifted(String)
    case unrelated

    static func resolve(linkText text: String, expected: String, observed: String) -> ObservedLink {
        if text == observed { return .holds }
        if text == expected { return .drifted(observed) }
        // Where the link text stands in the expectation, as a whole word.
        if let range = wordRange(of: text, in: expected) {
            let prefix = String(expected[..<range.lowerBound]), suffix = String(expected[range.upperBound...])
            if observed.hasPrefix(prefix), observed.hasSuffix(suffix), observed.count >= prefix.count + suffix.count {
                let word = String(observed.dropFirst(prefix.count).dropLast(suffix.count))
                return word == text ? .holds : .drifted(word)
            }
            // The words around it changed too: fall back to the same word position.
            let expectedWords = expected.split(separator: " "), observedWords = observed.split(separator: " ")
            if expectedWords.count == observedWords.count, let index = expectedWords.firstIndex(where: { $0.contains(text) }) {
                let word = String(observedWords[index])
                let expectedWord = String(expectedWords[index])
                if expectedWord == text { return word == text ? .holds : .drifted(word) }
            }
            return .unrelated
        }
        if wordRange(of: text, in: observed) != nil { return .holds }
        return .unrelated
    }

    /// The first occurrence of `word` in `text` not glued to letters or digits on either side.
    static func wordRange(of word: String, in text: String) -> Range<String.Index>? {
        guard !word.isEmpty else { return nil }
        var searchStart = text.startIndex
        while let range = text.range(of: word, range: searchStart..<text.endIndex) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            let glued = { (c: Character?) in c.map { $0.isLetter || $0.isNumber } ?? false }
            if !glued(before) && !glued(after) { return range }
            searchStart = text.index(after: range.lowerBound)
        }
        return nil
    }
}

/// Verifies a course's examples and checkpoints: prepares, compiles (merged), runs each checkpoint in
/// its own process, and compares what the screens showed with what the checkpoints expect.
public final class LessonEngine {
    public let configuration: EngineConfiguration

    /// Ends every lesson process and compiler any engine in this process started (Ctrl-C, SIGTERM):
    /// nothing a build started outlives it.
    public static func stopEverything() { ProcessRunner.terminateAll() }

    private var toolchain: (swiftc: String, version: String)?
    /// The checked sandbox, and the one with the runtime's libraries bound, by runtime directory.
    private var checkedSandbox: Sandbox?
    private var runtimeSandbox: (directory: String, sandbox: Sandbox)?

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

    private enum RunResult {
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

    private func resolveToolchain() throws -> (swiftc: String, version: String) {
        if let toolchain { return toolchain }
        guard let swiftc = ProcessRunner.findExecutable(configuration.swiftc ?? "swiftc") else {
            throw Diagnostic.error("cannot find the Swift compiler '\(configuration.swiftc ?? "swiftc")'",
                                   notes: ["install a Swift toolchain, put swiftc on PATH, or configure its path"])
        }
        let outcome = try ProcessRunner.run(executable: swiftc, arguments: ["--version"], environment: compilerEnvironment(),
                                            timeout: 60)
        guard outcome.succeeded else {
            throw Diagnostic.error("'\(swiftc) --version' failed", notes: outcome.stderrTail())
        }
        let version = (outcome.stdoutText + outcome.stderrText).trimmed
        toolchain = (swiftc, version)
        return (swiftc, version)
    }

    /// The checked sandbox with the toolchain's runtime libraries bound: the directories the
    /// compiled runtime loads from (by `ldd`), and the toolchain's own `lib/swift/linux`.
    private func sandbox(for runtime: RuntimeBuild, swiftc: String) -> Sandbox? {
        if let runtimeSandbox, runtimeSandbox.directory == runtime.directory { return runtimeSandbox.sandbox }
        guard let checked = checkedSandbox else { return nil }
        let toolchainRoot = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        let directories = Sandbox.libraryDirectories(of: runtime.directory + "/libSwiftUI.so")
            + [toolchainRoot.appendingPathComponent("lib/swift/linux").path]
        let sandbox = checked.binding(libraries: directories).droppingRootIfPossible(runtimeDirectory: runtime.directory)
        runtimeSandbox = (runtime.directory, sandbox)
        return sandbox
    }

    private func compilerEnvironment() -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
        return environment
    }

    /// What formatting depends on, for the result cache: the locale, and the time zone when not UTC
    /// (so results cached before time zones existed stay valid).
    private var formattingKey: String {
        configuration.timeZone == "UTC" ? configuration.locale : configuration.locale + " " + configuration.timeZone
    }

    /// A pinned environment: what an example observes must not depend on who runs the build.
    private func lessonEnvironment() -> [String: String] {
        let locale = configuration.locale + ".UTF-8"
        // No backtracer: a crash is reported by its signal and the runtime's one-line reason
        // ("Fatal error: Unexpectedly found nil …"), not by a page of registers and addresses.
        return ["TZ": configuration.timeZone, "LANG": locale, "LC_ALL": locale, "SWIFT_DETERMINISTIC_HASHING": "1",
                "SWIFT_BACKTRACE": "enable=no", "PATH": "/usr/bin:/bin", "HOME": "/nonexistent"]
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

    private func runLesson(binary: String, example prepared: PreparedExample, actions: [Action], workDirectory: String, id: Int,
                           runtime: RuntimeBuild, sandbox: Sandbox?) -> RunResult {
        let example = prepared.name
        let requestPath = "\(workDirectory)/request-\(id).json"
        let responsePath = "\(workDirectory)/response-\(id).json"
        do {
            let request = LessonRequest(example: example, actions: actions, locale: configuration.locale,
                                        timeZone: configuration.timeZone)
            try JSONEncoder().encode(request).write(to: URL(fileURLWithPath: requestPath))
            // The sandbox binds the response file, so it must exist; it starts empty either way.
            try Data().write(to: URL(fileURLWithPath: responsePath))
        } catch {
            return .failure("could not be started: \(error)", notes: [])
        }
        var outcome: ProcessOutcome
        do {
            if let sandbox {
                let limits = configuration.limits
                let runAs = sandbox.dropsRoot ? Sandbox.runUser() : nil
                if let runAs {
                    // The run's own uid reads the request and writes the response.
                    chmod(requestPath, 0o644)
                    chown(responsePath, runAs, runAs)
                }
                let arguments = sandbox.arguments(binary: binary, runtimeDirectory: runtime.directory, request: requestPath,
                                                  response: responsePath, environment: lessonEnvironment(), limits: limits,
                                                  command: [Sandbox.binaryPath, Sandbox.requestPath, Sandbox.responsePath])
                outcome = try ProcessRunner.run(executable: sandbox.bwrap, arguments: arguments,
                                                environment: lessonEnvironment(), timeout: configuration.timeout,
                                                outputLimit: configuration.outputLimit,
                                                limits: Sandbox.resourceLimits(limits), runAs: runAs,
                                                monitor: Sandbox.monitor(limits))
                // bubblewrap exits with 128 + the signal that ended the lesson.
                if let status = outcome.exitStatus, status > 128, status < 128 + 65 {
                    outcome.signal = status - 128
                    outcome.exitStatus = nil
                }
            } else {
                outcome = try ProcessRunner.run(executable: binary, arguments: [requestPath, responsePath],
                                                environment: lessonEnvironment(), timeout: configuration.timeout,
                                                outputLimit: configuration.outputLimit, memoryLimit: configuration.memoryLimit,
                                                limits: [.fileSize(configuration.limits.fileSize)])
            }
        } catch {
            return .failure("could not be started: \(error)", notes: [])
        }
        let stderr = Self.crashNotes(outcome.stderrText, example: prepared)
        if let reason = outcome.limitExceeded {
            return .failure("\(reason) and was stopped", notes: stderr)
        }
        if outcome.signal == SIGXFSZ {
            return .failure("wrote more than \(describeBytes(configuration.limits.fileSize)) to a file and was stopped", notes: stderr)
        }
        if outcome.timedOut {
            return .failure("timed out after \(formatSeconds(configuration.timeout)) (an infinite loop?)", notes: stderr)
        }
        if outcome.outputLimitExceeded {
            return .failure("printed more than \(configuration.outputLimit / 1024) KB of output and was stopped", notes: stderr)
        }
        if let signal = outcome.signal {
            return .failure("crashed: \(ProcessRunner.signalName(signal))", notes: stderr)
        }
        if outcome.exitStatus == 2 {
            return .failure("could not be hosted: the lesson process does not know example '\(example)'", notes: stderr)
        }
        if outcome.exitStatus != 0 {
            return .failure("failed: the lesson process exited with status \(outcome.exitStatus ?? -1)", notes: stderr)
        }
        guard let data = FileManager.default.contents(atPath: responsePath) else {
            return .failure("failed: the lesson process wrote no response", notes: stderr)
        }
        do {
            return .response(try JSONDecoder().decode(LessonResponse.self, from: data))
        } catch {
            return .failure("failed: the lesson process wrote an unreadable response (\(error))", notes: stderr)
        }
    }
}

func formatSeconds(_ seconds: Double) -> String {
    seconds == seconds.rounded() ? "\(Int(seconds)) s" : "\(seconds) s"
}
