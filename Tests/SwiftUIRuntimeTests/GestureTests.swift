import LessonProtocol
import XCTest

@testable import SwiftUI

private struct PhotoCard: View {
    @State private var likes = 0
    @State private var status = "Idle"
    @State private var pressed = 0
    @GestureState private var dragOffset = CGSize.zero
    var body: some View {
        VStack {
            HStack {
                Image(systemName: "photo")
                Text("Sunset")
            }
            .onTapGesture(count: 2) { likes += 1 }
            .onLongPressGesture { status = "Saved" }
            Text("Likes: \(likes)")
            Text(status)
            Circle()
                .fill(.blue)
                .gesture(TapGesture().onEnded { pressed += 1 })
                .accessibilityIdentifier("dot")
            Text("Pressed \(pressed)")
            Text("Hold me")
                .gesture(LongPressGesture(minimumDuration: 1).onEnded { _ in status = "Held" })
            Text("Drag \(Int(dragOffset.width))")
                .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation })
        }
    }
}

final class GestureTests: XCTestCase {
    func testDoubleTapNeedsTwoTapsAndReachesThroughChildren() throws {
        let host = HeadlessHost(PhotoCard())
        host.tap("Sunset")
        XCTAssertTrue(host.screen.contains(text: "Likes: 0"), "one tap is not a double tap")
        host.tap("Sunset")
        XCTAssertTrue(host.screen.contains(text: "Likes: 1"))
    }

    func testLongPressIsAnAction() throws {
        let host = HeadlessHost(PhotoCard())
        try host.perform(.longPress(.label("Sunset")))
        XCTAssertTrue(host.screen.contains(text: "Saved"))
        try host.perform(.longPress(.label("Hold me")))
        XCTAssertTrue(host.screen.contains(text: "Held"))
        XCTAssertNotNil(host.error(performing: .longPress(.label("Likes: 0"))), "a view without a long press cannot be long-pressed")
    }

    func testTapGestureOnAShapeAndGestureStateAtRest() throws {
        let host = HeadlessHost(PhotoCard())
        host.tap(id: "dot")
        host.tap(id: "dot")
        XCTAssertTrue(host.screen.contains(text: "Pressed 2"))
        XCTAssertTrue(host.screen.contains(text: "Drag 0"))
        XCTAssertNotNil(host.error(performing: .tap(.label("Drag 0"))), "a drag is not a tap")
    }
}
