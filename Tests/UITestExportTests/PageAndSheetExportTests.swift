import Diagnostics
import LessonProtocol
import TestSupport
import XCTest

@testable import LessonEngine
@testable import UITestExport

/// Page swipes and sheet drags as XCUITest performs them: a swipe on the element named, or on a
/// text of the page the engine saw; a press-and-drag of the sheet's grabber from the height it
/// rested at to its next detent's, read from the engine's observed detents.
final class PageAndSheetExportTests: XCTestCase {
    func statements(_ line: String, screen: ScreenNode) -> [String] {
        let method = UITestMethod(UITestFixtures.transcript(line, screen: screen), name: "testStep", projectExample: "app", locale: "en_US")
        guard let comment = method.body.firstIndex(where: { $0.hasPrefix("// \(line)") }) else {
            XCTFail("no comment for \(line) in \(method.body)")
            return []
        }
        return Array(method.body[(comment + 1)...])
    }

    let pages = ScreenNode(
        role: .screen,
        children: [
            ScreenNode(
                role: .group,
                style: ScreenStyle {
                    $0.kind = .tabView
                    $0.paged = true
                },
                children: [
                    ScreenNode(role: .text, label: "Welcome"),
                    ScreenNode(
                        role: .pageIndicator, value: "page 1 of 3",
                        style: ScreenStyle {
                            $0.pageCount = 3
                            $0.currentPage = 1
                        }),
                ])
        ])

    func sheet(at detent: String, of detents: String) -> ScreenNode {
        ScreenNode(
            role: .screen,
            children: [
                ScreenNode(role: .button, label: "Route"),
                ScreenNode(
                    role: .sheet,
                    style: ScreenStyle {
                        $0.presentation = .sheet
                        $0.detents = detents
                        $0.detent = detent
                    },
                    children: [ScreenNode(role: .text, label: "Trail")]),
            ])
    }

    func testSwipesAreXCUITestSwipesOnThePage() {
        XCTAssertEqual(statements("swipe left", screen: pages), ["app.staticTexts[\"Welcome\"].swipeLeft()"])
        XCTAssertEqual(statements("swipe \"Welcome\" right", screen: pages), ["app.staticTexts[\"Welcome\"].swipeRight()"])
        XCTAssertEqual(statements("swipe left", screen: ScreenNode(role: .screen)), ["app.swipeLeft()"])
        XCTAssertEqual(
            statements("see \"page 1 of 3\"", screen: pages),
            ["check(showsText(\"page 1 of 3\", in: app), \"see \\\"page 1 of 3\\\"  (content/lessons/export.md:10)\")"])
    }

    func testSheetDragsGoFromTheRestingHeightToTheDetentsHeight() {
        let medium = sheet(at: "medium", of: "medium,large")
        XCTAssertEqual(statements("drag sheet up", screen: medium), ["dragSheet(in: app, fromY: 0.51, toY: 0.09)"])
        XCTAssertEqual(statements("drag sheet to large", screen: medium), ["dragSheet(in: app, fromY: 0.51, toY: 0.09)"])
        XCTAssertEqual(statements("drag sheet down", screen: medium), ["dragSheet(in: app, fromY: 0.51, toY: 0.98)"], "down to dismiss")
        let peek = sheet(at: "large", of: "fraction 0.25,large")
        XCTAssertEqual(statements("drag sheet down", screen: peek), ["dragSheet(in: app, fromY: 0.09, toY: 0.76)"])
    }

    func testWhereASheetRestsIsNotCheckedByXCUITest() {
        let line = statements("see sheet at medium", screen: sheet(at: "medium", of: "medium,large"))
        XCTAssertTrue(line.first?.hasPrefix("// not checked here: XCUITest has no query for a SwiftUI sheet") == true, "\(line)")
    }

    func testTheGeneratedStepsTypeCheckAgainstXCTest() throws {
        let suite = UITestFixtures.suite([
            UITestFixtures.transcript("swipe left\nswipe \"Welcome\" right\nsee \"page 1 of 3\"", screen: pages, line: 10),
            UITestFixtures.transcript(
                "drag sheet up\ndrag sheet to medium\nsee sheet at medium\ndrag sheet down",
                screen: sheet(at: "medium", of: "medium,large"),
                line: 30),
        ])
        XCTAssertEqual(try XCTestTypeChecker.errors(in: suite.source), "", suite.source)
    }
}
