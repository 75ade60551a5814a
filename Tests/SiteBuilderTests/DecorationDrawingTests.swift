import LessonProtocol
import XCTest

@testable import SiteBuilder

/// What `.background`, `.clipShape`, `.scaleEffect`, `.blur` and `.opacity` draw around any
/// element, as a device shows it: a padded button with a red background clipped to a circle is a
/// red disc with its label in the middle, twice as big after `.scaleEffect(2)`.
final class DecorationDrawingTests: XCTestCase {
    private func drawn(_ style: ScreenStyle, role: ScreenNode.Role = .button, label: String = "Tap Me") -> String {
        let screen = ScreenNode(role: .screen, children: [ScreenNode(role: role, label: label, style: style)])
        return ScreenRenderer().render(screen, caption: "decorated")
    }

    func testAPaddedButtonClippedToACircleIsADiscAsTallAsItsLabelAndPadding() {
        let html = drawn(
            ScreenStyle {
                $0.padding = "50"
                $0.background = "red"
                $0.clipShape = "Circle"
                $0.foreground = "white"
                $0.scale = "2"
                $0.blur = 3
            })
        // 50 points of padding above and below a 22-point line: a 122-point circle, 91.5 px drawn.
        // White on system red (3.5:1) is hard to read; iOS's Increase Contrast red is 5:1.
        XCTAssertTrue(html.contains("background:#d70015;"), html)
        XCTAssertTrue(html.contains("width:91.5px;height:91.5px;padding:0;border-radius:50%;"), html)
        XCTAssertTrue(html.contains("transform:scale(2);"), html)
        XCTAssertTrue(html.contains("filter:blur(2.2px);"), "a 3-point blur, in CSS pixels: \(html)")
        XCTAssertTrue(html.contains("fg-white"), "the label is drawn in its foreground colour")
    }

    func testAMaterialCardFillsItsWidthWithRoundedCorners() {
        let html = drawn(
            ScreenStyle {
                $0.axis = .vertical
                $0.frame = "maxWidth infinity"
                $0.padding = "vertical 20"
                $0.background = "regularMaterial"
                $0.clipShape = "RoundedRectangle"
                $0.cornerRadius = 20
            }, role: .stack, label: "")
        XCTAssertTrue(html.contains("<span class=\"decorated wide\" style=\"background:var(--phone-material);border-radius:15px;\">"), html)
    }

    func testComponentColoursInAGradientAreWorkedOut() {
        let screen = ScreenNode(
            role: .screen,
            children: [
                ScreenNode(
                    role: .group,
                    style: ScreenStyle {
                        $0.kind = .color
                        $0.color = "radialGradient(rgb(0.1, 0.2, 0.45), rgb(0.76, 0.15, 0.26))"
                    })
            ])
        let html = ScreenRenderer().render(screen, caption: "gradient")
        XCTAssertTrue(html.contains("background:radial-gradient(#1a3373,#c22642)"), html)
    }

    func testAnElementWithoutDrawnModifiersIsNotWrapped() {
        let html = drawn(ScreenStyle { $0.padding = "16" })
        XCTAssertFalse(html.contains("class=\"decorated"), html)
    }

    func testAnOpacityFadesAnElementThatIsNotAShape() {
        let html = drawn(ScreenStyle { $0.opacity = 0.25 }, role: .text, label: "Faded")
        XCTAssertTrue(html.contains("opacity:0.25;"), html)
    }

    func testABuiltInShapeIsDrawnInTheSizeOfItsFrame() {
        func shape(_ frame: String) -> String {
            let screen = ScreenNode(
                role: .screen,
                children: [
                    ScreenNode(
                        role: .group,
                        style: ScreenStyle {
                            $0.kind = .rectangle
                            $0.fill = "red"
                            $0.frame = frame
                        })
                ])
            return ScreenRenderer().render(screen, caption: "square")
        }
        XCTAssertTrue(shape("width 200 height 200").contains("width:150px;min-width:0;align-self:center;height:150px;min-height:0;"))
        XCTAssertTrue(shape("width 0").contains("width:0px;min-width:0;"), "a circle framed to zero width is not drawn")
    }

    func testABackgroundTextCannotBeReadOnIsLeftOut() {
        let faint = drawn(
            ScreenStyle {
                $0.background = "gray opacity 0.2"
                $0.foreground = "white"
            })
        XCTAssertFalse(faint.contains("background:"), "white on a faint grey has no readable shade: \(faint)")
        let readable = drawn(ScreenStyle { $0.background = "yellow" })
        XCTAssertTrue(readable.contains("background:#ffcc00;color:#000000;"), "black text reads well on yellow: \(readable)")
    }
}
