import LessonProtocol
import XCTest

@testable import SwiftUI

/// A photo that zooms with a pinch and a dial that turns with two fingers, keeping what each
/// gesture reached when it ended, as courses write them.
private struct PhotoAndDial: View {
    @State private var zoom = 1.0
    @GestureState private var pinching = 1.0
    @State private var angle = Angle.zero
    @State private var changes = 0

    var body: some View {
        VStack {
            Text("Photo")
                .scaleEffect(zoom * pinching)
                .gesture(
                    MagnifyGesture()
                        .updating($pinching) { value, state, _ in state = value.magnification }
                        .onEnded { zoom *= $0.magnification }
                )
            Text("Zoom \(zoom, format: .number.precision(.fractionLength(1)))")
            Text("Dial")
                .rotationEffect(angle)
                .gesture(
                    RotateGesture()
                        .onChanged { _ in changes += 1 }
                        .onEnded { angle += $0.rotation }
                )
            Text("Turned \(Int(angle.degrees)) degrees in \(changes) changes")
        }
    }
}

final class GesturePinchRotateTests: XCTestCase {
    func testAPinchAndARotationReachTheirGesturesAndEnd() throws {
        let host = HeadlessHost(PhotoAndDial())
        try host.perform(.pinch(.label("Photo"), scale: 2))
        XCTAssertTrue(host.screen.contains(text: "Zoom 2.0"), "\(host.screen.labels)")
        // The gesture state is back at its start: the photo is drawn at the kept zoom.
        XCTAssertEqual(host.screen.first("Photo", role: .text)?.style.scale, "2")
        try host.perform(.pinch(.label("Photo"), scale: 0.5))
        XCTAssertTrue(host.screen.contains(text: "Zoom 1.0"), "\(host.screen.labels)")
        try host.perform(.rotate(.label("Dial"), degrees: 90))
        XCTAssertTrue(host.screen.contains(text: "Turned 90 degrees in 10 changes"), "\(host.screen.labels)")
        XCTAssertEqual(host.screen.first("Dial", role: .text)?.style.rotation, 90)
        XCTAssertEqual(host.error(performing: .pinch(.label("Zoom 1.0"), scale: 2)), "'Zoom 1.0' is a text and cannot be pinched")
    }
}
