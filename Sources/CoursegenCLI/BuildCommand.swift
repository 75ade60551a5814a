import Diagnostics
import Foundation
import LessonEngine
import PreviewServer
import SiteBuilder

/// `coursegen build`.
enum BuildCommand {
    /// Options shared by `build` and `serve`: where things are and how lessons run.
    static let siteSpecs: [OptionSpec] = [
        .value("content", "dir", "The course: course.yml, lessons/ and reference/.", default: BuildOptions.DefaultFolder.content),
        .value(
            "templates", "dir", "Mustache templates and assets/ that replace the built-in ones, file by file.",
            default: BuildOptions.DefaultFolder.templates + ", if it exists"),
        .value("output", "dir", "Where the site is written; replaced as a whole on success.", default: BuildOptions.DefaultFolder.output),
        .value("cache-dir", "dir", "Compiled lesson runtime and cached lesson results.", default: BuildOptions.DefaultFolder.cache),
        .flag("no-cache", "Run every lesson again instead of reusing cached results."),
        .value("swiftc", "path", "The Swift compiler used for lesson code.", default: "swiftc on PATH"),
        .value(
            "runtime-sources", "dir", "Where the headless runtime's LessonProtocol/ and SwiftUI/ sources are.",
            default: "share/coursegen/runtime beside an installed coursegen, else Sources/ of its checkout"),
        .value("timeout", "seconds", "How long one lesson may run before it is stopped.", default: seconds(LessonRunOptions().timeout)),
        .value("jobs", "n", "Parallel compile and run jobs.", default: "the number of cores"),
        .flag(
            "unsandboxed",
            "Run lesson code WITHOUT the bubblewrap sandbox, with your files, network and environment in reach. Only for lessons you trust."
        ),
    ]

    /// A default number of seconds as `--help` prints it: "10", "0.5".
    static func seconds(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(value)
    }

    /// Printed whenever lessons run unsandboxed.
    static let unsandboxedWarning = """
        warning: --unsandboxed: lesson code runs WITHOUT the sandbox. It can read your files and \
        environment (tokens included), use the network, write anywhere you can, and leave processes \
        running. Use it only for lessons you trust.
        """

    static let command = Coursegen.Command(
        name: "build",
        usage: "coursegen build [--update | --check | --partition <k/n>] [--content <dir>] [--templates <dir>] [--output <dir>] [options]",
        overview:
            "Verify every lesson's examples and checkpoints, then publish the site. Exits 1, listing every problem, when a checkpoint drifts, code fails to compile or content is invalid; the previous output is then left as it was.",
        specs: [
            .flag(
                "update", "Rewrite drifted expectations in content/ to what was observed (changes nothing else) and print every rewrite."),
            .flag("check", "Verify only: refuse --update (the CI mode; CI=true in the environment implies it)."),
            .value(
                "partition", "k/n",
                "Verify only slice K of N of the examples into the cache, and render nothing: one CI runner's share. Slices are balanced by the cost each example took in the last whole build when the cache knows it, else placed by a hash of each example's name."
            ),
            .flag("balance", "Balance --partition's slices by recorded cost (the default whenever a whole build has recorded costs)."),
            .flag("no-balance", "Place --partition's slices by a hash of each example's name alone, ignoring recorded costs."),
            .value(
                "remote-cache", "url",
                "A shared result cache over HTTP (GET/PUT, e.g. WebDAV or bazel-remote); writes send $\(RemoteCacheConfiguration.tokenVariable) as Authorization.",
                default: "$\(RemoteCacheConfiguration.urlVariable), else none"),
            .value(
                "remote-cache-timeout", "seconds", "How long one request to the remote cache may take before the build verifies locally.",
                default: seconds(RemoteCacheConfiguration.defaultTimeout)),
        ] + siteSpecs,
        run: { options, output in
            if options.has("update") {
                if options.has("check") {
                    throw UsageError("--update rewrites content/ and --check promises not to; use one of them")
                }
                if ProcessInfo.processInfo.environment["CI"].map({ ["true", "1", "yes"].contains($0.lowercased()) }) == true {
                    throw UsageError("--update is refused under CI (CI=true): run it on your machine and review what it rewrites")
                }
            }
            var buildOptions = try makeBuildOptions(options)
            try addScaleOptions(options, to: &buildOptions)
            let outputPath = buildOptions.outputDirectory.path
            buildOptions.waitingForLock = { output.err("waiting for another coursegen build of \(outputPath) to finish…") }
            if !buildOptions.lessons.sandboxed { output.err(unsandboxedWarning) }
            buildOptions.endsProcess = true
            // Ctrl-C, SIGTERM, a CI cancel: end every lesson and compiler, drop the staged site.
            let interrupt = SignalHandler.onTermination(queue: DispatchQueue.global()) { signal in
                interruptBuild(signal: signal, output: URL(fileURLWithPath: outputPath), to: output)
            }
            defer { interrupt.cancel() }
            let report = SiteBuilder(options: buildOptions).build()
            print(report, to: output)
            return report.succeeded ? .success : .failure
        })

