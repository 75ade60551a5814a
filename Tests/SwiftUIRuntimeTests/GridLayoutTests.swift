import LessonProtocol
import XCTest

@testable import SwiftUI

// Expected values follow SwiftUI's documented grid rules on an iPhone 15/16 (393 points wide, the
// safe area from y = 59, 759 points high). GridItem.Size: "fixed" is its size; "flexible" is the
// grid's width with spacing and inflexible items removed, divided by the number of flexible items,
// clamped to its bounds; "adaptive" places as many items of its minimum size as fit in the space
// of one flexible item, then lets them grow. Columns and rows are 8 points apart unless told.

private func frame(_ screen: ScreenNode, _ id: String) throws -> ScreenFrame {
    try XCTUnwrap(screen.first(id: id)?.frame, "no frame for \(id)")
}

final class LazyGridLayoutTests: XCTestCase {
    /// A mission list as course apps write it: adaptive columns of at least 150 points in a
    /// scroll view padded on its sides.
    private struct Missions: View {
        let columns = [GridItem(.adaptive(minimum: 150))]
        var body: some View {
            ScrollView {
                LazyVGrid(columns: columns) {
                    ForEach(0..<6) { index in
                        VStack {
                            Color.blue.frame(width: 100, height: 100).accessibilityIdentifier("badge \(index)")
                            Text("Mission \(index)")
                        }
                    }
                }
                .padding(.horizontal)
            }
        }
    }

    func testAdaptiveColumnsFitAsManyOfTheirMinimumAsTheWidthAllows() throws {
        let screen = HeadlessHost(Missions()).screen
        // 393 - 2 × 16 = 361 points; floor((361 + 8) / (150 + 8)) = 2 columns,
        // each (361 - 8) / 2 = 176.5 wide, at x = 16 and 16 + 176.5 + 8 = 200.5.
        let width: CGFloat = (361 - 8) / 2
        // A cell (100 points of badge, 8, a 20⅓-point line) is 128⅓ high; rows are 8 apart.
        let row = 100 + 8 + 61.0 / 3 + 8
        for index in 0..<6 {
            let badge = try frame(screen, "badge \(index)")
            let column = CGFloat(index % 2)
            XCTAssertEqual(badge.x, 16 + column * (width + 8) + (width - 100) / 2, accuracy: 0.01, "badge \(index)")
            XCTAssertEqual(badge.y, 59 + CGFloat(index / 2) * row, accuracy: 0.01, "badge \(index)")
        }
        let caption = try XCTUnwrap(screen.flattened.first { $0.label == "Mission 3" }?.frame)
        XCTAssertEqual(caption.x + caption.width / 2, 200.5 + width / 2, accuracy: 0.01)
        XCTAssertEqual(caption.y, 59 + row + 108, accuracy: 0.01)
        // The drawing shows as many columns as the layout found.
        XCTAssertEqual(screen.flattened.first { $0.style.kind == .grid }?.style.columns, 2)
    }

    private struct Mixed: View {
        let columns = [
            GridItem(.fixed(100), spacing: 4, alignment: .leading),
            GridItem(.flexible()),
            GridItem(.flexible(maximum: 80)),
        ]
        var body: some View {
            ScrollView {
                LazyVGrid(columns: columns, spacing: 20) {
                    ForEach(0..<6) { index in
                        Color.orange.frame(width: index % 3 == 0 ? 60 : nil, height: 50).accessibilityIdentifier("cell \(index)")
                    }
                }
            }
        }
    }

    func testFixedColumnsKeepTheirWidthAndFlexibleOnesShareTheRestWithinTheirBounds() throws {
        let screen = HeadlessHost(Mixed()).screen
        // 393 - 4 - 8 (spacing after the first two items) - 100 (fixed) = 281 for two flexible
        // items: the first takes 281 / 2 = 140.5, the second its share of what is left, 140.5,
        // clamped to 80. The columns take 100 + 4 + 140.5 + 8 + 80 = 332.5 points, centred: x = 30.25.
        let left: CGFloat = (393 - 332.5) / 2
        let first = try frame(screen, "cell 0")
        // A 60-point view sits at its fixed column's leading edge.
        XCTAssertEqual(first.x, left, accuracy: 0.01)
        XCTAssertEqual(first.width, 60, accuracy: 0.01)
        let second = try frame(screen, "cell 1")
        XCTAssertEqual(second.x, left + 104, accuracy: 0.01)
        XCTAssertEqual(second.width, 140.5, accuracy: 0.01)
        let third = try frame(screen, "cell 2")
        XCTAssertEqual(third.x, left + 104 + 148.5, accuracy: 0.01)
        XCTAssertEqual(third.width, 80, accuracy: 0.01)
        // The grid's spacing is between its rows.
        XCTAssertEqual(try frame(screen, "cell 4").y, 59 + 50 + 20, accuracy: 0.01)
    }

