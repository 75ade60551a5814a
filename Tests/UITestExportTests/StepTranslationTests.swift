import Diagnostics
import LessonProtocol
import XCTest

@testable import LessonEngine
@testable import UITestExport

/// Each kind of checkpoint step and expectation, and the XCUITest code it becomes: found by the
/// label the checkpoint names, in the query for the element kind the engine observed there.
final class StepTranslationTests: XCTestCase {
    /// The generated statements for one checkpoint line, checked on `UITestFixtures.form`.
    func statements(_ line: String, screen: ScreenNode = UITestFixtures.form) -> [String] {
        let method = UITestMethod(
            UITestFixtures.transcript(line, screen: screen), name: "testStep", projectExample: "app", locale: "en_US")
        // The body after the launch lines: the comment naming the line, then its statements.
        guard let comment = method.body.firstIndex(where: { $0.hasPrefix("// \(line)") }) else {
            XCTFail("no comment for \(line) in \(method.body)")
            return []
        }
        return Array(method.body[(comment + 1)...])
    }

    let goldens: [(String, [String])] = [
        ("tap \"Add one\"", ["app.buttons[\"Add one\"].tap()"]),
        ("tap \"Add one\" 2 times", ["app.buttons[\"Add one\"].tap()", "app.buttons[\"Add one\"].tap()"]),
        ("tap #quantity", ["app.staticTexts[\"quantity\"].tap()"]),
        ("tap \"Not on screen\"", ["app.descendants(matching: .any)[\"Not on screen\"].tap()"]),
        ("tap \"Add *\"", ["app.buttons.matching(NSPredicate(format: \"label LIKE %@\", \"Add *\")).firstMatch.tap()"]),
        ("type \"Sam\" into \"Name\"", ["replaceText(in: app.textFields[\"Name\"], with: \"Sam\")"]),
        ("type \"s3cret\" into \"Password\"", ["replaceText(in: app.secureTextFields[\"Password\"], with: \"s3cret\")"]),
        ("toggle \"Reminders\"", ["flip(app.switches[\"Reminders\"])"]),
        ("increment \"Guests\"", ["app.steppers[\"Guests\"].buttons[\"Increment\"].tap()"]),
        ("decrement \"Guests\"", ["app.steppers[\"Guests\"].buttons[\"Decrement\"].tap()"]),
        ("set \"Volume\" to 50", ["app.sliders[\"Volume\"].adjust(toNormalizedSliderPosition: 0.25)"]),
        ("pick \"B\" in \"Tip\"", ["app.segmentedControls[\"Tip\"].buttons[\"B\"].tap()"]),
        ("pick \"B\" in \"Size\"", ["app.pickers[\"Size\"].pickerWheels.firstMatch.adjust(toPickerWheelValue: \"B\")"]),
        ("pick \"B\" in \"Flavour\"", ["app.buttons[\"Flavour\"].tap()", "app.buttons[\"B\"].firstMatch.tap()"]),
        ("dismiss sheet", ["dismissSheet(in: app)"]),
        ("go back", ["app.navigationBars.buttons.element(boundBy: 0).tap()"]),
        ("select tab \"Settings\"", ["app.tabBars.buttons[\"Settings\"].tap()"]),
        ("delete \"Milk\"", ["app.descendants(matching: .any)[\"Milk\"].swipeLeft()", "app.buttons[\"Delete\"].tap()"]),
        (
            "swipe \"Milk\" and tap \"Archive\"",
            ["app.descendants(matching: .any)[\"Milk\"].swipeLeft()", "app.buttons[\"Archive\"].tap()"]
        ),
        (
            "move \"Milk\" above \"Eggs\"",
            ["app.descendants(matching: .any)[\"Milk\"].press(forDuration: 0.8, thenDragTo: app.descendants(matching: .any)[\"Eggs\"])"]
        ),
        ("search \"pe\"", ["search(in: app, for: \"pe\")"]),
        ("submit \"Name\"", ["app.textFields[\"Name\"].typeText(\"\\n\")"]),
        ("pull to refresh", ["pullToRefresh(in: app)"]),
        ("long press \"Add one\"", ["app.buttons[\"Add one\"].press(forDuration: 1)"]),
        ("drag \"Add one\" right by 120", ["drag(app.buttons[\"Add one\"], byX: 120, y: 0)"]),
        ("double tap \"Add one\"", ["app.buttons[\"Add one\"].doubleTap()"]),
        ("wait 2 seconds", ["pause(2)"]),
        ("relaunch", ["app.terminate()", "app.launch()"]),
        ("send app to background", ["XCUIDevice.shared.press(.home)"]),
        ("bring app to foreground", ["app.activate()"]),
        ("scroll to \"Add one\"", ["scrollIntoView(app.buttons[\"Add one\"], in: app)"]),
        ("tap 2nd \"Add one\"", ["app.descendants(matching: .any).matching(identifier: \"Add one\").element(boundBy: 1).tap()"]),
        ("pinch \"Add one\" to 2", ["app.buttons[\"Add one\"].pinch(withScale: 2, velocity: 1)"]),
        ("rotate \"Add one\" by 90 degrees", ["app.buttons[\"Add one\"].rotate(1.571, withVelocity: 1)"]),
        (
            "see \"Quantity: 2\"",
            ["check(showsText(\"Quantity: 2\", in: app), \"see \\\"Quantity: 2\\\"  (content/lessons/export.md:10)\")"]
        ),
        (
            "see no \"Saved\"",
            ["check(!app.descendants(matching: .any)[\"Saved\"].exists, \"see no \\\"Saved\\\"  (content/lessons/export.md:10)\")"]
        ),
        ("see #quantity", ["check(app.staticTexts[\"quantity\"].exists, \"see #quantity  (content/lessons/export.md:10)\")"]),
        (
            "see \"Add one\" disabled",
            ["check(!app.buttons[\"Add one\"].isEnabled, \"see \\\"Add one\\\" disabled  (content/lessons/export.md:10)\")"]
        ),
        (
            "see \"Add one\" enabled",
            ["check(app.buttons[\"Add one\"].isEnabled, \"see \\\"Add one\\\" enabled  (content/lessons/export.md:10)\")"]
        ),
        (
            "see \"Reminders\" value \"off\"",
            [
                "check(valueMatches(app.switches[\"Reminders\"], \"0\"), \"see \\\"Reminders\\\" value \\\"off\\\"  (content/lessons/export.md:10)\")"
            ]
        ),
        (
            "see \"Guests\" value \"2\"",
            ["check(valueMatches(app.steppers[\"Guests\"], \"2\"), \"see \\\"Guests\\\" value \\\"2\\\"  (content/lessons/export.md:10)\")"]
        ),
        (
            "see #quantity \"Quantity: 2\"",
            [
                "check(reads(app.staticTexts[\"quantity\"], \"Quantity: 2\"), \"see #quantity \\\"Quantity: 2\\\"  (content/lessons/export.md:10)\")"
            ]
        ),
        (
            "see alert \"Delete?\"",
            ["check(app.alerts[\"Delete?\"].exists, \"see alert \\\"Delete?\\\"  (content/lessons/export.md:10)\")"]
        ),
        ("see no alert", ["check(!app.alerts.firstMatch.exists, \"see no alert  (content/lessons/export.md:10)\")"]),
        ("see dialog", ["check(app.sheets.firstMatch.exists, \"see dialog  (content/lessons/export.md:10)\")"]),
        (
            "see navigation title \"Order\"",
            ["check(app.navigationBars[\"Order\"].exists, \"see navigation title \\\"Order\\\"  (content/lessons/export.md:10)\")"]
        ),
        (
            "see tab \"Settings\" selected",
            ["check(app.tabBars.buttons[\"Settings\"].isSelected, \"see tab \\\"Settings\\\" selected  (content/lessons/export.md:10)\")"]
        ),
        (
            "see back button \"Orders\"",
            [
                "check(app.navigationBars.buttons.element(boundBy: 0).label == \"Orders\", \"see back button \\\"Orders\\\"  (content/lessons/export.md:10)\")"
            ]
        ),
        (
            "see rows \"Milk\", \"Eggs\"",
            ["check(rowReadings(in: app) == [\"Milk\", \"Eggs\"], \"see rows \\\"Milk\\\", \\\"Eggs\\\"  (content/lessons/export.md:10)\")"]
        ),
        (
            "see \"Name\" focused",
            ["check(hasKeyboardFocus(app.textFields[\"Name\"]), \"see \\\"Name\\\" focused  (content/lessons/export.md:10)\")"]
        ),
    ]

