import Diagnostics
import LessonProtocol
import XCTest

@testable import LessonEngine

/// What an author reads when an expectation drifts, and what `--update` may write.
final class DriftReportingTests: XCTestCase {
    let file = "content/lessons/rating.md"

    func evaluate(_ code: String, _ screen: ScreenNode) -> ExpectationMatcher.Evaluation {
        let (checkpoint, problems) = CheckpointParser.parse(code, at: SourceLocation(file: file, line: 10))
        XCTAssertEqual(problems, [])
        return ExpectationMatcher.evaluate(
            checkpoint, exampleName: "rating",
            response: LessonResponse(initial: StepReport(screen: screen, bodyEvaluations: 1), steps: []))
    }

    /// A value the element does not report is never written as `value ""`.
    func testUpdateNeverWritesAnEmptyValue() {
        let screen = ScreenNode(role: .screen, children: [ScreenNode(role: .group, label: "Rating", identifier: "stars")])
        let evaluation = evaluate("see \"Rating\" value \"4 out of 5 stars\"\n", screen)
        XCTAssertEqual(evaluation.diagnostics.count, 1)
        XCTAssertEqual(evaluation.edits, [])
    }

    /// A missing text is named as missing with the closest candidates, and an unrelated text is never
    /// written in its place.
    func testMissingTextSaysNoElementReadsIt() {
        let screen = ScreenNode(
            role: .screen,
            children: [
                ScreenNode(role: .text, label: "Profile"), ScreenNode(role: .button, label: "Save"),
                ScreenNode(role: .text, label: "Signed in as Taylor"),
            ])
        let evaluation = evaluate("see \"Notifications are on\"\n", screen)
        let notes = evaluation.diagnostics.first?.notes ?? []
        XCTAssertTrue(notes.contains { $0.hasPrefix("observed: no element reads \"Notifications are on\" (closest: ") }, "\(notes)")
        XCTAssertEqual(evaluation.edits, [])
    }

    /// A close counterpart that an element shows is still offered to `--update`.
    func testCloseCounterpartIsOffered() {
        let screen = ScreenNode(role: .screen, children: [ScreenNode(role: .text, label: "Total: $26.00")])
        let evaluation = evaluate("see \"Total: $24.00\"\n", screen)
        XCTAssertEqual(evaluation.edits.map(\.replacement), ["Total: $26.00"])
    }
}
