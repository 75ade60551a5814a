import LessonProtocol
import XCTest

@testable import SwiftUI

// A sheet with detents as an iPhone shows it: it rests at the detent its selection names (else its
// smallest); dragging its grabber moves it to another detent and sets the selection; down from its
// smallest it is dismissed, unless `.interactiveDismissDisabled`; with
// `.presentationBackgroundInteraction(.enabled(upThrough: .medium))` the view behind takes touches
// while the sheet rests at medium, and not at large.

private struct Directions: View {
    @State private var showsRoute = false
    @State private var detent = PresentationDetent.medium
    @State private var zoom = 1
    var body: some View {
        VStack {
            Text("Zoom \(zoom)")
            Button("Zoom in") { zoom += 1 }
            Button("Route") { showsRoute = true }
        }
        .sheet(isPresented: $showsRoute) {
            VStack {
                Text("Route: \(detent == .large ? "full" : detent == .medium ? "half" : "peek")")
                Button("Expand") { detent = .large }
            }
            .presentationDetents([.fraction(0.25), .medium, .large], selection: $detent)
            .presentationBackgroundInteraction(.enabled(upThrough: .medium))
        }
    }
}

private struct Receipt: View {
    @State private var shows = true
    let locked: Bool
    var body: some View {
        VStack {
            Text(shows ? "Receipt showing" : "Receipt gone")
            Button("Show receipt") { shows = true }
        }
        .sheet(isPresented: $shows) {
            Text("Total $12").presentationDetents([.medium, .large]).interactiveDismissDisabled(locked)
        }
    }
}

final class SheetDetentTests: XCTestCase {
    private func sheet(_ host: HeadlessHost) -> ScreenNode? { host.screen.children.last { $0.role == .sheet } }

    func testTheSheetRestsAtTheDetentItsSelectionNames() {
        let host = HeadlessHost(Directions())
        host.tap("Route")
        XCTAssertEqual(sheet(host)?.style.detent, "medium")
        XCTAssertTrue(host.screen.contains(text: "Route: half"))
    }

    func testDraggingTheGrabberMovesTheSheetAndSetsTheSelection() throws {
        let host = HeadlessHost(Directions())
        host.tap("Route")
        try host.perform(.dragSheet(.up))
        XCTAssertEqual(sheet(host)?.style.detent, "large")
        XCTAssertTrue(host.screen.contains(text: "Route: full"))
        try host.perform(.dragSheet(.to("fraction 0.25")))
        XCTAssertEqual(sheet(host)?.style.detent, "fraction 0.25")
        XCTAssertTrue(host.screen.contains(text: "Route: peek"))
        try host.perform(.dragSheet(.up))
        XCTAssertEqual(sheet(host)?.style.detent, "medium")
    }

    func testSettingTheSelectionInCodeMovesTheSheet() {
        let host = HeadlessHost(Directions())
        host.tap("Route")
        host.tap("Expand")
        XCTAssertEqual(sheet(host)?.style.detent, "large")
    }

    func testDownFromTheSmallestDetentDismisses() throws {
        let host = HeadlessHost(Receipt(locked: false))
        XCTAssertEqual(sheet(host)?.style.detent, "medium", "without a selection the sheet rests at its smallest detent")
        try host.perform(.dragSheet(.up))
        try host.perform(.dragSheet(.down))
        XCTAssertEqual(sheet(host)?.style.detent, "medium")
        try host.perform(.dragSheet(.down))
        XCTAssertNil(sheet(host))
        XCTAssertTrue(host.screen.contains(text: "Receipt gone"))
    }

    func testALockedSheetIsNotDraggedAway() throws {
        let host = HeadlessHost(Receipt(locked: true))
        XCTAssertEqual(
            host.error(performing: .dragSheet(.down)),
            "The sheet cannot be swiped down: its content uses .interactiveDismissDisabled(); tap a button inside it that dismisses it.")
        try host.perform(.dragSheet(.to("large")))
        XCTAssertEqual(sheet(host)?.style.detent, "large", "it still moves between its detents")
    }

    func testADetentTheSheetLacksOrNoRoomAboveIsAnError() throws {
        let host = HeadlessHost(Receipt(locked: false))
        XCTAssertEqual(
            host.error(performing: .dragSheet(.to("fraction 0.3"))),
            "The sheet has no fraction 0.3 detent: its detents are medium, large (.presentationDetents).")
        try host.perform(.dragSheet(.to("large")))
        XCTAssertEqual(
            host.error(performing: .dragSheet(.up)),
            "The sheet rests at its largest detent, large, and cannot be dragged higher: its detents are medium, large.")
        XCTAssertEqual(
            HeadlessHost(Text("Nothing")).error(performing: .dragSheet(.up)), "No sheet is presented, so there is no sheet to drag.")
    }

    func testTheViewBehindTakesTouchesUpThroughMedium() throws {
        let host = HeadlessHost(Directions())
        host.tap("Route")
        XCTAssertTrue(sheet(host)?.style.backgroundInteraction == true)
        host.tap("Zoom in")
        XCTAssertTrue(host.screen.contains(text: "Zoom 2"), "at medium the map behind the sheet still takes touches")
        try host.perform(.dragSheet(.to("large")))
        XCTAssertFalse(sheet(host)?.style.backgroundInteraction == true)
        XCTAssertEqual(
            host.error(performing: .tap(.label("Zoom in"))),
            "'Zoom in' cannot be tapped while a sheet is presented above it; dismiss the sheet first.")
    }

    func testAPresentedAgainSheetRestsAtItsSmallestDetentAgain() throws {
        let host = HeadlessHost(Receipt(locked: false))
        try host.perform(.dragSheet(.to("large")))
        try host.perform(.dismissSheet)
        XCTAssertNil(sheet(host))
        host.tap("Show receipt")
        XCTAssertEqual(sheet(host)?.style.detent, "medium")
    }
}
