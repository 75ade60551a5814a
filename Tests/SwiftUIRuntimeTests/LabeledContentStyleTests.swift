import LessonProtocol
import XCTest

@testable import SwiftUI

/// The value above its label, as lessons write a custom style.
private struct StackedStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.content
            configuration.label.font(.caption)
        }
    }
}

/// A style that keeps the built-in row and adds a note under it.
private struct NotedStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            LabeledContent(configuration)
            Text("Updated today")
        }
    }
}

final class LabeledContentStyleTests: XCTestCase {
    func testTheAutomaticStyleIsTheLabelValueRow() {
        let host = HeadlessHost(List { LabeledContent("Age", value: 36, format: .number).labeledContentStyle(.automatic) })
        let row = host.screen.first(role: .labeledContent)
        XCTAssertEqual(row?.label, "Age")
        XCTAssertEqual(row?.value, "36")
    }

    /// A custom style's body is what is drawn: here two texts, the value first.
    func testACustomStylesBodyIsDrawn() {
        let host = HeadlessHost(VStack { LabeledContent("Age", value: "36") }.labeledContentStyle(StackedStyle()))
        XCTAssertNil(host.screen.first(role: .labeledContent))
        let texts = host.screen.flattened.filter { $0.role == .text }.compactMap(\.label)
        XCTAssertEqual(texts, ["36", "Age"])
        XCTAssertEqual(host.screen.first("Age")?.style.font, "caption")
    }

    /// `LabeledContent(configuration)` inside a style draws the built-in row.
    func testTheConfigurationRowInsideAStyleIsTheBuiltInRow() {
        let host = HeadlessHost(LabeledContent("Battery", value: "80%").labeledContentStyle(NotedStyle()))
        XCTAssertEqual(host.screen.first(role: .labeledContent)?.label, "Battery")
        XCTAssertEqual(host.screen.first(role: .labeledContent)?.value, "80%")
        XCTAssertTrue(host.screen.contains(text: "Updated today"))
    }
}
