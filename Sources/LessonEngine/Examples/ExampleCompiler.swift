import Diagnostics
import Foundation

/// Compiles examples the way rustdoc 2024 compiles doctests: every example in its own namespace
/// and file, all in one swiftc invocation and one binary (compile time dominates, and one
/// invocation amortises it). Examples that cannot live in a namespace build alone. When the merged
/// build fails, every example builds alone so each gets its own errors and the good ones still run.
struct ExampleCompiler {
    var swiftc: String
    var runtime: RuntimeBuild
    var workDirectory: String
    var cacheDirectory: String
    var environment: [String: String]
    var jobs: Int
    /// Every public name the runtime declares (`RuntimeSurface`), to tell an API it lacks from a
    /// mistake. Asked for only when a build fails: scanning the runtime's sources costs more than
    /// a second, and a course whose examples compile never needs it.
    var providedAPI: @Sendable () -> Set<String> = { [] }

    /// A compile unit: examples sharing one binary.
    struct Unit {
        var id: String
        var members: [(index: Int, example: PreparedExample)]
        var standalone: Bool
    }

    /// One compiler run to make: a merged batch (which falls back as `compileMerged` says) or a unit
    /// built alone.
    enum Job {
        case merged([(index: Int, example: PreparedExample)], id: String)
        case alone(Unit)
    }

    /// What one job made: binaries, the problems of examples built alone, and the jobs it leaves
    /// (a failed merged batch's examples, to build alone).
    struct JobOutcome {
        var binaries: [String: String] = [:]
        var diagnostics: [Diagnostic] = []
        var invocations = 0
        var followUps: [Job] = []
        /// The job's first example, by index: outcomes are put in this order, whichever ended first.
        var firstExample = 0
    }

    /// Compiles the examples, every job on one of `jobs` threads, and returns what they made.
    func compile(_ examples: [(index: Int, example: PreparedExample)]) -> CompileOutcome {
        let log = CompileLog()
        _ = pipelinedGroupedMap(
            builds: plannedJobs(examples), jobs: jobs,
            build: { job -> (groups: [[Never]], builds: [Job]) in
                let outcome = perform(job)
                log.add(outcome)
                return ([], outcome.followUps)
            }, { never, _ in never })
        return log.outcome(examplesCompiled: examples.count)
    }

    /// The first jobs: the mergeable examples in batches (`batches(of:jobs:)`), each group of the same
    /// asset symbols apart, and the rest alone.
    func plannedJobs(_ examples: [(index: Int, example: PreparedExample)]) -> [Job] {
        var merged: [Job] = []
        var alone = examples.filter { !$0.example.isMergeable }.map {
            Unit(id: "example-\($0.index)", members: [$0], standalone: true)
        }
        // Examples whose asset catalogs generate different symbols cannot share an app; most have
        // none and form one group.
        let groups = Dictionary(grouping: examples.filter { $0.example.isMergeable }, by: { $0.example.assetSymbols ?? "" })
        for (groupNumber, key) in groups.keys.sorted().enumerated() {
            let mergeable = groups[key]!
            let prefix = groupNumber == 0 ? "merged" : "merged-assets-\(groupNumber)"
            if mergeable.count == 1 {
                alone.append(Unit(id: "example-\(mergeable[0].index)", members: mergeable, standalone: false))
                continue
            }
            let batches = Self.batches(of: mergeable, jobs: jobs)
            for (number, batch) in batches.enumerated() {
                merged.append(.merged(batch, id: batches.count == 1 ? prefix : "\(prefix)-\(number + 1)"))
            }
        }
        // The merged batches first: they take longest, and hold most of the runs.
        return merged + alone.map { .alone($0) }
    }

