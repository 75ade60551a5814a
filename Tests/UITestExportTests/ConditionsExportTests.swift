import LessonProtocol
import TestSupport
import XCTest

@testable import LessonEngine
@testable import UITestExport

/// A checkpoint that ran on a phone in Dark appearance, at a larger text size or right to left
/// launches its UI test in the same settings, each the way a simulator test can set it.
final class ConditionsExportTests: XCTestCase {
    private func suite(_ conditions: DeviceConditions) -> UITestSuite {
        var transcript = UITestFixtures.transcript("tap \"Add one\"\nsee \"Quantity: 2\"", screen: UITestFixtures.form)
        transcript.checkpoint.conditions = conditions
        return UITestSuite(
            projectName: "Orders", lessonFile: "content/lessons/export.md", projectExample: "app", transcripts: [transcript],
            locale: "en_US")
    }

    func testTheSettingsAreSetBeforeTheAppLaunches() throws {
        let source = suite(DeviceConditions(appearance: .dark, dynamicTypeSize: .accessibility1, layoutDirection: .rightToLeft)).source
        let lines = source.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        let launch = try XCTUnwrap(lines.firstIndex(of: "app.launch()"))
        let before = lines[..<launch]
        XCTAssertTrue(before.contains("XCUIDevice.shared.appearance = .dark"), source)
        XCTAssertTrue(before.contains("defer { XCUIDevice.shared.appearance = appearanceBefore }"), "the simulator is put back: \(source)")
        XCTAssertTrue(
            before.contains(#"app.launchArguments += ["-UIPreferredContentSizeCategoryName", "UICTContentSizeCategoryAccessibilityM"]"#),
            source)
        XCTAssertTrue(
            before.contains(#"app.launchArguments += ["-AppleTextDirection", "YES", "-NSForceRightToLeftWritingDirection", "YES"]"#), source
        )
        XCTAssertNil(suite(DeviceConditions(appearance: .dark)).methods[0].skipReason, "every setting can be made: nothing skips")
    }

    func testACheckpointWithoutSettingsLaunchesAsBefore() {
        let source = suite(DeviceConditions()).source
        XCTAssertFalse(source.contains("XCUIDevice.shared.appearance"), source)
        XCTAssertFalse(source.contains("UIPreferredContentSizeCategoryName"), source)
    }

    func testTheGeneratedSettingsTypeCheckAgainstXCTest() throws {
        let source = suite(DeviceConditions(appearance: .light, dynamicTypeSize: .xSmall, layoutDirection: .leftToRight)).source
        XCTAssertEqual(try XCTestTypeChecker.errors(in: source), "", source)
    }
}
