import Diagnostics
import LessonProtocol
import XCTest

@testable import LessonEngine

final class CheckpointParserTests: XCTestCase {
    let start = SourceLocation(file: "content/lessons/x.md", line: 10)

    func parse(_ code: String) -> (Checkpoint, [Diagnostic]) {
        CheckpointParser.parse(code, at: start)
    }

    func actions(_ code: String) -> [Action] {
        let (checkpoint, problems) = parse(code)
        XCTAssertEqual(problems, [], code)
        return checkpoint.actions
    }

    func expectation(_ code: String) -> ExpectationStep? {
        let (checkpoint, problems) = parse(code)
        XCTAssertEqual(problems, [], code)
        if case .expectation(let step)? = checkpoint.steps.first { return step }
        XCTFail("not an expectation: \(code)")
        return nil
    }

    func testEveryAction() {
        XCTAssertEqual(actions(#"tap "Add one""#), [.tap(.label("Add one"))])
        XCTAssertEqual(actions("tap #addTicket"), [.tap(.identifier("addTicket"))])
        XCTAssertEqual(actions(#"tap "Add one" 2 times"#), [.tap(.label("Add one")), .tap(.label("Add one"))])
        XCTAssertEqual(actions(#"type "73.40" into "Subtotal""#), [.type(text: "73.40", into: .label("Subtotal"))])
        XCTAssertEqual(actions(#"toggle "Urgent""#), [.toggle(.label("Urgent"))])
        XCTAssertEqual(actions(#"pick "20%" in "Tip percentage""#), [.pick(option: "20%", in: .label("Tip percentage"))])
        XCTAssertEqual(actions(#"increment "Party of *""#), [.increment(.label("Party of *"))])
        XCTAssertEqual(actions(#"decrement "Party of *" 3 times"#), Array(repeating: .decrement(.label("Party of *")), count: 3))
        XCTAssertEqual(actions(#"set "Custom tip" to 25"#), [.setSlider(value: 25, .label("Custom tip"))])
        XCTAssertEqual(actions("dismiss sheet"), [.dismissSheet])
    }

    func testEveryExpectation() {
        guard case .text(let literal)? = expectation(#"see "Quantity: 2""#)?.expectation else { return XCTFail() }
        XCTAssertEqual(literal.value, "Quantity: 2")
        // `see "` is 5 bytes, so the content starts at column 6.
        XCTAssertEqual(literal.span, SourceSpan(file: start.file, line: 10, startColumn: 6, endColumn: 17))

        XCTAssertEqual(expectation(#"see no "Saved to reading list""#)?.expectation, .absent(.label("Saved to reading list")))
        guard case .enabled(.identifier("addTicket"), false, let word)? = expectation("see #addTicket disabled")?.expectation else {
            return XCTFail()
        }
        XCTAssertEqual(word.startColumn, 16)
        XCTAssertEqual(word.endColumn, 24)
        guard case .enabled(.label("Reset"), true, _)? = expectation(#"see "Reset" enabled"#)?.expectation else { return XCTFail() }
        guard case .value(.label("Per person"), let value)? = expectation(#"see "Per person" value "$29.36""#)?.expectation else {
            return XCTFail()
        }
        XCTAssertEqual(value.value, "$29.36")
        guard case .reads("saveStatus", let reads)? = expectation(#"see #saveStatus "Not saved""#)?.expectation else { return XCTFail() }
        XCTAssertEqual(reads.value, "Not saved")
        XCTAssertEqual(expectation("see sheet")?.expectation, .sheet(true))
        XCTAssertEqual(expectation("see no sheet")?.expectation, .sheet(false))
        XCTAssertEqual(expectation("see #addTicket")?.expectation, .exists(.identifier("addTicket")))
        guard case .bodyEvaluations(3, let number)? = expectation("see body evaluated 3 times")?.expectation else { return XCTFail() }
        XCTAssertEqual(number.startColumn, 20)

        let named = expectation(#"see "Total: 24" as total-two"#)
        XCTAssertEqual(named?.observationName, "total-two")
        guard case .text(let total)? = named?.expectation else { return XCTFail() }
        XCTAssertEqual(total.value, "Total: 24")
    }

    func testEscapesCommentsAndLocations() {
        let code = """
            // the initial screen
            see "Say \\"hi\\"" // trailing comment

              tap "A // not a comment"
            """
        let (checkpoint, problems) = parse(code)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(checkpoint.steps.count, 2)
        guard case .expectation(let see) = checkpoint.steps[0], case .text(let literal) = see.expectation else { return XCTFail() }
        XCTAssertEqual(literal.value, #"Say "hi""#)
        XCTAssertEqual(literal.raw, #"Say \"hi\""#)
        XCTAssertEqual(see.location, SourceLocation(file: start.file, line: 11, column: 1))
        XCTAssertEqual(see.text, #"see "Say \"hi\"""#)
        guard case .action(let tap) = checkpoint.steps[1] else { return XCTFail() }
        XCTAssertEqual(tap.actions, [.tap(.label("A // not a comment"))])
        XCTAssertEqual(tap.location, SourceLocation(file: start.file, line: 13, column: 3))
    }

    func testIndentedBlockColumns() {
        let (checkpoint, _) = CheckpointParser.parse(#"see "X""#, at: SourceLocation(file: "a.md", line: 3, column: 4))
        guard case .expectation(let step) = checkpoint.steps[0], case .text(let literal) = step.expectation else { return XCTFail() }
        XCTAssertEqual(step.location.column, 4)
        XCTAssertEqual(literal.span.startColumn, 9)
    }

    func testColumnsAfterMultibyteTextAreUTF8Bytes() {
        // `see "Café" ` is 12 bytes (11 characters); `✓ ` in the comment line changes nothing below it.
        let (_, problems) = parse("// ✓ checked\r\nsee \"Café\" frob\r\n  see \"Crème\" frob\r\n")
        XCTAssertEqual(
            problems.map(\.location),
            [
                SourceLocation(file: start.file, line: 11, column: 13),
                SourceLocation(file: start.file, line: 12, column: 16),
            ])
    }

    func testUnknownVerbSuggestsAndPointsAtColumn() {
        let (checkpoint, problems) = parse("see \"A\"\n   tapp \"Add one\"\nsee \"B\"")
        XCTAssertEqual(checkpoint.steps.count, 2, "the good lines still parse")
        XCTAssertEqual(problems.count, 1)
        XCTAssertEqual(problems[0].message, "unknown step 'tapp'; did you mean 'tap'?")
        XCTAssertEqual(problems[0].location, SourceLocation(file: start.file, line: 11, column: 4))
        XCTAssertTrue(problems[0].description.hasPrefix("content/lessons/x.md:11:4: error: unknown step 'tapp'"))
    }

    func testErrors() {
        func error(_ code: String) -> Diagnostic? {
            let problems = parse(code).1
            XCTAssertEqual(problems.count, 1, code)
            return problems.first
        }
        XCTAssertEqual(error(#"see "unterminated"#)?.message, "unterminated string; add a closing '\"'")
        XCTAssertEqual(error(#"see "unterminated"#)?.location?.column, 5)
        XCTAssertEqual(
            error("tap Add")?.message, "expected an element (a quoted label, a #identifier or a kind such as slider), found 'Add'")
        XCTAssertEqual(error(#"type "1" in "Subtotal""#)?.message, "expected 'into', found 'in'; did you mean 'into'?")
        XCTAssertEqual(error(#"see "Reset" disabeld"#)?.message, "unexpected 'disabeld' after \"Reset\"; did you mean 'disabled'?")
        XCTAssertEqual(error(#"set "Tip" to lots"#)?.message, "expected a number after 'to', found 'lots'")
        XCTAssertEqual(error("dismiss")?.message, "expected 'sheet' after 'dismiss'")
        XCTAssertEqual(error(#"tap "A" 2 tims"#)?.message, "expected 'times' after 2, found 'tims'")
        XCTAssertEqual(error(#"tap "A" "B""#)?.message, "unexpected \"B\" at the end of the step")
        XCTAssertEqual(
            error(#"see "A" as Total"#)?.message,
            "an observation name is a slug (lowercase letters, digits and hyphens), not 'Total'")
        // The message lists every verb the language has (the list grows with the language).
        XCTAssertEqual(
            error(#""A""#)?.message,
            "a step starts with a verb (\(CheckpointParser.verbs.joined(separator: ", "))), not \"A\"")
        XCTAssertTrue(
            CheckpointParser.verbs.starts(with: ["tap", "type", "toggle", "pick", "increment", "decrement", "set", "dismiss", "see"]))
    }
}

/// Steps and expectations for lists that edit, search, focus and time.
final class CheckpointParserDataStepTests: XCTestCase {
    let start = SourceLocation(file: "content/lessons/x.md", line: 10)

    func actions(_ code: String) -> [Action] {
        let (checkpoint, problems) = CheckpointParser.parse(code, at: start)
        XCTAssertEqual(problems, [], code)
        return checkpoint.actions
    }

    func problem(_ code: String) -> Diagnostic? {
        let (_, problems) = CheckpointParser.parse(code, at: start)
        XCTAssertEqual(problems.count, 1, code)
        return problems.first
    }

    func testDataSteps() {
        XCTAssertEqual(actions(#"delete "Milk""#), [.deleteRow(.label("Milk"))])
        XCTAssertEqual(actions(#"swipe "Milk" and tap "Flag""#), [.swipe(row: .label("Milk"), action: "Flag")])
        XCTAssertEqual(actions(#"move "Eggs" above "Milk""#), [.moveRow(.label("Eggs"), to: .label("Milk"), below: false)])
        XCTAssertEqual(actions(#"move #eggs below "Bread""#), [.moveRow(.identifier("eggs"), to: .label("Bread"), below: true)])
        XCTAssertEqual(actions(#"long press "Milk""#), [.longPress(.label("Milk"))])
        XCTAssertEqual(actions(#"search "Mi""#), [.search("Mi")])
        XCTAssertEqual(actions(#"search """#), [.search("")])
        XCTAssertEqual(actions(#"submit "Email""#), [.submit(.label("Email"))])
        XCTAssertEqual(actions("pull to refresh"), [.refresh])
        XCTAssertEqual(actions("wait 1 second"), [.wait(seconds: 1)])
        XCTAssertEqual(actions("wait 0.5 seconds"), [.wait(seconds: 0.5)])
        XCTAssertEqual(actions("wait until idle"), [.waitUntilIdle])
    }

    func testRowsAndFocusExpectations() {
        let (checkpoint, problems) = CheckpointParser.parse(#"see rows "Milk", "Eggs" ,"Bread""#, at: start)
        XCTAssertEqual(problems, [])
        guard case .expectation(let step)? = checkpoint.steps.first, case .rows(let rows, nil) = step.expectation else {
            return XCTFail("not a rows expectation")
        }
        XCTAssertEqual(rows.map(\.value), ["Milk", "Eggs", "Bread"])
        XCTAssertEqual(rows[1].span.startColumn, 19)
        let (inSection, sectionProblems) = CheckpointParser.parse(#"see rows "Milk" in "Groceries""#, at: start)
        XCTAssertEqual(sectionProblems, [])
        guard case .expectation(let sectionStep)? = inSection.steps.first,
            case .rows(let sectionRows, "Groceries") = sectionStep.expectation
        else {
            return XCTFail("not a rows expectation in a section")
        }
        XCTAssertEqual(sectionRows.map(\.value), ["Milk"])
        let (focus, _) = CheckpointParser.parse(#"see "Email" focused"#, at: start)
        guard case .expectation(let focusStep)? = focus.steps.first else { return XCTFail("not an expectation") }
        XCTAssertEqual(focusStep.expectation, .focused(.label("Email")))
    }

    func testLocatedErrors() {
        let wait = problem("wait 300 ms")
        XCTAssertEqual(wait?.location?.column, 10)
        XCTAssertTrue(wait?.message.contains("seconds") == true, wait?.message ?? "")
        let move = problem(#"move "Eggs" abov "Milk""#)
        XCTAssertTrue(move?.message.contains("did you mean 'above'") == true, move?.message ?? "")
        XCTAssertEqual(move?.location?.column, 13)
        let swipe = problem(#"swipe "Milk" tap "Flag""#)
        XCTAssertTrue(swipe?.message.contains("expected 'and'") == true, swipe?.message ?? "")
        let rows = problem(#"see rows "Milk" "Eggs""#)
        XCTAssertTrue(rows?.message.contains("expected ','") == true, rows?.message ?? "")
        let typo = problem(#"delet "Milk""#)
        XCTAssertTrue(typo?.message.contains("did you mean 'delete'") == true, typo?.message ?? "")
        let pull = problem("pull down")
        XCTAssertTrue(pull?.message.contains("expected 'to'") == true, pull?.message ?? "")
    }
}
