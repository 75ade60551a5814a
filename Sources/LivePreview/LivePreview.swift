import Diagnostics
import Foundation
import LessonEngine
import PreviewServer
import SiteBuilder

#if canImport(Glibc)
    import Glibc
#endif

/// `coursegen serve` as a loop: build, serve the site, rebuild on every edit to content/ or
/// templates/, reload open pages, and show a failed rebuild's errors over the last good site.
///
/// The command line only parses options and prints what this reports; everything that keeps the
/// preview alive lives here.
public final class LivePreview: @unchecked Sendable {
    /// What happened, for the command line to print.
    public enum Event {
        case rebuilt(reason: String, BuildReport)
        case failed(reason: String, BuildReport)
        case stopped
        /// Another `coursegen build` holds the output folder; this rebuild waits its turn.
        case waitingForAnotherBuild
        /// Another `coursegen build` published the site; open pages were reloaded.
        case publishedElsewhere
    }

    public let server: PreviewServer
    private let options: BuildOptions
    private let builder: SiteBuilder
    private let report: (Event) -> Void
    private let buildLock = NSLock()

    /// - Parameter allowExternal: serve on a non-loopback `host`; readers on the network then arrive
    ///   with this machine's addresses or name in their Host header, and anything else is still
    ///   refused (DNS rebinding).
    /// - Throws: `PreviewServerError` for a host that is not allowed.
    public init(
        options: BuildOptions, host: String, port: UInt16, allowExternal: Bool,
        report: @escaping (Event) -> Void
    ) throws {
        self.options = options
        self.report = report
        var builderOptions = options
        builderOptions.waitingForLock = { report(.waitingForAnotherBuild) }
        builder = SiteBuilder(options: builderOptions)
        let outputDirectory = options.outputDirectory
        server = try PreviewServer(
            configuration: PreviewServerConfiguration(
                host: host, port: port, allowExternalHost: allowExternal,
                additionalAllowedHosts: allowExternal ? NetworkAddresses.local() + [ProcessInfo.processInfo.hostName] : [],
                siteRoot: { outputDirectory }))
    }

    /// The address to print: a wildcard bind shows the first real address.
    public var displayURL: String {
        server.isLoopbackOnly ? server.url.absoluteString : NetworkAddresses.displayURL(for: server)
    }

    /// Listens. Call before `run()`, so a port already in use is reported at once, not after a build.
    public func listen() throws { try server.start() }

    /// Watches, handles Ctrl-C, builds once, then serves until interrupted. `started` runs after the
    /// first build. Watching and Ctrl-C are in place before the first build: an edit made meanwhile
    /// is not lost, and an interrupt waits for the build so output/ stays complete.
    public func run(started: @escaping () -> Void) throws -> Never {
        // A course drawn by the built-in templates has no templates/ folder to watch.
        let watched = [options.contentDirectory, options.templatesDirectory].filter { FileManager.default.fileExists(atPath: $0.path) }
        let watcher = try FileWatcher(directories: watched) { [self] changed in
            // Editors save through temporary files; name only what is still there.
            let present = changed.filter { FileManager.default.fileExists(atPath: $0.path) }
            let names = (present.isEmpty ? changed : present).map(\.lastPathComponent).sorted()
            rebuild(reason: "changed: \(names.prefix(3).joined(separator: ", "))\(names.count > 3 ? ", …" : "")")
        }
        watcher.start()
        let signals = SignalHandler.onTermination { [self] _ in
            watcher.stop()
            // A build in flight stops its lessons and compilers, and publishes nothing.
            LessonEngine.stopEverything()
            OutputPublisher.abandonAll()
            waitForBuild()
            server.stop()
            report(.stopped)
            exit(0)
        }
        rebuild(reason: "initial build")
        watchForOtherBuilds()
        started()
        withExtendedLifetime(signals) { dispatchMain() }
    }

    /// One rebuild at a time; open pages reload on success and show the errors on failure.
    public func rebuild(reason: String) {
        buildLock.lock()
        defer {
            seenSite = siteStamp()
            buildLock.unlock()
        }
        let result = builder.build()
        if result.succeeded {
            server.clearErrors()
            server.broadcastReload()
            report(.rebuilt(reason: reason, result))
        } else {
            server.showErrors(result.diagnostics.filter { $0.severity == .error }.sortedForReport)
            report(.failed(reason: reason, result))
        }
    }

    /// The published site's marker file as last seen (device, inode, modification time): it is
    /// written anew by every publish, so a change this preview did not make is another build's.
    private var seenSite: [Int] = []
    private var externalWatch: DispatchSourceTimer?

    private func siteStamp() -> [Int] {
        var info = stat()
        let marker = options.outputDirectory.appendingPathComponent(".coursegen-site").path
        guard stat(marker, &info) == 0 else { return [] }
        return [Int(info.st_dev), Int(info.st_ino), Int(info.st_mtim.tv_sec), Int(info.st_mtim.tv_nsec)]
    }

    /// Checks every second whether another `coursegen build` published the site; if so, open pages
    /// reload and the preview says so.
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
            self.report(.publishedElsewhere)
        }
        timer.resume()
        externalWatch = timer
    }

    private func waitForBuild() {
        buildLock.lock()
        buildLock.unlock()
    }
}
