import LessonProtocol
import XCTest

@testable import SwiftUI

// Expected values follow SwiftUI's documented rules on an iPhone 15/16 (393 points wide, the safe
// area from y = 59, 759 points high, a root view centred in it). ViewThatFits "selects the first
// child whose ideal size on the constrained axes fits within the proposed size"; position(x:y:)
// centres the view at that point in its parent's space and takes all the space offered;
// safeAreaInset places its content along the edge and lays the view out in what is left.

private func frame(_ screen: ScreenNode, _ id: String) throws -> ScreenFrame {
    try XCTUnwrap(screen.first(id: id)?.frame, "no frame for \(id)")
}

final class ViewThatFitsLayoutTests: XCTestCase {
    private struct Choices: View {
        let width: CGFloat
        var body: some View {
            ViewThatFits(in: .horizontal) {
                Color.red.frame(width: 300, height: 20).accessibilityIdentifier("wide")
                Color.blue.frame(width: 150, height: 20).accessibilityIdentifier("narrow")
            }
            .frame(width: width)
        }
    }

    func testTheFirstChoiceThatFitsTheWidthOfferedIsShown() throws {
        let roomy = HeadlessHost(Choices(width: 320)).screen
        XCTAssertNotNil(roomy.first(id: "wide"))
        XCTAssertNil(roomy.first(id: "narrow"))
        let tight = HeadlessHost(Choices(width: 200)).screen
        XCTAssertNil(tight.first(id: "wide"))
        // The 150-point choice is centred in the 200-point frame, itself centred on the screen.
        XCTAssertEqual(try frame(tight, "narrow").x, (393 - 200) / 2 + 25, accuracy: 0.01)
    }

    private struct BesideAFixedView: View {
        let fixed: CGFloat
        var body: some View {
            HStack {
                Color.gray.frame(width: fixed, height: 20)
                ViewThatFits {
                    Color.red.frame(width: 150, height: 20).accessibilityIdentifier("wide")
                    Color.blue.frame(width: 100, height: 20).accessibilityIdentifier("narrow")
                }
            }
        }
    }

    func testInAStackTheChoiceFitsTheShareTheStackOffers() {
        // Beside a 200-point view the stack offers 393 - 200 - 8 = 185 points: the 150-point choice fits.
        XCTAssertNotNil(HeadlessHost(BesideAFixedView(fixed: 200)).screen.first(id: "wide"))
        // Beside 260 points only 125 are left: the 100-point choice is shown.
        let screen = HeadlessHost(BesideAFixedView(fixed: 260)).screen
        XCTAssertNil(screen.first(id: "wide"))
        XCTAssertNotNil(screen.first(id: "narrow"))
    }

    private struct Tall: View {
        var body: some View {
            ViewThatFits(in: .vertical) {
                Color.red.frame(width: 300, height: 80).accessibilityIdentifier("tall")
                Color.blue.frame(width: 300, height: 40).accessibilityIdentifier("short")
            }
            .frame(width: 200, height: 50)
        }
    }

    func testOnlyTheConstrainedAxesCount() {
        // Constrained vertically, 300 points of width do not matter; 80 points of height do.
        let screen = HeadlessHost(Tall()).screen
        XCTAssertNil(screen.first(id: "tall"))
        XCTAssertNotNil(screen.first(id: "short"))
    }
}

final class PositionLayoutTests: XCTestCase {
    private struct Dot: View {
        var body: some View {
            ZStack {
                Color.red.frame(width: 40, height: 40).position(x: 100, y: 50).accessibilityIdentifier("dot")
            }
            .frame(width: 300, height: 200)
        }
    }

    func testAPositionedViewIsCentredAtItsPointInItsParent() throws {
        let dot = try frame(HeadlessHost(Dot()).screen, "dot")
        // The frame is at x = (393 - 300) / 2 = 46.5, y = 59 + (759 - 200) / 2 = 338.5; the dot's
        // centre is 100 and 50 points in.
        XCTAssertEqual(dot.x, 46.5 + 100 - 20, accuracy: 0.01)
        XCTAssertEqual(dot.y, 338.5 + 50 - 20, accuracy: 0.01)
        XCTAssertEqual(dot.width, 40, accuracy: 0.01)
    }

    private struct UnderATitle: View {
        var body: some View {
            VStack {
                Text("Title")
                Color.blue.frame(width: 20, height: 20).position(x: 10, y: 10).accessibilityIdentifier("marker")
            }
        }
    }

    func testAPositionedViewTakesAllTheSpaceItIsOffered() throws {
        let screen = HeadlessHost(UnderATitle()).screen
        // The positioned view takes the rest of the stack's 759 points, so the title is at the top.
        let title = try XCTUnwrap(screen.flattened.first { $0.label == "Title" }?.frame)
        XCTAssertEqual(title.y, 59, accuracy: 0.01)
        let marker = try frame(screen, "marker")
        XCTAssertEqual(marker.x, 0, accuracy: 0.01)
        XCTAssertEqual(marker.y, 59 + 61.0 / 3 + 8, accuracy: 0.01)
    }
}

final class SafeAreaInsetLayoutTests: XCTestCase {
    private struct Page: View {
        var edge: VerticalEdge = .bottom
        var spacing: CGFloat?
        var body: some View {
            VStack {
                Text("Top")
                Spacer()
                Text("Bottom")
            }
            .safeAreaInset(edge: edge, spacing: spacing) {
                Text("Bar").frame(maxWidth: .infinity).padding()
            }
        }
    }

