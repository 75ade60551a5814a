import LessonProtocol
import XCTest

@testable import SwiftUI

// Expected values come from the rules a device lays out by on an iPhone 15/16 (393 × 852 points,
// 59 points of safe area above for the status bar and Dynamic Island, 34 below for the home
// indicator): a body text line is 20⅓ points high (SF Pro 17 pt), a large title 40⅔; stacks put
// 8 points between views; a root view is centred in the safe area; a scroll view's content starts
// at its top; a navigation bar with a large title is 96 points high, inline 44; an inset-grouped
// list's rows are at least 44 points high, 16 points in from the screen's edges, 35 points below
// the bar.

private func frame(_ screen: ScreenNode, _ label: String) -> ScreenFrame? {
    screen.flattened.first { $0.label == label }?.frame
}

final class PointLayoutStackTests: XCTestCase {
    private struct FiveTexts: View {
        var body: some View {
            VStack {
                ForEach(1..<6) { Text("Line \($0)") }
            }
        }
    }

    func testAStackOfTextsIsCentredInTheSafeAreaWithEightPointsBetweenLines() throws {
        let screen = HeadlessHost(FiveTexts()).screen
        // 5 lines of 20⅓ and 4 gaps of 8: 133⅔ high, centred in 759 points from y = 59.
        let top = 59 + (759 - (5 * (61.0 / 3) + 32)) / 2
        let fifth = try XCTUnwrap(frame(screen, "Line 5"))
        XCTAssertEqual(fifth.y, top + 4 * (61.0 / 3 + 8), accuracy: 0.5)
        XCTAssertEqual(fifth.height, 61.0 / 3, accuracy: 0.01)
        XCTAssertEqual(try XCTUnwrap(frame(screen, "Line 1")).y, top, accuracy: 0.5)
    }

    private struct Padded: View {
        var body: some View {
            VStack(spacing: 0) {
                Color.red.padding().frame(width: 200, height: 50).accessibilityIdentifier("inner")
                Color.blue.frame(width: 200, height: 50).padding().accessibilityIdentifier("outer")
                Text("Caption").padding().accessibilityIdentifier("text")
            }
        }
    }

    func testPaddingAndFrameWrapTheViewInTheOrderTheyAreWritten() throws {
        let screen = HeadlessHost(Padded()).screen
        // Padded inside a 200 × 50 frame, the colour has 168 × 18 left.
        let inner = try XCTUnwrap(screen.first(id: "inner")?.frame)
        XCTAssertEqual(inner.width, 168, accuracy: 0.01)
        XCTAssertEqual(inner.height, 18, accuracy: 0.01)
        XCTAssertEqual(inner.x, (393 - 200) / 2 + 16, accuracy: 0.01)
        // Framed, then padded: the colour is 200 × 50 and its padding makes the row 232 wide.
        let outer = try XCTUnwrap(screen.first(id: "outer")?.frame)
        XCTAssertEqual(outer.width, 200, accuracy: 0.01)
        XCTAssertEqual(outer.x, (393 - 232) / 2 + 16, accuracy: 0.01)
        XCTAssertEqual(outer.y - inner.y, 50, accuracy: 0.01)
        // A padded text's own frame is the text's: 16 points below the top of its padding.
        let text = try XCTUnwrap(screen.first(id: "text")?.frame)
        XCTAssertEqual(text.y - (outer.y + 50 + 16), 16, accuracy: 0.01)
    }

    private struct Toolbarish: View {
        var body: some View {
            HStack {
                Text("Left")
                Spacer()
                Text("Right")
            }
        }
    }

    func testASpacerPushesAnHStacksTextsToTheScreensEdges() throws {
        let screen = HeadlessHost(Toolbarish()).screen
        XCTAssertEqual(try XCTUnwrap(frame(screen, "Left")).x, 0, accuracy: 0.01)
        let right = try XCTUnwrap(frame(screen, "Right"))
        XCTAssertEqual(right.x + right.width, 393, accuracy: 0.01)
    }

    private struct Aligned: View {
        var body: some View {
            VStack(alignment: .leading) {
                Text("Short")
                Text("A much longer line of text")
            }
            .frame(maxWidth: .infinity, alignment: .trailing)
        }
    }

    func testAFlexibleFrameTakesTheWidthAndAlignsItsContent() throws {
        let screen = HeadlessHost(Aligned()).screen
        let short = try XCTUnwrap(frame(screen, "Short"))
        let long = try XCTUnwrap(frame(screen, "A much longer line of text"))
        // The stack sits at the trailing edge; inside it, the lines share their leading edge.
        XCTAssertEqual(long.x + long.width, 393, accuracy: 0.01)
        XCTAssertEqual(short.x, long.x, accuracy: 0.01)
    }
}

final class PointLayoutGeometryTests: XCTestCase {
    private struct Rows: View {
        var body: some View {
            ScrollView {
                ForEach(0..<20) { index in
                    GeometryReader { proxy in
                        Text("Row \(index) at \(Int(proxy.frame(in: .global).minY))")
                    }
                    .frame(height: 40)
                }
            }
        }
    }

