import Diagnostics
import LessonProtocol
import XCTest

@testable import LessonEngine

/// A step naming a label that is not on the screen suggests the closest one, a case-only slip included.
final class MissingElementSuggestionTests: XCTestCase {
    private func failedTap(_ label: String) -> [Diagnostic] {
        let screen = ScreenNode(
            role: .screen,
            children: [
                ScreenNode(role: .text, label: "Unread"),
                ScreenNode(role: .button, label: "Mark as Read"),
            ])
        let (checkpoint, problems) = CheckpointParser.parse(
            "tap \"\(label)\"\nsee \"Read\"",
            at: SourceLocation(file: "content/lessons/x.md", line: 10))
        XCTAssertEqual(problems, [])
        // The runtime's own words for a missing element.
        let failure = "No element matches \"\(label)\" to be tapped. The screen holds: button \"Mark as Read\"."
        let response = LessonResponse(
            initial: StepReport(screen: screen, bodyEvaluations: 1),
            steps: [StepReport(error: failure, screen: screen, bodyEvaluations: 1)])
        return ExpectationMatcher.evaluate(checkpoint, exampleName: "reader", response: response).diagnostics
    }

    func testACaseOnlyTypoGetsADidYouMean() throws {
        let diagnostic = try XCTUnwrap(failedTap("Mark as read").first)
        XCTAssertTrue(diagnostic.message.hasSuffix("Did you mean \"Mark as Read\"?"), diagnostic.message)
        XCTAssertEqual(diagnostic.location?.line, 10)
    }

    func testAnOrdinaryTypoGetsOneToo() throws {
        XCTAssertTrue(try XCTUnwrap(failedTap("Mark as Reed").first).message.hasSuffix("Did you mean \"Mark as Read\"?"))
    }

    func testNothingCloseSuggestsNothing() throws {
        XCTAssertFalse(try XCTUnwrap(failedTap("Delete everything").first).message.contains("Did you mean"))
    }
}
