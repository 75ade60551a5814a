import LessonProtocol
import XCTest

@testable import SwiftUI

// A view in `.background` or `.overlay` is proposed the size of the view it decorates
// (Apple: "the background view … is proposed the size of the modified view"), so a
// GeometryReader there measures that view: the common way courses read a view's size.

private struct MeasuredCard: View {
    @State private var height: CGFloat = 0
    @State private var width: CGFloat = 0
    var body: some View {
        VStack {
            Text("Card \(Int(width)) × \(Int(height))")
            Color.blue
                .frame(width: 200, height: 120)
                .background(
                    GeometryReader { proxy in
                        Color.clear
                            .onAppear {
                                width = proxy.size.width
                                height = proxy.size.height
                            }
                    }
                )
        }
    }
}

private struct OverlayReader: View {
    var body: some View {
        Text("Hello")
            .padding(10)
            .overlay {
                GeometryReader { proxy in
                    Text("\(Int(proxy.size.height)) high")
                }
            }
    }
}

private struct HeightKey: PreferenceKey {
    static let defaultValue: CGFloat = 0
    static func reduce(value: inout CGFloat, nextValue: () -> CGFloat) { value = max(value, nextValue()) }
}

/// The preference pattern: a reader in the background reports the view's height upwards.
private struct ReportedHeight: View {
    @State private var height: CGFloat = 0
    var body: some View {
        VStack {
            Text("Banner")
                .frame(height: 64)
                .background(
                    GeometryReader { proxy in
                        Color.clear.preference(key: HeightKey.self, value: proxy.size.height)
                    }
                )
            Text("Banner is \(Int(height)) high")
        }
        .onPreferenceChange(HeightKey.self) { height = $0 }
    }
}

/// A layer smaller than its view sits where its alignment puts it.
private struct Badged: View {
    var body: some View {
        Color.gray
            .frame(width: 100, height: 100)
            .overlay(alignment: .topTrailing) {
                Text("3")
            }
    }
}

final class GeometryInBackgroundTests: XCTestCase {
    func testAReaderInABackgroundReportsTheViewsHeightAsAPreference() {
        let screen = HeadlessHost(ReportedHeight()).screen
        XCTAssertTrue(screen.contains(text: "Banner is 64 high"), "\(screen.labels)")
    }

    func testAnOverlayIsAlignedInTheViewItDecorates() throws {
        let screen = HeadlessHost(Badged()).screen
        let badge = try XCTUnwrap(screen.first("3")?.frame)
        let color = try XCTUnwrap(screen.flattened.first { $0.style.kind == .color }?.frame)
        XCTAssertEqual(badge.x + badge.width, color.x + color.width, accuracy: 0.01, "the badge ends at the view's trailing edge")
        XCTAssertEqual(badge.y, color.y, accuracy: 0.01, "and starts at its top")
        XCTAssertEqual(color.width, 100, accuracy: 0.01, "the overlay does not change the view's size")
    }

    func testAReaderInABackgroundMeasuresTheViewItDecorates() {
        let screen = HeadlessHost(MeasuredCard()).screen
        XCTAssertTrue(screen.contains(text: "Card 200 × 120"), "\(screen.labels)")
    }

    func testAReaderInAnOverlayMeasuresThePaddedText() {
        let screen = HeadlessHost(OverlayReader()).screen
        // A 20⅓-point line with 10 points above and below.
        XCTAssertTrue(screen.contains(text: "40 high"), "\(screen.labels)")
    }
}