    func testEveryStepAndExpectationHasItsXCUITestCode() {
        for (line, expected) in goldens {
            XCTAssertEqual(statements(line), expected, line)
        }
    }

    func testChecksAfterAWaitAllowTheAppTimeToCatchUp() {
        let method = UITestMethod(
            UITestFixtures.transcript(
                "wait 1 second\nsee \"Quantity: 2\"\ntap \"Add one\"\nsee \"Quantity: 2\"", screen: UITestFixtures.form),
            name: "testWait", projectExample: "app", locale: "en_US")
        let checks = method.body.filter { $0.hasPrefix("check(") }
        XCTAssertEqual(checks.count, 2)
        XCTAssertTrue(checks[0].hasPrefix("check(eventually(within: 2) { showsText(\"Quantity: 2\", in: app) }"), checks[0])
        // After the next action the app is idle again: an ordinary check.
        XCTAssertTrue(checks[1].hasPrefix("check(showsText("), checks[1])
        let idle = UITestMethod(
            UITestFixtures.transcript("wait until idle\nsee \"Quantity: 2\"", screen: UITestFixtures.form), name: "testIdle",
            projectExample: "app", locale: "en_US")
        XCTAssertTrue(idle.body.contains { $0.hasPrefix("check(eventually(within: 10)") }, "\(idle.body)")
    }

