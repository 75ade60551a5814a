import CourseContent
import Diagnostics
import Foundation
import LessonEngine

/// Hands every runnable example and checkpoint of a course to the lesson engine.
struct LessonVerifier {
    let options: BuildOptions
    let locale: String

    func verify(_ course: Course) -> VerifiedLessons {
        var examples: [ExampleBlock] = []
        var checkpoints: [CheckpointBlock] = []
        for page in course.pages {
            for block in page.document.codeBlocks {
                // The engine's locations point at the first content line; the column is the
                // fence's, which is where an indented block's lines start.
                let location = SourceLocation(file: page.sourcePath, line: block.contentLine, column: block.location.column)
                if block.language == "checkpoint" {
                    checkpoints.append(CheckpointBlock(exampleName: block["example"], code: block.code, location: location))
                } else if let name = block["example"], let language = block.language, language == "swift" || language == "diff" {
                    examples.append(ExampleBlock(name: name, language: language, base: block["base"], code: block.code, location: location))
                }
            }
        }
        guard !(examples.isEmpty && checkpoints.isEmpty) else {
            return VerifiedLessons(report: nil, pages: course.pages)
        }
        var configuration = EngineConfiguration(cacheDirectory: options.cacheDirectory.path, swiftc: options.swiftc,
                                                timeout: options.timeout, jobs: max(1, options.jobs), locale: locale,
                                                useCache: options.useCache)
        configuration.memoryLimit = 4 << 30
        if let directory = options.runtimeSourcesDirectory {
            configuration.runtimeSources = RuntimeSources(
                lessonProtocolDirectory: directory.appendingPathComponent("LessonProtocol").path,
                swiftUIDirectory: directory.appendingPathComponent("SwiftUI").path)
        }
        let report = LessonEngine(configuration).verify(examples: examples, checkpoints: checkpoints)
        return VerifiedLessons(report: report, pages: course.pages)
    }
}

/// What the engine observed, shaped for the pages that show it.
struct VerifiedLessons {
    enum ObservedLink { static let scheme = "observed:" }

    let report: VerificationReport?
    private let transcriptsByLocation: [SourceLocation: CheckpointTranscript]
    private let sources: [String: String]

    init(report: VerificationReport?, pages: [Page]) {
        self.report = report
        var byLocation: [SourceLocation: CheckpointTranscript] = [:]
        for transcript in report?.transcripts ?? [] {
            byLocation[Self.key(transcript.location)] = transcript
        }
        transcriptsByLocation = byLocation
        sources = Dictionary(pages.map { ($0.sourcePath, $0.source) }, uniquingKeysWith: { first, _ in first })
    }

    var diagnostics: [Diagnostic] { report?.diagnostics ?? [] }
    var edits: [SourceEdit] { report?.edits ?? [] }
    var statistics: VerificationStatistics { report?.statistics ?? VerificationStatistics() }
    var transcriptCount: Int { report?.transcripts.count ?? 0 }

    func isVerified(example name: String) -> Bool {
        report?.example(named: name)?.compiled ?? false
    }

    func displayedCode(example name: String) -> String? {
        report?.example(named: name)?.displayedCode
    }

    func transcript(for block: CodeBlock, in file: String) -> CheckpointTranscript? {
        transcriptsByLocation[Self.key(SourceLocation(file: file, line: block.contentLine))]
    }

    /// Checks `[text](observed:name)` against the run. The href leads to the checkpoint that made the
    /// observation, so a reader can see where the number came from.
    func checkObservedLink(_ link: Link) -> (diagnostic: Diagnostic?, edit: SourceEdit?, href: String)? {
        guard link.destination.hasPrefix(ObservedLink.scheme) else { return nil }
        let name = String(link.destination.dropFirst(ObservedLink.scheme.count))
        guard let report else {
            return (nil, nil, "#observed-\(name)")
        }
        let anchor = report.observations[name].map { "#checkpoint-\($0.exampleName)" } ?? ""
        // A declared observation that was never made belongs to a checkpoint that already failed
        // (a compile error, a crash, a failed action); that error is reported, not its echoes.
        if report.observations[name] == nil, report.declaredObservationNames.contains(name), report.diagnostics.hasErrors {
            return (nil, nil, anchor)
        }
        let textLocation = linkTextLocation(link)
        let result = report.checkObservedLink(name: name, text: link.text, at: textLocation)
        return (result.diagnostic, result.edit, anchor)
    }

    /// The link's text starts one byte after its `[`; edits are made in UTF-8 columns, while the
    /// markdown module reports character columns, so the column is converted on the file's line.
    private func linkTextLocation(_ link: Link) -> SourceLocation {
        var location = link.location
        guard let column = link.location.column, let source = sources[link.location.file] else { return location }
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        guard link.location.line >= 1, link.location.line <= lines.count else { return location }
        let line = lines[link.location.line - 1]
        let prefix = String(String.UnicodeScalarView(line.unicodeScalars.prefix(max(column - 1, 0))))
        location.column = prefix.utf8.count + 2  // 1-based, past the "["
        return location
    }

    private static func key(_ location: SourceLocation) -> SourceLocation {
        SourceLocation(file: location.file, line: location.line)
    }
}

/// Writes `--update` edits into the content files, changing nothing else.
struct ContentUpdater {
    let displayRoot: URL

    /// Returns the files it rewrote, as diagnostics show them.
    func apply(_ edits: [SourceEdit]) throws -> [String] {
        var updated: [String] = []
        for (file, fileEdits) in Dictionary(grouping: edits, by: \.file).sorted(by: { $0.key < $1.key }) {
            let url = file.hasPrefix("/") ? URL(fileURLWithPath: file) : displayRoot.appendingPathComponent(file)
            let original = try String(contentsOf: url, encoding: .utf8)
            let rewritten = try SourceEdit.apply(Array(Set(fileEdits)), to: original)
            guard rewritten != original else { continue }
            try Data(rewritten.utf8).write(to: url, options: .atomic)
            updated.append(file)
        }
        return updated
    }
}
