import Diagnostics
import LessonProtocol
import XCTest

@testable import LessonEngine

final class LongPressStepTests: XCTestCase {
    let start = SourceLocation(file: "content/lessons/x.md", line: 10)

    func testLongPressParses() {
        let (checkpoint, problems) = CheckpointParser.parse("long press \"Sunset\"\nlong press #photo\n", at: start)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(checkpoint.actions, [.longPress(.label("Sunset")), .longPress(.identifier("photo"))])
    }

    func testMistakesAreLocated() {
        let (_, missingPress) = CheckpointParser.parse("long \"Sunset\"\n", at: start)
        XCTAssertEqual(missingPress.first?.location?.line, 10)
        XCTAssertTrue(missingPress.first?.message.contains("press") ?? false, "\(missingPress)")
        let (_, missingTarget) = CheckpointParser.parse("tap \"A\"\nlong press\n", at: start)
        XCTAssertEqual(missingTarget.first?.location?.line, 11)
        let (_, typo) = CheckpointParser.parse("lng press \"A\"\n", at: start)
        XCTAssertTrue(typo.first?.message.contains("did you mean 'long'") ?? false, "\(typo)")
    }
}
