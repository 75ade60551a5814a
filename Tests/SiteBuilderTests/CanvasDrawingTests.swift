import LessonProtocol
import XCTest

@testable import SiteBuilder

/// A canvas is drawn as one picture: its paths on top of each other, its text shown but not read.
final class CanvasDrawingTests: XCTestCase {
    func testACanvasPaintsItsPathsTogetherAndItsTextIsNotReadOut() {
        let bar = ScreenStyle {
            $0.kind = .path
            $0.path = "M 0 0 L 100 0 L 100 50 Z"
            $0.pathSize = "300 150"
            $0.fill = "blue"
        }
        let label = ScreenNode(role: .text, label: "Sales", style: ScreenStyle { $0.accessibilityHidden = true })
        let screen = ScreenNode(
            role: .screen,
            children: [
                ScreenNode(role: .stack, style: ScreenStyle { $0.axis = .depth }, children: [ScreenNode(role: .group, style: bar), label]),
                ScreenNode(role: .button, label: "Add a bar"),
            ])
        let html = ScreenRenderer().render(screen, caption: "chart")
        XCTAssertTrue(html.contains("<div class=\"stack z"), html)
        XCTAssertTrue(html.contains("viewBox=\"0 0 300.0 150.0\""), html)
        XCTAssertTrue(html.contains(">Sales<"), "the text is drawn: \(html)")
        XCTAssertEqual(ScreenDescription.describe(screen), "The screen shows: button Add a bar.")
    }
}
