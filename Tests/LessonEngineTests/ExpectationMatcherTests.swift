import Diagnostics
import LessonProtocol
import XCTest

@testable import LessonEngine

final class ExpectationMatcherTests: XCTestCase {
    let file = "content/lessons/state-values.md"

    /// The ticket counter's screen as the runtime would report it.
    func ticketScreen(quantity: Int, price: Int = 12) -> ScreenNode {
        ScreenNode(
            role: .screen,
            children: [
                ScreenNode(
                    role: .stack, style: ScreenStyle { $0.axis = .vertical },
                    children: [
                        ScreenNode(role: .text, label: "Tickets"),
                        ScreenNode(role: .text, label: "Quantity: \(quantity)"),
                        ScreenNode(role: .text, label: "Total: \(quantity * price)"),
                        ScreenNode(
                            role: .stack,
                            children: [
                                ScreenNode(role: .button, label: "Remove one", identifier: "removeTicket", isEnabled: quantity > 1),
                                ScreenNode(role: .button, label: "Add one", identifier: "addTicket", isEnabled: quantity < 4),
                            ]),
                        ScreenNode(role: .button, label: "Reset", identifier: "resetTickets"),
                    ])
            ])
    }

    func report(_ quantity: Int, price: Int = 12, evaluations: Int = 1) -> StepReport {
        StepReport(screen: ticketScreen(quantity: quantity, price: price), bodyEvaluations: evaluations)
    }

    func evaluate(_ code: String, line: Int = 30, _ response: LessonResponse) -> ExpectationMatcher.Evaluation {
        let (checkpoint, problems) = CheckpointParser.parse(code, at: SourceLocation(file: file, line: line))
        XCTAssertEqual(problems, [])
        return ExpectationMatcher.evaluate(checkpoint, exampleName: "ticket-counter", response: response)
    }

