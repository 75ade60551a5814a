import Diagnostics
import LessonProtocol
import XCTest

@testable import LessonEngine

/// `see "X" at y N` / `at x N`: where an element's frame starts, within a point.
final class PositionStepTests: XCTestCase {
    let file = "content/lessons/rows.md"

    private func screen(rowAt y: Double) -> ScreenNode {
        ScreenNode(
            role: .screen,
            children: [
                ScreenNode(role: .text, label: "Row 5", frame: ScreenFrame(x: 36, y: y, width: 60, height: 20.33)),
                ScreenNode(role: .text, label: "Unplaced"),
            ])
    }

    private func evaluate(_ code: String, rowAt y: Double) -> ExpectationMatcher.Evaluation {
        let (checkpoint, problems) = CheckpointParser.parse(code, at: SourceLocation(file: file, line: 10))
        XCTAssertEqual(problems, [])
        return ExpectationMatcher.evaluate(
            checkpoint, exampleName: "rows",
            response: LessonResponse(initial: StepReport(screen: screen(rowAt: y), bodyEvaluations: 1), steps: []))
    }

    func testAPositionWithinAPointPasses() {
        let evaluation = evaluate(
            """
            see "Row 5" at y 377.8
            see "Row 5" at x 36
            """, rowAt: 378.5)
        XCTAssertEqual(evaluation.diagnostics, [])
        XCTAssertTrue(evaluation.transcript.passed)
    }

    func testAPositionFurtherOffFailsAndOffersTheObservedOne() throws {
        let evaluation = evaluate(#"see "Row 5" at y 300"#, rowAt: 377.83)
        XCTAssertFalse(evaluation.transcript.passed)
        let check = try XCTUnwrap(evaluation.transcript.initialChecks.first)
        XCTAssertEqual(check.observed, #"text "Row 5" at y 377.8"#)
        XCTAssertEqual(evaluation.edits.first?.replacement, "377.8")
    }

    func testAnElementWithoutAPlaceFails() {
        XCTAssertFalse(evaluate(#"see "Unplaced" at y 0"#, rowAt: 0).transcript.passed)
    }

    func testTheAxisAndTheNumberAreChecked() {
        let (_, badAxis) = CheckpointParser.parse(#"see "Row 5" at z 3"#, at: SourceLocation(file: file, line: 1))
        XCTAssertEqual(badAxis.count, 1)
        XCTAssertTrue(badAxis.first?.message.contains("'x' or 'y'") ?? false)
        let (_, badNumber) = CheckpointParser.parse(#"see "Row 5" at y top"#, at: SourceLocation(file: file, line: 1))
        XCTAssertTrue(badNumber.first?.message.contains("number of points") ?? false)
    }
}