    private struct Shelf: View {
        var body: some View {
            ScrollView(.horizontal) {
                LazyHGrid(rows: [GridItem(.fixed(60)), GridItem(.fixed(60))], spacing: 12) {
                    ForEach(0..<4) { index in
                        Color.red.frame(width: 80, height: 40).accessibilityIdentifier("tile \(index)")
                    }
                }
            }
            .frame(height: 200)
        }
    }

    func testAHorizontalGridFillsItsRowsColumnByColumn() throws {
        let screen = HeadlessHost(Shelf()).screen
        // The 200-point scroll view is centred in the safe area: y = 59 + (759 - 200) / 2 = 338.5.
        // Its grid (two 60-point rows, 8 apart: 128 high) is centred across it: 36 points down.
        let top: CGFloat = 338.5 + 36
        // Each 40-point tile is centred in its 60-point row; columns are 80 wide and 12 apart.
        XCTAssertEqual(try frame(screen, "tile 0").y, top + 10, accuracy: 0.01)
        XCTAssertEqual(try frame(screen, "tile 0").x, 0, accuracy: 0.01)
        XCTAssertEqual(try frame(screen, "tile 1").y, top + 68 + 10, accuracy: 0.01)
        XCTAssertEqual(try frame(screen, "tile 2").x, 92, accuracy: 0.01)
        XCTAssertEqual(try frame(screen, "tile 3").y, top + 68 + 10, accuracy: 0.01)
    }

    private struct MeasuredCells: View {
        var body: some View {
            ScrollView {
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 150))]) {
                    ForEach(0..<2) { index in
                        GeometryReader { proxy in
                            Text("Cell \(index) at \(Int(proxy.frame(in: .global).minX)), \(Int(proxy.size.width)) wide")
                        }
                        .frame(height: 60)
                    }
                }
                .padding(.horizontal)
            }
        }
    }

    func testAReaderInAGridCellReadsItsCellsFrame() {
        let screen = HeadlessHost(MeasuredCells()).screen
        // Columns of 176.5 points at x = 16 and 200.5.
        XCTAssertTrue(screen.contains(text: "Cell 0 at 16, 176 wide"), "\(screen.labels)")
        XCTAssertTrue(screen.contains(text: "Cell 1 at 200, 176 wide"), "\(screen.labels)")
    }

    private struct Pantry: View {
        let columns = [GridItem(.flexible()), GridItem(.flexible())]
        var body: some View {
            ScrollView {
                LazyVGrid(columns: columns) {
                    Section("Fruit") {
                        ForEach(["Apple", "Pear", "Plum"], id: \.self) { name in
                            Color.green.frame(height: 40).accessibilityIdentifier(name)
                        }
                    }
                    Section("Greens") {
                        Color.mint.frame(height: 40).accessibilityIdentifier("Leek")
                    }
                }
            }
        }
    }

    func testASectionsHeaderTakesALineAcrossTheGridAndItsCellsStartANewRow() throws {
        let screen = HeadlessHost(Pantry()).screen
        // Two flexible columns of (393 - 8) / 2 = 192.5. The header is a 20⅓-point line at the
        // top; rows of 40 follow, 8 apart; the second section's header follows the third cell's row.
        let line: CGFloat = 61.0 / 3
        XCTAssertEqual(try frame(screen, "Apple").y, 59 + line + 8, accuracy: 0.01)
        XCTAssertEqual(try frame(screen, "Pear").x, 192.5 + 8, accuracy: 0.01)
        XCTAssertEqual(try frame(screen, "Plum").y, 59 + line + 8 + 48, accuracy: 0.01)
        let greens = try XCTUnwrap(screen.flattened.first { $0.role == .section && $0.label == "Greens" }?.frame)
        XCTAssertEqual(greens.y, 59 + line + 8 + 96, accuracy: 0.01)
        let leek = try frame(screen, "Leek")
        XCTAssertEqual(leek.x, 0, accuracy: 0.01)
        XCTAssertEqual(leek.y, greens.y + line + 8, accuracy: 0.01)
    }

    func testTrackWidthsFollowTheDocumentedRules() {
        // Three adaptive columns of at least 100 fit 361 points: floor(369 / 108) = 3, each (361 - 16) / 3 = 115.
        XCTAssertEqual(_lazyGridTracks([GridItem(.adaptive(minimum: 100))], available: 361).map(\.length), [115, 115, 115])
        // An adaptive item grows no further than its maximum.
        XCTAssertEqual(
            _lazyGridTracks([GridItem(.adaptive(minimum: 100, maximum: 110))], available: 361).map(\.length), [110, 110, 110])
        // Narrower than its minimum, an adaptive item still makes one column of its minimum.
        XCTAssertEqual(_lazyGridTracks([GridItem(.adaptive(minimum: 200))], available: 150).map(\.length), [200])
        // Two flexible items and a fixed one with 10 points of spacing: (300 - 20 - 60) / 2 = 110 each.
        let items = [GridItem(.flexible(), spacing: 10), GridItem(.fixed(60), spacing: 10), GridItem(.flexible())]
        XCTAssertEqual(_lazyGridTracks(items, available: 300).map(\.length), [110, 60, 110])
    }
}

