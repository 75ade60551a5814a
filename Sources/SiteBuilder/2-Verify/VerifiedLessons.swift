import CourseContent
import Diagnostics
import Foundation
import LessonEngine

/// What the engine observed, shaped for the pages that show it.
struct VerifiedLessons {
    enum ObservedLink { static let scheme = "observed:" }

    let report: VerificationReport?
    private let transcriptsByLocation: [SourceLocation: CheckpointTranscript]
    private let examplesByName: [String: ExampleResult]
    /// Each checkpoint's element id, by its location, and the same id for every expectation in it.
    private let anchors: [SourceLocation: String]

    /// Problems found in the blocks before the engine saw them.
    private let problems: [Diagnostic]

    init(report: VerificationReport?, problems: [Diagnostic] = []) {
        self.report = report
        self.problems = problems
        var byLocation: [SourceLocation: CheckpointTranscript] = [:]
        for transcript in report?.transcripts ?? [] {
            byLocation[Self.key(transcript.location)] = transcript
        }
        transcriptsByLocation = byLocation
        examplesByName = Dictionary((report?.examples ?? []).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        anchors = Self.checkpointAnchors(report?.transcripts ?? [])
    }

    var diagnostics: [Diagnostic] { problems + (report?.diagnostics ?? []) }
    var statistics: VerificationStatistics { report?.statistics ?? VerificationStatistics() }
    var transcriptCount: Int { report?.transcripts.count ?? 0 }
    /// Every example that was verified, with its number of checkpoints, by name.
    var verifiedExamples: [(name: String, checkpoints: Int)] {
        let counts = Dictionary(grouping: report?.transcripts ?? [], by: \.exampleName).mapValues(\.count)
        return (report?.examples ?? []).map { ($0.name, counts[$0.name] ?? 0) }.sorted { $0.name < $1.name }
    }

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
    func checkObservedLink(_ link: Link) -> (diagnostic: Diagnostic?, href: String)? {
        guard link.destination.hasPrefix(ObservedLink.scheme) else { return nil }
        let name = String(link.destination.dropFirst(ObservedLink.scheme.count))
        guard let report else {
            return (nil, "")
        }
        let anchor = report.observations[name].flatMap { anchors[Self.key($0.location)] }.map { "#" + $0 } ?? ""
        // Where the text cannot be located exactly, the link is still checked but never rewritten.
        let textLocation = link.textLocation
        var diagnostic = report.checkObservedLink(name: name, text: link.text, at: textLocation ?? link.location).diagnostic
        if textLocation == nil { diagnostic?.fixes = [] }
        return (diagnostic, anchor)
    }

    private static func key(_ location: SourceLocation) -> SourceLocation {
        SourceLocation(file: location.file, line: location.line)
    }
}
