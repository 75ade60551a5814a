import LessonProtocol
import XCTest

@testable import SwiftUI

private struct PhotoGrid: View {
    let photos = (1...7).map { "Photo \($0)" }
    var body: some View {
        ScrollView {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                ForEach(photos, id: \.self) { Text($0) }
            }
            .accessibilityIdentifier("adaptive")
            LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible()), GridItem(.fixed(80))]) {
                Text("A")
                Text("B")
                Text("C")
            }
            .accessibilityIdentifier("three")
            Grid {
                GridRow {
                    Text("Name")
                    Text("Score")
                }
                GridRow {
                    Text("Ana")
                    Text("12")
                }
                Divider()
            }
            .accessibilityIdentifier("table")
            GeometryReader { proxy in
                Text("Width \(Int(proxy.size.width))")
            }
            ViewThatFits {
                HStack { Text("Wide layout") }
                VStack { Text("Narrow layout") }
            }
            GroupBox("Summary") {
                Text("3 items")
            }
            LazyVStack(pinnedViews: [.sectionHeaders]) { Text("Pinned") }
        }
    }
}

final class LayoutTests: XCTestCase {
    func testGridsCountTheirColumnsOnAnIPhoneWideCanvas() throws {
        let screen = HeadlessHost(PhotoGrid()).screen
        // 361 points of content width fit three 100-point adaptive columns with 8-point spacing.
        XCTAssertEqual(screen.first(id: "adaptive")?.style.columns, 3)
        XCTAssertEqual(screen.first(id: "adaptive")?.children.count, 7)
        XCTAssertEqual(screen.first(id: "three")?.style.columns, 3)
        let table = try XCTUnwrap(screen.first(id: "table"))
        XCTAssertEqual(table.style.columns, 2)
        XCTAssertEqual(table.children.compactMap(\.label), ["Name", "Score", "Ana", "12"])
    }

    func testGeometryReaderViewThatFitsGroupBox() {
        let screen = HeadlessHost(PhotoGrid()).screen
        XCTAssertTrue(screen.contains(text: "Width 393"))
        XCTAssertTrue(screen.contains(text: "Wide layout"))
        XCTAssertFalse(screen.contains(text: "Narrow layout"), "only the chosen view is on screen")
        XCTAssertEqual(screen.flattened.first { $0.style.kind == .groupBox }?.label, "Summary")
        XCTAssertTrue(screen.contains(text: "3 items"))
        XCTAssertTrue(screen.contains(text: "Pinned"))
    }
}

final class ViewThatFitsTests: XCTestCase {
    private struct Actions: View {
        let long: Bool
        var body: some View {
            ViewThatFits {
                HStack {
                    Button(long ? "Download the complete offline edition" : "Download") {}
                    Button(long ? "Share with everyone in your family" : "Share") {}
                }
                VStack {
                    Text("Stacked")
                }
            }
        }
    }

    func testTheFirstChoiceThatFitsAnIPhoneWidthIsShown() {
        XCTAssertTrue(HeadlessHost(Actions(long: false)).screen.contains(text: "Download"))
        let long = HeadlessHost(Actions(long: true)).screen
        XCTAssertTrue(long.contains(text: "Stacked"), "two long buttons side by side do not fit 361 points")
        XCTAssertFalse(long.contains(text: "Share with everyone in your family"))
    }
}
