import LessonProtocol
import XCTest

@testable import SwiftUI

private struct Badge: View {
    @State private var round = false
    var body: some View {
        VStack {
            (round ? AnyShape(Circle()) : AnyShape(Rectangle()))
                .fill(round ? AnyShapeStyle(.red) : AnyShapeStyle(.blue))
                .frame(width: 40, height: 20)
            Button("Round") { round.toggle() }
        }
    }
}

final class AnyShapeTests: XCTestCase {
    /// An erased shape draws the outline of the shape it holds, in the style it was given.
    func testAnErasedShapeAndStyleDrawWhatTheyHold() {
        let host = HeadlessHost(Badge())
        func drawing() -> ScreenNode? { host.screen.flattened.first { $0.style.kind == .path } }
        XCTAssertEqual(drawing()?.style.path, "M 0 0 L 40 0 L 40 20 L 0 20 Z")
        XCTAssertEqual(drawing()?.style.fill, "blue")
        host.tap("Round")
        XCTAssertEqual(drawing()?.style.fill, "red")
        XCTAssertEqual(drawing()?.style.pathSize, "40 20")
        XCTAssertNotEqual(drawing()?.style.path, "M 0 0 L 40 0 L 40 20 L 0 20 Z")
    }
}