    /// Stops an interrupted build: every process it started is killed (sandboxed lessons take
    /// everything they started with them), the staged site is removed and `output/` is left as it
    /// was. Exits 128 + the signal, as a shell reports a killed command.
    static func interruptBuild(signal: Int32, output directory: URL, to output: TextOutput) -> Never {
        LessonEngine.stopEverything()
        OutputPublisher.abandonAll()
        output.err("interrupted: stopped every lesson and compiler this build started; \(directory.path) was left as it was")
        exit(128 + signal)
    }

    static func makeBuildOptions(_ options: ParsedOptions) throws -> BuildOptions {
        let cwd = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        var build = BuildOptions(root: cwd)
        func folder(_ name: String) -> URL? {
            options.value(name).map { URL(fileURLWithPath: $0, relativeTo: cwd).standardizedFileURL }
        }
        if let url = folder("content") { build.contentDirectory = url }
        if let url = folder("templates") { build.templatesDirectory = url }
        if let url = folder("output") { build.outputDirectory = url }
        if let url = folder("cache-dir") { build.cacheDirectory = url }
        if let url = folder("runtime-sources") {
            guard FileManager.default.fileExists(atPath: url.appendingPathComponent("SwiftUI").path) else {
                throw UsageError("--runtime-sources \(url.path) has no SwiftUI/ folder")
            }
            build.lessons.runtimeSources = RuntimeSources(root: url)
        } else if let installed = InstalledRuntime.directory() {
            build.lessons.runtimeSources = RuntimeSources(root: installed)
        }
        build.update = options.has("update")
        build.lessons.sandboxed = !options.has("unsandboxed")
        build.lessons.useCache = !options.has("no-cache")
        build.lessons.swiftc = options.value("swiftc")
        if let timeout = try options.double("timeout", in: 0.1...3600) { build.lessons.timeout = timeout }
        if let jobs = try options.int("jobs", in: 1...64) { build.lessons.jobs = jobs }
        // The built-in templates draw a course without a templates/ folder; one named with
        // --templates must exist, or a typo would silently fall back to them.
        let named = options.value("templates") == nil ? [] : [("templates", build.templatesDirectory)]
        for (name, url) in [("content", build.contentDirectory)] + named {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue else {
                throw UsageError("the \(name) folder \(url.path) does not exist (set it with --\(name) <dir>)")
            }
        }
        return build
    }

