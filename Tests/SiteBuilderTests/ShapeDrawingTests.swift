import LessonProtocol
import XCTest

@testable import SiteBuilder

/// A shape the runtime drew is painted as SVG in the size its path was given.
final class ShapeDrawingTests: XCTestCase {
    func testAPathIsPaintedInItsSizeAndColours() {
        let screen = ScreenNode(
            role: .screen,
            children: [
                ScreenNode(
                    role: .stack, style: ScreenStyle { $0.axis = .depth },
                    children: [
                        ScreenNode(
                            role: .group,
                            style: ScreenStyle {
                                $0.kind = .path
                                $0.path = "M 100 0 L 0 100 L 200 100 Z"
                                $0.pathSize = "200 100"
                                $0.fillRule = "evenOdd"
                                $0.rotation = 90
                            }),
                        ScreenNode(
                            role: .group,
                            style: ScreenStyle {
                                $0.kind = .path
                                $0.stroke = "hsb(0, 1, 1)"
                                $0.path = "M 0 0 L 10 10"
                                $0.pathSize = "10 10"
                                $0.lineWidth = 4
                            }),
                        ScreenNode(
                            role: .group,
                            style: ScreenStyle {
                                $0.kind = .path
                                $0.fill = "linearGradient(red, rgb(0, 0, 1))"
                                $0.path = "M 0 0 L 1 1"
                                $0.pathSize = "1 1"
                            }),
                    ])
            ])
        let html = ScreenRenderer().render(screen, caption: "shapes")
        XCTAssertTrue(html.contains("<div class=\"stack z\""), "a ZStack overlays its children")
        XCTAssertTrue(html.contains("viewBox=\"0 0 200.0 100.0\" style=\"width:150px;transform:rotate(90.0deg);\""), html)
        XCTAssertTrue(html.contains("<path d=\"M 100 0 L 0 100 L 200 100 Z\" fill=\"currentColor\" fill-rule=\"evenodd\"/>"), html)
        XCTAssertTrue(
            html.contains("fill=\"none\" stroke=\"#ff0000\" stroke-width=\"4\""), "a stroked shape is not filled; hsb red is #ff0000")
        XCTAssertTrue(html.contains("<stop offset=\"0.0\" stop-color=\"#ff3b30\"/><stop offset=\"1.0\" stop-color=\"#0000ff\"/>"), html)
    }
}
