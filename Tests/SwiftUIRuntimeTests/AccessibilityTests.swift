import LessonProtocol
import XCTest

@testable import SwiftUI

// Expected results are what VoiceOver reads and XCUITest finds on a device.

private struct RatingRow: View {
    let stars = 4
    var body: some View {
        HStack {
            Text("Rating")
            HStack {
                ForEach(0..<5) { index in
                    Image(systemName: index < stars ? "star.fill" : "star")
                }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Rating")
            .accessibilityValue("\(stars) out of 5 stars")
            .accessibilityIdentifier("stars")
        }
    }
}

private struct ContactCard: View {
    @State private var calls = 0
    var body: some View {
        VStack {
            HStack {
                Image(systemName: "person.circle")
                    .accessibilityHidden(true)
                VStack(alignment: .leading) {
                    Text("Taylor Swift")
                    Text("Singer")
                }
            }
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isButton)
            .accessibilityHint("Shows the contact")
            Text("Calls: \(calls)")
            Button("Call") { calls += 1 }
                .accessibilityLabel("Call Taylor")
            Text("Decoration").accessibilityHidden(true)
            Text("Settings").accessibilityAddTraits(.isHeader)
        }
    }
}

private struct VolumeControl: View {
    @State private var volume = 0.5
    var body: some View {
        VStack {
            Slider(value: $volume)
                .accessibilityLabel("Volume")
                .accessibilityValue("\(Int(volume * 100)) percent")
            VStack {
                Text("Inside")
                Text("Container")
            }
            .accessibilityElement(children: .contain)
            .accessibilityIdentifier("box")
        }
    }
}

final class AccessibilityTests: XCTestCase {
    func testAccessibilityValueReplacesWhatIsRead() throws {
        let host = HeadlessHost(RatingRow())
        let stars = try XCTUnwrap(host.screen.first(id: "stars"))
        XCTAssertEqual(stars.value, "4 out of 5 stars")
        XCTAssertEqual(stars.spokenLabel, "Rating")
        // Ignored children are not elements of their own: no star image is found.
        XCTAssertFalse(host.screen.flattened.contains { $0.style.systemImage == "star.fill" })
        XCTAssertTrue(host.screen.readableStrings.contains("4 out of 5 stars"))
    }

    func testCombineReadsChildrenAsOneElement() throws {
        let host = HeadlessHost(ContactCard())
        let card = try XCTUnwrap(host.screen.elements(matching: .label("Taylor Swift, Singer")).first)
        XCTAssertEqual(card.style.accessibilityElement, .combine)
        XCTAssertEqual(card.style.accessibilityTraits, "isButton")
        XCTAssertEqual(card.style.accessibilityHint, "Shows the contact")
        // The children are not found on their own, and the hidden image contributes nothing.
        XCTAssertTrue(host.screen.elements(matching: .label("Singer")).isEmpty)
        XCTAssertFalse(host.screen.readableStrings.contains("Singer"))
        // Still drawn: the children remain in the tree for the renderer.
        XCTAssertEqual(card.children.count, 2)
    }

    func testHiddenElementIsNotFoundButStaysDrawn() {
        let host = HeadlessHost(ContactCard())
        XCTAssertTrue(host.screen.elements(matching: .label("Decoration")).isEmpty)
        XCTAssertFalse(host.screen.readableStrings.contains("Decoration"))
        XCTAssertTrue(host.screen.children.flatMap(\.children).contains { $0.label == "Decoration" })
        XCTAssertNotNil(host.error(performing: .tap(.label("Decoration"))))
    }

    func testAccessibilityLabelNamesTheButton() {
        let host = HeadlessHost(ContactCard())
        host.tap("Call Taylor")
        XCTAssertTrue(host.screen.contains(text: "Calls: 1"))
        XCTAssertEqual(
            host.screen.first(role: .text).map { _ in host.screen.flattened.first { $0.label == "Settings" }?.style.accessibilityTraits },
            "isHeader")
    }

    func testSliderValueFollowsAccessibilityValue() throws {
        let host = HeadlessHost(VolumeControl())
        let slider = try XCTUnwrap(host.screen.elements(matching: .label("Volume")).first)
        XCTAssertEqual(slider.role, .slider)
        XCTAssertEqual(slider.value, "50 percent")
        try host.perform(.setSlider(value: 0.8, .label("Volume")))
        XCTAssertEqual(host.screen.elements(matching: .label("Volume")).first?.value, "80 percent")
    }

    func testContainKeepsChildrenReadable() throws {
        let host = HeadlessHost(VolumeControl())
        let box = try XCTUnwrap(host.screen.first(id: "box"))
        XCTAssertEqual(box.style.accessibilityElement, .contain)
        XCTAssertFalse(host.screen.elements(matching: .label("Inside")).isEmpty)
    }
}
