import LessonProtocol
import XCTest

@testable import LessonEngine
@testable import UITestExport

/// A simulator's app sends its requests to the real server, not to the lesson's fixtures: what a
/// checkpoint sees after stating a request may be a fixture's answer, so the UI test does not
/// claim it, and says why when it ends.
final class FixtureAnswerTranslationTests: XCTestCase {
    func method(_ code: String) -> UITestMethod {
        UITestMethod(
            UITestFixtures.transcript(code, screen: UITestFixtures.form), name: "testOrder", projectExample: "app", locale: "en_US")
    }

    func testLinesAfterAStatedRequestAreNotClaimedByTheUITest() {
        let body = method(
            "see \"Quantity: 1\"\ntap \"Add one\"\nsee request POST \"https://shop.example/orders\"\nsee \"Quantity: 2\""
        ).body
        // Before the request, the screen is the app's own: checked.
        XCTAssertTrue(body.contains { $0.hasPrefix("check(showsText(\"Quantity: 1\"") }, "\(body)")
        XCTAssertTrue(body.contains("app.buttons[\"Add one\"].tap()"), "\(body)")
        // After it, the screen may show the fixture's answer: not checked, and the reason is given.
        XCTAssertFalse(body.contains { $0.hasPrefix("check(showsText(\"Quantity: 2\"") }, "\(body)")
        XCTAssertTrue(
            body.contains { $0.hasPrefix("// not checked here: the screen here may show the lesson's fixture answer") }, "\(body)")
        let skip = body.last ?? ""
        XCTAssertTrue(skip.contains("see \\\"Quantity: 2\\\" (content/lessons/export.md:13): the screen here may show"), skip)
    }

    func testSeeNoRequestLeavesLaterLinesChecked() {
        let body = method("tap \"Add one\"\nsee no request\nsee \"Quantity: 2\"").body
        XCTAssertTrue(body.contains { $0.hasPrefix("check(showsText(\"Quantity: 2\"") }, "\(body)")
    }
}
