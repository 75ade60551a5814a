import CourseContent
import Diagnostics
import Foundation
import LessonEngine

/// Hands every runnable example and checkpoint of a course to the lesson engine. One verifier
/// lives as long as its `SiteBuilder`, so `serve`'s rebuilds and `--update`'s second pass reuse the
/// engine (and the compiler it has already found and asked for its version).
final class LessonVerifier: @unchecked Sendable {
    let options: BuildOptions
    private var engine: LessonEngine?

    init(options: BuildOptions) {
        self.options = options
    }

    func verify(_ course: Course) -> VerifiedLessons {
        var examples: [ExampleBlock] = []
        var checkpoints: [CheckpointBlock] = []
        var problems: [Diagnostic] = []
        for page in course.pages {
            for block in page.document.codeBlocks {
                let blockLocation = SourceLocation(file: page.sourcePath, line: block.fenceLine, column: block.location.column)
                if let problem = Self.problem(with: block, at: blockLocation) {
                    problems.append(problem)
                    continue
                }
                // The engine's locations point at the first content line; the column is the
                // fence's, which is where an indented block's lines start.
                let location = SourceLocation(file: page.sourcePath, line: block.contentLine, column: block.location.column)
                let columns = Self.lineColumns(of: block, in: page.source)
                if block.language == "checkpoint" {
                    checkpoints.append(CheckpointBlock(exampleName: block["example"], code: block.code, location: location,
                                                       lineColumns: columns))
                } else if let name = block["example"], let language = block.language, language == "swift" || language == "diff" {
                    examples.append(ExampleBlock(name: name, language: language, base: block["base"], code: block.code,
                                                 location: location, lineColumns: columns))
                }
            }
        }
        guard !(examples.isEmpty && checkpoints.isEmpty) else {
            return VerifiedLessons(report: nil, pages: course.pages, problems: problems)
        }
        let report = engine(locale: course.locale, timeZone: course.timeZone).verify(examples: examples, checkpoints: checkpoints)
        return VerifiedLessons(report: report, pages: course.pages, problems: problems)
    }

    /// The engine for the course's locale; a new one only when the locale changes.
    private func engine(locale: String, timeZone: String) -> LessonEngine {
        if let engine, engine.configuration.locale == locale, engine.configuration.timeZone == timeZone { return engine }
        var configuration = EngineConfiguration(cacheDirectory: options.cacheDirectory.path, swiftc: options.swiftc,
                                                timeout: options.timeout, jobs: max(1, options.jobs), locale: locale,
                                                useCache: options.useCache)
        configuration.memoryLimit = 4 << 30
        configuration.timeZone = timeZone
        if let directory = options.runtimeSourcesDirectory {
            configuration.runtimeSources = RuntimeSources(
                lessonProtocolDirectory: directory.appendingPathComponent("LessonProtocol").path,
                swiftUIDirectory: directory.appendingPathComponent("SwiftUI").path)
        }
        let created = LessonEngine(configuration)
        engine = created
        return created
    }

    /// Where each of a block's lines starts in the file. The markdown parser strips a block's
    /// indentation line by line, only as far as each line is indented, so a line's start is what
    /// its raw file line has before the text the block holds. Nil when every line starts at the
    /// fence's column (the usual case) or a line cannot be matched.
    static func lineColumns(of block: CodeBlock, in source: String) -> [Int]? {
        let fenceColumn = block.location.column ?? 1
        guard fenceColumn > 1 else { return nil }
        let fileLines = source.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        var lines = block.code.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        if lines.last?.isEmpty == true { lines.removeLast() }  // the block's final newline
        var columns: [Int] = []
        for (index, text) in lines.enumerated() {
            let lineIndex = block.contentLine - 1 + index
            guard lineIndex < fileLines.count else { break }
            if text.isEmpty { columns.append(fenceColumn); continue }
            var raw = Array(fileLines[lineIndex])
            if raw.last == UInt8(ascii: "\r") { raw.removeLast() }
            guard raw.count >= text.count, raw.suffix(text.count).elementsEqual(text) else { return nil }
            columns.append(raw.count - text.count + 1)
        }
        return columns.allSatisfy { $0 == fenceColumn } ? nil : columns
    }