    private func y(_ screen: ScreenNode, _ label: String) throws -> CGFloat {
        try XCTUnwrap(screen.flattened.first { $0.label == label }?.frame).y
    }

    func testABottomInsetSitsAtTheEdgeAndTheViewIsLaidOutAboveIt() throws {
        let screen = HeadlessHost(Page()).screen
        // The bar is a 20⅓-point line padded by 16: 52⅓ high, at the bottom of the safe area.
        let bar: CGFloat = 61.0 / 3 + 32
        XCTAssertEqual(try y(screen, "Bar"), 59 + 759 - bar + 16, accuracy: 0.01)
        // The stack fills the 759 - 52⅓ points above it.
        XCTAssertEqual(try y(screen, "Top"), 59, accuracy: 0.01)
        XCTAssertEqual(try y(screen, "Bottom"), 59 + 759 - bar - 61.0 / 3, accuracy: 0.01)
        XCTAssertEqual(screen.flattened.compactMap { $0.role == .text ? $0.label : nil }, ["Top", "Bottom", "Bar"])
        // Spacing is taken from the view's space too.
        let spaced = HeadlessHost(Page(spacing: 10)).screen
        XCTAssertEqual(try y(spaced, "Bottom"), 59 + 759 - bar - 10 - 61.0 / 3, accuracy: 0.01)
    }

    func testATopInsetComesFirstAndPushesTheViewDown() throws {
        let screen = HeadlessHost(Page(edge: .top)).screen
        let bar: CGFloat = 61.0 / 3 + 32
        XCTAssertEqual(try y(screen, "Bar"), 59 + 16, accuracy: 0.01)
        XCTAssertEqual(try y(screen, "Top"), 59 + bar, accuracy: 0.01)
        XCTAssertEqual(screen.flattened.compactMap { $0.role == .text ? $0.label : nil }, ["Bar", "Top", "Bottom"])
    }

    private struct Strip: View {
        var body: some View {
            ScrollView {
                Color.blue.frame(height: 40).accessibilityIdentifier("strip")
            }
            .safeAreaPadding(.horizontal, 24)
        }
    }

    func testSafeAreaPaddingInsetsTheContent() throws {
        let strip = try frame(HeadlessHost(Strip()).screen, "strip")
        XCTAssertEqual(strip.x, 24, accuracy: 0.01)
        XCTAssertEqual(strip.width, 393 - 48, accuracy: 0.01)
        XCTAssertEqual(strip.y, 59, accuracy: 0.01)
    }
}

final class ArrangedLayoutInContainersTests: XCTestCase {
    private struct Items: View {
        var body: some View {
            NavigationStack {
                List(0..<30, id: \.self) { index in
                    Text("Row \(index)")
                }
                .safeAreaInset(edge: .bottom) {
                    Button("Add") {}
                        .frame(maxWidth: .infinity)
                        .padding()
                }
                .navigationTitle("Items")
            }
        }
    }

    func testAListScrollsItsLastRowAboveABottomInset() throws {
        let host = HeadlessHost(Items())
        // The inset (a 20⅓-point label padded by 16) sits on the home indicator's safe area:
        // 852 - 34 - 52⅓ = 765⅔, its label 16 points lower.
        let bar: CGFloat = 852 - 34 - (61.0 / 3 + 32)
        let add = try XCTUnwrap(host.screen.flattened.first { $0.label == "Add" && $0.role == .button }?.frame)
        XCTAssertEqual(add.y, bar + 16, accuracy: 0.01)
        try host.perform(.scroll(to: .label("Row 29")))
        let last = try XCTUnwrap(host.screen.flattened.first { $0.label == "Row 29" }?.frame)
        XCTAssertLessThanOrEqual(last.y + last.height, bar + 0.01, "the last row is not hidden under the inset")
        XCTAssertGreaterThan(last.y + last.height, bar - 44, "the list scrolls no further than its end")
    }

    private struct Toolbar: View {
        var body: some View {
            NavigationStack {
                Text("Body")
                    .toolbar {
                        ToolbarItem {
                            ViewThatFits {
                                Text("A label far too long to fit beside the title of this bar at all")
                                Text("Short")
                            }
                        }
                    }
            }
        }
    }

    func testAViewThatFitsInABarShowsOneChoice() {
        let labels = HeadlessHost(Toolbar()).screen.labels
        XCTAssertTrue(labels.contains("Short"), "\(labels)")
        XCTAssertFalse(labels.contains("A label far too long to fit beside the title of this bar at all"), "\(labels)")
    }

    private struct TitledFromInside: View {
        var body: some View {
            NavigationStack {
                VStack {
                    Grid {
                        GridRow {
                            Text("A")
                            Text("B").navigationTitle("Table")
                        }
                        GridRow {
                            Color.red.frame(width: 30, height: 30).accessibilityIdentifier("c")
                            Color.blue.frame(width: 30, height: 30).accessibilityIdentifier("d")
                        }
                    }
                    Color.clear.frame(height: 10).navigationBarTitleDisplayMode(.inline)
                        .safeAreaInset(edge: .bottom) { Text("Bar") }
                }
            }
        }
    }

    func testATitleSetInsideAGridCellOrAnInsetViewLeavesTheLayoutWhole() throws {
        let screen = HeadlessHost(TitledFromInside()).screen
        XCTAssertTrue(screen.contains(text: "Table"), "\(screen.labels)")
        XCTAssertTrue(screen.contains(text: "Bar"))
        // The second row's cells are still in two columns.
        XCTAssertGreaterThan(try frame(screen, "d").x, try frame(screen, "c").x + 30)
    }
}
