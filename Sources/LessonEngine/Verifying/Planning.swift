import Diagnostics
import Foundation
import LessonProtocol

extension LessonEngine {
    /// Prepares every example and attaches every checkpoint to its example. Every block is prepared
    /// even under `--partition`, so a variant in the slice finds its base; only the slice's
    /// checkpoints are planned.
    func plan(
        examples blocks: [ExampleBlock], checkpoints checkpointBlocks: [CheckpointBlock], start: Date, costs: CostTable? = nil
    ) -> Verification {
        var verification = Verification(start: start)
        let outlines = OutlineStore(cacheDirectory: configuration.useCache ? configuration.cacheDirectory : nil)
        var (prepared, preparationProblems) = ExamplePreparer.prepare(blocks, outlines: outlines, jobs: max(1, configuration.jobs))
        outlines.save()
        let fixtures = Dictionary(blocks.map { ($0.name, $0.fixtures) }, uniquingKeysWith: { first, _ in first })
        for index in prepared.indices { prepared[index].fixtures = fixtures[prepared[index].name] ?? [] }
        verification.prepared = prepared
        verification.diagnostics += preparationProblems
        // A variant shares its base's lines: one notice per line.
        var noticed: Set<String> = []
        verification.diagnostics += prepared.flatMap(RepresentableNotice.warnings).filter { noticed.insert($0.description).inserted }
        // A table that knows fewer than half of these examples describes another course (a cache
        // shared by several) or a course mostly rewritten since: it would only move examples about.
        let knownCosts = costs.map { table in prepared.filter { table.seconds[$0.name] != nil }.count } ?? 0
        if let partition = configuration.partition, let costs, knownCosts * 2 >= prepared.count, knownCosts > 0 {
            verification.balancedSlices = Partition.balancedSlices(
                of: prepared.map(\.name), costs: costs.seconds, count: partition.count)
            let estimate = { (slice: Int?) in
                prepared.filter { slice == nil || verification.balancedSlices?[$0.name] == slice }
                    .reduce(0.0) { $0 + (costs.seconds[$1.name] ?? 0) }
            }
            verification.statistics.sliceCostSeconds = estimate(partition.index)
            verification.statistics.courseCostSeconds = estimate(nil)
        }
        verification.inSlice = Set(
            prepared.indices.filter { verification.isInSlice(prepared[$0].name, partition: configuration.partition) })
        verification.statistics.examples = verification.inSlice.count

        let indexByName = Dictionary(prepared.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { a, _ in a })
        let blockNames = Set(blocks.map(\.name))
        let blocksByFile = Dictionary(grouping: blocks, by: \.location.file)
        let parsed = parallelMap(checkpointBlocks, jobs: max(1, configuration.jobs)) { block in
            var (checkpoint, problems) = CheckpointParser.parse(block.code, at: block.location, lineColumns: block.lineColumns)
            let (conditions, conditionProblems) = DeviceConditions.parse(block.conditions, at: block.fenceLocation ?? block.location)
            checkpoint.conditions = conditions
            return (checkpoint, problems + conditionProblems)
        }
        for (block, (checkpoint, problems)) in zip(checkpointBlocks, parsed) {
            let name = block.exampleName ?? nearestExample(above: block.location, in: blocksByFile[block.location.file] ?? [])
            if !verification.isInSlice(name ?? "", partition: configuration.partition) { continue }
            verification.diagnostics += problems
            guard let name else {
                verification.diagnostics.append(
                    .error(
                        "this checkpoint has no example above it in the file; name one with ```checkpoint example=NAME", at: block.location)
                )
                continue
            }
            guard blockNames.contains(name) else {
                var message = "checkpoint names an unknown example '\(name)'"
                if let suggestion = Suggestions.closest(to: name, in: blockNames.sorted()) { message += "; did you mean '\(suggestion)'?" }
                verification.diagnostics.append(.error(message, at: block.location))
                continue
            }
            let exampleIndex = indexByName[name]
            let relaunchProblems = exampleIndex.map { problemsOfRelaunching(checkpoint, example: prepared[$0]) } ?? []
            verification.diagnostics += relaunchProblems
            verification.planned.append(
                PlannedCheckpoint(
                    block: block, checkpoint: checkpoint, exampleName: name,
                    exampleIndex: exampleIndex, parsedCleanly: problems.isEmpty && relaunchProblems.isEmpty))
        }
        verification.statistics.checkpoints = verification.planned.count
        verification.transcripts = verification.planned.map { plan in
            plan.runnable
                ? nil
                : plan.failedTranscript(
                    plan.exampleIndex == nil
                        ? "example '\(plan.exampleName)' could not be prepared" : "the checkpoint has errors")
        }
        return verification
    }

