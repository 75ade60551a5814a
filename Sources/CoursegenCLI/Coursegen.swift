import Diagnostics
import Foundation

/// The `coursegen` command line: `build`, `serve`, `help`. The executable's `main.swift` only
/// forwards its arguments here, so tests can run the whole CLI in-process.
public enum Coursegen {
    public static let version = "0.1.0"

    /// Exit codes: 0 success, 1 content or build errors, 2 usage errors.
    public enum ExitCode: Int32 { case success = 0, failure = 1, usage = 2 }

    public static func main(_ arguments: [String], output: TextOutput = .standard) -> Int32 {
        var arguments = arguments
        guard let first = arguments.first else {
            output.out(overview)
            return ExitCode.usage.rawValue
        }
        arguments.removeFirst()
        switch first {
        case "-h", "--help", "help":
            if let topic = arguments.first, let command = command(named: topic) {
                output.out(command.help)
            } else {
                output.out(overview)
            }
            return ExitCode.success.rawValue
        case "--version":
            output.out(VersionReport.text(version: version))
            return ExitCode.success.rawValue
        default:
            guard let command = command(named: first) else {
                var message = "error: unknown command '\(first)'"
                if let guess = Suggestions.closest(to: first, in: ["build", "serve", "init", "help"]) {
                    message += "; did you mean '\(guess)'?"
                }
                output.err(message + "\n\n" + overview)
                return ExitCode.usage.rawValue
            }
            if arguments.contains("-h") || arguments.contains("--help") {
                output.out(command.help)
                return ExitCode.success.rawValue
            }
            do {
                let options = try ParsedOptions.parse(arguments, specs: command.specs, positionals: command.positionals)
                return try command.run(options, output).rawValue
            } catch let error as UsageError {
                output.err("error: \(error)\n\nUSAGE: \(command.usage)\nSee 'coursegen \(command.name) --help'.")
                return ExitCode.usage.rawValue
            } catch {
                output.err("error: \(error)")
                return ExitCode.failure.rawValue
            }
        }
    }

    struct Command {
        let name: String
        let usage: String
        let overview: String
        let specs: [OptionSpec]
        /// How many arguments that are not options it takes (`init`'s folder).
        var positionals = 0
        let run: (ParsedOptions, TextOutput) throws -> ExitCode
        var help: String { helpText(usage: usage, overview: overview, specs: specs) }
    }

    static func command(named name: String) -> Command? {
        switch name {
        case "build": return BuildCommand.command
        case "serve": return ServeCommand.command
        case "init": return InitCommand.command
        default: return nil
        }
    }

    static var overview: String { overviewText(guide: InstalledRuntime.authoringGuide()) }

    static func overviewText(guide: String) -> String {
        """
        OVERVIEW: Publish a SwiftUI course whose every screen and number was observed, not typed.

        coursegen reads lessons from content/ (markdown with YAML front matter), compiles and runs each
        lesson's examples and checkpoints on a headless SwiftUI runtime, and writes the site to output/.

        USAGE: coursegen <command> [options]

        COMMANDS:
          init      Write a new course that builds at once (course.yml, a lesson, a card, CI)
          build     Verify every lesson and publish the site to output/
          serve     Build, preview on http://127.0.0.1:8000/, rebuild and reload on every edit

        Lesson code runs in a bubblewrap sandbox (no network, no access to your files, the cache or the
        site, limited memory and processes); without bubblewrap the build stops and says how to install
        it. --unsandboxed runs lessons without it, for lessons you trust.

        Start with 'coursegen init my-course', then 'coursegen serve' in it.
        See 'coursegen <command> --help' for a command's options. Authoring guide: \(guide)
        """
    }
}

/// Where the CLI writes; tests capture it.
public struct TextOutput: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void

    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void) {
        self.out = out
        self.err = err
    }

    public static let standard = TextOutput(
        out: { text in print(text) },
        err: { text in FileHandle.standardError.write(Data((text + "\n").utf8)) })
}
