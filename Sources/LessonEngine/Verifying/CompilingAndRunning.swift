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

    /// Compiles the examples (merged where they can be) and runs, on every core, each planned run the
    /// caches did not answer whose example compiled. A binary's runs start once it is linked and no
    /// compile waits to start, beside the compiles still under way (`pipelinedGroupedMap`): a core
    /// that would wait for the slowest compile runs lessons meanwhile. Records which examples
    /// compiled and what each cost.
    /// Returns each compiled example's binary, by example index, and the results by run index.
    func compileAndRun(
        _ examples: Set<Int>, plan: RunPlan, unanswered results: [RunResult?], runtime: RuntimeBuild,
        identity: BuildIdentity, workDirectory: String, verification: inout Verification
    ) -> (binaries: [Int: String], fresh: [Int: RunResult]) {
        let prepared = verification.prepared
        let jobs = max(1, configuration.jobs)
        let compiler = ExampleCompiler(
            swiftc: identity.swiftc, runtime: runtime, workDirectory: workDirectory,
            cacheDirectory: configuration.cacheDirectory, environment: compilerEnvironment(),
            jobs: jobs,
            providedAPI: { [sources = configuration.runtimeSources] in RuntimeSurface.api(in: sources).all })
        let lessons = lessonRunner(runtime: runtime, identity: identity, workDirectory: workDirectory)
        defer { lessons.pool?.shutdown() }
        // The runs each example waits for, in plan order.
        var runsOfExample: [Int: [Int]] = [:]
        for index in plan.runs.indices where results[index] == nil {
            runsOfExample[plan.runs[index].exampleIndex, default: []].append(index)
        }
        let indexByName = Dictionary(examples.map { (prepared[$0].name, $0) }, uniquingKeysWith: { a, _ in a })
        let log = CompileLog()
        let ran = pipelinedGroupedMap(
            builds: compiler.plannedJobs(examples.sorted().map { ($0, prepared[$0]) }), jobs: jobs,
            build: { job -> (groups: [[(run: Int, binary: String)]], builds: [ExampleCompiler.Job]) in
                let outcome = compiler.perform(job)
                log.add(outcome)
                // The runs of each binary the job linked: one group, so a thread keeps to one binary.
                var runsOfBinary: [String: [(run: Int, binary: String)]] = [:]
                for (name, binary) in outcome.binaries {
                    guard let example = indexByName[name] else { continue }
                    runsOfBinary[binary, default: []] += (runsOfExample[example] ?? []).map { ($0, binary) }
                }
                let groups = runsOfBinary.keys.sorted().map { runsOfBinary[$0]!.sorted { $0.run < $1.run } }
                return (groups, outcome.followUps)
            },
            { item, leftOnJoining -> (result: RunResult, seconds: Double, start: Date) in
                let run = plan.runs[item.run]
                let runStart = Date()
                let result = self.runLesson(
                    binary: item.binary, example: prepared[run.exampleIndex], actions: run.actions,
                    conditions: run.conditions, workDirectory: workDirectory, id: item.run, runtime: runtime,
                    sandbox: lessons.sandbox, pool: lessons.pool, prestart: leftOnJoining >= Self.prestartThreshold)
                return (result, Date().timeIntervalSince(runStart), runStart)
            })
        let compiled = log.outcome(examplesCompiled: examples.count)
        verification.diagnostics += compiled.diagnostics
        verification.statistics.examplesCompiled = compiled.examplesCompiled
        verification.statistics.compilerInvocations = compiled.invocations
        verification.statistics.compileSeconds = compiled.seconds
        var binaries: [Int: String] = [:]
        let compileShare = compiled.seconds / Double(max(1, compiled.examplesCompiled))
        for index in examples {
            let binary = compiled.binaries[prepared[index].name]
            verification.compiled[index] = binary != nil
            if let binary {
                binaries[index] = binary
                verification.costs[index] = VerificationCost(compileSeconds: compileShare, runSeconds: 0)
            }
        }
        var fresh: [Int: RunResult] = [:]
        for (items, outcomes) in ran {
            for (item, outcome) in zip(items, outcomes) {
                fresh[item.run] = outcome.result
                verification.costs[plan.runs[item.run].exampleIndex]?.runSeconds += outcome.seconds
            }
        }
        // From the first run's start: the compiles before it are `compileSeconds`.
        let firstRun = ran.flatMap(\.results).map(\.start).min()
        verification.statistics.processesRun = fresh.count
        verification.statistics.prestartedRuns = lessons.pool?.prestartedRuns ?? 0
        if let sandbox = lessons.sandbox, let reason = lessons.pool?.givenUpBecause {
            verification.notices.append(Self.slowSandboxNote(reason, sandbox: sandbox, runtime: runtime))
        }
        verification.statistics.runSeconds = firstRun.map { Date().timeIntervalSince($0) } ?? 0
        return (binaries, fresh)
    }

    /// Where lesson runs go: the sandbox (nil when the build runs unsandboxed) and its pool of worker
    /// sandboxes. One sandbox per thread, each run in namespaces of its own inside it
    /// (`SandboxWorker`); where that cannot be had, each run gets a sandbox of its own (as it does
    /// with COURSEGEN_SANDBOX_PER_RUN=1, which bench/run sets to measure what the workers save). A
    /// binary with at least `prestartThreshold` runs is started ahead of them in each worker
    /// (`PrestartedBinary`), unless COURSEGEN_PRESTART=0 (which bench/run sets to measure it).
    func lessonRunner(
        runtime: RuntimeBuild, identity: BuildIdentity, workDirectory: String
    ) -> (sandbox: Sandbox?, pool: SandboxPool?) {
        let sandbox = configuration.sandboxed ? sandbox(for: runtime, swiftc: identity.swiftc) : nil
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
        return (sandbox, pool)
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