    /// Runs one job's compiler (or, for a failed merged batch, its second try).
    func perform(_ job: Job) -> JobOutcome {
        switch job {
        case .merged(let members, let id):
            let merged = compileMerged(members, id: id)
            return JobOutcome(
                binaries: merged.binaries, invocations: merged.invocations, followUps: merged.alone.map { .alone($0) },
                firstExample: members.first?.index ?? 0)
        case .alone(let unit):
            let result = build(unit)
            return JobOutcome(
                binaries: result.binaries, diagnostics: result.diagnostics, invocations: 1,
                firstExample: unit.members.first?.index ?? 0)
        }
    }

    /// Below this many examples a batch is not worth its own compiler: every frontend pays for
    /// loading the runtime's module and for linking, about as much as this many examples cost.
    static let examplesPerBatch = 40

    /// Above this many examples a frontend costs more per example (2,000 examples: 6% more each
    /// than 500), and its memory grows with it (900 MB for 2,000): a large course compiles in
    /// batches of at most this many, so verification time and memory grow with the course, not
    /// faster. A frontend's fixed cost is about 2% of a batch this size. (Batches are balanced by
    /// source length, so one may hold a few more examples than this when they are short.)
    static let maximumExamplesPerBatch = 500

    /// The merged examples split into one batch per core when there are enough of them for each
    /// batch to outweigh its compiler's fixed cost, so both cores compile; else one batch; and into
    /// more batches where one per core would exceed `maximumExamplesPerBatch`. Each batch is a
    /// contiguous run of examples, in course order, balanced by source length.
    static func batches(
        of members: [(index: Int, example: PreparedExample)], jobs: Int
    ) -> [[(index: Int, example: PreparedExample)]] {
        let perCore = max(1, min(jobs, members.count / examplesPerBatch))
        let bounded = (members.count + maximumExamplesPerBatch - 1) / maximumExamplesPerBatch
        // More batches than cores: a multiple of the cores, so no core waits alone on the last one.
        let count = bounded > perCore ? (bounded + jobs - 1) / jobs * jobs : perCore
        guard count > 1 else { return [members] }
        let sizes = members.map { $0.example.displayedCode.utf8.count + 1 }
        let total = sizes.reduce(0, +)
        var batches: [[(index: Int, example: PreparedExample)]] = [[]]
        var filled = 0
        for (member, size) in zip(members, sizes) {
            // Start the next batch once this one holds its share of the source.
            if batches.count < count, filled >= total * batches.count / count, !batches[batches.count - 1].isEmpty {
                batches.append([])
            }
            batches[batches.count - 1].append(member)
            filled += size
        }
        return batches
    }

    /// One merged build. When it fails, the examples whose own files had errors build alone (for
    /// their own complete errors) and the rest merge again; if that fails too, or an error belongs
    /// to no example, every example builds alone, so a broken example can never hide the others.
    /// Returns the binaries built, the compiler runs, and the examples left to build alone.
    private func compileMerged(
        _ members: [(index: Int, example: PreparedExample)], id: String
    ) -> (binaries: [String: String], invocations: Int, alone: [Unit]) {
        let merged = build(Unit(id: id, members: members, standalone: false))
        if merged.succeeded { return (merged.binaries, 1, []) }
        let suspects = Set(merged.failingExamples)
        let rest = members.filter { !suspects.contains($0.example.name) }
        if !suspects.isEmpty, !merged.hasUnattributedErrors, rest.count > 1 {
            let remerged = build(Unit(id: id + "-again", members: rest, standalone: false))
            if remerged.succeeded {
                let suspectUnits = members.filter { suspects.contains($0.example.name) }
                    .map { Unit(id: "example-\($0.index)", members: [$0], standalone: false) }
                return (remerged.binaries, 2, suspectUnits)
            }
            return ([:], 2, members.map { Unit(id: "example-\($0.index)", members: [$0], standalone: false) })
        }
        return ([:], 1, members.map { Unit(id: "example-\($0.index)", members: [$0], standalone: false) })
    }