    /// What each kind of block may say in its info string.
    private static let knownAttributes: [String: [String]] = [
        "swift": ["example"], "diff": ["example", "base"], "checkpoint": ["example"],
    ]

    /// A block that looks meant to be checked but would silently not be: a runnable example in
    /// another language, a misspelt attribute, a name that is not a slug.
    static func problem(with block: CodeBlock, at location: SourceLocation) -> Diagnostic? {
        let language = block.language ?? ""
        guard let known = knownAttributes[language] else {
            guard block["example"] != nil else { return nil }
            return .error("a runnable example is a ```swift block (a variant is ```diff); this one is ```\(language)",
                          at: location)
        }
        for key in block.attributeOrder where !known.contains(key) {
            var message = "unknown attribute '\(key)' on a ```\(language) block"
            if let guess = Suggestions.closest(to: key, in: known) { message += "; did you mean '\(guess)'?" }
            return .error(message, at: location, notes: ["\(language) blocks take: " + known.map { "\($0)=…" }.joined(separator: ", ")])
        }
        for key in ["example", "base"] {
            if let name = block[key], !isSlug(name) {
                return .error("'\(name)' is not a usable example name: use lowercase letters, digits and hyphens", at: location)
            }
        }
        return nil
    }
}

/// What the engine observed, shaped for the pages that show it.
struct VerifiedLessons {
    enum ObservedLink { static let scheme = "observed:" }

    let report: VerificationReport?
    private let transcriptsByLocation: [SourceLocation: CheckpointTranscript]
    private let examplesByName: [String: ExampleResult]
    /// Pages by the path diagnostics show, for finding a link's exact text in its file.
    private let pagesByFile: [String: Page]
    /// Each checkpoint's element id, by its location, and the same id for every expectation in it.
    private let anchors: [SourceLocation: String]

    /// Problems found in the blocks before the engine saw them.
    private let problems: [Diagnostic]

