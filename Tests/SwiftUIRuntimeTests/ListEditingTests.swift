import LessonProtocol
import XCTest

@testable import SwiftUI

private struct Item: Identifiable, Equatable {
    let id: Int
    var name: String
}

/// Each row keeps a tap count in its own @State, so a row's identity can be followed.
private struct ItemRow: View {
    let item: Item
    @State private var taps = 0
    var body: some View {
        Button("\(item.name) (\(taps))") { taps += 1 }
    }
}

private struct ShoppingList: View {
    @State private var items = [Item(id: 1, name: "Milk"), Item(id: 2, name: "Eggs"), Item(id: 3, name: "Bread")]
    var body: some View {
        NavigationStack {
            VStack {
                EditButton()
                List {
                    ForEach(items) { item in
                        ItemRow(item: item)
                    }
                    .onDelete { items.remove(atOffsets: $0) }
                    .onMove { items.move(fromOffsets: $0, toOffset: $1) }
                }
            }
        }
    }
}

private struct Mail: Identifiable {
    let id: Int
    let subject: String
}

private struct Inbox: View {
    @State private var mails = [Mail(id: 1, subject: "Lunch?"), Mail(id: 2, subject: "Invoice")]
    @State private var flagged: [String] = []
    @State private var pinned = "none"
    var body: some View {
        List {
            Text("Flagged: \(flagged.joined(separator: ","))")
            ForEach(mails) { mail in
                Text(mail.subject)
                    .swipeActions {
                        Button("Flag") { flagged.append(mail.subject) }
                        Button("Delete", role: .destructive) { mails.removeAll { $0.id == mail.id } }
                    }
                    .contextMenu {
                        Button("Pin") { pinned = mail.subject }
                    }
            }
            Text("Pinned: \(pinned)")
        }
    }
}

private struct Fruit: Identifiable, Hashable {
    let id: String
    var name: String { id }
}

private struct SearchableFruits: View {
    let fruits = ["Apple", "Banana", "Mango", "Melon"].map(Fruit.init(id:))
    @State private var searchText = ""
    @State private var refreshes = 0
    var results: [Fruit] {
        searchText.isEmpty ? fruits : fruits.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
    }
    var body: some View {
        NavigationStack {
            List(results) { fruit in
                Text(fruit.name)
            }
            .searchable(text: $searchText, prompt: "Find a fruit")
            .refreshable {
                try? await Task.sleep(for: .seconds(1))
                refreshes += 1
            }
            .navigationTitle("Refreshed \(refreshes)")
        }
    }
}

private struct PickOne: View {
    let names = ["Ada", "Grace", "Linus"]
    @State private var selection: String?
    var body: some View {
        VStack {
            List(names, id: \.self, selection: $selection) { name in
                Text(name)
            }
            Text("Selected: \(selection ?? "nobody")")
        }
    }
}

final class ListEditingTests: XCTestCase {
    private func rows(_ host: HeadlessHost) -> [String] { host.screen.listRows?.compactMap(\.rowText) ?? [] }

    func testSwipeToDeleteRemovesTheRowAndItsState() throws {
        let host = HeadlessHost(ShoppingList())
        host.tap("Eggs (0)")
        host.tap("Eggs (1)")
        try host.perform(.deleteRow(.label("Milk*")))
        XCTAssertEqual(rows(host), ["Eggs (2)", "Bread (0)"], "the array shrinks through the binding; Eggs keeps its own state")
    }

    func testMovingARowCarriesItsState() throws {
        let host = HeadlessHost(ShoppingList())
        host.tap("Bread (0)")
        try host.perform(.moveRow(.label("Bread*"), to: .label("Milk*"), below: false))
        XCTAssertEqual(rows(host), ["Bread (1)", "Milk (0)", "Eggs (0)"])
        try host.perform(.moveRow(.label("Bread*"), to: .label("Eggs*"), below: true))
        XCTAssertEqual(rows(host), ["Milk (0)", "Eggs (0)", "Bread (1)"])
    }

    func testEditButtonTogglesEditModeAndShowsControls() throws {
        let host = HeadlessHost(ShoppingList())
        XCTAssertNotNil(host.screen.first("Edit", role: .button))
        XCTAssertNil(host.screen.flattened.first { $0.style.editControls != nil })
        host.tap("Edit")
        XCTAssertNotNil(host.screen.first("Done", role: .button))
        let controls = host.screen.listRows?.map(\.style.editControls)
        XCTAssertEqual(controls, [[.delete, .move], [.delete, .move], [.delete, .move]])
        host.tap("Done")
        XCTAssertNotNil(host.screen.first("Edit", role: .button))
    }

