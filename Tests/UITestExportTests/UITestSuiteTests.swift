import LessonProtocol
import TestSupport
import XCTest

@testable import LessonEngine
@testable import UITestExport

/// A lesson's checkpoints as one XCUITest file: a method per checkpoint, named after it, that
/// type-checks against XCTest's UI-testing API.
final class UITestSuiteTests: XCTestCase {
    /// One checkpoint with every step and expectation the language has, on the fixture form.
    static let everything = """
        see "Quantity: 2"
        see #quantity "Quantity: 2"
        tap "Add one" 2 times
        double tap "Add one"
        type "Sam" into "Name"
        submit "Name"
        see "Name" focused
        type "s3cret" into "Password"
        toggle "Reminders"
        see "Reminders" value "on"
        increment "Guests"
        decrement "Guests"
        set "Volume" to 150
        pick "B" in "Tip"
        pick "B" in "Size"
        pick "B" in "Flavour"
        long press "Add one"
        drag "Add one" left by 40
        search "milk"
        search ""
        pull to refresh
        delete "Milk"
        swipe "Eggs" and tap "Archive"
        move "Eggs" above "Bread"
        see rows "Bread", "Eggs"
        wait 1 second
        see no "Loading…"
        wait until idle
        see "Add *" enabled
        see alert "Delete?"
        see no alert
        see dialog "Share"
        see no dialog
        select tab "Settings"
        see tab "Settings" selected
        see navigation title "Order"
        see back button "Orders"
        go back
        dismiss sheet
        see #quantity
        see no #missing
        relaunch
        send app to background
        bring app to foreground
        scroll to "Add one"
        tap 2nd "Add one"
        see 2nd "Add one" enabled
        pinch "Add one" to 0.5
        rotate "Add one" by -45 degrees
        see "Add one" disabled
        """

    func suite() -> UITestSuite {
        UITestFixtures.suite([
            UITestFixtures.transcript(Self.everything, screen: UITestFixtures.form, line: 10),
            UITestFixtures.transcript("tap \"Add one\"\nsee \"Quantity: 3\"", screen: UITestFixtures.form, line: 60),
            UITestFixtures.transcript("tap \"Add one\"\nsee \"Quantity: 3\"", screen: UITestFixtures.form, line: 70),
            UITestFixtures.transcript("see \"Quantity: 2\"", example: "app-variant", screen: UITestFixtures.form, line: 80),
            UITestFixtures.transcript("tap \"Add one\"\nsee body evaluated 2 times", screen: UITestFixtures.form, line: 90),
        ])
    }

    func testEveryGeneratedFileTypeChecksAgainstXCTest() throws {
        let errors = try XCTestTypeChecker.errors(in: suite().source)
        XCTAssertEqual(errors, "", suite().source)
    }

    func testTheTypeCheckCatchesAWrongCall() throws {
        // The declarations are strict enough to matter: a misspelt label fails.
        let broken = suite().source.replacingOccurrences(of: "adjust(toNormalizedSliderPosition:", with: "adjust(toSliderPosition:")
        XCTAssertTrue(try XCTestTypeChecker.errors(in: broken).contains("toSliderPosition"))
        let foundation = suite().source + "\nlet later = Date()\n"
        XCTAssertTrue(try XCTestTypeChecker.errors(in: foundation).contains("Date"), "generated code must need only XCTest")
    }

    func testOneMethodPerCheckpointNamedAfterIt() {
        let suite = suite()
        XCTAssertEqual(
            suite.methods.map(\.name),
            ["testTapAddOne2Times", "testTapAddOne", "testTapAddOne2", "testSeeQuantity2", "testTapAddOne3"])
        XCTAssertEqual(suite.methods.map(\.location.line), [10, 60, 70, 80, 90])
        XCTAssertEqual(suite.fileName, "OrdersUITests.swift")
        XCTAssertTrue(suite.source.contains("final class OrdersUITests: XCTestCase {"))
        XCTAssertTrue(
            suite.source.contains(
                "    /// The checkpoint at content/lessons/export.md:60.\n    @MainActor\n    func testTapAddOne() throws {"))
        // Each step carries its markdown line beside it.
        XCTAssertTrue(suite.source.contains("        // tap \"Add one\" 2 times  (content/lessons/export.md:12)"))
        // Launched in the course's locale.
        XCTAssertTrue(suite.source.contains(#"app.launchArguments += ["-AppleLanguages", "(en)", "-AppleLocale", "en_US"]"#))
    }

    func testACheckpointOfAnotherExampleSkipsSayingWhich() {
        let suite = suite()
        let variant = suite.methods[3]
        XCTAssertEqual(variant.skipReason?.contains("example 'app-variant', which this project does not contain"), true)
        XCTAssertNil(suite.methods[1].skipReason)
        XCTAssertNotNil(suite.methods[4].skipReason)
    }
}