    /// A relaunch closes the app and opens it again, so the example must be one: a complete file
    /// (it declares its screen, as an app's ContentView.swift does). A fragment is a piece of a view
    /// with no app around it.
    func problemsOfRelaunching(_ checkpoint: Checkpoint, example: PreparedExample) -> [Diagnostic] {
        guard !example.isCompleteFile else { return [] }
        return checkpoint.steps.compactMap { step in
            guard case .action(let action) = step, action.actions.contains(.relaunch) else { return nil }
            return .error(
                "'relaunch' needs an app to close and open again, but example '\(example.name)' is a fragment, not an app",
                at: action.location,
                notes: [
                    "make the example a complete file that declares its screen (struct ContentView: View { … }), as an app's ContentView.swift does"
                ])
        }
    }

    /// The compiler and the runtime, which every cache key includes.
    func identify() throws -> BuildIdentity {
        let toolchain = try resolveToolchain()
        let runtimeHash = try RuntimeBuilder.hash(configuration.runtimeSources, compilerVersion: toolchain.version)
        return BuildIdentity(swiftc: toolchain.swiftc, compilerVersion: toolchain.version, runtimeHash: runtimeHash)
    }

    /// Every run the build needs, with its cache key: each runnable checkpoint, and one launch of
    /// each example in the slice that has none (the page shows its screen, and a crash on launch is
    /// an error like any other).
    func runPlan(for verification: Verification, identity: BuildIdentity) -> RunPlan {
        let prepared = verification.prepared
        let jobs = max(1, configuration.jobs)
        // Sources and keys are hashes of every example's whole text: on every core.
        let sources = parallelMap(prepared, jobs: jobs) {
            $0.swiftSource(
                namespace: "__Example", virtualFile: ExampleCompiler.virtualFile($0),
                standalone: !$0.isMergeable)
        }
        // A run also depends on the files in its bundle (compiling does not), and on whether that
        // bundle is the sandbox's read-only one or a writable copy.
        let resourceTexts = prepared.map {
            ExampleResource.cacheText($0.resources) + ($0.resources.isEmpty || configuration.sandboxed ? "" : "\n// unsandboxed")
                + ($0.assetSymbols.map { "\n// asset symbols\n" + $0 } ?? "")
        }
        var runs: [PlannedRun] = []
        for (index, plan) in verification.planned.enumerated() where plan.runnable {
            runs.append(
                PlannedRun(
                    exampleIndex: plan.exampleIndex!, actions: plan.checkpoint.actions, key: "",
                    checkpoint: index, location: plan.block.location, conditions: plan.checkpoint.conditions))
        }
        let checked = Set(runs.map(\.exampleIndex))
        for (index, example) in prepared.enumerated() where !checked.contains(index) && verification.inSlice.contains(index) {
            runs.append(PlannedRun(exampleIndex: index, actions: [], key: "", checkpoint: nil, location: example.location))
        }
        let locale = formattingKey
        let keys = parallelMap(runs, jobs: jobs) { run in
            ResultCache.runKey(
                source: sources[run.exampleIndex] + resourceTexts[run.exampleIndex], actions: run.actions,
                runtimeHash: identity.runtimeHash, compilerVersion: identity.compilerVersion, locale: locale,
                fixtures: prepared[run.exampleIndex].fixtures, conditions: run.conditions)
        }
        for index in runs.indices { runs[index].key = keys[index] }
        let compileKeys = parallelMap(sources, jobs: jobs) {
            ResultCache.compileKey(source: $0, runtimeHash: identity.runtimeHash, compilerVersion: identity.compilerVersion)
        }
        return RunPlan(runs: runs, compileKeys: compileKeys)
    }

    /// The example block of `location`'s file (`blocks`) closest above it.
    private func nearestExample(above location: SourceLocation, in blocks: [ExampleBlock]) -> String? {
        blocks.filter { $0.location.line < location.line }
            .max { $0.location.line < $1.location.line }?.name
    }

    /// What formatting depends on, for the result cache: the locale, and the time zone when not UTC
    /// (so results cached before time zones existed stay valid).
    var formattingKey: String {
        configuration.timeZone == "UTC" ? configuration.locale : configuration.locale + " " + configuration.timeZone
    }
}