    struct BuildResult {
        var succeeded: Bool
        var binaries: [String: String]
        var diagnostics: [Diagnostic]
        /// Examples whose own files had errors.
        var failingExamples: [String] = []
        /// Some error belonged to no example (main.swift, the linker, a compiler crash).
        var hasUnattributedErrors = false
    }

    static func namespace(_ index: Int) -> String { "__Example_\(index)" }
    static func virtualFile(_ example: PreparedExample) -> String { "__examples__/\(example.name).swift" }

    /// The C library's wall-clock calls, answered with the course's time (`_LessonWallClock`), so
    /// that Foundation's own `Date()` and `Date.now` read it in lesson code. Defined in the lesson
    /// binary itself because the dynamic linker resolves every library's calls to the executable's
    /// symbols first (`wallClockLinkerFlags` keeps them exported); no other process is affected.
    static let wallClockSource = [
        "@_cdecl(\"clock_gettime\")",
        "public func __lessonClockGettime(_ clock: clockid_t, _ time: UnsafeMutablePointer<timespec>?) -> Int32 {",
        "    _LessonWallClock.clockGettime(clock, time)",
        "}",
        "@_cdecl(\"gettimeofday\")",
        "public func __lessonGettimeofday(_ time: UnsafeMutablePointer<timeval>?, _ zone: UnsafeMutableRawPointer?) -> Int32 {",
        "    _LessonWallClock.gettimeofday(time, zone)",
        "}",
        "@_cdecl(\"time\")",
        "public func __lessonTime(_ result: UnsafeMutablePointer<Int>?) -> Int { _LessonWallClock.time(result) }",
    ]

    /// Keeps the wall-clock functions of `wallClockSource` in the binary's dynamic symbol table, where
    /// the C library's callers (Foundation, CoreFoundation, Dispatch) look them up.
    static let wallClockLinkerFlags = ["clock_gettime", "gettimeofday", "time"].flatMap {
        ["-Xlinker", "--export-dynamic-symbol=" + $0]
    }

    /// `-use-ld=lld` when the toolchain ships lld beside its `swiftc`: it links a batch's binary in
    /// about half the time of the system's gold (0.09 s against 0.17 s for 100 examples), and the
    /// binary is the same program. Toolchains without it keep their default linker.
    static func fastLinkerFlags(swiftc: String) -> [String] {
        let bin = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath().deletingLastPathComponent()
        return FileManager.default.isExecutableFile(atPath: bin.appendingPathComponent("ld.lld").path) ? ["-use-ld=lld"] : []
    }

    /// The `main.swift` that hands every example of a binary to the runtime's host.
    static func mainSource(_ members: [(index: Int, example: PreparedExample)]) -> String {
        var lines = ["import SwiftUI", ""] + wallClockSource + [""]
        // The app's compiled asset catalog, before anything draws (every member has the same one).
        if members.first?.example.assetSymbols != nil { lines += ["_AssetCatalog.current = \(AssetSymbols.catalogGlobal)", ""] }
        // One call per example, in a function: the runtime's generic `register` erases the preview's
        // type, so each example costs the compiler a call, not closures of its own (a literal of
        // them all is worse still: the type checker solves it as a single expression).
        lines.append("func __registerExamples() {")
        for (index, example) in members {
            lines.append("    _LessonHost.register(\(swiftStringLiteral(example.name)), \(namespace(index)).__preview)")
        }
        lines += ["}", "__registerExamples()", "_LessonHost.run()"]
        return lines.joined(separator: "\n") + "\n"
    }

