import LessonProtocol
import XCTest

@testable import SwiftUI

/// The checkbox style a course writes when it teaches custom toggle styles.
private struct CheckboxToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack {
                Image(systemName: configuration.isOn ? "checkmark.square" : "square")
                configuration.label
            }
        }
    }
}

private struct TodoRow: View {
    @State private var done = false
    var body: some View {
        VStack {
            Toggle("Buy milk", isOn: $done).toggleStyle(CheckboxToggleStyle())
            Text(done ? "Done" : "To do")
            Label("Favourites", systemImage: "star").labelStyle(.iconOnly)
            Image(systemName: "heart").symbolVariant(.fill)
            Text("Secret").hidden()
        }
    }
}

final class StylesTests: XCTestCase {
    func testCustomToggleStyleBodyRunsAndFlips() throws {
        let host = HeadlessHost(TodoRow())
        let toggle = try XCTUnwrap(host.screen.first("Buy milk", role: .toggle))
        XCTAssertEqual(toggle.value, "off")
        XCTAssertEqual(toggle.style.toggleStyle, "CheckboxToggleStyle")
        XCTAssertTrue(toggle.flattened.contains { $0.style.systemImage == "square" }, "the style's own image is drawn")
        host.tap("Buy milk")
        XCTAssertTrue(host.screen.contains(text: "Done"))
        XCTAssertEqual(host.screen.first("Buy milk", role: .toggle)?.value, "on")
        try host.perform(.toggle(.label("Buy milk")))
        XCTAssertTrue(host.screen.contains(text: "To do"))
    }

    func testIconOnlyLabelIsStillReadSymbolVariantAndHidden() {
        let screen = HeadlessHost(TodoRow()).screen
        let label = screen.first("Favourites", role: .label)
        XCTAssertEqual(label?.style.labelStyle, .iconOnly, "VoiceOver still reads an icon-only label's title")
        XCTAssertTrue(screen.flattened.contains { $0.style.systemImage == "heart.fill" })
        XCTAssertFalse(screen.readableStrings.contains("Secret"))
    }
}