    func testSwipeActionsReplaceDeleteAndRunTheirAction() throws {
        let host = HeadlessHost(Inbox())
        try host.perform(.swipe(row: .label("Lunch?"), action: "Flag"))
        XCTAssertTrue(host.screen.contains(text: "Flagged: Lunch?"))
        let error = host.error(performing: .deleteRow(.label("Invoice")))
        XCTAssertTrue(error?.contains("swipe actions") == true, error ?? "no error")
        try host.perform(.swipe(row: .label("Invoice"), action: "Delete"))
        XCTAssertFalse(host.screen.contains(text: "Invoice"))
        let noAction = host.error(performing: .swipe(row: .label("Lunch?"), action: "Archive"))
        XCTAssertTrue(noAction?.contains("\"Flag\", \"Delete\"") == true, noAction ?? "no error")
    }

    func testRowsWithoutOnDeleteOrWithDeleteDisabledCannotBeDeleted() throws {
        struct Fixed: View {
            @State private var names = ["Inbox", "Work", "Later"]
            var body: some View {
                List {
                    Text("Header row")
                    ForEach(names, id: \.self) { name in
                        Text(name).deleteDisabled(name == "Inbox")
                    }
                    .onDelete { names.remove(atOffsets: $0) }
                }
            }
        }
        let host = HeadlessHost(Fixed())
        let inbox = host.error(performing: .deleteRow(.label("Inbox")))
        XCTAssertTrue(inbox?.contains("deleteDisabled") == true, inbox ?? "no error")
        let header = host.error(performing: .deleteRow(.label("Header row")))
        XCTAssertTrue(header?.contains("No list row") == true, header ?? "no error")
        try host.perform(.deleteRow(.label("Work")))
        XCTAssertEqual(host.screen.listRows?.compactMap(\.rowText), ["Header row", "Inbox", "Later"])
    }

    func testContextMenuOpensOnLongPressAndClosesOnChoice() throws {
        let host = HeadlessHost(Inbox())
        try host.perform(.longPress(.label("Lunch?")))
        XCTAssertNotNil(host.screen.first(role: .contextMenu))
        // While the menu is up, only the menu can be touched.
        XCTAssertNotNil(host.error(performing: .swipe(row: .label("Invoice"), action: "Flag")))
        host.tap("Pin")
        XCTAssertNil(host.screen.first(role: .contextMenu))
        XCTAssertTrue(host.screen.contains(text: "Pinned: Lunch?"))
    }

    func testSearchFiltersRows() throws {
        let host = HeadlessHost(SearchableFruits())
        let field = host.screen.first(role: .searchField)
        XCTAssertEqual(field?.style.placeholder, "Find a fruit")
        try host.perform(.search("me"))
        XCTAssertEqual(rows(host), ["Melon"])
        try host.perform(.search("M"))
        XCTAssertEqual(rows(host), ["Mango", "Melon"])
        try host.perform(.search(""))
        XCTAssertEqual(rows(host).count, 4)
    }

    func testPullToRefreshRunsTheAsyncAction() throws {
        let host = HeadlessHost(SearchableFruits())
        XCTAssertEqual(host.screen.first(role: .list)?.style.refreshable, true)
        try host.perform(.refresh)
        // The navigation bar shows the title; the refresh's work takes a second of the lesson's clock.
        XCTAssertEqual(host.screen.first(role: .navigationBar)?.label, "Refreshed 0")
        host.wait(seconds: 1)
        XCTAssertEqual(host.screen.first(role: .navigationBar)?.label, "Refreshed 1")
    }

    func testSingleSelectionListSelectsOnTap() throws {
        let host = HeadlessHost(PickOne())
        host.tap("Grace")
        XCTAssertTrue(host.screen.contains(text: "Selected: Grace"))
        XCTAssertEqual(host.screen.first("Grace")?.isSelected, true)
    }

    func testArrayEditingHelpersMatchSwiftUI() {
        var letters = ["a", "b", "c", "d"]
        letters.move(fromOffsets: [0], toOffset: 3)
        XCTAssertEqual(letters, ["b", "c", "a", "d"])
        letters.move(fromOffsets: [3], toOffset: 0)
        XCTAssertEqual(letters, ["d", "b", "c", "a"])
        letters.move(fromOffsets: [0, 2], toOffset: 4)
        XCTAssertEqual(letters, ["b", "a", "d", "c"])
        letters.remove(atOffsets: [1, 3])
        XCTAssertEqual(letters, ["b", "d"])
    }
}
