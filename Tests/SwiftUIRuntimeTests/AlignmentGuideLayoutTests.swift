import LessonProtocol
import XCTest

@testable import SwiftUI

// Expected values follow SwiftUI's alignment rules: a stack lines its children up so that each
// child's value for the stack's guide is on one line (a value a child sets with alignmentGuide,
// else the guide's default: 0 for leading and top, the width for trailing, a custom guide's
// AlignmentID.defaultValue), and is as wide across as the farthest child on each side of that line.
// A root view is centred in the iPhone's safe area (393 × 759 points from y = 59).

extension VerticalAlignment {
    /// Lines a handle up with a name beside it; where no view sets it, a view's bottom.
    fileprivate struct MidNameAndHandle: AlignmentID {
        static func defaultValue(in context: ViewDimensions) -> CGFloat { context[.bottom] }
    }
    fileprivate static let midNameAndHandle = VerticalAlignment(MidNameAndHandle.self)
}

private func frame(_ screen: ScreenNode, _ id: String) throws -> ScreenFrame {
    try XCTUnwrap(screen.first(id: id)?.frame, "no frame for \(id)")
}

final class AlignmentGuideLayoutTests: XCTestCase {
    private struct Indented: View {
        var body: some View {
            VStack(alignment: .leading) {
                Color.red.frame(width: 100, height: 20).accessibilityIdentifier("plain")
                Color.blue.frame(width: 100, height: 20).alignmentGuide(.leading) { _ in -30 }.accessibilityIdentifier("indented")
                Color.green.frame(width: 50, height: 20).alignmentGuide(.leading) { d in d[.trailing] }.accessibilityIdentifier("hanging")
            }
        }
    }

    func testAGuideAChildSetsMovesItAlongTheStacksLine() throws {
        let screen = HeadlessHost(Indented()).screen
        // Leading values 0, -30 and 50: the line is 50 points in, the farthest child past it
        // reaches 130 (100 + 30): the stack is 180 wide, centred at x = (393 - 180) / 2 = 106.5.
        XCTAssertEqual(try frame(screen, "plain").x, 106.5 + 50, accuracy: 0.01)
        XCTAssertEqual(try frame(screen, "indented").x, 106.5 + 80, accuracy: 0.01)
        XCTAssertEqual(try frame(screen, "hanging").x, 106.5, accuracy: 0.01)
    }

    private struct Profile: View {
        var body: some View {
            HStack(alignment: .midNameAndHandle) {
                VStack {
                    Color.red.frame(width: 40, height: 30)
                        .alignmentGuide(.midNameAndHandle) { d in d[VerticalAlignment.center] }
                        .accessibilityIdentifier("handle")
                    Color.gray.frame(width: 40, height: 60).accessibilityIdentifier("avatar")
                }
                VStack(alignment: .leading) {
                    Color.blue.frame(width: 80, height: 20).accessibilityIdentifier("caption")
                    Color.green.frame(width: 80, height: 40)
                        .alignmentGuide(.midNameAndHandle) { d in d[VerticalAlignment.center] }
                        .accessibilityIdentifier("name")
                }
            }
        }
    }

    func testACustomGuideSetInsideNestedStacksLinesThoseViewsUp() throws {
        let screen = HeadlessHost(Profile()).screen
        // The left stack's guide is its handle's centre, 15 points down; the right stack's is its
        // name's centre, 20 + 8 + 20 = 48 down. On one line, the row reaches 48 above it and
        // 98 - 15 = 83 below: 131 high, at y = 59 + (759 - 131) / 2 = 373; the left stack is 33 down.
        XCTAssertEqual(try frame(screen, "handle").y, 373 + 33, accuracy: 0.01)
        XCTAssertEqual(try frame(screen, "avatar").y, 373 + 33 + 38, accuracy: 0.01)
        XCTAssertEqual(try frame(screen, "caption").y, 373, accuracy: 0.01)
        XCTAssertEqual(try frame(screen, "name").y, 373 + 28, accuracy: 0.01)
        // Both centres are on the line.
        XCTAssertEqual(try frame(screen, "handle").y + 15, try frame(screen, "name").y + 20, accuracy: 0.01)
    }

    private struct Defaults: View {
        var body: some View {
            HStack(alignment: .midNameAndHandle) {
                Color.red.frame(width: 20, height: 20).accessibilityIdentifier("short")
                Color.blue.frame(width: 20, height: 40).accessibilityIdentifier("tall")
            }
        }
    }

    func testACustomGuideNoViewSetsFallsBackToItsDefaultValue() throws {
        let screen = HeadlessHost(Defaults()).screen
        // The default is each view's bottom: the row is 40 high at y = 59 + (759 - 40) / 2 = 418.5.
        XCTAssertEqual(try frame(screen, "tall").y, 418.5, accuracy: 0.01)
        XCTAssertEqual(try frame(screen, "short").y, 418.5 + 20, accuracy: 0.01)
    }

    private struct Badge: View {
        var body: some View {
            ZStack(alignment: .topLeading) {
                Color.gray.frame(width: 100, height: 100).accessibilityIdentifier("card")
                Color.red.frame(width: 20, height: 20)
                    .alignmentGuide(.leading) { _ in -30 }
                    .alignmentGuide(.top) { _ in -10 }
                    .accessibilityIdentifier("badge")
            }
        }
    }

    func testAZStackLinesItsLayersUpOnTheGuidesTheySet() throws {
        let screen = HeadlessHost(Badge()).screen
        // The card is centred: x = 146.5, y = 59 + (759 - 100) / 2 = 388.5; the badge's guides put
        // it 30 points in and 10 down from the card's top leading corner.
        XCTAssertEqual(try frame(screen, "card").x, 146.5, accuracy: 0.01)
        XCTAssertEqual(try frame(screen, "badge").x, 146.5 + 30, accuracy: 0.01)
        XCTAssertEqual(try frame(screen, "badge").y, 388.5 + 10, accuracy: 0.01)
    }

    private struct Avatar: View {
        var body: some View {
            Color.gray.frame(width: 100, height: 100)
                .accessibilityIdentifier("avatar")
                .overlay(alignment: .topTrailing) {
                    Text("3")
                        .frame(width: 20, height: 20)
                        .alignmentGuide(.top) { d in d[VerticalAlignment.center] }
                        .alignmentGuide(.trailing) { d in d[HorizontalAlignment.center] }
                        .accessibilityIdentifier("badge")
                }
        }
    }

    func testAnOverlaysGuidesPutItsCentreOnTheViewsCorner() throws {
        let screen = HeadlessHost(Avatar()).screen
        let avatar = try frame(screen, "avatar")
        // The overlay's top and trailing guides are its centre: its centre is on the top trailing
        // corner (the text is centred in its 20-point frame).
        let badge = try frame(screen, "badge")
        XCTAssertEqual(badge.x + badge.width / 2, avatar.x + 100, accuracy: 0.01)
        XCTAssertEqual(badge.y + badge.height / 2, avatar.y, accuracy: 0.01)
    }

    private struct Indent: View {
        var body: some View {
            Color.blue.frame(width: 50, height: 20)
                .alignmentGuide(.leading) { _ in -24 }
                .frame(maxWidth: .infinity, alignment: .leading)
                .accessibilityIdentifier("indented")
        }
    }

    func testAFramesAlignmentPutsTheViewsGuideOnItsOwn() throws {
        // The frame takes the screen's width; the view's leading guide, 24 points before its
        // leading edge, is on the frame's leading edge.
        XCTAssertEqual(try frame(HeadlessHost(Indent()).screen, "indented").x, 24, accuracy: 0.01)
    }
}
