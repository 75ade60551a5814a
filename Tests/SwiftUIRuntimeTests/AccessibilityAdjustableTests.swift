import LessonProtocol
import XCTest

@testable import SwiftUI

// Expected results are what VoiceOver does on a device: a swipe up on an adjustable element calls
// its action with `.increment`, a swipe down with `.decrement`, and VoiceOver reads the new value.

/// A row of dots for a spiciness level, adjustable as one element.
private struct SpiceLevel: View {
    @State private var level = 2
    let highest = 4
    var body: some View {
        VStack {
            HStack {
                ForEach(1...highest, id: \.self) { dot in
                    Button {
                        level = dot
                    } label: {
                        Image(systemName: dot <= level ? "flame.fill" : "flame")
                    }
                }
            }
            .accessibilityElement()
            .accessibilityLabel("Spice")
            .accessibilityValue("\(level) of \(highest)")
            .accessibilityAdjustableAction { direction in
                switch direction {
                case .increment: if level < highest { level += 1 }
                case .decrement: if level > 1 { level -= 1 }
                }
            }
            Text("Level \(level)")
        }
    }
}

final class AccessibilityAdjustableTests: XCTestCase {
    func testIncrementAndDecrementCallTheActionWithTheirDirection() throws {
        let host = HeadlessHost(SpiceLevel())
        XCTAssertEqual(host.screen.elements(matching: .label("Spice")).first?.value, "2 of 4")
        try host.perform(.increment(.label("Spice")))
        XCTAssertEqual(host.screen.elements(matching: .label("Spice")).first?.value, "3 of 4")
        XCTAssertTrue(host.screen.contains(text: "Level 3"))
        try host.perform(.increment(.label("Spice")))
        try host.perform(.increment(.label("Spice")))
        XCTAssertEqual(host.screen.elements(matching: .label("Spice")).first?.value, "4 of 4", "the action keeps it in range")
        try host.perform(.decrement(.label("Spice")))
        XCTAssertTrue(host.screen.contains(text: "Level 3"))
    }

    /// The dots are one element: VoiceOver reaches no button inside it.
    func testTheAdjustableElementHidesItsButtons() throws {
        let host = HeadlessHost(SpiceLevel())
        XCTAssertEqual(host.screen.flattened.filter { $0.role == .button }.count, 0)
    }
}
