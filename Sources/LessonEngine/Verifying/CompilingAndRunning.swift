import Diagnostics
import Foundation

extension LessonEngine {
    /// Checks the sandbox before anything is compiled: no lesson code runs without it (unless the
    /// build runs unsandboxed). Checked once per engine.
    func checkSandbox() throws {
        guard configuration.sandboxed, checkedSandbox == nil else { return }
        checkedSandbox = try Sandbox.prepare(bwrap: configuration.bubblewrap, toolchainLibraries: [])
    }

    /// The compiled lesson runtime for this identity: built once per machine and runtime version.
    func runtime(for identity: BuildIdentity, verification: inout Verification) throws -> RuntimeBuild {
        let runtime = try RuntimeBuilder.ensure(
            sources: configuration.runtimeSources, hash: identity.runtimeHash,
            swiftc: identity.swiftc, cacheDirectory: configuration.cacheDirectory,
            environment: compilerEnvironment(), optimization: configuration.runtimeOptimization)
        verification.statistics.runtimeBuilt = runtime.built
        verification.statistics.runtimeBuildSeconds = runtime.seconds
        return runtime
    }

    /// Compiles the examples (merged where they can be) and records which compiled; a successful
    /// compile is remembered in the cache. Returns each example's binary, by index.
    func compile(
        _ examples: Set<Int>, runtime: RuntimeBuild, identity: BuildIdentity, workDirectory: String,
        plan: RunPlan, cache: ResultCache, verification: inout Verification
    ) -> [Int: String] {
        let prepared = verification.prepared
        let compiler = ExampleCompiler(
            swiftc: identity.swiftc, runtime: runtime, workDirectory: workDirectory,
            cacheDirectory: configuration.cacheDirectory, environment: compilerEnvironment(),
            jobs: max(1, configuration.jobs),
            providedAPI: { [sources = configuration.runtimeSources] in RuntimeSurface.api(in: sources).all })
        let outcome = compiler.compile(examples.sorted().map { ($0, prepared[$0]) })
        verification.diagnostics += outcome.diagnostics
        verification.statistics.examplesCompiled = outcome.examplesCompiled
        verification.statistics.compilerInvocations = outcome.invocations
        verification.statistics.compileSeconds = outcome.seconds
        var binaries: [Int: String] = [:]
        let compileShare = outcome.seconds / Double(max(1, outcome.examplesCompiled))
        for index in examples {
            let binary = outcome.binaries[prepared[index].name]
            verification.compiled[index] = binary != nil
            if let binary {
                binaries[index] = binary
                verification.costs[index] = VerificationCost(compileSeconds: compileShare, runSeconds: 0)
            }
        }
        return binaries
    }

