import LessonProtocol
import XCTest

@testable import SwiftUI

/// What lesson code reads on a phone set to Dark appearance, a larger text size or a right-to-left
/// language, and what the screen then reports for the page to draw.
private struct ConditionsReport: View {
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.layoutDirection) private var direction

    var body: some View {
        VStack {
            Text(colorScheme == .dark ? "dark" : "light")
            Text(typeSize == .accessibility1 ? "accessibility1" : typeSize == .large ? "large" : "other")
            Text(direction == .rightToLeft ? "right to left" : "left to right")
        }
    }
}

/// An app that picks its own appearance, as `.preferredColorScheme` does on a device.
private struct AlwaysLight: View {
    var body: some View {
        ConditionsReport().preferredColorScheme(.light)
    }
}

private struct AlwaysDark: View {
    @State private var dark = true
    var body: some View {
        VStack {
            ConditionsReport()
            Button("Follow the phone") { dark = false }
        }
        .preferredColorScheme(dark ? .dark : nil)
    }
}

private struct Sized: View {
    var body: some View {
        VStack {
            Text("Title").font(.title)
            Text("Capped").dynamicTypeSize(...DynamicTypeSize.xxLarge)
        }
    }
}

private func texts(_ host: HeadlessHost) -> [String] {
    host.screen.flattened.compactMap { $0.role == .text ? $0.label : nil }
}

final class DeviceConditionsTests: XCTestCase {
    func testOutOfTheBoxThePhoneIsLightLargeAndLeftToRightAndTheScreenPinsNothing() {
        let host = HeadlessHost(ConditionsReport())
        XCTAssertEqual(texts(host), ["light", "large", "left to right"])
        XCTAssertNil(host.screen.style.colorScheme, "an unset appearance leaves the page free to follow the reader")
        XCTAssertNil(host.screen.style.dynamicTypeSize)
        XCTAssertNil(host.screen.style.layoutDirection)
    }

    func testTheCheckpointsConditionsAreTheEnvironmentLessonCodeReads() {
        let conditions = DeviceConditions(appearance: .dark, dynamicTypeSize: .accessibility1, layoutDirection: .rightToLeft)
        let host = HeadlessHost(ConditionsReport(), conditions: conditions)
        XCTAssertEqual(texts(host), ["dark", "accessibility1", "right to left"])
        XCTAssertEqual(host.screen.style.colorScheme, .dark)
        XCTAssertEqual(host.screen.style.dynamicTypeSize, .accessibility1)
        XCTAssertEqual(host.screen.style.layoutDirection, .rightToLeft)
    }

    func testAPinnedLightAppearanceIsReportedSoThePageDrawsItLight() {
        let host = HeadlessHost(ConditionsReport(), conditions: DeviceConditions(appearance: .light))
        XCTAssertEqual(texts(host).first, "light")
        XCTAssertEqual(host.screen.style.colorScheme, .light)
    }

    func testPreferredColorSchemeWinsOverThePhonesAppearanceAsOnADevice() {
        let light = HeadlessHost(AlwaysLight(), conditions: DeviceConditions(appearance: .dark))
        XCTAssertEqual(texts(light).first, "light")
        XCTAssertEqual(light.screen.style.colorScheme, .light)
        // With no condition set, the app's preference alone makes the window dark.
        let dark = HeadlessHost(AlwaysDark())
        XCTAssertEqual(texts(dark).first, "dark")
        XCTAssertEqual(dark.screen.style.colorScheme, .dark)
    }

    func testANilPreferenceHandsTheAppearanceBackToThePhone() throws {
        let host = HeadlessHost(AlwaysDark())
        try host.perform(.tap(.label("Follow the phone")))
        XCTAssertEqual(texts(host).first, "light")
        XCTAssertNil(host.screen.style.colorScheme)
    }

    func testTextCarriesTheTypeSizeItIsDrawnAtClampedByItsRange() {
        let host = HeadlessHost(Sized(), conditions: DeviceConditions(dynamicTypeSize: .accessibility3))
        let nodes = host.screen.flattened.filter { $0.role == .text }
        XCTAssertEqual(nodes.map(\.style.dynamicTypeSize), [.accessibility3, .xxLarge])
        XCTAssertEqual(nodes.first?.style.font, "title")
        let large = HeadlessHost(Sized())
        XCTAssertEqual(large.screen.flattened.filter { $0.role == .text }.map(\.style.dynamicTypeSize), [nil, nil])
    }

    func testColorFromAUIKitSystemColourKeepsItsName() {
        let host = HeadlessHost(Color(.systemBackground))
        XCTAssertTrue(host.screen.flattened.contains { $0.style.color == "systemBackground" }, "\(host.screen)")
    }

    func testTheRequestsConditionsReachTheHostedApp() throws {
        let request = LessonRequest(example: "report", actions: [], conditions: DeviceConditions(appearance: .dark))
        let response = try _LessonHost.respond(to: request, examples: ["report": { AnyView(ConditionsReport()) }])
        XCTAssertEqual(response.initial.screen.style.colorScheme, .dark)
        XCTAssertTrue(response.initial.screen.readableStrings.contains("dark"))
        // Decoded from a request written before conditions existed: the phone out of the box.
        let old = try JSONDecoder().decode(LessonRequest.self, from: Data(#"{"example":"report","actions":[],"locale":"en_US"}"#.utf8))
        XCTAssertNil(old.conditions)
    }
}
