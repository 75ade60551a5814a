import Diagnostics
import LessonProtocol
import XCTest

@testable import LessonEngine

/// Parsing `relaunch`: the step that ends the app's process and launches the app again.
final class RelaunchStepTests: XCTestCase {
    let start = SourceLocation(file: "content/lessons/settings.md", line: 30)

    func parse(_ code: String) -> (Checkpoint, [Diagnostic]) { CheckpointParser.parse(code, at: start) }

    func testRelaunchIsAnActionBetweenOthers() {
        let (checkpoint, problems) = parse(
            """
            tap "Save article"
            relaunch   // as a person closes the app and opens it again
            see #saveStatus "Not saved"
            """)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(checkpoint.actions, [.tap(.label("Save article")), .relaunch])
        guard case .action(let step) = checkpoint.steps[1] else { return XCTFail("relaunch is an action") }
        XCTAssertEqual(step.text, "relaunch", "the transcript shows the step as written, without its comment")
        XCTAssertEqual(step.location, SourceLocation(file: start.file, line: 31, column: 1))
    }

    func testMistakesAreLocated() {
        var (_, problems) = parse("tap \"Save\"\nrelanch")
        XCTAssertEqual(problems.first?.message, "unknown step 'relanch'; did you mean 'relaunch'?")
        XCTAssertEqual(problems.first?.location, SourceLocation(file: start.file, line: 31, column: 1))
        (_, problems) = parse("relaunch the app")
        XCTAssertEqual(problems.first?.message, "unexpected 'the' at the end of the step")
        XCTAssertEqual(problems.first?.location?.column, 10)
    }

    /// What travels to the lesson process: the relaunch is one action in the request.
    func testTheRequestCarriesTheRelaunch() throws {
        let request = LessonRequest(example: "notes", actions: [.tap(.label("Save")), .relaunch])
        let decoded = try JSONDecoder().decode(LessonRequest.self, from: JSONEncoder().encode(request))
        XCTAssertEqual(decoded.actions, [.tap(.label("Save")), .relaunch])
        XCTAssertNil(decoded.launchedAfter)
    }
}
