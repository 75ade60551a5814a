import LessonProtocol
import XCTest

@testable import SiteBuilder

/// An app's own colours are drawn as a device shows them: a `.background(colour)` behind its view,
/// `.foregroundStyle(.white)` on its texts, and `Color(red:green:blue:)`, `Color(white:)` and
/// `Color(hue:saturation:brightness:)` in their values, whatever the phone's text colour.
final class CustomColorDrawingTests: XCTestCase {
    func testAnAppsBackgroundAndTextColoursAreDrawnInItsValues() {
        // `VStack { Text("Moonshot") … }.foregroundStyle(.white).background(.darkBackground)` with
        // `darkBackground` = Color(red: 0.1, green: 0.1, blue: 0.2): the texts inherit the white.
        let screen = ScreenNode(
            role: .screen,
            children: [
                ScreenNode(
                    role: .stack, style: ScreenStyle { $0.background = "rgb(0.1, 0.1, 0.2)" },
                    children: [
                        ScreenNode(role: .text, label: "Moonshot", style: ScreenStyle { $0.foreground = "white" }),
                        ScreenNode(role: .text, label: "Apollo 11", style: ScreenStyle { $0.foreground = "rgb(1, 0.5, 0)" }),
                        ScreenNode(role: .text, label: "Crew", style: ScreenStyle { $0.foreground = "red" }),
                    ])
            ])
        let html = ScreenRenderer().render(screen, caption: "Moonshot")
        XCTAssertTrue(html.contains("<span class=\"decorated\" style=\"background:#1a1a33;\"><div class=\"stack v"), html)
        XCTAssertTrue(html.contains("style=\"color:#ffffff;\">Moonshot</span>"), html)
        XCTAssertTrue(html.contains("style=\"color:#ff8000;\">Apollo 11</span>"), html)
        // A named colour keeps its class, which follows the phone's appearance.
        XCTAssertTrue(html.contains("<span class=\"text fg-red\">Crew</span>"), html)
    }

    func testColoursMadeFromComponentsAreDrawnInTheirValues() {
        let colors = ["white(0.5)", "hsb(0.5, 1, 1)", "rgb(1, 0, 0, 0.5)", "white(1) opacity 0.25", "hsb(0, 1, 1, 0.5)"]
        let screen = ScreenNode(
            role: .screen,
            children: colors.map { color in
                ScreenNode(
                    role: .group,
                    style: ScreenStyle {
                        $0.kind = .color
                        $0.color = color
                    })
            })
        let html = ScreenRenderer().render(screen, caption: "Swatches")
        for expected in ["#808080", "#00ffff", "#ff000080", "#ffffff40", "#ff000080"] {
            XCTAssertTrue(html.contains("class=\"shape color\" style=\"background:\(expected)\""), expected + "\n" + html)
        }
    }

    func testABackgroundInAShapeIsRoundedAndAViewBackgroundIsLeftToItsView() {
        let screen = ScreenNode(
            role: .screen,
            children: [
                ScreenNode(
                    role: .text, label: "Badge",
                    style: ScreenStyle {
                        $0.background = "rgb(0, 0, 1) Capsule"
                        $0.foreground = "white"
                    }),
                ScreenNode(role: .text, label: "Photo", style: ScreenStyle { $0.background = "Image" }),
            ])
        let html = ScreenRenderer().render(screen, caption: "Badges")
        XCTAssertTrue(
            html.contains(
                "<span class=\"decorated\" style=\"background:#0000ff;border-radius:999px;\"><span class=\"text"),
            html)
        XCTAssertTrue(html.contains("<span class=\"text\">Photo</span>"), html)
        XCTAssertFalse(html.contains("background:#8e8e93"), html)
    }
}
