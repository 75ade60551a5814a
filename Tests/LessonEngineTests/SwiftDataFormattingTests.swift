import Diagnostics
import XCTest

@testable import LessonEngine

/// A SwiftData app's file imports SwiftData and SwiftUI (and often Foundation) and formats dates as
/// it would on a device: the calls compile unambiguously in any import order and read the course's
/// locale, time zone and 9:41 on 14 March 2025 (en_US, UTC).
final class SwiftDataFormattingTests: XCTestCase {
    let lesson = "content/lessons/journal.md"

    static func journal(imports: String, view: String) -> String {
        """
        \(imports)

        @Model
        final class Entry {
            var added: Date
            init(added: Date = .now) { self.added = added }
        }

        struct \(view): View {
            let entry = Entry()
            var body: some View {
                VStack {
                    Text("Added \\(entry.added.formatted(date: .abbreviated, time: .omitted))")
                    Text(entry.added.formatted(date: .omitted, time: .shortened))
                    Text("Stamp " + entry.added.formatted())
                    Text("Day " + Date.now.formatted(.dateTime.day().month()))
                    Text("Region " + Locale.current.identifier)
                    Text("Folder " + URL.documentsDirectory.lastPathComponent)
                }
            }
        }
        """
    }

    func testDateFormattingInSwiftDataFilesReadsTheCourseLocale() throws {
        var configuration = EngineConfiguration(cacheDirectory: EndToEndTests.cacheDirectory)
        configuration.jobs = 2
        let engine = LessonEngine(configuration)
        let seen = """
            see "Added Mar 14, 2025"
            see "9:41 AM"
            see "Stamp 3/14/2025, 9:41 AM"
            see "Day Mar 14"
            see "Region en_US"
            see "Folder Documents"

            """
        let report = engine.verify(
            examples: [
                ExampleBlock(
                    name: "journal", code: Self.journal(imports: "import SwiftData\nimport SwiftUI", view: "JournalView"),
                    location: SourceLocation(file: lesson, line: 10)),
                ExampleBlock(
                    name: "journal-foundation",
                    code: Self.journal(imports: "import SwiftUI\nimport SwiftData\nimport Foundation", view: "LedgerView"),
                    location: SourceLocation(file: lesson, line: 50)),
            ],
            checkpoints: [
                CheckpointBlock(code: seen, location: SourceLocation(file: lesson, line: 40)),
                CheckpointBlock(code: seen, location: SourceLocation(file: lesson, line: 80)),
            ])
        let messages = report.diagnostics.map(\.description).joined(separator: "\n")
        XCTAssertEqual(report.diagnostics.filter { $0.severity == .error }.map(\.description), [], messages)
        for name in ["journal", "journal-foundation"] {
            let transcript = try XCTUnwrap(report.transcripts.first { $0.exampleName == name }, messages)
            XCTAssertTrue(transcript.passed, name + "\n" + messages)
        }
    }
}
