import LessonProtocol
import XCTest

@testable import SwiftUI

// Expected values follow SwiftUI's documented rules: `fixedSize()` makes a view take its ideal
// size whatever it is offered (a text's ideal is one line of its whole width); a stack "offers the
// child with the highest layout priority all the space offered to the parent minus the minimum
// space required for all its lower-priority siblings". A body text line is 20⅓ points high.

private let line: CGFloat = 61.0 / 3

private func frame(_ screen: ScreenNode, _ label: String) throws -> ScreenFrame {
    try XCTUnwrap(screen.flattened.first { $0.label == label }?.frame, "no frame for \(label)")
}

final class LayoutPriorityTests: XCTestCase {
    private static let first = "The first caption runs quite long"
    private static let second = "The second caption runs quite long"

    private struct Captions: View {
        var prioritised: Bool
        var body: some View {
            HStack {
                Text(LayoutPriorityTests.first).layoutPriority(prioritised ? 1 : 0)
                Text(LayoutPriorityTests.second)
            }
        }
    }

    func testAHigherPriorityViewIsOfferedTheSpaceItsSiblingsDoNotNeed() throws {
        let ideal = _TextMetrics.width(of: Self.first, font: nil, weight: nil)
        // Both captions are longer than half of 393 - 8: with equal priorities each wraps.
        XCTAssertGreaterThan(ideal, (393 - 8) / 2)
        let shared = HeadlessHost(Captions(prioritised: false)).screen
        XCTAssertGreaterThan(try frame(shared, Self.first).height, line)
        // Prioritised, the first is offered 385 less the second's least width (a character,
        // 0.6 × 17 points), enough for its one line; the second wraps in what is left.
        let screen = HeadlessHost(Captions(prioritised: true)).screen
        XCTAssertEqual(try frame(screen, Self.first).height, line, accuracy: 0.01)
        XCTAssertEqual(try frame(screen, Self.first).width, ideal, accuracy: 0.01)
        XCTAssertEqual(try frame(screen, Self.second).width, 393 - 8 - ideal, accuracy: 0.01)
        XCTAssertGreaterThan(try frame(screen, Self.second).height, line)
    }

    private struct Fixed: View {
        var body: some View {
            VStack {
                Text("A caption longer than its frame").fixedSize()
                Text("A caption longer than its frame, wrapped")
            }
            .frame(width: 100)
        }
    }

    func testAFixedSizeTextKeepsItsIdealSizeInANarrowFrame() throws {
        let screen = HeadlessHost(Fixed()).screen
        let fixed = try frame(screen, "A caption longer than its frame")
        XCTAssertEqual(fixed.height, line, accuracy: 0.01)
        XCTAssertEqual(fixed.width, _TextMetrics.width(of: "A caption longer than its frame", font: nil, weight: nil), accuracy: 0.01)
        // It overflows its 100-point frame on both sides, centred on it.
        XCTAssertEqual(fixed.x + fixed.width / 2, 393 / 2, accuracy: 0.01)
        XCTAssertGreaterThan(try frame(screen, "A caption longer than its frame, wrapped").height, line)
    }
}
