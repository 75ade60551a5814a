import LessonProtocol
import XCTest

@testable import SwiftUI

// What an iPhone shows and allows, where a headless runtime could easily differ: a sheet's detents
// and grabber, a stepper at the bound of its range, a symbol read by VoiceOver, and what a person
// can reach while a sheet covers the screen.

private struct PartySheet: View {
    @State private var showsMedium = false
    @State private var showsResizable = false
    @State private var showsPlain = false
    @State private var showsIndicator = false
    var body: some View {
        VStack {
            Button("Medium") { showsMedium = true }
            Button("Resizable") { showsResizable = true }
            Button("Plain") { showsPlain = true }
            Button("Indicator") { showsIndicator = true }
        }
        .sheet(isPresented: $showsMedium) {
            NavigationStack {
                Text("Half a screen").presentationDetents([.medium])
            }
        }
        .sheet(isPresented: $showsResizable) {
            Text("Drag me").presentationDetents([.medium, .large])
        }
        .sheet(isPresented: $showsPlain) { Text("Whole screen") }
        .sheet(isPresented: $showsIndicator) {
            Text("One detent, grabber asked for").presentationDragIndicator(.visible)
        }
    }
}

private struct Guests: View {
    @State private var guests = 1
    @State private var spoons = 0
    var body: some View {
        Form {
            Stepper("Guests: \(guests)", value: $guests, in: 1...3)
            Stepper("Spoons: \(spoons)", onIncrement: { spoons += 1 }, onDecrement: nil)
        }
    }
}

private struct Toolbarish: View {
    @State private var added = 0
    @State private var showsSheet = false
    var body: some View {
        VStack {
            Image(systemName: "checklist").font(.largeTitle)
            Image(systemName: "star.fill").accessibilityLabel("Favourite")
            Button {
                added += 1
            } label: {
                Image(systemName: "plus")
            }
            Button {
                showsSheet = true
            } label: {
                Image(systemName: "checklist")
            }
            Text("Added \(added)")
        }
        .sheet(isPresented: $showsSheet) {
            Button("Done") { showsSheet = false }
        }
    }
}

final class DeviceScreenTests: XCTestCase {
    private func sheet(_ host: HeadlessHost) -> ScreenNode? { host.screen.children.last { $0.role == .sheet } }

    func testASheetRestsAtItsDetentsAndShowsAGrabberOnlyWhenItCanBeDragged() throws {
        let host = HeadlessHost(PartySheet())
        host.tap("Medium")
        // Set on a view inside the sheet's NavigationStack, the detents still describe the sheet.
        XCTAssertEqual(sheet(host)?.style.detents, "medium")
        XCTAssertEqual(sheet(host)?.style.grabber, false, "a sheet with one detent shows no grabber")
        XCTAssertNil(sheet(host)?.first("Half a screen")?.style.detents)
        try host.perform(.dismissSheet)

        host.tap("Resizable")
        XCTAssertEqual(sheet(host)?.style.detents, "medium,large")
        XCTAssertEqual(sheet(host)?.style.grabber, true, "a sheet that can be dragged between detents shows its grabber")
        try host.perform(.dismissSheet)

        host.tap("Plain")
        XCTAssertNil(sheet(host)?.style.detents, "a sheet's default detent is large")
        XCTAssertEqual(sheet(host)?.style.grabber, false)
        try host.perform(.dismissSheet)

        host.tap("Indicator")
        XCTAssertEqual(sheet(host)?.style.grabber, true, ".presentationDragIndicator(.visible) shows it with one detent")
    }

    func testAStepperAtTheBoundOfItsRangeHasThatButtonDisabledAndTheStepFails() throws {
        let host = HeadlessHost(Guests())
        let guests = { host.screen.flattened.first { $0.role == .stepper && ($0.label ?? "").hasPrefix("Guests") } }
        XCTAssertEqual(guests()?.style.decrementDisabled, true, "at 1, the bottom of 1...3, − is disabled")
        XCTAssertEqual(guests()?.style.incrementDisabled, false)
        XCTAssertEqual(
            host.error(performing: .decrement(.label("Guests: *"))),
            "'Guests: 1' cannot be decremented: it reads 1, the bottom of its range, so its − button is disabled, as on a device.")
        try host.perform(.increment(.label("Guests: *")))
        try host.perform(.increment(.label("Guests: *")))
        XCTAssertTrue(host.screen.contains(text: "Guests: 3"))
        XCTAssertEqual(guests()?.style.incrementDisabled, true, "at 3, the top of 1...3, + is disabled")
        XCTAssertEqual(guests()?.style.decrementDisabled, false)
        XCTAssertEqual(
            host.error(performing: .increment(.label("Guests: *"))),
            "'Guests: 3' cannot be incremented: it reads 3, the top of its range, so its + button is disabled, as on a device.")
        XCTAssertTrue(host.screen.contains(text: "Guests: 3"), "the failed step changed nothing")

        XCTAssertEqual(
            host.error(performing: .decrement(.label("Spoons: *"))),
            "'Spoons: 0' cannot be decremented: it has no onDecrement action, so its − button is disabled, as on a device.")
        try host.perform(.increment(.label("Spoons: *")))
        XCTAssertTrue(host.screen.contains(text: "Spoons: 1"))
    }

    func testASymbolIsReadByItsAccessibilityLabel() throws {
        let host = HeadlessHost(Toolbarish())
        let images = host.screen.flattened.filter { $0.role == .image }
        // VoiceOver reads most symbols by their name, a few by a word of their own; a label set in code wins.
        XCTAssertEqual(images.map(\.spokenLabel), ["checklist", "Favourite"])
        XCTAssertEqual(images.first?.style.font, "largeTitle", "the symbol takes the font it is given")
        XCTAssertTrue(host.screen.readableStrings.contains("checklist"))
        // A button whose label is a symbol alone is named by it, as XCUITest's app.buttons["Add"].
        host.tap("Add")
        XCTAssertTrue(host.screen.contains(text: "Added 1"))
        let add = host.screen.flattened.first { $0.role == .button && $0.spokenLabel == "Add" }
        XCTAssertNil(add?.label, "nothing is written beside the symbol")
        XCTAssertEqual(add?.style.systemImage, "plus")
    }

    func testAMissingElementUnderASheetListsOnlyWhatTheSheetHolds() throws {
        let host = HeadlessHost(Toolbarish())
        host.tap("checklist")
        XCTAssertEqual(
            host.error(performing: .tap(.label("Finish"))),
            "No element matches \"Finish\" to be tapped. The sheet on top holds: button \"Done\".")
        XCTAssertEqual(
            host.error(performing: .tap(.label("Add"))),
            "'Add' cannot be tapped while a sheet is presented above it; dismiss the sheet first.")
    }
}
