import LessonProtocol
import XCTest

@testable import SwiftUI

/// A long list in a scroll view with buttons that jump through a reader's proxy; the scroll
/// position binding reads the row the scroll view rests on.
private struct JumpingList: View {
    @State private var position: Int?

    var body: some View {
        ScrollViewReader { proxy in
            VStack {
                Text("Resting on \(position.map(String.init) ?? "nothing")")
                Button("Jump to 40") { proxy.scrollTo(40, anchor: .top) }
                ScrollView {
                    LazyVStack {
                        ForEach(0..<50) { index in
                            Text("Row \(index)")
                        }
                    }
                    .scrollTargetLayout()
                }
                .scrollTargetBehavior(.viewAligned)
                .scrollPosition(id: $position)
            }
        }
    }
}

/// A horizontal gallery of pages, as courses write a carousel.
private struct Gallery: View {
    var body: some View {
        ScrollView(.horizontal, showsIndicators: false) {
            HStack(spacing: 0) {
                ForEach(1..<6) { number in
                    Text("Page \(number)")
                        .containerRelativeFrame(.horizontal)
                        .visualEffect { content, proxy in
                            content.rotationEffect(.degrees(proxy.frame(in: .global).minX / 10)).opacity(0.5)
                        }
                        .id(number)
                }
            }
            .scrollTargetLayout()
        }
        .scrollTargetBehavior(.paging)
        .defaultScrollAnchor(.leading)
    }
}

final class ScrollingTests: XCTestCase {
    func testAProxyScrollsAndTheScrollPositionReadsTheRowItRestsOn() {
        let host = HeadlessHost(JumpingList())
        // Before any scrolling the binding is still nil, as a device leaves it.
        XCTAssertTrue(host.screen.contains(text: "Resting on nothing"), "\(host.screen.labels)")
        host.tap("Jump to 40")
        XCTAssertTrue(host.screen.contains(text: "Resting on 40"), "\(host.screen.labels)")
        // Every row is still an element: XCUITest finds rows scrolled out of sight too.
        XCTAssertNotNil(host.screen.first("Row 0"))
        XCTAssertNotNil(host.screen.first("Row 49"))
    }

    func testAScrollStepBringsARowIntoSight() throws {
        let host = HeadlessHost(JumpingList())
        try host.perform(.scroll(to: .label("Row 12")))
        XCTAssertTrue(host.screen.contains(text: "Resting on 12"), "\(host.screen.labels)")
        XCTAssertEqual(
            host.error(performing: .scroll(to: .label("Row 99"))),
            "No element matches \"Row 99\" to be scrolled to. The screen shows: \"Resting on 12\", \"Jump to 40\", \"Row 0\", \"Row 1\", \"Row 2\", \"Row 3\", \"Row 4\", \"Row 5\", \"Row 6\", \"Row 7\", \"Row 8\", \"Row 9\"."
        )
    }

    func testAHorizontalScrollViewLaysItsContentOutInARowAndEffectsApplyToEachPage() {
        let host = HeadlessHost(Gallery())
        let scroll = host.screen.flattened.first { $0.style.kind == .scroll }
        XCTAssertEqual(scroll?.style.axis, .horizontal)
        let page = host.screen.first("Page 3", role: .text)
        XCTAssertNotNil(page)
        // The visual effect's opacity is drawn; the pages read as they are.
        XCTAssertEqual(page?.style.opacity, 0.5)
    }
}

private struct SizeReport: View {
    @State private var isLaidOut = false
    var body: some View {
        Text(isLaidOut ? "Has a size" : "Not laid out")
            .onGeometryChange(for: Bool.self) { proxy in
                proxy.size.width > 0
            } action: {
                isLaidOut = $0
            }
    }
}

final class GeometryChangeTests: XCTestCase {
    /// The action runs once the view has a size, without any change, as it does when the view appears.
    func testAGeometryChangeActionRunsWithTheFirstValue() {
        let host = HeadlessHost(SizeReport())
        XCTAssertTrue(host.screen.contains(text: "Has a size"), "\(host.screen.labels)")
    }
}
