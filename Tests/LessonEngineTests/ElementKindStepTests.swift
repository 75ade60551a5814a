import Diagnostics
import LessonProtocol
import XCTest

@testable import LessonEngine

/// `set 2nd slider to 20`, `see slider value "0.5"`: an element named by its kind and position,
/// for controls that have no label to name them by (`Slider(value: $amount)`), as XCUITest's
/// `app.sliders.element(boundBy: 1)` reaches them.
final class ElementKindStepTests: XCTestCase {
    let start = SourceLocation(file: "content/lessons/x.md", line: 10)

    func actions(_ code: String) -> [Action] {
        let (checkpoint, problems) = CheckpointParser.parse(code, at: start)
        XCTAssertEqual(problems, [], code)
        return checkpoint.actions
    }

    func expectation(_ code: String) -> Expectation? {
        let (checkpoint, problems) = CheckpointParser.parse(code, at: start)
        XCTAssertEqual(problems, [], code)
        guard case .expectation(let step)? = checkpoint.steps.first else { return nil }
        return step.expectation
    }

    func problems(_ code: String) -> [String] {
        CheckpointParser.parse(code, at: start).1.map(\.description)
    }

    // MARK: - Parsing

    func testAnyStepCanNameAnElementByItsKindAndPosition() {
        XCTAssertEqual(actions("set slider to 0.8"), [.setSlider(value: 0.8, .kind(.slider))])
        XCTAssertEqual(actions("set 2nd slider to 20"), [.setSlider(value: 20, .nth(2, .kind(.slider)))])
        XCTAssertEqual(actions("toggle 3rd toggle"), [.toggle(.nth(3, .kind(.toggle)))])
        XCTAssertEqual(actions("increment stepper 2 times"), Array(repeating: .increment(.kind(.stepper)), count: 2))
        XCTAssertEqual(actions(#"type "Ada" into 2nd text field"#), [.type(text: "Ada", into: .nth(2, .kind(.textField)))])
        XCTAssertEqual(actions(#"type "pw" into secure field"#), [.type(text: "pw", into: .kind(.secureField))])
        XCTAssertEqual(actions(#"pick "Large" in picker"#), [.pick(option: "Large", in: .kind(.picker))])
        XCTAssertEqual(actions("tap 2nd button"), [.tap(.nth(2, .kind(.button)))])
        XCTAssertEqual(actions("tap 1st image"), [.tap(.nth(1, .kind(.image)))])
        XCTAssertEqual("\(Locator.nth(2, .kind(.datePicker)))", "2nd date picker")
    }

    func testSeeCanNameAnElementByItsKind() {
        XCTAssertEqual(expectation(#"see 2nd slider value "20""#), .value(.nth(2, .kind(.slider)), literal("20", column: 23)))
        XCTAssertEqual(expectation("see slider"), .exists(.kind(.slider)))
        XCTAssertEqual(expectation("see no 3rd slider"), .absent(.nth(3, .kind(.slider))))
        guard case .enabled(.kind(.textField), false, _)? = expectation("see text field disabled") else {
            return XCTFail("a text field's state")
        }
    }

    func testAMistypedKindIsLocatedAndSuggested() {
        XCTAssertEqual(
            problems("set 2nd sldier to 20"),
            [
                "content/lessons/x.md:10:9: error: expected an element (a quoted label, a #identifier or a kind such as slider), found 'sldier'; did you mean 'slider'?"
            ])
        XCTAssertEqual(
            problems("type \"Ada\" into text"),
            [
                "content/lessons/x.md:10:17: error: expected an element (a quoted label, a #identifier or a kind such as slider), found 'text'; did you mean 'text field'?"
            ])
        XCTAssertEqual(
            problems(#"see 2nd slidr value "20""#),
            [
                "content/lessons/x.md:10:9: error: expected a quoted text, a #identifier or an element kind (slider, toggle, …) after 'see', found 'slidr'; did you mean 'slider'?"
            ])
        XCTAssertEqual(
            problems(#"see slider valeu "20""#),
            ["content/lessons/x.md:10:12: error: unexpected 'valeu' after 'slider'; did you mean 'value'?"])
    }

    private func literal(_ value: String, column: Int) -> QuotedLiteral {
        QuotedLiteral(
            value: value, raw: value,
            span: SourceSpan(file: start.file, line: start.line, startColumn: column, endColumn: column + value.utf8.count))
    }

    // MARK: - Checking a screen

    /// Two unlabelled sliders, as `Slider(value: $width, in: 50...300)` and `Slider(value: $fade)` report them.
    private var twoSliders: ScreenNode {
        ScreenNode(
            role: .screen,
            children: [
                ScreenNode(role: .slider, value: "120"), ScreenNode(role: .slider, value: "0.5"),
                ScreenNode(role: .button, label: "Reset"),
            ])
    }

    private func check(_ code: String) -> ExpectationMatcher.Evaluation {
        let (checkpoint, problems) = CheckpointParser.parse(code, at: start)
        XCTAssertEqual(problems, [])
        return ExpectationMatcher.evaluate(
            checkpoint, exampleName: "sliders",
            response: LessonResponse(initial: StepReport(screen: twoSliders, bodyEvaluations: 1), steps: []))
    }

    func testAPositionPicksOneOfSeveralOfAKind() {
        let evaluation = check(
            """
            see 1st slider value "120"
            see 2nd slider value "0.5"
            see no 3rd slider
            see button enabled
            """)
        XCTAssertEqual(evaluation.diagnostics, [])
    }

    func testAKindWithoutAPositionMustNameOneElement() throws {
        let evaluation = check(#"see slider value "120""#)
        let observed = try XCTUnwrap(evaluation.transcript.initialChecks.first?.observed)
        XCTAssertEqual(
            observed, "no single slider: The screen holds 2 sliders; name one by its position: `1st slider`, `2nd slider`.")
    }

    func testAPositionBeyondTheCountSaysWhatIsThere() throws {
        let evaluation = check(#"see 3rd slider value "1""#)
        let observed = try XCTUnwrap(evaluation.transcript.initialChecks.first?.observed)
        XCTAssertEqual(observed, #"no element 3rd slider: the screen has 2 sliders (1st = "120", 2nd = "0.5")"#)
        let none = try XCTUnwrap(check("see toggle").transcript.initialChecks.first?.observed)
        XCTAssertEqual(none, "no element toggle: the screen has no toggle")
    }
}