    func build(_ unit: Unit) -> BuildResult {
        let fm = FileManager.default
        let directory = workDirectory + "/" + unit.id
        var files: [String] = []
        var virtualFiles: [String: PreparedExample] = [:]
        var generatedFiles: [String: PreparedExample] = [:]
        do {
            try fm.createDirectory(atPath: directory, withIntermediateDirectories: true)
            let main = directory + "/main.swift"
            try Self.mainSource(unit.members).write(toFile: main, atomically: false, encoding: .utf8)
            files.append(main)
            if let symbols = unit.members.first?.example.assetSymbols {
                let path = directory + "/GeneratedAssetSymbols.swift"
                try symbols.write(toFile: path, atomically: false, encoding: .utf8)
                files.append(path)
            }
            for (index, example) in unit.members {
                let path = directory + "/example-\(index).swift"
                let virtual = Self.virtualFile(example)
                let source = example.swiftSource(
                    namespace: Self.namespace(index), virtualFile: virtual,
                    standalone: unit.standalone)
                try source.write(toFile: path, atomically: false, encoding: .utf8)
                files.append(path)
                virtualFiles[virtual] = example
                generatedFiles[path] = example
            }
        } catch {
            return BuildResult(
                succeeded: false, binaries: [:],
                diagnostics: [.error("cannot write the examples' sources in \(directory): \(error)")])
        }
        let binary = directory + "/lesson"
        // Whole-module mode: one frontend parses and checks every example once. Per-file jobs
        // (even -j2) re-parse every other file each time: 20 examples took 4.3 s that way, 0.44 s so.
        let arguments =
            XcodeDebugConfiguration.swiftFlags + [
                "-wmo", "-suppress-warnings",
                // The compiler's check of its own LLVM output: no effect on the binary, 3% of a compile.
                "-Xfrontend", "-disable-llvm-verify",
                // The hash of the LLVM module that lets a rebuild keep an unchanged object file: a
                // lesson binary is always compiled into a fresh folder, so there is none to keep
                // (hashing it was 4% of a merged compile).
                "-Xfrontend", "-disable-incremental-llvm-codegen",
                "-diagnostic-style", "llvm", "-module-cache-path", cacheDirectory + "/module-cache",
                "-module-name", "LessonExamples",
                "-I", runtime.directory, "-L", runtime.directory,
                // On Apple platforms `import Foundation` alone gives URLSession; on Linux it gives
                // placeholders. Every lesson file sees the runtime's fixture-backed URL loading, also
                // one that imports only Foundation.
                "-Xfrontend", "-import-module", "-Xfrontend", "LessonNetworking",
            ] + RuntimeBuilder.linkerFlags + Self.wallClockLinkerFlags + Self.fastLinkerFlags(swiftc: swiftc) + [
                "-Xlinker", "-rpath", "-Xlinker", runtime.directory,
                "-o", binary,
            ] + MacroPlugin.compilerFlags(runtimeDirectory: runtime.directory) + files
        let outcome: ProcessOutcome
        do {
            outcome = try ProcessRunner.run(
                executable: swiftc, arguments: arguments, environment: environment,
                timeout: 900, outputLimit: 4 << 20)
        } catch {
            return BuildResult(succeeded: false, binaries: [:], diagnostics: [.error("\(error)")])
        }
        if outcome.succeeded {
            var binaries: [String: String] = [:]
            for member in unit.members { binaries[member.example.name] = binary }
            return BuildResult(succeeded: true, binaries: binaries, diagnostics: [])
        }
        let provided = providedAPI()
        let attributed = UnavailableFrameworks.complete(
            MissingAPIReport.complete(
                Self.parseDiagnostics(
                    outcome.stderrText + "\n" + outcome.stdoutText,
                    virtualFiles: virtualFiles, generatedFiles: generatedFiles, providedAPI: provided),
                examples: unit.members.map(\.example), provided: provided),
            examples: unit.members.map(\.example))
        var diagnostics = attributed.map(\.diagnostic)
        let failing = Set(attributed.compactMap(\.example))
        if !diagnostics.contains(where: { $0.severity == .error }) {
            // A failure swiftc did not explain in our terms (a linker error, a crash): show its output.
            let output = splitLines(outcome.stderrText + outcome.stdoutText).filter { !$0.trimmed.isEmpty }
            for member in unit.members {
                diagnostics.append(
                    .error(
                        "example '\(member.example.name)' failed to compile", at: member.example.location,
                        notes: Array(output.suffix(20))))
            }
        }
        return BuildResult(
            succeeded: false, binaries: [:], diagnostics: diagnostics,
            failingExamples: failing.sorted(),
            hasUnattributedErrors: attributed.isEmpty || attributed.contains { $0.example == nil })
    }