    func testPassingCheckpointTranscript() {
        let evaluation = evaluate(
            """
            see "Quantity: 1"
            see #removeTicket disabled
            tap "Add one"
            see "Quantity: 2"
            see "Total: 24" as total-two
            see "Qu*: 2"
            see "Reset" enabled
            see #addTicket "Add one"
            see no "Gone"
            see no sheet
            see body evaluated 2 times
            """, LessonResponse(initial: report(1), steps: [report(2, evaluations: 2)]))
        XCTAssertEqual(evaluation.diagnostics, [])
        XCTAssertEqual(evaluation.edits, [])
        let transcript = evaluation.transcript
        XCTAssertTrue(transcript.passed)
        XCTAssertEqual(transcript.initialChecks.count, 2)
        XCTAssertEqual(transcript.steps.map(\.action), [#"tap "Add one""#])
        XCTAssertEqual(transcript.steps[0].checks.count, 8)
        XCTAssertEqual(transcript.steps[0].checks[2].observed, "\"Quantity: 2\"", "a glob reports the text it matched")
        XCTAssertEqual(
            evaluation.observations,
            [
                Observation(
                    name: "total-two", exampleName: "ticket-counter", expected: "Total: 24",
                    observed: "Total: 24",
                    location: SourceLocation(file: file, line: 34, column: 1))
            ])
    }

    func testDriftNamesExpectedObservedAndTheScreen() throws {
        let evaluation = evaluate(
            """
            tap "Add one"
            see "Quantity: 2"
            see "Total: 24"
            """, LessonResponse(initial: report(1, price: 13), steps: [report(2, price: 13)]))
        XCTAssertEqual(evaluation.diagnostics.count, 1)
        let drift = evaluation.diagnostics[0]
        XCTAssertEqual(drift.message, "checkpoint drift")
        XCTAssertEqual(drift.location, SourceLocation(file: file, line: 32, column: 1))
        XCTAssertEqual(
            Array(drift.notes.prefix(3)),
            [
                "expected: \"Total: 24\"", "observed: \"Total: 26\"",
                "screen (after tap \"Add one\"):",
            ])
        XCTAssertTrue(drift.notes.contains("  button \"Add one\" #addTicket"), drift.description)
        XCTAssertTrue(drift.notes.contains("  button \"Remove one\" #removeTicket"), drift.description)
        XCTAssertFalse(drift.description.contains("Gone"), "a dismissed sheet is not on the screen")
        XCTAssertEqual(
            evaluation.edits,
            [
                SourceEdit(
                    span: SourceSpan(file: file, line: 32, startColumn: 6, endColumn: 15),
                    original: "Total: 24", replacement: "Total: 26")
            ])
        XCTAssertFalse(evaluation.transcript.passed)
        XCTAssertEqual(evaluation.transcript.steps[0].checks[1].passed, false)
    }

    func testStateWordValueAndCountEdits() {
        let screen = ScreenNode(
            role: .screen,
            children: [
                ScreenNode(role: .labeledContent, label: "Per person", value: "$29.37"),
                ScreenNode(role: .button, label: "Add one", identifier: "addTicket"),
                ScreenNode(role: .text, label: "Saved to reading list", identifier: "saveStatus"),
            ])
        let evaluation = evaluate(
            """
            see #addTicket disabled
            see "Per person" value "$29.36"
            see #saveStatus "Not saved"
            see body evaluated 1 times
            see "Nothing like it"
            see no "Add one"
            see sheet
            """, LessonResponse(initial: StepReport(screen: screen, bodyEvaluations: 3), steps: []))
        XCTAssertEqual(evaluation.diagnostics.count, 7)
        XCTAssertEqual(
            evaluation.diagnostics.map { $0.notes[1] },
            [
                "observed: #addTicket enabled", "observed: \"Per person\" value \"$29.37\"",
                "observed: #saveStatus \"Saved to reading list\"",
                "observed: body evaluated 3 times",
                // A missing text is said plainly, not as an unrelated text "observed" in its place.
                "observed: no element reads \"Nothing like it\" (closest: \"Add one\", \"Per person\", \"$29.37\")",
                "observed: \"Add one\"", "observed: no sheet",
            ])
        XCTAssertEqual(evaluation.edits.map(\.replacement), ["enabled", "$29.37", "Saved to reading list", "3"])
        XCTAssertEqual(evaluation.edits[0].span, SourceSpan(file: file, line: 30, startColumn: 16, endColumn: 24))
    }

    func testFailedActionStopsTheCheckpoint() {
        let evaluation = evaluate(
            """
            tap "Add one" 4 times
            see "Quantity: 5"
            tap "Reset"
            """,
            LessonResponse(
                initial: report(1),
                steps: [
                    report(2), report(3), report(4),
                    StepReport(
                        error: "\"Add one\" is disabled", screen: ticketScreen(quantity: 4),
                        bodyEvaluations: 4),
                ]))
        XCTAssertEqual(evaluation.diagnostics.map(\.message), [#"cannot tap "Add one" 4 times: "Add one" is disabled"#])
        XCTAssertEqual(evaluation.diagnostics[0].location?.line, 30)
        XCTAssertEqual(evaluation.transcript.steps.map(\.error), ["\"Add one\" is disabled", nil])
        XCTAssertNil(evaluation.transcript.steps[0].checks[0].passed, "checks after a failed action are not checked")
        XCTAssertNil(evaluation.transcript.steps[1].screen)
    }

    func testGlobAndClosest() {
        XCTAssertTrue(ExpectationMatcher.glob("Party of *", "Party of 3"))
        XCTAssertTrue(ExpectationMatcher.glob("*of*", "Party of 3"))
        XCTAssertFalse(ExpectationMatcher.glob("Party of *", "Party 3"))
        XCTAssertTrue(ExpectationMatcher.glob("a*b*c", "aXbYbc"))
        XCTAssertEqual(
            ExpectationMatcher.closest(to: "Total: 24", in: ["Tickets", "Quantity: 2", "Total: 26", "Total tickets: 2"]),
            "Total: 26")
        XCTAssertFalse(ExpectationMatcher.isClearCounterpart("Total: 24", "Reset"))
        XCTAssertFalse(ExpectationMatcher.isClearCounterpart("Party of *", "Party of 3"), "globs are never rewritten")
    }

    /// A screen in an error names what VoiceOver reads where it is not the label: the step to write
    /// for a symbol-only button is `tap "Add"`.
    func testTheScreenInAnErrorShowsWhatASymbolOnlyButtonReads() {
        let add = ScreenNode(
            role: .button,
            style: ScreenStyle {
                $0.accessibilityLabel = "Add"
                $0.systemImage = "plus"
            })
        XCTAssertEqual(ExpectationMatcher.describe(add), "button (reads \"Add\")")
        let titled = ScreenNode(role: .button, label: "Save", style: ScreenStyle { $0.accessibilityLabel = "Save" })
        XCTAssertEqual(ExpectationMatcher.describe(titled), "button \"Save\"", "a label read as it is shown is not repeated")
    }
}
