import LessonProtocol
import XCTest

@testable import SwiftUI

/// Where a tap landed, as a drawing app reads it.
private struct TapTarget: View {
    @State private var landed = "nowhere"
    var body: some View {
        VStack {
            Rectangle()
                .frame(width: 200, height: 100)
                .accessibilityLabel("Pad")
                .onTapGesture { location in landed = "\(Int(location.x)), \(Int(location.y))" }
            Circle()
                .frame(width: 60, height: 60)
                .accessibilityLabel("Dot")
                .gesture(SpatialTapGesture(count: 2).onEnded { value in landed = "double at \(Int(value.location.x))" })
            Text("Landed \(landed)")
        }
    }
}

final class SpatialTapTests: XCTestCase {
    /// XCUITest's `tap()` touches the middle of an element, so a spatial tap reports its centre.
    func testATapLandsInTheMiddleOfTheElement() throws {
        let host = HeadlessHost(TapTarget())
        host.tap("Pad")
        XCTAssertTrue(host.screen.contains(text: "Landed 100, 50"), "\(host.screen.labels)")
        host.tap("Dot")
        XCTAssertTrue(host.screen.contains(text: "Landed 100, 50"), "a single tap is not a double tap")
        host.tap("Dot")
        XCTAssertTrue(host.screen.contains(text: "Landed double at 30"), "\(host.screen.labels)")
    }
}