final class GridLayoutTests: XCTestCase {
    private let divider: CGFloat = 1.0 / 3
    /// Rows of 30, the divider's ⅓, 50 and 10, with 8 points between each.
    private var gridHeight: CGFloat { 30 + divider + 50 + 10 + 3 * 8 }

    private struct Scores: View {
        var leadingFirstColumn = false
        var body: some View {
            Grid {
                GridRow {
                    Color.red.frame(width: 120, height: 30).accessibilityIdentifier("a")
                        .gridColumnAlignment(leadingFirstColumn ? .leading : .center)
                    Color.blue.frame(width: 40, height: 30).accessibilityIdentifier("b")
                }
                Divider()
                GridRow(alignment: leadingFirstColumn ? .top : nil) {
                    Color.green.frame(width: 60, height: 50).accessibilityIdentifier("c")
                    Color.gray.frame(width: 90, height: 20).accessibilityIdentifier("d")
                }
                GridRow {
                    Color.pink.frame(width: 200, height: 10).accessibilityIdentifier("e").gridCellColumns(2)
                }
            }
        }
    }

    func testColumnsAreAsWideAsTheirWidestCellAndRowsAsTallAsTheirTallest() throws {
        let screen = HeadlessHost(Scores()).screen
        // Columns: 120 (a) and 90 (d), 8 apart: 218 wide, centred: x = (393 - 218) / 2 = 87.5.
        // Rows: 30, the divider's ⅓, 50 and 10, 8 apart: 114⅓ high, centred in the safe area.
        let left: CGFloat = 87.5
        let top: CGFloat = 59 + (759 - gridHeight) / 2
        XCTAssertEqual(try frame(screen, "a").x, left, accuracy: 0.01)
        XCTAssertEqual(try frame(screen, "a").y, top, accuracy: 0.01)
        // Cells are centred in their slots: b in the second column (from 87.5 + 128 = 215.5).
        XCTAssertEqual(try frame(screen, "b").x, 215.5 + 25, accuracy: 0.01)
        let rowTwo: CGFloat = top + 46 + divider
        XCTAssertEqual(try frame(screen, "c").x, left + 30, accuracy: 0.01)
        XCTAssertEqual(try frame(screen, "c").y, rowTwo, accuracy: 0.01)
        XCTAssertEqual(try frame(screen, "d").x, 215.5, accuracy: 0.01)
        XCTAssertEqual(try frame(screen, "d").y, rowTwo + 15, accuracy: 0.01)
        // A cell spanning both columns is centred across all 218 points.
        XCTAssertEqual(try frame(screen, "e").x, left + 9, accuracy: 0.01)
        XCTAssertEqual(try frame(screen, "e").y, rowTwo + 50 + 8, accuracy: 0.01)
    }

    private struct Ruled: View {
        var unsized: Bool
        var body: some View {
            Grid {
                GridRow {
                    Color.red.frame(width: 120, height: 30).accessibilityIdentifier("title")
                }
                GridRow {
                    Color.gray.frame(height: 4).gridCellUnsizedAxes(unsized ? .horizontal : []).accessibilityIdentifier("rule")
                }
            }
        }
    }

    func testAnUnsizedCellTakesItsColumnsWidthInsteadOfWideningIt() throws {
        // A colour asks for all the width offered: alone it widens its column to the screen's 393.
        XCTAssertEqual(try frame(HeadlessHost(Ruled(unsized: false)).screen, "rule").width, 393, accuracy: 0.01)
        // Unsized across, it takes the 120 points the other cell gives the column, centred.
        let rule = try frame(HeadlessHost(Ruled(unsized: true)).screen, "rule")
        XCTAssertEqual(rule.width, 120, accuracy: 0.01)
        XCTAssertEqual(rule.x, (393 - 120) / 2, accuracy: 0.01)
    }

    func testAColumnsAlignmentAndARowsAlignmentPlaceTheirCells() throws {
        let screen = HeadlessHost(Scores(leadingFirstColumn: true)).screen
        let top: CGFloat = 59 + (759 - gridHeight) / 2
        let rowTwo: CGFloat = top + 46 + divider
        // gridColumnAlignment(.leading) on a cell aligns its whole column.
        XCTAssertEqual(try frame(screen, "c").x, 87.5, accuracy: 0.01)
        // GridRow(alignment: .top) puts the shorter cell at the row's top.
        XCTAssertEqual(try frame(screen, "d").y, rowTwo, accuracy: 0.01)
    }
}
