import LessonProtocol
import XCTest

@testable import SwiftUI

// `onScrollGeometryChange(for:of:action:)` (iOS 18): the action runs with the old and new value
// whenever scrolling or layout changes the transformed geometry — not for the first layout.

private struct Feed: View {
    @State private var offset: CGFloat = 0
    @State private var changes = 0
    var body: some View {
        VStack {
            Text("Offset \(Int(offset.rounded())), changes \(changes)")
            ScrollView {
                VStack {
                    ForEach(1...40, id: \.self) { Text("Row \($0)") }
                }
            }
            .onScrollGeometryChange(for: CGFloat.self) { geometry in
                geometry.contentOffset.y
            } action: { _, new in
                offset = new
                changes += 1
            }
        }
    }
}

private struct Measured: View {
    @State private var fits = "unknown"
    var body: some View {
        List(1...3, id: \.self) { Text("Item \($0)") }
            .onScrollGeometryChange(for: Bool.self) {
                $0.contentSize.height <= $0.containerSize.height
            } action: { _, new in
                fits = new ? "fits" : "scrolls"
            }
            .overlay(alignment: .bottom) { Text("Content \(fits)") }
    }
}

final class ScrollGeometryChangeTests: XCTestCase {
    func testScrollingReportsTheNewContentOffset() throws {
        let host = HeadlessHost(Feed())
        XCTAssertTrue(host.screen.contains(text: "Offset 0, changes 0"), "the first layout runs no action: \(host.screen.labels.prefix(2))")
        let before = try XCTUnwrap(host.screen.first("Row 30")?.frame).y
        try host.perform(.scroll(to: .label("Row 30")))
        let after = try XCTUnwrap(host.screen.first("Row 30")?.frame).y
        XCTAssertGreaterThan(before - after, 0)
        XCTAssertTrue(
            host.screen.contains(text: "Offset \(Int((before - after).rounded())), changes 1"),
            "the offset the content moved by: \(host.screen.labels.prefix(1))")
    }

    func testAnUnchangedValueRunsNoAction() {
        // Three rows fit on the phone, and stay fitting: the value never changes.
        XCTAssertTrue(HeadlessHost(Measured()).screen.contains(text: "Content unknown"))
    }
}
