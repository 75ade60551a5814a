import LessonProtocol
import XCTest

@testable import SwiftUI

/// A staircase: each subview 4 points below the one before and 10 points further in.
private struct Staircase: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let width = sizes.enumerated().map { $0.element.width + CGFloat($0.offset) * 10 }.max() ?? 0
        let height = sizes.map(\.height).reduce(0, +) + CGFloat(max(sizes.count - 1, 0)) * 4
        return CGSize(width: width, height: height)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * 10, y: y), proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height + 4
        }
    }
}

/// Centres each subview on a point, through `anchor`.
private struct Centred: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: ProposedViewSize(width: 100, height: 40))
        }
    }
}

final class CustomLayoutTests: XCTestCase {
    private struct Steps: View {
        var body: some View {
            Staircase {
                Color.red.frame(width: 50, height: 20).accessibilityIdentifier("first")
                Color.green.frame(width: 50, height: 20).accessibilityIdentifier("second")
                Color.blue.frame(width: 50, height: 20).accessibilityIdentifier("third")
            }
        }
    }

    func testALayoutSizesItselfAndPlacesItsSubviewsWhereItSays() throws {
        let screen = HeadlessHost(Steps()).screen
        // 70 × 68 (50 + 2 × 10 wide, 3 × 20 + 2 × 4 high), centred in the safe area.
        let left = (393 - 70) / 2.0
        let top = 59 + (759 - 68) / 2.0
        let first = try XCTUnwrap(screen.first(id: "first")?.frame)
        let third = try XCTUnwrap(screen.first(id: "third")?.frame)
        XCTAssertEqual(first.x, left, accuracy: 0.01)
        XCTAssertEqual(first.y, top, accuracy: 0.01)
        XCTAssertEqual(third.x, left + 20, accuracy: 0.01)
        XCTAssertEqual(third.y, top + 48, accuracy: 0.01)
    }

    private struct Badge: View {
        var body: some View {
            Centred {
                Color.orange.accessibilityIdentifier("badge")
            }
            .frame(width: 300, height: 200)
        }
    }

    func testAPlacedSubviewIsSizedForItsProposalAndAnchored() throws {
        let badge = try XCTUnwrap(HeadlessHost(Badge()).screen.first(id: "badge")?.frame)
        // A colour takes the 100 × 40 it is offered; its centre is the frame's.
        XCTAssertEqual(badge.width, 100, accuracy: 0.01)
        XCTAssertEqual(badge.height, 40, accuracy: 0.01)
        XCTAssertEqual(badge.x + 50, 393 / 2, accuracy: 0.01)
        XCTAssertEqual(badge.y + 20, 59 + 759 / 2, accuracy: 0.01)
    }
}
