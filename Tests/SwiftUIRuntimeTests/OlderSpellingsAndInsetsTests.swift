import LessonProtocol
import XCTest

@testable import SwiftUI

/// The iOS 13 spellings courses still use: an action sheet in a navigation view.
private struct ColourChooser: View {
    @State private var showingSheet = false
    @State private var colour = "none"
    var body: some View {
        NavigationView {
            VStack {
                Text("Colour: \(colour)")
                Button("Choose") { showingSheet = true }
                    .buttonBorderShape(.capsule)
                    .controlSize(.large)
                    .accessibilityInputLabels(["Choose", "Pick colour"])
            }
            .navigationTitle("Paint")
            .actionSheet(isPresented: $showingSheet) {
                ActionSheet(
                    title: Text("Change colour"), message: Text("Pick one"),
                    buttons: [.default(Text("Red")) { colour = "red" }, .destructive(Text("Clear")) { colour = "none" }, .cancel()])
            }
        }
        .navigationViewStyle(.stack)
    }
}

/// A bar of buttons inset at the bottom of a scrolling list, and a page view's dots.
private struct InsetBar: View {
    var body: some View {
        ScrollView {
            Text("Message 1")
            Text("Message 2")
        }
        .safeAreaInset(edge: .bottom) {
            Button("Send") {}
        }
        .safeAreaInset(edge: .top, spacing: 0) {
            Text("Today")
        }
        .indexViewStyle(.page(backgroundDisplayMode: .always))
        .safeAreaPadding(.horizontal, 20)
    }
}

final class OlderSpellingsAndInsetsTests: XCTestCase {
    func testAnActionSheetRisesLikeADialogWithItsTitleAndCancelLast() throws {
        let host = HeadlessHost(ColourChooser())
        host.tap("Choose")
        let dialog = try XCTUnwrap(host.screen.first(role: .dialog))
        // An action sheet always showed its title and message.
        XCTAssertEqual(dialog.label, "Change colour")
        XCTAssertTrue(host.screen.contains(text: "Pick one"))
        XCTAssertEqual(dialog.children.filter { $0.role == .button }.map(\.label), ["Red", "Clear", "Cancel"])
        host.tap("Red")
        XCTAssertNil(host.screen.first(role: .dialog))
        XCTAssertTrue(host.screen.contains(text: "Colour: red"), "\(host.screen.labels)")
    }

    func testAnInsetAtTheBottomIsReadAfterTheContentAndOneAtTheTopBefore() {
        let host = HeadlessHost(InsetBar())
        // A button's title is also a text inside it; each reading is counted once.
        var order: [String] = []
        for node in host.screen.flattened where node.role == .text || node.role == .button {
            if let label = node.label, !order.contains(label) { order.append(label) }
        }
        XCTAssertEqual(order, ["Today", "Message 1", "Message 2", "Send"])
    }
}

/// Spacing and placement modifiers move drawings by points and leave what a person reads alone.
private struct SpacedList: View {
    var body: some View {
        List {
            Section("Fruit") {
                Text("Apple").listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0))
            }
            Section("Veg") {
                Text("Leek").position(x: 100, y: 20)
            }
        }
        .listSectionSpacing(.compact)
        .listRowSpacing(4)
        .contentMargins(.horizontal, 24, for: .scrollContent)
    }
}

final class SpacingModifierTests: XCTestCase {
    func testSpacingAndPlacementKeepTheRowsAsTheyRead() {
        let host = HeadlessHost(SpacedList())
        XCTAssertEqual(host.screen.first(role: .list)?.listRows?.compactMap(\.rowText), ["Apple", "Leek"])
    }
}

private struct TintedList: View {
    @State private var showingSheet = false
    var body: some View {
        List {
            Text("Inbox")
                .listRowSeparator(.hidden, edges: .bottom)
                .listRowSeparatorTint(.red)
                .listItemTint(.orange)
            Button("Compose") { showingSheet = true }
        }
        .listSectionSeparator(.hidden)
        .sheet(isPresented: $showingSheet) {
            Text("New message")
                .presentationCornerRadius(24)
                .presentationBackground(.thinMaterial)
        }
    }
}

final class SeparatorAndSheetLookTests: XCTestCase {
    func testSeparatorTintsAndSheetLooksChangeNothingAPersonReads() {
        let host = HeadlessHost(TintedList())
        XCTAssertEqual(host.screen.first(role: .list)?.listRows?.compactMap(\.rowText), ["Inbox", "Compose"])
        host.tap("Compose")
        XCTAssertNotNil(host.screen.first(role: .sheet))
        XCTAssertTrue(host.screen.contains(text: "New message"))
    }
}