    init(report: VerificationReport?, pages: [Page], problems: [Diagnostic] = []) {
        self.report = report
        self.problems = problems
        var byLocation: [SourceLocation: CheckpointTranscript] = [:]
        for transcript in report?.transcripts ?? [] {
            byLocation[Self.key(transcript.location)] = transcript
        }
        transcriptsByLocation = byLocation
        examplesByName = Dictionary((report?.examples ?? []).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        pagesByFile = Dictionary(pages.map { ($0.sourcePath, $0) }, uniquingKeysWith: { first, _ in first })
        anchors = Self.checkpointAnchors(report?.transcripts ?? [])
    }

    var diagnostics: [Diagnostic] { problems + (report?.diagnostics ?? []) }
    var edits: [SourceEdit] { report?.edits ?? [] }
    var statistics: VerificationStatistics { report?.statistics ?? VerificationStatistics() }
    var transcriptCount: Int { report?.transcripts.count ?? 0 }

    /// The example's result when it was checked: `compiled`, and the code the page shows.
    func example(named name: String) -> ExampleResult? {
        examplesByName[name]
    }

    func transcript(for block: CodeBlock, in file: String) -> (transcript: CheckpointTranscript, anchor: String)? {
        let location = Self.key(SourceLocation(file: file, line: block.contentLine))
        guard let transcript = transcriptsByLocation[location], let anchor = anchors[location] else { return nil }
        return (transcript, anchor)
    }

    /// `checkpoint-NAME` for an example's first checkpoint, `checkpoint-NAME-2` for its second, …
    /// Expectation locations map to their checkpoint's id, so a number in prose can link to it.
    private static func checkpointAnchors(_ transcripts: [CheckpointTranscript]) -> [SourceLocation: String] {
        var anchors: [SourceLocation: String] = [:]
        var seen: [String: Int] = [:]
        for transcript in transcripts.sorted(by: { $0.location < $1.location }) {
            let count = (seen[transcript.exampleName] ?? 0) + 1
            seen[transcript.exampleName] = count
            let anchor = "checkpoint-" + transcript.exampleName + (count == 1 ? "" : "-\(count)")
            anchors[key(transcript.location)] = anchor
            for check in transcript.initialChecks + transcript.steps.flatMap(\.checks) {
                anchors[key(check.location)] = anchor
            }
        }
        return anchors
    }

    /// Checks `[text](observed:name)` against the run. The href leads to the checkpoint that made the
    /// observation, so a reader can see where the number came from.
    func checkObservedLink(_ link: Link) -> (diagnostic: Diagnostic?, edit: SourceEdit?, href: String)? {
        guard link.destination.hasPrefix(ObservedLink.scheme) else { return nil }
        let name = String(link.destination.dropFirst(ObservedLink.scheme.count))
        guard let report else {
            return (nil, nil, "")
        }
        let anchor = report.observations[name].flatMap { anchors[Self.key($0.location)] }.map { "#" + $0 } ?? ""
        // Where the text cannot be located exactly, the link is still checked but never rewritten.
        let textLocation = linkTextLocation(link)
        let result = report.checkObservedLink(name: name, text: link.text, at: textLocation ?? link.location)
        return (result.diagnostic, textLocation == nil ? nil : result.edit, anchor)
    }

    /// Where the link's text starts, in UTF-8 columns, found on the source line itself. The column
    /// the markdown parser reports for an inline on a paragraph's continuation line ignores the
    /// indentation it stripped, so it is not precise enough to rewrite a file with. Nil when the
    /// link's `[text](destination` cannot be found on its line exactly as often as the page has it there.
    private func linkTextLocation(_ link: Link) -> SourceLocation? {
        guard let page = pagesByFile[link.location.file] else { return nil }
        let source = page.source
        // Bytes, not Characters: "\r\n" is a single Character and would hide CRLF line breaks.
        let lines = source.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard link.location.line >= 1, link.location.line <= lines.count else { return nil }
        let line = Array(lines[link.location.line - 1])
        let needle = Array("[\(link.text)](\(link.destination)".utf8)
        var offsets: [Int] = []
        if needle.count <= line.count {
            for start in 0...(line.count - needle.count) where line[start..<(start + needle.count)].elementsEqual(needle) {
                offsets.append(start)
            }
        }
        // The same link may stand twice on one line: the page's links are in source order.
        let twins = page.document.links.filter {
            $0.location.line == link.location.line && $0.text == link.text && $0.destination == link.destination
        }
        guard offsets.count == twins.count, let ordinal = twins.firstIndex(of: link) else { return nil }
        return SourceLocation(file: link.location.file, line: link.location.line, column: offsets[ordinal] + 2)
    }

    private static func key(_ location: SourceLocation) -> SourceLocation {
        SourceLocation(file: location.file, line: location.line)
    }
}

/// Writes `--update` edits into the content files, changing nothing else: a byte-order mark, the
/// line endings, the file's permissions and a symlink to it all stay as they were.
struct ContentUpdater {
    let displayRoot: URL

    private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

    /// Returns the files it rewrote, as diagnostics show them.
    func apply(_ edits: [SourceEdit]) throws -> [String] {
        var updated: [String] = []
        for (file, fileEdits) in Dictionary(grouping: edits, by: \.file).sorted(by: { $0.key < $1.key }) {
            let shown = file.hasPrefix("/") ? URL(fileURLWithPath: file) : displayRoot.appendingPathComponent(file)
            let url = shown.resolvingSymlinksInPath()
            var bytes = [UInt8](try Data(contentsOf: url))
            let mark = bytes.starts(with: Self.byteOrderMark)
            if mark { bytes.removeFirst(Self.byteOrderMark.count) }
            let original = String(decoding: bytes, as: UTF8.self)
            let rewritten = try SourceEdit.apply(Array(Set(fileEdits)), to: original)
            guard rewritten != original else { continue }
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            try Data((mark ? Self.byteOrderMark : []) + Array(rewritten.utf8)).write(to: url, options: .atomic)
            if let permissions = attributes[.posixPermissions] {
                try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: url.path)
            }
            updated.append(file)
        }
        return updated
    }
}