    /// `file:line:col: error: message` lines into diagnostics at markdown locations. Notes attach
    /// to the error before them; warnings are dropped (they are suppressed anyway).
    /// An error about an API the runtime lacks says so (`RuntimeSurface`) and keeps no notes; notes
    /// that point into the runtime's own sources keep their text but not their place.
    static func parseDiagnostics(
        _ output: String, virtualFiles: [String: PreparedExample],
        generatedFiles: [String: PreparedExample],
        providedAPI: Set<String> = []
    ) -> [(diagnostic: Diagnostic, example: String?)] {
        var diagnostics: [(diagnostic: Diagnostic, example: String?)] = []
        var lastWasError = false
        var lastIsUnsupportedAPI = false
        for line in splitLines(output) {
            guard let parsed = parseDiagnosticLine(line) else { continue }
            var location: SourceLocation?
            var message = parsed.message
            var owner: String?
            if let example = virtualFiles[parsed.file] {
                location = example.mapLocation(line: parsed.line, column: parsed.column)
                owner = example.name
            } else if let example = generatedFiles[parsed.file] {
                owner = example.name
                // Code the engine wrote around the example (the hosting call, the wrapper struct).
                location = example.location
                message += " (in the code that hosts '\(example.hostedRoot)')"
            } else if parsed.file.hasSuffix("main.swift") {
                location = nil
            } else {
                location = SourceLocation(file: parsed.file, line: parsed.line, column: parsed.column)
            }
            let inLessonCode = virtualFiles[parsed.file] != nil || generatedFiles[parsed.file] != nil
            switch parsed.severity {
            case "error":
                lastIsUnsupportedAPI = false
                if owner != nil, let module = UnavailableFrameworks.missingModule(in: parsed.message) {
                    diagnostics.append((UnavailableFrameworks.diagnostic(forModule: module, at: location), owner))
                } else if owner != nil, let unsupported = RuntimeSurface.unsupportedAPIMessage(for: parsed.message, provided: providedAPI) {
                    message = unsupported
                    lastIsUnsupportedAPI = true
                    diagnostics.append((MissingAPIReport.diagnostic(message, at: location), owner))
                } else {
                    diagnostics.append((.error(message, at: location), owner))
                }
                lastWasError = true
            case "note":
                if lastWasError, !lastIsUnsupportedAPI, var last = diagnostics.popLast() {
                    // The runtime's (or the SDK's) own files are not the author's to read.
                    if inLessonCode {
                        let place = location.map { "\($0.file):\($0.line): " } ?? ""
                        last.diagnostic.notes.append("note: \(place)\(message)")
                    } else if !message.hasSuffix("declared here") {
                        last.diagnostic.notes.append("note: \(message)")
                    }
                    diagnostics.append(last)
                }
            default:
                lastWasError = false
            }
        }
        return diagnostics
    }

    static func parseDiagnosticLine(_ line: String) -> (file: String, line: Int, column: Int, severity: String, message: String)? {
        for severity in ["error", "warning", "note"] {
            guard let marker = line.range(of: ": \(severity): ") else { continue }
            let head = line[..<marker.lowerBound]
            let parts = head.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count >= 3, let lineNumber = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]) else {
                continue
            }
            let file = parts[..<(parts.count - 2)].joined(separator: ":")
            return (file, lineNumber, column, severity, String(line[marker.upperBound...]))
        }
        return nil
    }
}
