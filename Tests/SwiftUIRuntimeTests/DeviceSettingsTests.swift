import LessonProtocol
import XCTest

@testable import SwiftUI

/// What an iPhone straight out of the box tells lesson code about itself.
private struct SettingsReport: View {
    @Environment(\.scenePhase) private var scenePhase
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.accessibilityDifferentiateWithoutColor) private var withoutColor
    @Environment(\.accessibilityVoiceOverEnabled) private var voiceOver
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    var body: some View {
        VStack {
            Text(scenePhase == .active ? "active" : "not active")
            Text("size \(typeSize == .large ? "large" : "other") \(typeSize.isAccessibilitySize ? "accessibility" : "standard")")
            Text("without colour \(withoutColor)")
            Text("VoiceOver \(voiceOver)")
            Text("reduce motion \(reduceMotion)")
            Image(decorative: "stripes")
        }
    }
}

private struct SizeReader: View {
    @Environment(\.dynamicTypeSize) private var typeSize
    var body: some View { Text(typeSize >= .xxxLarge ? "big" : "regular") }
}

private struct ClampedSizes: View {
    var body: some View {
        VStack {
            SizeReader().dynamicTypeSize(.accessibility3)
            // A range clamps the size that reaches it from outside.
            SizeReader().dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.accessibility3)
            SizeReader().dynamicTypeSize(.xxxLarge...)
        }
    }
}

final class DeviceSettingsTests: XCTestCase {
    func testAPhoneOutOfTheBoxIsActiveAtTheDefaultSizeWithNoAccessibilitySettings() {
        let host = HeadlessHost(SettingsReport())
        let texts = host.screen.readableStrings
        for expected in ["active", "size large standard", "without colour false", "VoiceOver false", "reduce motion false"] {
            XCTAssertTrue(texts.contains(expected), "\(expected) not in \(texts)")
        }
        // A decorative image is drawn but is no element.
        func all(_ node: ScreenNode) -> [ScreenNode] { [node] + node.children.flatMap(all) }
        XCTAssertTrue(all(host.screen).contains { $0.style.name == "stripes" }, "\(host.screen)")
        XCTAssertTrue(host.screen.elements(matching: .label("stripes")).isEmpty)
    }

    func testDynamicTypeSizeIsSetAndClampedByARange() {
        let host = HeadlessHost(ClampedSizes())
        XCTAssertEqual(host.screen.flattened.compactMap { $0.role == .text ? $0.label : nil }, ["big", "regular", "big"])
    }
}

private struct Tinted: View {
    var body: some View {
        Text("Resort").padding().background(.primary.opacity(0.1))
    }
}

extension DeviceSettingsTests {
    func testAHierarchicalStyleTakesAnOpacity() throws {
        let host = HeadlessHost(Tinted())
        func all(_ node: ScreenNode) -> [ScreenNode] { [node] + node.children.flatMap(all) }
        let backgrounds = all(host.screen).compactMap(\.style.background)
        XCTAssertTrue(backgrounds.contains { $0.hasPrefix("primary opacity 0.1") }, "\(backgrounds)")
    }
}
