import LessonProtocol
import XCTest

@testable import SwiftUI

// Alerts, confirmation dialogs, sheets, covers and popovers as an iPhone presents them: an alert
// is modal; any of its buttons dismisses it; with no buttons it offers OK; a confirmation dialog
// always offers Cancel; a full-screen cover hides its presenter, a sheet does not.

private struct DeleteContact: View {
    @State private var contacts = ["Ada", "Grace"]
    @State private var confirming = false
    var body: some View {
        VStack {
            Text("\(contacts.count) contacts")
            Button("Delete All", role: .destructive) { confirming = true }
            Button("Refresh") {}
        }
        .alert("Delete all contacts?", isPresented: $confirming) {
            Button("Delete", role: .destructive) { contacts.removeAll() }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This cannot be undone.")
        }
    }
}

private struct SaveFailed: LocalizedError {
    var errorDescription: String? { "The note could not be saved." }
}

private struct Editor: View {
    @State private var showsInfo = false
    @State private var failure: SaveFailed?
    @State private var showsError = false
    @State private var choosing = false
    @State private var colour = "none"
    var body: some View {
        VStack {
            Button("Info") { showsInfo = true }
            Button("Save") {
                failure = SaveFailed()
                showsError = true
            }
            Button("Colour") { choosing = true }
            Text("Colour: \(colour)")
        }
        .alert("Saved drafts are kept for 30 days", isPresented: $showsInfo) {}
        .alert(isPresented: $showsError, error: failure) { _ in
            Button("Retry") {}
        } message: { _ in
            Text("Check your storage.")
        }
        .confirmationDialog("Choose a colour", isPresented: $choosing) {
            Button("Red") { colour = "red" }
            Button("Blue") { colour = "blue" }
        }
    }
}

private struct Onboarding: View {
    @State private var showsCover = false
    @State private var showsSheet = false
    @State private var showsPopover = false
    @State private var dismissals = 0
    var body: some View {
        VStack {
            Text("Home screen")
            Text("Dismissals: \(dismissals)")
            Button("Start") { showsCover = true }
            Button("Details") { showsSheet = true }
            Button("Tip") { showsPopover = true }
        }
        .fullScreenCover(isPresented: $showsCover) { Welcome() }
        .sheet(isPresented: $showsSheet, onDismiss: { dismissals += 1 }) {
            Text("Terms").interactiveDismissDisabled()
            Button("Accept") { showsSheet = false }
        }
        .popover(isPresented: $showsPopover) { Text("Swipe to delete") }
    }
}

private struct Welcome: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("Welcome")
            Button("Continue") { dismiss() }
        }
    }
}

final class PresentationTests: XCTestCase {
    func testAnAlertIsModalAndAnyButtonDismissesIt() throws {
        let host = HeadlessHost(DeleteContact())
        XCTAssertNil(host.screen.first(role: .alert))
        try host.perform(.tap(.label("Delete All")))
        let alert = try XCTUnwrap(host.screen.first(role: .alert))
        XCTAssertEqual(alert.label, "Delete all contacts?")
        XCTAssertEqual(alert.value, "This cannot be undone.")
        XCTAssertEqual(alert.children.map(\.label), ["Cancel", "Delete"], "two buttons: Cancel on the leading side")
        XCTAssertEqual(alert.children.map(\.style.role), [.cancel, .destructive])

        let blocked = host.error(performing: .tap(.label("Refresh")))
        XCTAssertEqual(
            blocked,
            "'Refresh' cannot be tapped while an alert (\"Delete all contacts?\") is presented above it; "
                + "tap one of its buttons (\"Cancel\", \"Delete\") first.")
        XCTAssertNotNil(host.error(performing: .dismissSheet))

        try host.perform(.tap(.label("Cancel")))
        XCTAssertNil(host.screen.first(role: .alert), "Cancel dismisses the alert")
        XCTAssertTrue(host.screen.contains(text: "2 contacts"))
        try host.perform(.tap(.label("Delete All")))
        try host.perform(.tap(.label("Delete")))
        XCTAssertNil(host.screen.first(role: .alert))
        XCTAssertTrue(host.screen.contains(text: "0 contacts"), "the destructive button ran its action")
        // isPresented went back to false: the alert can be shown again.
        try host.perform(.tap(.label("Delete All")))
        XCTAssertNotNil(host.screen.first(role: .alert))
    }

