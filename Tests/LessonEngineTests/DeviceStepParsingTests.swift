import Diagnostics
import LessonProtocol
import XCTest

@testable import LessonEngine

/// The steps a phone has beyond touching views, and `2nd "…"` for one of several that read the same.
final class DeviceStepParsingTests: XCTestCase {
    let start = SourceLocation(file: "content/lessons/x.md", line: 10)

    func actions(_ code: String) -> [Action] {
        let (checkpoint, problems) = CheckpointParser.parse(code, at: start)
        XCTAssertEqual(problems, [], code)
        return checkpoint.actions
    }

    func problems(_ code: String) -> [String] {
        CheckpointParser.parse(code, at: start).1.map(\.description)
    }

    func testScrollingAndLeavingTheAppAreSteps() {
        XCTAssertEqual(actions(#"scroll to "Row 30""#), [.scroll(to: .label("Row 30"))])
        XCTAssertEqual(actions("send app to background"), [.sendToBackground])
        XCTAssertEqual(actions("bring app to foreground"), [.bringToForeground])
        XCTAssertEqual(
            problems("send app to backgruond"),
            ["content/lessons/x.md:10:13: error: expected 'background', found 'backgruond'; did you mean 'background'?"])
    }

    func testPinchingAndRotatingAreSteps() {
        XCTAssertEqual(actions(#"pinch "Photo" to 2"#), [.pinch(.label("Photo"), scale: 2)])
        XCTAssertEqual(actions(#"rotate #dial by -45 degrees"#), [.rotate(.identifier("dial"), degrees: -45)])
        XCTAssertEqual(
            problems(#"pinch "Photo" to 0"#),
            ["content/lessons/x.md:10:18: error: expected a scale above 0 after 'to', found '0'"])
    }

    func testAnOrdinalPicksOneOfSeveralElements() {
        XCTAssertEqual(actions(#"tap 2nd "Remove""#), [.tap(.nth(2, .label("Remove")))])
        XCTAssertEqual(actions(#"tap 3rd #row 2 times"#), Array(repeating: .tap(.nth(3, .identifier("row"))), count: 2))
        XCTAssertEqual(actions(#"scroll to 11th "Row""#), [.scroll(to: .nth(11, .label("Row")))])
        let (checkpoint, issues) = CheckpointParser.parse(#"see 2nd "Remove" disabled"#, at: start)
        XCTAssertEqual(issues, [])
        guard case .expectation(let step)? = checkpoint.steps.first, case .enabled(let locator, false, _) = step.expectation else {
            return XCTFail("\(checkpoint.steps)")
        }
        XCTAssertEqual(locator, .nth(2, .label("Remove")))
        XCTAssertEqual("\(locator)", #"2nd "Remove""#)
        // "2th" is not how an ordinal is written, so it is not read as one.
        XCTAssertEqual(CheckpointParser.ordinal("2th"), nil)
        XCTAssertEqual(CheckpointParser.ordinal("12th"), 12)
        XCTAssertEqual(CheckpointParser.ordinal("21st"), 21)
    }
}