    func testWhatXCUITestCannotCheckIsNamedWhenTheTestEndsSkipped() {
        let method = UITestMethod(
            UITestFixtures.transcript("tap \"Add one\"\nsee body evaluated 2 times\nsee \"Quantity: 2\"", screen: UITestFixtures.form),
            name: "testBody", projectExample: "app", locale: "en_US")
        // The checks around it still run; the test then ends skipped, naming the line and why.
        XCTAssertTrue(method.body.contains("app.buttons[\"Add one\"].tap()"))
        XCTAssertTrue(method.body.contains { $0.hasPrefix("check(showsText(\"Quantity: 2\"") }, "\(method.body)")
        XCTAssertTrue(method.body.contains { $0.hasPrefix("// not checked here: a UI test cannot count") }, "\(method.body)")
        let skip = try? XCTUnwrap(method.body.last)
        XCTAssertTrue(
            skip?.hasPrefix(
                "throw XCTSkip(\"Every other line passed; not checked by a UI test: see body evaluated 2 times (content/lessons/export.md:11)"
            ) == true, skip ?? "")
        XCTAssertNotNil(method.skipReason)
    }

    func testAnActionXCUITestCannotPerformSkipsThereSayingWhy() {
        let method = UITestMethod(
            UITestFixtures.transcript(
                "tap \"Add one\"\npick \"Apr 30, 2025\" in \"Due\"\nsee \"Quantity: 2\"", screen: UITestFixtures.form),
            name: "testDate", projectExample: "app", locale: "en_US")
        let skip = method.body.first { $0.hasPrefix("throw XCTSkip(") } ?? ""
        XCTAssertTrue(skip.contains("pick \\\"Apr 30, 2025\\\" in \\\"Due\\\" (content/lessons/export.md:11)"), skip)
        XCTAssertTrue(skip.contains("DatePicker"), skip)
        // What follows depends on that step: kept as comments, never dropped.
        XCTAssertTrue(method.body.contains("// not run: see \"Quantity: 2\"  (content/lessons/export.md:12)"), "\(method.body)")
        let section = statements("see rows \"Milk\" in \"Dairy\"")
        XCTAssertTrue(section.first?.contains("does not group a list's cells by section") == true, "\(section)")
    }

    /// An element made adjustable with `.accessibilityAdjustableAction` has no + and − buttons:
    /// XCUITest adjusts it as VoiceOver's swipes do.
    /// Two unlabelled sliders between a button and a menu picker, as the runtime reports them.
    static var unlabelled: ScreenNode {
        var width = ScreenNode(role: .slider, value: "120")
        width.style.minimum = 50
        width.style.maximum = 300
        let fade = ScreenNode(role: .slider, value: "0.5")
        return ScreenNode(
            role: .screen,
            children: [
                ScreenNode(role: .button, label: "Reset"), width, fade, UITestFixtures.picker("Flavour", .menu),
                ScreenNode(role: .button, label: "Done"), ScreenNode(role: .textField, value: ""),
            ])
    }