    /// `--partition` and the remote cache (build only).
    static func addScaleOptions(
        _ options: ParsedOptions, to build: inout BuildOptions,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws {
        if let text = options.value("partition") {
            guard let partition = Partition(parsing: text) else {
                throw UsageError("--partition expects K/N with 1 ≤ K ≤ N (e.g. 2/4), got '\(text)'")
            }
            if options.has("update") {
                throw UsageError("--partition verifies one slice and writes nothing; run --update on a whole build")
            }
            build.lessons.partition = partition
        }
        if options.has("balance"), options.has("no-balance") {
            throw UsageError("--balance and --no-balance contradict each other; use one of them")
        }
        if options.has("balance") || options.has("no-balance"), build.lessons.partition == nil {
            throw UsageError("--\(options.has("balance") ? "balance" : "no-balance") shapes --partition's slices; give --partition K/N")
        }
        build.lessons.balancePartitions = !options.has("no-balance")
        let timeout = try options.double("remote-cache-timeout", in: 0.05...600)
        let flagged = options.value("remote-cache")
        let named = flagged ?? environment[RemoteCacheConfiguration.urlVariable].flatMap { $0.isEmpty ? nil : $0 }
        if let text = named {
            let source = flagged == nil ? RemoteCacheConfiguration.urlVariable : "--remote-cache"
            guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""), url.host != nil else {
                throw UsageError("\(source) expects an http:// or https:// URL, got '\(text)'")
            }
            var remote = RemoteCacheConfiguration(
                url: url, authorization: RemoteCacheConfiguration.authorization(token: environment[RemoteCacheConfiguration.tokenVariable]))
            if let timeout { remote.timeout = timeout }
            build.lessons.remoteCache = remote
        } else if timeout != nil {
            throw UsageError("--remote-cache-timeout needs a remote cache (--remote-cache <url>)")
        }
    }

    /// Diagnostics first (sorted, like a compiler), then one summary line.
    static func print(_ report: BuildReport, to output: TextOutput) {
        for diagnostic in report.diagnostics.sortedForReport + report.notices {
            output.err(diagnostic.description)
        }
        // Every rewrite, like a compiler's fix-it, so the author reviews what changed before committing.
        for fix in report.appliedFixes {
            output.out("\(fix.file):\(fix.span.line): \"\(fix.original)\" → \"\(fix.replacement)\"")
        }
        for file in report.updatedFiles {
            output.out("updated \(file)")
        }
        let errors = report.diagnostics.filter { $0.severity == .error }.count
        var remote = ""
        if report.remoteHits + report.remoteStores > 0 {
            remote = "; remote cache: \(report.remoteHits) entries fetched, \(report.remoteStores) stored"
        }
        if let partition = report.partition {
            for example in report.verifiedExamples {
                output.out("verified \(example.name) (\(example.checkpoints) checkpoint\(example.checkpoints == 1 ? "" : "s"))")
            }
            var balance = ""
            if let slice = report.sliceCostSeconds, let course = report.courseCostSeconds {
                balance = String(format: "; balanced by recorded cost: %.2f s of the course's %.2f s", slice, course)
            }
            let summary =
                "partition \(partition): \(report.verifiedExamples.count) examples, \(report.checkpointsVerified) checkpoints verified (\(report.examplesCompiled) examples compiled, \(report.cachedResults) cached\(remote)\(balance))"
            let seconds = String(format: "%.2f", report.seconds)
            if errors == 0 {
                output.out("Verified \(summary) in \(seconds) s; nothing rendered.")
            } else {
                output.err("Partition \(partition) failed with \(errors) error\(errors == 1 ? "" : "s") in \(seconds) s.")
            }
            return
        }
        let lessons =
            "\(report.checkpointsVerified) checkpoints verified (\(report.examplesCompiled) examples compiled, \(report.cachedResults) cached\(remote))"
        let seconds = String(format: "%.2f", report.seconds)
        if errors == 0 {
            output.out("Built \(report.pagesWritten) pages; \(lessons) in \(seconds) s.")
        } else {
            output.err(
                "Build failed with \(errors) error\(errors == 1 ? "" : "s") in \(seconds) s; the previous output was left unchanged.")
        }
    }
}
