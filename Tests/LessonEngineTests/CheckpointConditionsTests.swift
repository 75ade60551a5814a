import Diagnostics
import LessonProtocol
import XCTest

@testable import LessonEngine

/// `appearance=`, `dynamic-type=` and `layout-direction=` on a checkpoint's fence: what they set,
/// what an unknown value says, and that a result is cached per setting.
final class CheckpointConditionsTests: XCTestCase {
    private let fence = SourceLocation(file: "content/lessons/tips.md", line: 40, column: 1)

    func testEachAttributeSetsItsCondition() {
        let (conditions, problems) = DeviceConditions.parse(
            ["appearance": "dark", "dynamic-type": "accessibility1", "layout-direction": "rightToLeft"], at: fence)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(conditions, DeviceConditions(appearance: .dark, dynamicTypeSize: .accessibility1, layoutDirection: .rightToLeft))
        XCTAssertEqual(conditions.summary, "Dark appearance, text size accessibility1, right to left")
        let (none, _) = DeviceConditions.parse([:], at: fence)
        XCTAssertTrue(none.isDefault)
        XCTAssertNil(none.summary)
    }

    func testAnUnknownValueIsAnErrorAtTheFenceWithTheValuesThereAre() throws {
        let (_, problems) = DeviceConditions.parse(["appearance": "automatic"], at: fence)
        let problem = try XCTUnwrap(problems.first)
        XCTAssertEqual(problem.location, fence)
        XCTAssertEqual(problem.message, "unknown appearance 'automatic'")
        XCTAssertEqual(problem.notes, ["appearance= takes light, dark"])
    }

    func testTheWaysPeopleSayAValueSuggestSwiftUIsSpelling() {
        func message(_ name: String, _ value: String) -> String? {
            DeviceConditions.parse([name: value], at: fence).1.first?.message
        }
        XCTAssertEqual(
            message("layout-direction", "right-to-left"), "unknown layout-direction 'right-to-left'; did you mean 'rightToLeft'?")
        XCTAssertEqual(message("dynamic-type", "AX1"), "unknown dynamic-type 'AX1'; did you mean 'accessibility1'?")
        XCTAssertEqual(message("dynamic-type", "xlarge"), "unknown dynamic-type 'xlarge'; did you mean 'xLarge'?")
        XCTAssertEqual(message("appearance", "Dark"), "unknown appearance 'Dark'; did you mean 'dark'?")
        XCTAssertNil(message("dynamic-type", "xxxLarge"))
    }

    func testTheConditionsArePartOfTheRunsCacheKeyAndTheDefaultKeepsTodaysKeys() {
        func key(_ conditions: DeviceConditions) -> String {
            ResultCache.runKey(
                source: "struct V {}", actions: [.tap(.label("Add"))], runtimeHash: "r", compilerVersion: "c", locale: "en_US",
                conditions: conditions)
        }
        let plain = ResultCache.runKey(
            source: "struct V {}", actions: [.tap(.label("Add"))], runtimeHash: "r", compilerVersion: "c", locale: "en_US")
        XCTAssertEqual(key(DeviceConditions()), plain, "a checkpoint without conditions keeps the key it had")
        let keys = [
            key(DeviceConditions(appearance: .dark)), key(DeviceConditions(appearance: .light)),
            key(DeviceConditions(dynamicTypeSize: .accessibility1)), key(DeviceConditions(layoutDirection: .rightToLeft)),
        ]
        XCTAssertEqual(Set(keys + [plain]).count, 5, "each setting is a different run")
    }

    func testTheRequestCarriesThemOnlyWhenSet() throws {
        let encoded = try JSONEncoder().encode(
            LessonRequest(example: "tips", actions: [], conditions: DeviceConditions(appearance: .dark, dynamicTypeSize: .xxxLarge)))
        let text = String(decoding: encoded, as: UTF8.self)
        XCTAssertTrue(text.contains(#""conditions":{"#), text)
        XCTAssertTrue(text.contains(#""appearance":"dark""#), text)
        XCTAssertTrue(text.contains(#""dynamicTypeSize":"xxxLarge""#), text)
        let decoded = try JSONDecoder().decode(LessonRequest.self, from: encoded)
        XCTAssertEqual(decoded.conditions, DeviceConditions(appearance: .dark, dynamicTypeSize: .xxxLarge))
    }

    func testUIKitNamesTheSizesAsSettingsStoresThem() {
        XCTAssertEqual(DeviceConditions.TypeSize.large.contentSizeCategory, "UICTContentSizeCategoryL")
        XCTAssertEqual(DeviceConditions.TypeSize.accessibility1.contentSizeCategory, "UICTContentSizeCategoryAccessibilityM")
        XCTAssertEqual(DeviceConditions.TypeSize.accessibility5.contentSizeCategory, "UICTContentSizeCategoryAccessibilityXXXL")
    }
}
