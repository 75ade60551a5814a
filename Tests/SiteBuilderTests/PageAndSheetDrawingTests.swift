import LessonProtocol
import XCTest

@testable import SiteBuilder

/// The phone drawing of a page-style TabView and of a sheet moved between detents: the page that
/// shows with its dots (white, as iOS draws them, on a backdrop only when asked for), the sheet at
/// the height of the detent it rests at, undimmed behind when the view there takes touches; and
/// what a swipe or a drag changed, in words and marks.
final class PageAndSheetDrawingTests: XCTestCase {
    private func draw(_ children: [ScreenNode], changes: ScreenChanges? = nil) -> String {
        var renderer = ScreenRenderer()
        if let changes { renderer.changeMarker = ChangeMarker(changes.marks) }
        return renderer.render(ScreenNode(role: .screen, children: children), caption: "screen")
    }

    private func pages(_ text: String, page: Int, backdrop: Bool = false) -> ScreenNode {
        ScreenNode(
            role: .group,
            style: ScreenStyle {
                $0.kind = .tabView
                $0.paged = true
            },
            children: [
                ScreenNode(role: .text, label: text),
                ScreenNode(
                    role: .pageIndicator, value: "page \(page) of 3",
                    style: ScreenStyle {
                        $0.pageCount = 3
                        $0.currentPage = page
                        $0.indexBackground = backdrop
                    }),
            ])
    }

    private func sheet(_ detent: String, interactive: Bool = false) -> ScreenNode {
        ScreenNode(
            role: .sheet,
            style: ScreenStyle {
                $0.presentation = .sheet
                $0.detents = "fraction 0.25,medium,large"
                $0.detent = detent
                $0.grabber = true
                $0.backgroundInteraction = interactive
            }, children: [ScreenNode(role: .text, label: "Trail")])
    }

    func testThePageShowsWithOneDotAPageTheCurrentOneSolid() {
        let html = draw([pages("Check the weather", page: 2)])
        XCTAssertTrue(html.contains("<div class=\"tabview paged\">"), html)
        XCTAssertTrue(html.contains("Check the weather"), html)
        XCTAssertTrue(
            html.contains(
                "<span class=\"page-dots\" title=\"page 2 of 3\" aria-hidden=\"true\"><span class=\"page-dot\"></span>"
                    + "<span class=\"page-dot current\"></span><span class=\"page-dot\"></span></span>"), html)
        XCTAssertFalse(html.contains("tabbar"), "a paged TabView has no tab bar: \(html)")
        XCTAssertTrue(draw([pages("Pack water", page: 1, backdrop: true)]).contains("<span class=\"page-dots backdrop\""))
    }

    func testASwipeReadsAsTheNewPageAndTheDotsMoving() {
        let before = ScreenNode(role: .screen, children: [pages("Pack water", page: 1)])
        let after = ScreenNode(role: .screen, children: [pages("Check the weather", page: 2)])
        let changes = ScreenChanges(from: before, to: after)
        XCTAssertEqual(
            changes.changes.map(\.words), ["“Pack water” → “Check the weather”", "page indicator “page 1 of 3” → “page 2 of 3”"])
        XCTAssertTrue(draw(after.children, changes: changes).contains("data-change=\"changed\""))
    }

    func testASheetIsDrawnAtTheDetentItRestsAt() {
        XCTAssertTrue(draw([sheet("medium")]).contains("<div class=\"sheet grabber partial\" style=\"height:50%\">"))
        XCTAssertTrue(draw([sheet("fraction 0.25")]).contains("style=\"height:25%\""))
        let large = draw([sheet("large")])
        XCTAssertTrue(large.contains("<div class=\"sheet grabber\">"), "large is the whole screen: \(large)")
        XCTAssertTrue(large.contains("sheet-backdrop"))
        XCTAssertFalse(draw([sheet("medium", interactive: true)]).contains("sheet-backdrop"), "the view behind is not dimmed")
    }

    func testADragReadsAsTheSheetNowAtItsNewDetent() {
        let before = ScreenNode(role: .screen, children: [ScreenNode(role: .text, label: "Map"), sheet("medium")])
        let after = ScreenNode(role: .screen, children: [ScreenNode(role: .text, label: "Map"), sheet("large")])
        let changes = ScreenChanges(from: before, to: after)
        XCTAssertEqual(changes.changes.map(\.words), ["a sheet now at large"])
        XCTAssertEqual(changes.marks.map(\.kind), [.changed])
    }
}
