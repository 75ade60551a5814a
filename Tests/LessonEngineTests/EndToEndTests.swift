import Diagnostics
import Foundation
import LessonProtocol
import TestSupport
import XCTest

@testable import LessonEngine

/// These really compile and run lesson code against the runtime in Sources/SwiftUI. They are slow,
/// so they are few, and they share one cache directory: the runtime is compiled once per machine.
final class EndToEndTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path
    static let cacheDirectory = repository + "/.build/coursegen-test-cache"
    let lesson = "content/lessons/state-values.md"

    func engine(timeout: Double = 5, useCache: Bool = true) -> LessonEngine {
        var configuration = EngineConfiguration(cacheDirectory: Self.cacheDirectory)
        configuration.timeout = timeout
        configuration.jobs = 2
        configuration.useCache = useCache
        return LessonEngine(configuration)
    }

    /// The sample course's ticket counter, as its lesson shows it.
    static var ticketCounter: String { get throws { try LessonListing.code(ofExample: "ticket-counter") } }

    static let addOne = """
        tap "Add one"
        see "Quantity: 2"
        see "Total: 24" as total-two
        see #removeTicket enabled
        """

    func printReport(_ report: VerificationReport) {
        print(report.diagnostics.map(\.description).joined(separator: "\n"))
        print(report.statistics)
    }

    /// The seed's ticket counter passes; a variant with ticketPrice 13 drifts at the right line; an
    /// infinite loop times out without stopping the others.
    func testPassDriftAndTimeoutInOneRun() throws {
        let examples = [
            ExampleBlock(name: "ticket-counter", code: try Self.ticketCounter, location: SourceLocation(file: lesson, line: 10)),
            ExampleBlock(
                name: "ticket-counter-13", language: "diff", base: "ticket-counter",
                code: "- private let ticketPrice = 12\n+ private let ticketPrice = 13\n",
                location: SourceLocation(file: lesson, line: 60)),
            ExampleBlock(
                name: "spin", code: "Button(\"Spin\") {\n    while true {}\n}\n", location: SourceLocation(file: lesson, line: 80)),
            ExampleBlock(
                name: "crash", code: "@State private var missing: Int? = nil\nButton(\"Crash\") { missing = missing! + 1 }\n",
                location: SourceLocation(file: lesson, line: 100)),
        ]
        let checkpoints = [
            CheckpointBlock(code: Self.addOne, location: SourceLocation(file: lesson, line: 40)),
            CheckpointBlock(
                code: Self.addOne.replacingOccurrences(of: "total-two", with: "total-thirteen"),
                location: SourceLocation(file: lesson, line: 70)),
            CheckpointBlock(code: "see \"Spin\"\ntap \"Spin\"\nsee \"Spin\"\n", location: SourceLocation(file: lesson, line: 90)),
            CheckpointBlock(code: "tap \"Crash\"\n", location: SourceLocation(file: lesson, line: 110)),
        ]
        let report = engine(timeout: 3).verify(examples: examples, checkpoints: checkpoints)
        printReport(report)

        // The passing checkpoint, as the page will show it.
        let passing = try XCTUnwrap(report.transcripts.first { $0.exampleName == "ticket-counter" })
        XCTAssertTrue(passing.passed)
        XCTAssertEqual(passing.steps.map(\.action), [#"tap "Add one""#])
        XCTAssertEqual(passing.steps[0].checks.map(\.passed), [true, true, true])
        XCTAssertEqual(report.observations["total-two"]?.observed, "Total: 24")
        XCTAssertNil(
            report.checkObservedLink(name: "total-two", text: "24", at: SourceLocation(file: lesson, line: 45, column: 15)).diagnostic)
        XCTAssertNotNil(report.example(named: "ticket-counter")?.initialScreen)

        // The drift, at the expectation's line, with what was observed.
        let drift = try XCTUnwrap(report.diagnostics.first { $0.message == "checkpoint drift" })
        XCTAssertEqual(drift.location, SourceLocation(file: lesson, line: 72, column: 1))
        XCTAssertEqual(
            Array(drift.notes.prefix(2)),
            [
                #"expected: "Total: 24""#,
                #"observed: "Total: 26""#,
            ])
        XCTAssertEqual(
            report.edits,
            [
                SourceEdit(
                    span: SourceSpan(file: lesson, line: 72, startColumn: 6, endColumn: 15),
                    original: "Total: 24", replacement: "Total: 26")
            ])
        let link = report.checkObservedLink(name: "total-thirteen", text: "24", at: SourceLocation(file: lesson, line: 75, column: 20))
        XCTAssertEqual(link.edit?.replacement, "26")

        // The loop: a clear timeout for that checkpoint only.
        let timeout = try XCTUnwrap(report.diagnostics.first { $0.message.contains("timed out") })
        XCTAssertEqual(timeout.message, "checkpoint timed out after 3 s (an infinite loop?)")
        XCTAssertEqual(timeout.location, SourceLocation(file: lesson, line: 90))
        // The crash: named by its signal, with what the Swift runtime printed.
        let crash = try XCTUnwrap(report.diagnostics.first { $0.location?.line == 110 })
        XCTAssertTrue(crash.message.hasPrefix("checkpoint crashed: SIGILL"), crash.message)
        XCTAssertEqual(
            crash.notes.first, "\(lesson):101: Fatal error: Unexpectedly found nil while unwrapping an Optional value",
            crash.description)
        XCTAssertEqual(report.diagnostics.count, 3, "\(report.diagnostics)")
        XCTAssertEqual(report.statistics.compilerInvocations <= 1, true, "the examples merge into one build")
    }

    func testCompileErrorIsLocatedAtTheMarkdownLine() throws {
        let examples = [
            ExampleBlock(name: "fine", code: "Text(\"Fine\")\n", location: SourceLocation(file: lesson, line: 10)),
            ExampleBlock(
                name: "broken", code: "@State private var count = 0\n\nButton(\"Count: \\(count)\") { count += \"one\" }\n",
                location: SourceLocation(file: lesson, line: 20, column: 4)),
            ExampleBlock(name: "fine-too", code: "Text(\"Fine too\")\n", location: SourceLocation(file: lesson, line: 30)),
            // An extension cannot live in a namespace: this one builds alone.
            ExampleBlock(
                name: "extended", code: "extension Int {\n    var doubled: Int { self * 2 }\n}\n\nText(\"Double: \\(21.doubled)\")\n",
                location: SourceLocation(file: lesson, line: 40)),
        ]
        let checkpoints = [
            CheckpointBlock(code: "see \"Fine\"\n", location: SourceLocation(file: lesson, line: 15)),
            CheckpointBlock(code: "see \"Count: 0\"\n", location: SourceLocation(file: lesson, line: 25)),
            CheckpointBlock(code: "see \"Double: 42\"\n", location: SourceLocation(file: lesson, line: 50)),
        ]
        // No cache, so the counts below do not depend on earlier runs.
        let report = engine(useCache: false).verify(examples: examples, checkpoints: checkpoints)
        printReport(report)
        let error = try XCTUnwrap(report.diagnostics.first)
        XCTAssertEqual(error.location?.file, lesson)
        XCTAssertEqual(error.location?.line, 22)
        // `"one"` is at column 38 of the line; the block is indented by 3.
        XCTAssertEqual(error.location?.column, 3 + 38)
        XCTAssertTrue(error.description.hasPrefix("\(lesson):22:41: error: cannot convert value of type 'String'"), error.description)
        XCTAssertEqual(report.diagnostics.count, 1, "\(report.diagnostics)")
        XCTAssertEqual(report.transcripts.first { $0.exampleName == "fine" }?.passed, true, "the good example still runs")
        XCTAssertEqual(report.transcripts.first { $0.exampleName == "extended" }?.passed, true)
        XCTAssertNotNil(report.example(named: "fine-too")?.initialScreen, "an example without a checkpoint still launches")
        // The merged build fails; the broken example builds alone, the others merge again, and the
        // extension was alone from the start.
        XCTAssertEqual(report.statistics.compilerInvocations, 4)
        XCTAssertEqual(report.transcripts.first { $0.exampleName == "broken" }?.error, "example 'broken' did not compile")
        XCTAssertFalse(report.example(named: "broken")?.compiled ?? true)
    }

    /// A rebuild with nothing changed compiles and runs nothing; `useCache: false` does it all again.
    func testNothingChangedCompilesNothing() throws {
        let examples = [
            ExampleBlock(
                name: "reading-button",
                code: """
                    import SwiftUI

                    struct ContentView: View {
                    @State private var saved = false
                     var body: some View {
                    VStack(spacing: 24) {
                     Text(saved ? "Saved to reading list" : "Not saved").accessibilityIdentifier("saveStatus")
                     Button { saved.toggle() } label: {
                      Label(saved ? "Remove bookmark" : "Save article", systemImage: saved ? "bookmark.fill" : "bookmark")
                     }.buttonStyle(.borderedProminent).accessibilityIdentifier("bookmarkAction")
                    }.padding(24)
                     }
                    }

                    #Preview { ContentView() }
                    """, location: SourceLocation(file: "content/lessons/buttons.md", line: 5))
        ]
        let checkpoints = [
            CheckpointBlock(
                code: """
                    see #saveStatus "Not saved"
                    tap "Save article"
                    see #saveStatus "Saved to reading list"
                    tap #bookmarkAction
                    see "Save article"
                    """, location: SourceLocation(file: "content/lessons/buttons.md", line: 30))
        ]
        let first = engine().verify(examples: examples, checkpoints: checkpoints)
        printReport(first)
        XCTAssertEqual(first.diagnostics, [])
        XCTAssertEqual(first.transcripts.first?.passed, true)

        let second = engine().verify(examples: examples, checkpoints: checkpoints)
        XCTAssertEqual(second.statistics.examplesCompiled, 0)
        XCTAssertEqual(second.statistics.compilerInvocations, 0)
        XCTAssertEqual(second.statistics.processesRun, 0)
        XCTAssertEqual(second.statistics.cacheHits, 1)
        XCTAssertEqual(second.transcripts, first.transcripts)

        let forced = engine(useCache: false).verify(examples: examples, checkpoints: checkpoints)
        XCTAssertEqual(forced.statistics.examplesCompiled, 1)
        XCTAssertEqual(forced.statistics.processesRun, 1)
        XCTAssertEqual(forced.transcripts, first.transcripts)
        print(
            "timings: runtime \(first.statistics.runtimeBuildSeconds) s, compile \(forced.statistics.compileSeconds) s, run \(forced.statistics.runSeconds) s"
        )
    }
}

extension EndToEndTests {
    /// The @State reference card's four examples — three fragments and a complete file — wrapped,
    /// merged into one build and driven as the card describes.
    func testStateCardExamples() throws {
        let card = "content/reference/state.md"
        let examples = [
            ExampleBlock(
                name: "state-count",
                code: """
                    @State private var count = 0

                    var body: some View {
                        Button("Count: \\(count)") {
                            count += 1
                        }
                    }
                    """, location: SourceLocation(file: card, line: 30)),
            ExampleBlock(
                name: "state-sheet",
                code: """
                    @State private var isShowingDetails = false

                    Button("Show details") {
                        isShowingDetails = true
                    }
                    .buttonStyle(.borderedProminent)
                    .sheet(isPresented: $isShowingDetails) {
                        VStack(spacing: 12) {
                            Text("Order #1042")
                                .font(.title2.bold())
                            Text("Arriving Thursday")
                                .foregroundStyle(.secondary)
                            Button("Close") {
                                isShowingDetails = false
                            }
                            .buttonStyle(.bordered)
                        }
                        .presentationDetents([.medium])
                    }
                    """, location: SourceLocation(file: card, line: 60)),
            ExampleBlock(
                name: "state-draft",
                code: """
                    struct Draft {
                        var title = ""
                        var isUrgent = false
                    }

                    @State private var draft = Draft()

                    VStack(alignment: .leading, spacing: 12) {
                        TextField("Title", text: $draft.title)
                            .textFieldStyle(.roundedBorder)
                        Toggle("Urgent", isOn: $draft.isUrgent)
                        Text(draft.isUrgent ? "🔥 \\(draft.title)" : draft.title)
                            .font(.headline)
                    }
                    .frame(maxWidth: 280)
                    """, location: SourceLocation(file: card, line: 100)),
            ExampleBlock(
                name: "state-gotcha",
                code: """
                    struct Parent: View {
                        @State private var count = 0

                        var body: some View {
                            VStack(spacing: 12) {
                                Stepper("Parent: \\(count)", value: $count)
                                Child(count: count)
                            }
                        }
                    }

                    struct Child: View {
                        @State var count: Int // ⚠️ Copied once, then ignored

                        var body: some View {
                            Text("Child: \\(count)")
                        }
                    }
                    """, location: SourceLocation(file: card, line: 140)),
        ]
        let checkpoints = [
            CheckpointBlock(
                code: "see \"Count: 0\"\ntap \"Count: *\" 2 times\nsee \"Count: 2\"\n", location: SourceLocation(file: card, line: 40)),
            CheckpointBlock(
                code: "see no sheet\ntap \"Show details\"\nsee sheet\nsee \"Arriving Thursday\"\ndismiss sheet\nsee no sheet\n",
                location: SourceLocation(file: card, line: 80)),
            CheckpointBlock(
                code: "type \"Milk\" into \"Title\"\ntoggle \"Urgent\"\nsee \"🔥 Milk\"\nsee \"Urgent\" value \"on\"\n",
                location: SourceLocation(file: card, line: 120)),
            CheckpointBlock(
                code: "increment \"Parent: *\" 2 times\nsee \"Parent: 2\"\nsee \"Child: 0\" as child-stays\n",
                location: SourceLocation(file: card, line: 160)),
        ]
        let report = engine().verify(examples: examples, checkpoints: checkpoints)
        printReport(report)
        XCTAssertEqual(report.diagnostics, [])
        XCTAssertEqual(report.transcripts.map(\.passed), [true, true, true, true])
        XCTAssertEqual(report.observations["child-stays"]?.observed, "Child: 0")
        XCTAssertEqual(report.example(named: "state-gotcha")?.hostedRoot, "Parent")
    }
}

/// Timings for the record; runs only with COURSEGEN_BENCH=1 (it compiles a lot).
final class EngineBenchmarkTests: XCTestCase {
    func testMergedCompileOfManyExamples() throws {
        guard ProcessInfo.processInfo.environment["COURSEGEN_BENCH"] == "1" else { throw XCTSkip("set COURSEGEN_BENCH=1") }
        let count = 20
        let salt = UInt32.random(in: 0...UInt32.max)  // a fresh source every time, so nothing is cached
        let examples = (0..<count).map { i in
            ExampleBlock(
                name: "counter-\(i)",
                code: """
                    @State private var count = \(i)
                    // \(salt)
                    VStack {
                        Text("Count: \\(count)")
                        Button("Add") { count += 1 }
                    }
                    """, location: SourceLocation(file: "bench.md", line: i * 20 + 1))
        }
        let checkpoints = (0..<count).map { i in
            CheckpointBlock(code: "tap \"Add\"\nsee \"Count: \(i + 1)\"\n", location: SourceLocation(file: "bench.md", line: i * 20 + 12))
        }
        var configuration = EngineConfiguration(cacheDirectory: EndToEndTests.cacheDirectory)
        configuration.jobs = 2
        configuration.keepWorkDirectory = ProcessInfo.processInfo.environment["COURSEGEN_KEEP_WORK"] == "1"
        let engine = LessonEngine(configuration)
        let report = engine.verify(examples: examples, checkpoints: checkpoints)
        XCTAssertEqual(report.diagnostics, [])
        print("BENCH merged \(count) examples: \(report.statistics)")
        let again = engine.verify(examples: examples, checkpoints: checkpoints)
        print("BENCH unchanged: \(again.statistics)")
    }
}
