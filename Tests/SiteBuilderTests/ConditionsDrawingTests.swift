import LessonProtocol
import XCTest

@testable import SiteBuilder

/// A phone drawn in the settings its checkpoint ran under, against an iPhone: dark backgrounds and
/// the dark variants of system colours, text at its Dynamic Type size from Apple's table, and the
/// layout mirrored right to left.
final class ConditionsDrawingTests: XCTestCase {
    private func draw(_ style: ScreenStyle, _ children: [ScreenNode]) -> String {
        ScreenRenderer().render(ScreenNode(role: .screen, style: style, children: children), caption: "screen")
    }

    func testADarkScreenIsDrawnDarkWithTheDarkVariantsOfSystemColours() {
        let children = [
            ScreenNode(
                role: .group,
                style: ScreenStyle {
                    $0.kind = .color
                    $0.color = "red"
                }),
            ScreenNode(
                role: .group,
                style: ScreenStyle {
                    $0.kind = .color
                    $0.color = "systemBackground"
                }),
            ScreenNode(
                role: .group,
                style: ScreenStyle {
                    $0.kind = .circle
                    $0.fill = "blue"
                }),
        ]
        let dark = draw(ScreenStyle { $0.colorScheme = .dark }, children)
        XCTAssertTrue(dark.hasPrefix("<div class=\"phone scheme-dark\" role=\"img\""), dark)
        XCTAssertTrue(dark.contains("background:#ff453a"), "system red in dark appearance: \(dark)")
        XCTAssertTrue(dark.contains("background:#0a84ff"), "system blue in dark appearance: \(dark)")
        XCTAssertTrue(dark.contains("background:var(--phone-bg)"), "the system background follows the phone: \(dark)")
        let light = draw(ScreenStyle { $0.colorScheme = .light }, children)
        XCTAssertTrue(light.hasPrefix("<div class=\"phone scheme-light\""), light)
        XCTAssertTrue(light.contains("background:#ff3b30"), light)
        XCTAssertTrue(light.contains("background:#007aff"), light)
        let unpinned = draw(ScreenStyle(), children)
        XCTAssertTrue(unpinned.hasPrefix("<div class=\"phone\" role=\"img\""), "no appearance chosen: the reader's own: \(unpinned)")
    }

    func testTheStylesheetsDrawASchemedPhoneInItsPaletteWhateverTheReadersMode() throws {
        let css = try String(
            contentsOf: CourseFixture.repository.appendingPathComponent("templates/assets/reader.css"), encoding: .utf8)
        let dark = try XCTUnwrap(css.range(of: ".phone.scheme-dark {")).upperBound
        let block = css[dark...].prefix { $0 != "}" }
        XCTAssertTrue(block.contains("--phone-bg: #000000"), "a dark phone's screen is black")
        XCTAssertTrue(block.contains("--phone-fg: #ffffff"), "and its primary text white")
        let light = try XCTUnwrap(css.range(of: ".phone.scheme-light {")).upperBound
        XCTAssertTrue(css[light...].prefix { $0 != "}" }.contains("--phone-bg: #ffffff"), "a light phone stays white on a dark page")
    }

    func testTextGrowsAsDynamicTypeSaysAndAFixedSizeDoesNot() {
        let html = draw(
            ScreenStyle { $0.dynamicTypeSize = .accessibility1 },
            [
                ScreenNode(role: .text, label: "Body", style: ScreenStyle { $0.dynamicTypeSize = .accessibility1 }),
                ScreenNode(
                    role: .text, label: "Title",
                    style: ScreenStyle {
                        $0.font = "largeTitle"
                        $0.dynamicTypeSize = .accessibility1
                    }),
                ScreenNode(
                    role: .text, label: "Fixed",
                    style: ScreenStyle {
                        $0.font = "system 24"
                        $0.dynamicTypeSize = .accessibility1
                    }),
            ])
        // Body: 17 pt at Large, 28 pt at accessibility1; the page draws Large body at 13 px.
        XCTAssertTrue(html.contains("<div class=\"phone\" style=\"font-size:21.4px\""), html)
        XCTAssertTrue(html.contains("<span class=\"text\" style=\"font-size:21.4px\">Body</span>"), html)
        // Large Title: 34 pt → 44 pt; drawn at 22 px at Large.
        XCTAssertTrue(html.contains("<span class=\"text font-largeTitle\" style=\"font-size:28.5px\">Title</span>"), html)
        XCTAssertTrue(html.contains("<span class=\"text font-system24\" style=\"font-size:13px\">Fixed</span>"), html)
    }

    func testApplesTableIsMonotonicAndLargeIsWhatThePageDrawsAlready() {
        for (style, points) in ScreenRenderer.dynamicTypePoints {
            XCTAssertEqual(points.count, DeviceConditions.TypeSize.allCases.count, style)
            XCTAssertEqual(points, points.sorted(), "\(style) never shrinks as the size grows")
            XCTAssertEqual(ScreenRenderer.scaledSize(of: style, at: .large), ScreenRenderer.drawnSizes[style], style)
        }
    }

    func testARightToLeftScreenIsMirroredByTheBrowser() {
        let html = draw(
            ScreenStyle { $0.layoutDirection = .rightToLeft },
            [ScreenNode(role: .stack, style: ScreenStyle { $0.axis = .horizontal }, children: [ScreenNode(role: .text, label: "First")])])
        XCTAssertTrue(html.contains("<div class=\"screen\" aria-hidden=\"true\" dir=\"rtl\">"), html)
        // `.leading` is the start edge, which the browser puts on the right under dir="rtl".
        let leading = draw(
            ScreenStyle { $0.layoutDirection = .rightToLeft },
            [
                ScreenNode(
                    role: .stack,
                    style: ScreenStyle {
                        $0.axis = .vertical
                        $0.alignment = "leading"
                    })
            ])
        XCTAssertTrue(leading.contains("<div class=\"stack v align-leading\""), leading)
        let ltr = draw(ScreenStyle(), [])
        XCTAssertFalse(ltr.contains("dir="), ltr)
    }
}