    func testAReaderInAScrollViewReadsItsGlobalPositionAndFollowsTheScroll() throws {
        let host = HeadlessHost(Rows())
        // Rows of 40 with 8 between them, from the top of the safe area.
        XCTAssertTrue(host.screen.contains(text: "Row 0 at 59"))
        XCTAssertTrue(host.screen.contains(text: "Row 4 at 251"), "\(host.screen.labels.prefix(6))")
        try host.perform(.scroll(to: .label("Row 19 at *")))
        // Row 19's text (20⅓ high, at the top of its reader at 59 + 19 × 48 = 971) is brought just
        // into sight: its bottom at the scroll view's, 818, so the content moved 173⅓ points.
        XCTAssertTrue(host.screen.contains(text: "Row 19 at 797"), "\(host.screen.labels.suffix(3))")
        XCTAssertTrue(host.screen.contains(text: "Row 0 at -114"), "\(host.screen.labels.prefix(2))")
    }

    private struct Carousel: View {
        var body: some View {
            ScrollView(.horizontal) {
                HStack(spacing: 0) {
                    ForEach(1..<10) { number in
                        Text("Card \(number)")
                            .frame(width: 200, height: 200)
                            .visualEffect { content, proxy in
                                content.opacity(proxy.frame(in: .global).minX < 300 ? 1 : 0.5)
                            }
                    }
                }
            }
        }
    }

    func testAVisualEffectSeesWhereItsViewSitsInAHorizontalScrollView() throws {
        let host = HeadlessHost(Carousel())
        XCTAssertEqual(host.screen.first("Card 2")?.style.opacity ?? 1, 1)
        XCTAssertEqual(host.screen.first("Card 3")?.style.opacity, 0.5)
        let card = try XCTUnwrap(host.screen.first("Card 1")?.frame)
        // The row of cards is centred across the scroll view, (759 − 200) / 2 below its top, and
        // each text is centred in its 200-point card.
        let lineHeight: Double = 61.0 / 3
        XCTAssertEqual(card.y, 59 + (759 - 200) / 2 + (200 - lineHeight) / 2, accuracy: 0.01)
        try host.perform(.scroll(to: .label("Card 6")))
        // Card 6's text (centred in 1000…1200) is brought just into sight: it ends at the screen's edge.
        let six = try XCTUnwrap(host.screen.first("Card 6")?.frame)
        XCTAssertEqual(six.x + six.width, 393, accuracy: 0.01)
        XCTAssertEqual(host.screen.first("Card 6")?.style.opacity ?? 1, 1)
        XCTAssertEqual(host.screen.first("Card 7")?.style.opacity, 0.5)
    }

    private struct Named: View {
        var body: some View {
            VStack {
                Text("Top")
                GeometryReader { proxy in
                    Text("In box \(Int(proxy.frame(in: .named("box")).minY))")
                }
                .frame(height: 50)
            }
            .coordinateSpace(name: "box")
        }
    }

    func testAFrameInANamedSpaceIsMeasuredFromTheViewThatNamesIt() {
        let screen = HeadlessHost(Named()).screen
        // Below a 20⅓-point line and 8 points of spacing.
        XCTAssertTrue(screen.contains(text: "In box 28"), "\(screen.labels)")
    }

    private struct Measured: View {
        @State private var width: CGFloat = 0
        var body: some View {
            VStack {
                Text("Width \(Int(width))")
                Color.red.frame(width: 120, height: 10)
                    .onGeometryChange(for: CGFloat.self) {
                        $0.size.width
                    } action: {
                        width = $0
                    }
            }
        }
    }

    func testOnGeometryChangeReadsTheSizeTheLayoutGave() {
        XCTAssertTrue(HeadlessHost(Measured()).screen.contains(text: "Width 120"))
    }
}

final class PointLayoutBarsAndListsTests: XCTestCase {
    private struct Items: View {
        var body: some View {
            NavigationStack {
                List(0..<20, id: \.self) { Text("Item \($0)") }
                    .navigationTitle("Items")
            }
        }
    }

    func testListRowsSitBelowALargeTitleBarFortyFourPointsApart() throws {
        let screen = HeadlessHost(Items()).screen
        let bar = try XCTUnwrap(screen.flattened.first { $0.role == .navigationBar }?.frame)
        XCTAssertEqual(bar.y, 59)
        XCTAssertEqual(bar.height, 96)
        let first = try XCTUnwrap(frame(screen, "Item 0"))
        let fifth = try XCTUnwrap(frame(screen, "Item 4"))
        XCTAssertEqual(fifth.y - first.y, 4 * 44, accuracy: 0.01)
        // The first row's 44 points start 35 below the bar; its line is centred in them.
        let line: Double = 61.0 / 3
        let rowTop: Double = 155 + 35
        XCTAssertEqual(first.y, rowTop + (44 - line) / 2, accuracy: 0.5)
        // Rows are 16 points in from the screen's edge, their content 20 more.
        XCTAssertEqual(first.x, 36, accuracy: 0.01)
    }

    func testScrollingToARowBeneathTheScreenBringsItJustIntoSight() throws {
        let host = HeadlessHost(Items())
        let list = try XCTUnwrap(host.screen.flattened.first { $0.role == .list }?.frame)
        try host.perform(.scroll(to: .label("Item 19")))
        let row = try XCTUnwrap(frame(host.screen, "Item 19"))
        XCTAssertLessThanOrEqual(row.y + row.height, list.y + list.height + 0.01)
        XCTAssertGreaterThan(row.y, list.y)
    }
}
