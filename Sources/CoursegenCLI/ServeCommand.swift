import Diagnostics
import Foundation
import LessonEngine
import LivePreview
import PreviewServer
import SiteBuilder

/// `coursegen serve`: build, serve on loopback, rebuild on every edit, reload open pages, and show
/// a failed rebuild's errors over the last good site.
enum ServeCommand {
    static let command = Coursegen.Command(
        name: "serve",
        usage: "coursegen serve [--port <n>] [--host <address>] [options]",
        overview:
            "Build the course and preview it locally. Edits to content/ and templates/ rebuild the site (only changed lessons run again) and reload open pages; a failed rebuild keeps the last good site and shows its errors on every page.",
        specs: [
            .value("port", "n", "The port to listen on; 0 picks a free one (the address is printed).", default: "8000"),
            .value("host", "address", "The address to listen on.", default: "127.0.0.1"),
            .flag("allow-external", "Allow --host to be a non-loopback address (exposes drafts to the network)."),
        ] + BuildCommand.siteSpecs,
        run: run)

    static func run(_ options: ParsedOptions, _ output: TextOutput) throws -> Coursegen.ExitCode {
        let buildOptions = try BuildCommand.makeBuildOptions(options)
        if !buildOptions.lessons.sandboxed { output.err(BuildCommand.unsandboxedWarning) }
        let port = try options.int("port", in: 0...65535) ?? 8000
        let host = options.value("host") ?? "127.0.0.1"

        let preview: LivePreview
        do {
            preview = try LivePreview(
                options: buildOptions, host: host, port: UInt16(port),
                allowExternal: options.has("allow-external")
            ) { event in
                switch event {
                case .rebuilt(let reason, let report):
                    output.out(
                        "[\(timestamp())] \(reason) → rebuilt \(report.pagesWritten) pages in \(String(format: "%.2f", report.seconds)) s (\(report.examplesCompiled) examples compiled)"
                    )
                case .failed(let reason, let report):
                    BuildCommand.print(report, to: output)
                    output.err("[\(timestamp())] \(reason) → build failed; still serving the last good site")
                case .stopped:
                    output.out("Stopped.")
                case .waitingForAnotherBuild:
                    output.out("waiting for another coursegen build of \(buildOptions.outputDirectory.path) to finish…")
                case .publishedElsewhere:
                    output.out(
                        "[\(timestamp())] another coursegen build published \(buildOptions.outputDirectory.path) → reloading open pages")
                }
            }
        } catch let error as PreviewServerError {
            if case .externalHostNotAllowed = error {
                throw UsageError("\(host) is not a loopback address; add --allow-external to serve drafts to the network")
            }
            throw error
        }
        do {
            try preview.listen()
        } catch PreviewServerError.cannotListen(let host, let port, let reason) {
            output.err("error: cannot listen on \(host):\(port): \(reason)\nTry another port with --port <n> (0 picks a free one).")
            return .failure
        }
        if !preview.server.isLoopbackOnly {
            output.err("warning: serving on \(host): anyone on your network can read this site")
        }
        try preview.run {
            output.out("Serving \(buildOptions.outputDirectory.path) at \(preview.displayURL)  (Ctrl-C to stop)")
        }
    }

    private static func timestamp() -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "HH:mm:ss"
        return formatter.string(from: Date())
    }
}