    /// Runs, on every core, each planned run the caches did not answer whose example compiled.
    /// Returns the results by run index.
    func run(
        _ plan: RunPlan, unanswered results: [RunResult?], binaries: [Int: String], runtime: RuntimeBuild,
        identity: BuildIdentity, workDirectory: String, verification: inout Verification
    ) -> [Int: RunResult] {
        let sandbox = configuration.sandboxed ? sandbox(for: runtime, swiftc: identity.swiftc) : nil
        // One sandbox per thread, each run in namespaces of its own inside it (`SandboxWorker`);
        // where that cannot be had, each run gets a sandbox of its own (as it does with
        // COURSEGEN_SANDBOX_PER_RUN=1, which bench/run sets to measure what the workers save).
        // A binary with at least `prestartThreshold` runs is started ahead of them in each worker
        // (`PrestartedBinary`), unless COURSEGEN_PRESTART=0 (which bench/run sets to measure it).
        let environment = ProcessInfo.processInfo.environment
        let perRun = environment["COURSEGEN_SANDBOX_PER_RUN"] == "1"
        let prestarting = environment["COURSEGEN_PRESTART"] != "0"
        let jobs = max(1, configuration.jobs)
        let pool = sandbox.flatMap { sandbox in
            perRun
                ? nil
                : SandboxSupervisor.ensure(swiftc: identity.swiftc, cacheDirectory: configuration.cacheDirectory).map {
                    SandboxPool(
                        sandbox: sandbox, supervisor: $0, runtimeDirectory: runtime.directory, workDirectory: workDirectory,
                        library: prestarting
                            ? SandboxSupervisor.ensureLibrary(swiftc: identity.swiftc, cacheDirectory: configuration.cacheDirectory)
                            : nil,
                        environment: lessonEnvironment(appContainer: Sandbox.appContainerPath), command: Sandbox.lessonCommand,
                        maximumIdle: 2 * jobs)
                }
        }
        defer { pool?.shutdown() }
        let prepared = verification.prepared
        let start = Date()
        // The runs of each binary, in plan order; each thread keeps to one binary as long as it can.
        var runsOfBinary: [String: [Int]] = [:]
        for index in plan.runs.indices where results[index] == nil {
            if let binary = binaries[plan.runs[index].exampleIndex] { runsOfBinary[binary, default: []].append(index) }
        }
        let groups = runsOfBinary.keys.sorted().map { runsOfBinary[$0]! }
        let pending = groups.flatMap { $0 }
        let fresh = groupedParallelMap(groups, jobs: jobs) { index, leftOnJoining -> (RunResult, Double) in
            let run = plan.runs[index]
            let runStart = Date()
            let result = self.runLesson(
                binary: binaries[run.exampleIndex]!, example: prepared[run.exampleIndex], actions: run.actions,
                conditions: run.conditions, workDirectory: workDirectory, id: index, runtime: runtime, sandbox: sandbox,
                pool: pool, prestart: leftOnJoining >= Self.prestartThreshold)
            return (result, Date().timeIntervalSince(runStart))
        }.flatMap { $0 }
        verification.statistics.processesRun = pending.count
        verification.statistics.prestartedRuns = pool?.prestartedRuns ?? 0
        if let sandbox, let reason = pool?.givenUpBecause {
            verification.notices.append(Self.slowSandboxNote(reason, sandbox: sandbox, runtime: runtime))
        }
        verification.statistics.runSeconds = Date().timeIntervalSince(start)
        for (index, (_, seconds)) in zip(pending, fresh) {
            verification.costs[plan.runs[index].exampleIndex]?.runSeconds += seconds
        }
        return Dictionary(uniqueKeysWithValues: zip(pending, fresh.map(\.0)))
    }

    /// Said when the worker sandboxes could not serve and every run started a sandbox of its own:
    /// still isolated, but each run costs about twice as much. Root's usual cause is a cache below a
    /// folder only its owner may enter, which the sandbox's unprivileged user cannot reach.
    static func slowSandboxNote(_ reason: String, sandbox: Sandbox, runtime: RuntimeBuild) -> Diagnostic {
        var notes = ["the shared sandboxes could not run lessons: \(reason)"]
        if geteuid() == 0, !sandbox.dropsRoot, let folder = Sandbox.firstFolderOthersCannotEnter(on: runtime.directory) {
            notes.append(
                "as root, the shared sandboxes must start as an unprivileged user, who cannot enter \(folder) on the way to the compiled runtime in the cache"
            )
            notes.append(
                "put the cache where every user may enter (e.g. --cache-dir /var/cache/coursegen/<course>), or run coursegen as a regular user"
            )
        }
        return .warning(
            "lesson runs each started a sandbox of their own, which is slower; results are not affected", notes: notes)
    }

    /// Runs of one binary, left when a thread takes the binary up, worth starting it ahead of them:
    /// a prestarted worker costs about as much to start as two runs save.
    static let prestartThreshold = 4

    /// A private scratch folder for this verification's sources, binaries and requests.
    func makeWorkDirectory() -> String {
        configuration.cacheDirectory + "/work/\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    }
}
