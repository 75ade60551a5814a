import Diagnostics
import Foundation
import LessonProtocol
import XCTest

@testable import LessonEngine

/// Compiles and runs real lesson code: where the runtime ends, and what lesson code reads from the
/// device (its clock and locale).
final class LessonRuntimeBoundaryTests: XCTestCase {
    let lesson = "content/lessons/boundary.md"

    func testUnsupportedAPIAndCourseLocaleInOneRun() throws {
        var configuration = EngineConfiguration(cacheDirectory: EndToEndTests.cacheDirectory)
        configuration.jobs = 2
        let engine = LessonEngine(configuration)
        let hero = """
            struct HeroView: View {
                @State private var expanded = false
                var body: some View {
                    Text("Hero")
                        .inspector(isPresented: $expanded) { Text("More") }
                }
            }
            """
        let receipt = """
            import Foundation
            import SwiftUI

            struct ReceiptView: View {
                let paid = Date()
                var body: some View {
                    VStack {
                        Text("Paid \\(paid.formatted(date: .abbreviated, time: .omitted))")
                        Text("Total: \\(29.36.formatted(.currency(code: "USD")))")
                        Text("Now: \\(Date.now.formatted(date: .omitted, time: .shortened))")
                        Text("Region: \\(Locale.current.identifier)")
                        Text("High: \\(Measurement(value: 38, unit: UnitTemperature.celsius).formatted())")
                        Text(Measurement(value: 5, unit: UnitLength.kilometers), format: .measurement(width: .wide, usage: .road))
                        Text("Host: \\(PersonNameComponents(givenName: "Thomas", familyName: "Clark").formatted(.name(style: .abbreviated)))")
                        Text("Due \\(paid.addingTimeInterval(7200).formatted(.relative(presentation: .named)))")
                    }
                }
            }
            """
        let report = engine.verify(
            examples: [
                ExampleBlock(name: "hero", code: hero, location: SourceLocation(file: lesson, line: 10)),
                ExampleBlock(name: "receipt", code: receipt, location: SourceLocation(file: lesson, line: 30)),
            ],
            checkpoints: [
                CheckpointBlock(
                    code:
                        "see \"Paid Mar 14, 2025\"\nsee \"Total: $29.36\"\nsee \"Now: 9:41 AM\"\nsee \"Region: en_US\"\nsee \"High: 100.4°F\"\nsee \"3.1 miles\"\nsee \"Host: TC\"\nsee \"Due in 2 hours\"\n",
                    location: SourceLocation(file: lesson, line: 60))
            ])
        let messages = report.diagnostics.map(\.description).joined(separator: "\n")
        let unsupported = try XCTUnwrap(report.diagnostics.first { $0.message.contains("inspector") }, messages)
        XCTAssertEqual(unsupported.message, "`.inspector` is a SwiftUI API the lesson runtime does not provide yet")
        XCTAssertEqual(unsupported.location?.file, lesson)
        XCTAssertEqual(unsupported.location?.line, 14)  // the block's first line is line 10
        XCTAssertFalse(messages.contains("Sources/SwiftUI"), messages)
        let receiptTranscript = try XCTUnwrap(report.transcripts.first { $0.exampleName == "receipt" }, messages)
        XCTAssertTrue(receiptTranscript.passed, messages)
    }

    /// Foundation's own `Date.now`, `Date()` and `.now` in a file that imports Foundation as well as
    /// SwiftUI (as real apps do) compile, and read the course's 9:41, moving only with lesson time.
    func testFoundationsNowIsTheCoursesInAFileThatImportsFoundation() throws {
        var configuration = EngineConfiguration(cacheDirectory: EndToEndTests.cacheDirectory)
        configuration.jobs = 2
        let engine = LessonEngine(configuration)
        let stamps = """
            import Foundation
            import SwiftUI

            struct Visit {
                var arrived: Date = .now
                func leaving(after minutes: Double, from start: Date = .now) -> Date {
                    start.addingTimeInterval(minutes * 60)
                }
            }

            struct StampsView: View {
                @State private var visit = Visit()
                @State private var stamp = Date()
                let due = Date.now.addingTimeInterval(3600)
                var body: some View {
                    VStack {
                        Text("Arrived \\(visit.arrived.formatted(date: .abbreviated, time: .shortened))")
                        Text("Leaving \\(visit.leaving(after: 30).formatted(date: .omitted, time: .shortened))")
                        Text("Due \\(due.formatted(date: .omitted, time: .shortened))")
                        Text("Stamp \\(stamp.formatted(date: .omitted, time: .standard))")
                        Text("Year " + String(Calendar.current.component(.year, from: Date.now)))
                        Button("Stamp") { stamp = Date() }
                    }
                }
            }
            """
        let report = engine.verify(
            examples: [ExampleBlock(name: "stamps", code: stamps, location: SourceLocation(file: lesson, line: 10))],
            checkpoints: [
                CheckpointBlock(
                    code: """
                        see "Arrived Mar 14, 2025 at 9:41 AM"
                        see "Leaving 10:11 AM"
                        see "Due 10:41 AM"
                        see "Stamp 9:41:00 AM"
                        see "Year 2025"
                        wait 5 seconds
                        tap "Stamp"
                        see "Stamp 9:41:05 AM"

                        """,
                    location: SourceLocation(file: lesson, line: 50))
            ])
        let messages = report.diagnostics.map(\.description).joined(separator: "\n")
        XCTAssertFalse(report.diagnostics.contains { $0.severity == .error }, messages)
        let transcript = try XCTUnwrap(report.transcripts.first { $0.exampleName == "stamps" }, messages)
        for step in transcript.steps {
            for check in step.checks { XCTAssertEqual(check.passed, true, "\(check.text) observed \(check.observed ?? "nothing")") }
        }
        XCTAssertTrue(transcript.passed, transcript.error ?? "a check failed")
    }
}
