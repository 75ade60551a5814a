import LessonProtocol
import XCTest

@testable import SiteBuilder

/// A grid is drawn with the columns the layout found; a section in it puts its header on a line
/// of its own across the grid, as a `LazyVGrid` shows it, and its cells in the grid's columns.
final class GridDrawingTests: XCTestCase {
    func testASectionsHeaderSpansTheGridAndItsCellsAreTheGrids() {
        let cell = { (name: String) in ScreenNode(role: .text, label: name) }
        let section = ScreenNode(role: .section, label: "Fruit", children: [cell("Apple"), cell("Pear")])
        let grid = ScreenNode(
            role: .group,
            style: ScreenStyle {
                $0.kind = .grid
                $0.axis = .vertical
                $0.columns = 2
            }, children: [section])
        let html = ScreenRenderer().render(ScreenNode(role: .screen, children: [grid]), caption: "grid")
        XCTAssertTrue(html.contains("grid-template-columns:repeat(2,minmax(0,1fr))"), html)
        XCTAssertTrue(html.contains("style=\"grid-column:1/-1;justify-content:flex-start\"><span>Fruit</span>"), html)
        XCTAssertEqual(html.components(separatedBy: "<div class=\"grid-cell\">").count - 1, 2, "each row is a cell of the grid")
        XCTAssertFalse(html.contains("class=\"section\""), "not drawn as a list's section")
    }
}
