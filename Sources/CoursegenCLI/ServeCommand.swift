import Diagnostics
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import PreviewServer
import LessonEngine
import SiteBuilder

/// `coursegen serve`: build, serve on loopback, rebuild on every edit, reload open pages, and show
/// a failed rebuild's errors over the last good site.
enum ServeCommand {
    static let command = Coursegen.Command(
        name: "serve",
        usage: "coursegen serve [--port <n>] [--host <address>] [options]",
        overview: "Build the course and preview it locally. Edits to content/ and templates/ rebuild the site (only changed lessons run again) and reload open pages; a failed rebuild keeps the last good site and shows its errors on every page.",
        specs: [
            .value("port", "n", "The port to listen on.", default: "8000"),
            .value("host", "address", "The address to listen on.", default: "127.0.0.1"),
            .flag("allow-external", "Allow --host to be a non-loopback address (exposes drafts to the network)."),
        ] + BuildCommand.siteSpecs,
        run: run)

    static func run(_ options: ParsedOptions, _ output: TextOutput) throws -> Coursegen.ExitCode {
        let buildOptions = try BuildCommand.makeBuildOptions(options)
        if !buildOptions.sandboxed { output.err(BuildCommand.unsandboxedWarning) }
        let port = try options.int("port", in: 0...65535) ?? 8000
        let host = options.value("host") ?? "127.0.0.1"
        let outputDirectory = buildOptions.outputDirectory

        let server: PreviewServer
        do {
            // Exposed on purpose: readers on the network arrive with this machine's addresses or
            // name in their Host header; anything else is still refused (DNS rebinding).
            let external = options.has("allow-external")
            server = try PreviewServer(configuration: PreviewServerConfiguration(
                host: host, port: UInt16(port), allowExternalHost: external,
                additionalAllowedHosts: external ? NetworkAddresses.local() + [ProcessInfo.processInfo.hostName] : [],
                siteRoot: { outputDirectory }))
        } catch let error as PreviewServerError {
            if case .externalHostNotAllowed = error {
                throw UsageError("\(host) is not a loopback address; add --allow-external to serve drafts to the network")
            }
            throw error
        }
        // Listen first: a port already in use is reported at once, not after a full build.
        do {
            try server.start()
        } catch PreviewServerError.cannotListen(let host, let port, let reason) {
            output.err("error: cannot listen on \(host):\(port): \(reason)\nTry another port with --port <n> (0 picks a free one).")
            return .failure
        }
        if !server.isLoopbackOnly {
            output.err("warning: serving on \(host): anyone on your network can read this site")
        }
        var serveOptions = buildOptions
        serveOptions.waitingForLock = { output.out("waiting for another coursegen build of \(outputDirectory.path) to finish…") }
        let session = PreviewSession(builder: SiteBuilder(options: serveOptions), server: server, output: output)

        let watcher = try FileWatcher(directories: [buildOptions.contentDirectory, buildOptions.templatesDirectory]) { changed in
            // Editors save through temporary files; name only what is still there.
            let present = changed.filter { FileManager.default.fileExists(atPath: $0.path) }
            let names = (present.isEmpty ? changed : present).map(\.lastPathComponent).sorted()
            session.rebuild(reason: "changed: \(names.prefix(3).joined(separator: ", "))\(names.count > 3 ? ", …" : "")")
        }
        watcher.start()

        let signals = SignalHandler.onTermination { _ in
            watcher.stop()
            // A build in flight stops its lessons and compilers, and publishes nothing.
            ProcessRunner.terminateAll()
            OutputPublisher.abandonAll()
            session.waitForBuild()
            server.stop()
            output.out("Stopped.")
            exit(0)
        }
        // Watching and Ctrl-C are in place before the first build: an edit made meanwhile is not
        // lost, and an interrupt waits for the build so output/ stays complete.
        session.rebuild(reason: "initial build")
        session.watchForOtherBuilds()
        let address = server.isLoopbackOnly ? server.url.absoluteString : NetworkAddresses.displayURL(for: server)
        output.out("Serving \(outputDirectory.path) at \(address)  (Ctrl-C to stop)")
        withExtendedLifetime(signals) { dispatchMain() }
    }
}

/// Runs one rebuild at a time and tells the open pages how it went.
final class PreviewSession: @unchecked Sendable {
    private let builder: SiteBuilder
    private let server: PreviewServer
    private let output: TextOutput
    private let buildLock = NSLock()

    init(builder: SiteBuilder, server: PreviewServer, output: TextOutput) {
        self.builder = builder
        self.server = server
        self.output = output
    }

    /// The published site's marker file as last seen (device, inode, modification time): it is
    /// written anew by every publish, so a change this session did not make is another build's.
    private var seenSite: [Int] = []
    private var externalWatch: DispatchSourceTimer?

    private func siteStamp() -> [Int] {
        var info = stat()
        let marker = builder.options.outputDirectory.appendingPathComponent(".coursegen-site").path
        guard stat(marker, &info) == 0 else { return [] }
        return [Int(info.st_dev), Int(info.st_ino), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec)]
    }

    /// Checks every second whether another `coursegen build` published the site; if so, open pages
    /// reload and the terminal says so.
    func watchForOtherBuilds() {
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global())
        timer.schedule(deadline: .now() + 1, repeating: 1)
        timer.setEventHandler { [weak self] in
            guard let self, self.buildLock.try() else { return }
            defer { self.buildLock.unlock() }
            let stamp = self.siteStamp()
            guard !stamp.isEmpty, stamp != self.seenSite else { return }
            self.seenSite = stamp
            self.server.clearErrors()
            self.server.broadcastReload()
            self.output.out("[\(self.timestamp())] another coursegen build published \(self.builder.options.outputDirectory.path) → reloading open pages")
        }
        timer.resume()
        externalWatch = timer
    }

    func rebuild(reason: String) {
        buildLock.lock()
        defer {
            seenSite = siteStamp()
            buildLock.unlock()
        }
        let report = builder.build()
        if report.succeeded {
            server.clearErrors()
            server.broadcastReload()
            output.out("[\(timestamp())] \(reason) → rebuilt \(report.pagesWritten) pages in \(String(format: "%.2f", report.seconds)) s (\(report.examplesCompiled) examples compiled)")
        } else {
            BuildCommand.print(report, to: output)
            server.showErrors(report.diagnostics.filter { $0.severity == .error }.sortedForReport)
            output.err("[\(timestamp())] \(reason) → build failed; still serving the last good site")
        }
    }

    func waitForBuild() {
        buildLock.lock()
        buildLock.unlock()
    }

    private func timestamp() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: Date())
    }
}
