import Diagnostics
import LessonProtocol
import XCTest

@testable import LessonEngine

/// `--update` on a `see rows` line rewrites every drifted name in one run, not one per run.
final class RowsUpdateTests: XCTestCase {
    func testEveryDriftedRowIsRewrittenAtOnce() throws {
        let screen = ScreenNode(
            role: .screen,
            children: [
                ScreenNode(role: .list, children: ["Dune", "Emma", "Ulysses"].map { ScreenNode(role: .text, label: $0) })
            ])
        let (checkpoint, problems) = CheckpointParser.parse(
            #"see rows "Dun", "Emma", "Ulyses""#,
            at: SourceLocation(file: "content/lessons/books.md", line: 1))
        XCTAssertEqual(problems, [])
        let evaluation = ExpectationMatcher.evaluate(
            checkpoint, exampleName: "books",
            response: LessonResponse(initial: StepReport(screen: screen, bodyEvaluations: 1), steps: []))
        XCTAssertEqual(evaluation.diagnostics.count, 1)
        XCTAssertEqual(evaluation.edits.map(\.replacement), ["Dune", "Ulysses"])
        XCTAssertEqual(
            try SourceEdit.apply(evaluation.edits, to: #"see rows "Dun", "Emma", "Ulyses""# + "\n"),
            #"see rows "Dune", "Emma", "Ulysses""# + "\n")
    }

    func testAPatternStaysTheAuthors() throws {
        let screen = ScreenNode(
            role: .screen,
            children: [
                ScreenNode(role: .list, children: ["Dune", "Emma"].map { ScreenNode(role: .text, label: $0) })
            ])
        let (checkpoint, _) = CheckpointParser.parse(#"see rows "X*", "Emm""#, at: SourceLocation(file: "x.md", line: 1))
        let evaluation = ExpectationMatcher.evaluate(
            checkpoint, exampleName: "books",
            response: LessonResponse(initial: StepReport(screen: screen, bodyEvaluations: 1), steps: []))
        XCTAssertEqual(evaluation.edits.map(\.replacement), ["Emma"], "the drifted name is fixed; the pattern is left alone")
    }
}