    func testAnAlertWithoutButtonsOffersOKAndErrorsTitleTheAlert() throws {
        let host = HeadlessHost(Editor())
        try host.perform(.tap(.label("Info")))
        XCTAssertEqual(host.screen.first(role: .alert)?.children.map(\.label), ["OK"])
        try host.perform(.tap(.label("OK")))
        XCTAssertNil(host.screen.first(role: .alert))

        try host.perform(.tap(.label("Save")))
        let alert = try XCTUnwrap(host.screen.first(role: .alert))
        XCTAssertEqual(alert.label, "The note could not be saved.")
        XCTAssertEqual(alert.value, "Check your storage.")
        XCTAssertEqual(alert.children.map(\.label), ["Retry"])
    }

    func testAConfirmationDialogAlwaysOffersCancelAndHidesItsTitleByDefault() throws {
        let host = HeadlessHost(Editor())
        try host.perform(.tap(.label("Colour")))
        let dialog = try XCTUnwrap(host.screen.first(role: .dialog))
        XCTAssertNil(dialog.label, "on iOS the title shows only with titleVisibility: .visible")
        XCTAssertEqual(dialog.children.map(\.label), ["Red", "Blue", "Cancel"])
        XCTAssertEqual(dialog.children.last?.style.role, .cancel)
        try host.perform(.tap(.label("Blue")))
        XCTAssertNil(host.screen.first(role: .dialog))
        XCTAssertTrue(host.screen.contains(text: "Colour: blue"))
        try host.perform(.tap(.label("Colour")))
        try host.perform(.tap(.label("Cancel")))
        XCTAssertTrue(host.screen.contains(text: "Colour: blue"))
        XCTAssertNil(host.screen.first(role: .dialog))
    }

    func testAFullScreenCoverHidesItsPresenterAndASheetDoesNot() throws {
        let host = HeadlessHost(Onboarding())
        try host.perform(.tap(.label("Start")))
        XCTAssertTrue(host.screen.contains(text: "Welcome"))
        XCTAssertFalse(host.screen.contains(text: "Home screen"), "a full-screen cover hides the screen beneath")
        XCTAssertEqual(host.error(performing: .dismissSheet)?.contains("full-screen cover cannot be swiped down"), true)
        try host.perform(.tap(.label("Continue")))
        XCTAssertTrue(host.screen.contains(text: "Home screen"))

        try host.perform(.tap(.label("Details")))
        XCTAssertTrue(host.screen.contains(text: "Home screen"), "a sheet leaves its presenter on screen")
        XCTAssertEqual(host.error(performing: .dismissSheet)?.contains("interactiveDismissDisabled"), true)
        try host.perform(.tap(.label("Accept")))
        XCTAssertNil(host.screen.first(role: .sheet))

        // On a phone a popover is presented as a sheet.
        try host.perform(.tap(.label("Tip")))
        let popover = try XCTUnwrap(host.screen.first(role: .sheet))
        XCTAssertEqual(popover.style.presentation, .popover)
        try host.perform(.dismissSheet)
        XCTAssertNil(host.screen.first(role: .sheet))
    }

    func testTheLegacyAlertValueStillWorks() throws {
        struct Legacy: View {
            @State private var showing = false
            @State private var removed = false
            var body: some View {
                VStack {
                    Button("Remove") { showing = true }
                    Text(removed ? "Removed" : "Kept")
                }
                .alert(isPresented: $showing) {
                    Alert(
                        title: Text("Remove photo?"), message: Text("It goes to Recently Deleted."),
                        primaryButton: .destructive(Text("Remove")) { removed = true }, secondaryButton: .cancel())
                }
            }
        }
        let host = HeadlessHost(Legacy())
        try host.perform(.tap(.label("Remove")))
        let alert = try XCTUnwrap(host.screen.first(role: .alert))
        XCTAssertEqual(alert.children.map(\.label), ["Cancel", "Remove"])
        let removeButton = try XCTUnwrap(host.screen.reachableScope.elements(matching: .label("Remove")).first)
        XCTAssertEqual(removeButton.style.role, .destructive)
        try host.perform(.tap(.label("Remove")))
        XCTAssertTrue(host.screen.contains(text: "Removed"))
    }
}