    func testAnElementNamedByItsKindIsFoundByItsIndexInXCUITestsQuery() {
        let goldens: [(String, [String])] = [
            ("set 1st slider to 175", ["app.sliders.element(boundBy: 0).adjust(toNormalizedSliderPosition: 0.5)"]),
            ("set 2nd slider to 0.25", ["app.sliders.element(boundBy: 1).adjust(toNormalizedSliderPosition: 0.25)"]),
            // A menu-style picker is one of XCUITest's buttons, so the 2nd button is the 3rd of them.
            ("tap 2nd button", ["app.buttons.element(boundBy: 2).tap()"]),
            ("type \"Ada\" into text field", ["replaceText(in: app.textFields.element(boundBy: 0), with: \"Ada\")"]),
            (
                "see 2nd slider value \"0.5\"",
                [
                    "check(valueMatches(app.sliders.element(boundBy: 1), \"50%\"), \"see 2nd slider value \\\"0.5\\\"  (content/lessons/export.md:10)\")"
                ]
            ),
            (
                "see no 3rd slider",
                ["check(!app.sliders.element(boundBy: 2).exists, \"see no 3rd slider  (content/lessons/export.md:10)\")"]
            ),
        ]
        for (line, expected) in goldens {
            XCTAssertEqual(statements(line, screen: Self.unlabelled), expected, line)
        }
    }

    func testASliderValueIsReadAsXCUITestReadsIt() {
        // XCUITest (and VoiceOver) read a slider's place along its track as a whole percentage.
        XCTAssertEqual(
            statements("see 1st slider value \"175\"", screen: Self.unlabelled).first?.hasPrefix(
                "check(valueMatches(app.sliders.element(boundBy: 0), \"50%\")"), true)
        XCTAssertEqual(
            statements("see \"Volume\" value \"50\"").first?.hasPrefix("check(valueMatches(app.sliders[\"Volume\"], \"25%\")"), true)
    }

    func testAnAdjustableElementIsIncrementedAsVoiceOverAdjustsIt() {
        let screen = ScreenNode(role: .screen, children: [ScreenNode(role: .stack, label: "Spice", value: "2 of 4")])
        let up = statements("increment \"Spice\"", screen: screen)
        XCTAssertEqual(up.count, 1, "\(up)")
        XCTAssertTrue(up.first?.hasSuffix("[\"Spice\"].increment()") == true, "\(up)")
        let down = statements("decrement \"Spice\"", screen: screen)
        XCTAssertTrue(down.first?.hasSuffix("[\"Spice\"].decrement()") == true, "\(down)")
    }

    func testASheetIsKnownByWhatItShows() {
        let sheet = ScreenNode(
            role: .screen,
            children: [
                ScreenNode(role: .button, label: "Edit"),
                ScreenNode(role: .sheet, children: [ScreenNode(role: .text, label: "Edit book")]),
            ])
        let closed = ScreenNode(role: .screen, children: [ScreenNode(role: .button, label: "Edit")])
        let method = UITestMethod(
            UITestFixtures.transcript(
                "tap \"Edit\"\nsee sheet\ndismiss sheet\nsee no sheet", screen: closed, after: [sheet, closed]),
            name: "testSheet", projectExample: "app", locale: "en_US")
        let checks = method.body.filter { $0.hasPrefix("check(") }
        XCTAssertEqual(checks.count, 2)
        XCTAssertTrue(checks[0].hasPrefix("check(showsText(\"Edit book\", in: app)"), checks[0])
        XCTAssertTrue(checks[1].hasPrefix("check(!showsText(\"Edit book\", in: app)"), checks[1])
        // Without a sheet seen earlier there is nothing to look for.
        let unknown = statements("see no sheet", screen: closed)
        XCTAssertTrue(unknown.first?.hasPrefix("// not checked here: XCUITest has no query for a SwiftUI sheet") == true, "\(unknown)")
        XCTAssertTrue(unknown.last?.hasPrefix("throw XCTSkip(") == true, "\(unknown)")
    }

    func testLabelsWithQuotesAndBackslashesAreWrittenExactly() {
        XCTAssertEqual(swiftStringLiteral("Say \"hi\" \\ now\n"), #""Say \"hi\" \\ now\n""#)
        XCTAssertEqual(statements("tap \"Say \\\"hi\\\"\""), [#"app.descendants(matching: .any)["Say \"hi\""].tap()"#])
    }
}
