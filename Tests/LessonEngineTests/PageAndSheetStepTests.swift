import Diagnostics
import LessonProtocol
import XCTest

@testable import LessonEngine

// `swipe left` / `swipe "X" right` turn a page-style TabView's pages; `drag sheet to large`,
// `drag sheet up` / `down` move a sheet between detents; `see sheet at medium` checks where it
// rests. The older steps that start the same way (`swipe "Milk" and tap "Flag"`, `drag "Card" left`,
// `see sheet`) read as before.
final class PageAndSheetStepTests: XCTestCase {
    let start = SourceLocation(file: "content/lessons/x.md", line: 10)

    func testSwipesTurnPagesAndRowSwipesStayRowSwipes() {
        let (checkpoint, problems) = CheckpointParser.parse(
            """
            swipe left
            swipe right
            swipe "Welcome" left
            swipe #intro right
            swipe 2nd "Photo" left
            swipe "Milk" and tap "Flag"
            """, at: start)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(
            checkpoint.actions,
            [
                .swipePage(on: nil, direction: .left), .swipePage(on: nil, direction: .right),
                .swipePage(on: .label("Welcome"), direction: .left), .swipePage(on: .identifier("intro"), direction: .right),
                .swipePage(on: .nth(2, .label("Photo")), direction: .left), .swipe(row: .label("Milk"), action: "Flag"),
            ])
    }

    func testSheetDragsNameADetentOrAWay() {
        let (checkpoint, problems) = CheckpointParser.parse(
            """
            drag sheet to large
            drag sheet to medium
            drag sheet to fraction 0.3
            drag sheet to height 250 points
            drag sheet up
            drag sheet down
            drag "sheet" left
            """, at: start)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(
            checkpoint.actions,
            [
                .dragSheet(.to("large")), .dragSheet(.to("medium")), .dragSheet(.to("fraction 0.3")), .dragSheet(.to("height 250")),
                .dragSheet(.up), .dragSheet(.down), .drag(.label("sheet"), x: -200, y: 0),
            ])
    }

    func testSeeSheetAtADetentCoversTheDetentsWords() throws {
        let (checkpoint, problems) = CheckpointParser.parse("see sheet at fraction 0.3\nsee sheet\nsee no sheet\n", at: start)
        XCTAssertEqual(problems, [])
        guard case .expectation(let step) = checkpoint.steps.first, case .sheetDetent(let detent, let span) = step.expectation else {
            return XCTFail("\(checkpoint.steps)")
        }
        XCTAssertEqual(detent, "fraction 0.3")
        XCTAssertEqual(span.startColumn, 14)
        XCTAssertEqual(span.endColumn, 26)
        guard case .expectation(let plain) = checkpoint.steps[1], case .sheet(true) = plain.expectation else {
            return XCTFail("\(checkpoint.steps)")
        }
    }

    func testMistakesAreLocatedWithSuggestions() {
        let (_, direction) = CheckpointParser.parse("swipe lef\n", at: start)
        XCTAssertEqual(direction.first?.location?.column, 7)
        XCTAssertTrue(direction.first?.message.contains("did you mean 'left'") ?? false, "\(direction)")
        let (_, upward) = CheckpointParser.parse("swipe up\n", at: start)
        XCTAssertTrue(upward.first?.message.contains("scroll to") ?? false, "\(upward)")
        let (_, row) = CheckpointParser.parse("swipe \"Milk\" adn tap \"Flag\"\n", at: start)
        XCTAssertTrue(row.first?.message.contains("did you mean 'and'") ?? false, "\(row)")
        let (_, detent) = CheckpointParser.parse("drag sheet to larg\n", at: start)
        XCTAssertEqual(detent.first?.location?.column, 15)
        XCTAssertTrue(detent.first?.message.contains("did you mean 'large'") ?? false, "\(detent)")
        let (_, fraction) = CheckpointParser.parse("drag sheet to fraction 2\n", at: start)
        XCTAssertTrue(fraction.first?.message.contains("at most 1") ?? false, "\(fraction)")
        let (_, way) = CheckpointParser.parse("drag sheet left\n", at: start)
        XCTAssertTrue(way.first?.message.contains("expected 'to', 'up' or 'down'") ?? false, "\(way)")
        let (_, seen) = CheckpointParser.parse("see sheet at tall\n", at: start)
        XCTAssertTrue(seen.first?.message.contains("a detent") ?? false, "\(seen)")
    }

    func testSeeSheetAtComparesWhereTheTopmostSheetRestsAndOffersTheObservedDetent() {
        let sheet = ScreenNode(
            role: .sheet,
            style: ScreenStyle {
                $0.presentation = .sheet
                $0.detents = "medium,large"
                $0.detent = "large"
            },
            children: [ScreenNode(role: .text, label: "Route")])
        let screen = ScreenNode(role: .screen, children: [ScreenNode(role: .text, label: "Map"), sheet])
        let (checkpoint, problems) = CheckpointParser.parse("see sheet at large\nsee sheet at medium\n", at: start)
        XCTAssertEqual(problems, [])
        let evaluation = ExpectationMatcher.evaluate(
            checkpoint, exampleName: "route", response: LessonResponse(initial: StepReport(screen: screen, bodyEvaluations: 1), steps: []))
        XCTAssertEqual(evaluation.transcript.initialChecks.map(\.passed), [true, false])
        XCTAssertEqual(evaluation.diagnostics.first?.notes.prefix(2), ["expected: a sheet at medium", "observed: a sheet at large"])
        XCTAssertEqual(
            evaluation.edits,
            [
                SourceEdit(
                    span: SourceSpan(file: start.file, line: 11, startColumn: 14, endColumn: 20), original: "medium",
                    replacement: "large")
            ])
        let plain = ScreenNode(role: .screen, children: [ScreenNode(role: .sheet, style: ScreenStyle { $0.presentation = .sheet })])
        let (large, _) = CheckpointParser.parse("see sheet at large\n", at: start)
        let none = ExpectationMatcher.evaluate(
            large, exampleName: "route", response: LessonResponse(initial: StepReport(screen: plain, bodyEvaluations: 1), steps: []))
        XCTAssertEqual(none.transcript.initialChecks.map(\.passed), [true], "a sheet without detents rests at large")
        let cover = ScreenNode(
            role: .screen, children: [ScreenNode(role: .sheet, style: ScreenStyle { $0.presentation = .fullScreenCover })])
        let covered = ExpectationMatcher.evaluate(
            large, exampleName: "route", response: LessonResponse(initial: StepReport(screen: cover, bodyEvaluations: 1), steps: []))
        XCTAssertEqual(covered.transcript.initialChecks.first?.observed, "a full-screen cover")
        XCTAssertEqual(covered.edits, [], "no detent to rewrite it to")
    }
}
