import Diagnostics
import LessonProtocol
import XCTest

@testable import LessonEngine

final class GestureStepTests: XCTestCase {
    let start = SourceLocation(file: "content/lessons/x.md", line: 10)

    func testDragsParseWithADirectionAndAnOptionalDistance() {
        let (checkpoint, problems) = CheckpointParser.parse(
            """
            drag "Card" left
            drag #card up by 80
            drag "Card" right by 12.5 points
            drag "Card" down by 1 point
            """, at: start)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(
            checkpoint.actions,
            [
                .drag(.label("Card"), x: -200, y: 0), .drag(.identifier("card"), x: 0, y: -80),
                .drag(.label("Card"), x: 12.5, y: 0), .drag(.label("Card"), x: 0, y: 1),
            ])
    }

    func testADoubleTapIsTwoTapsInARow() {
        let (checkpoint, problems) = CheckpointParser.parse("double tap \"Photo\"\n", at: start)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(checkpoint.actions, [.tap(.label("Photo")), .tap(.label("Photo"))])
        XCTAssertEqual(checkpoint.steps.count, 1, "one step, shown once in the transcript")
    }

    func testMistakesAreLocatedWithSuggestions() {
        let (_, direction) = CheckpointParser.parse("drag \"Card\" lft\n", at: start)
        XCTAssertEqual(direction.first?.location?.column, 13)
        XCTAssertTrue(direction.first?.message.contains("did you mean 'left'") ?? false, "\(direction)")
        let (_, distance) = CheckpointParser.parse("drag \"Card\" left by far\n", at: start)
        XCTAssertTrue(distance.first?.message.contains("a distance in points") ?? false, "\(distance)")
        let (_, missingTap) = CheckpointParser.parse("double \"Photo\"\n", at: start)
        XCTAssertTrue(missingTap.first?.message.contains("'tap'") ?? false, "\(missingTap)")
        let (_, typo) = CheckpointParser.parse("dragg \"Card\" left\n", at: start)
        XCTAssertTrue(typo.first?.message.contains("did you mean 'drag'") ?? false, "\(typo)")
    }
}
