import LessonProtocol
import XCTest

@testable import SwiftUI

// Course-style navigation screens. Every expectation is what an iPhone shows (iOS 17/18):
// a push replaces the visible screen; the back button reads the previous title; popping discards
// the pushed view's state; path bindings and the visible stack agree.

private struct Contact: Identifiable, Hashable {
    let id: Int
    var name: String
    var phone: String
}

private let sampleContacts = [
    Contact(id: 1, name: "Ada Lovelace", phone: "555-0101"),
    Contact(id: 2, name: "Grace Hopper", phone: "555-0102"),
]

private struct ContactDetail: View {
    let contact: Contact
    @State private var calls = 0
    var body: some View {
        VStack {
            Text(contact.phone)
            Text("Calls: \(calls)")
            Button("Call") { calls += 1 }
        }
        .navigationTitle(contact.name)
        .navigationBarTitleDisplayMode(.inline)
    }
}

private struct ContactsList: View {
    @State private var favourites = 0
    var body: some View {
        NavigationStack {
            List {
                Button("Favourite: \(favourites)") { favourites += 1 }
                ForEach(sampleContacts) { contact in
                    NavigationLink(contact.name, value: contact)
                }
            }
            .navigationTitle("Contacts")
            .navigationDestination(for: Contact.self) { contact in
                ContactDetail(contact: contact)
            }
        }
    }
}

private struct PathContacts: View {
    @State private var path: [Contact] = []
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text("Depth: \(path.count)")
                Button("Open Grace") { path.append(sampleContacts[1]) }
                Button("Open both") { path = sampleContacts }
                ForEach(sampleContacts) { contact in
                    NavigationLink(contact.name, value: contact)
                }
            }
            .navigationTitle("People")
            .navigationDestination(for: Contact.self) { contact in
                VStack {
                    Text("Depth: \(path.count)")
                    Button("Home") { path.removeAll() }
                }
                .navigationTitle(contact.name)
            }
        }
    }
}

private struct RecipeStep: View {
    @Environment(\.dismiss) private var dismiss
    @Environment(\.isPresented) private var isPresented
    var body: some View {
        VStack {
            Text(isPresented ? "Pushed" : "Not pushed")
            Button("Done") { dismiss() }
        }
        .navigationTitle("Step 1")
    }
}

private struct Recipes: View {
    @State private var path = NavigationPath()
    @State private var showsTimer = false
    @State private var log: [String] = []
    var body: some View {
        NavigationStack(path: $path) {
            VStack {
                Text("Path: \(path.count)")
                Text("Log: \(log.joined(separator: ","))")
                NavigationLink("Pancakes") { RecipeStep() }
                Button("Go to 3") { path.append(3) }
                Button("Timer") { showsTimer = true }
                Text("Timer on: \(showsTimer ? "yes" : "no")")
            }
            .onAppear { log.append("appear") }
            .onDisappear { log.append("disappear") }
            .navigationDestination(for: Int.self) { number in Text("Number \(number)").navigationTitle("#\(number)") }
            .navigationDestination(isPresented: $showsTimer) { Text("Timer running").navigationTitle("Timer") }
        }
    }
}

private struct Notes: View {
    @State private var notes = ["Milk"]
    var body: some View {
        NavigationStack {
            List(notes, id: \.self) { Text($0) }
                .navigationTitle("Notes")
                .toolbar {
                    ToolbarItem(placement: .topBarTrailing) {
                        Button("Add", systemImage: "plus") { notes.append("Eggs") }
                    }
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Clear") { notes.removeAll() }
                    }
                    ToolbarItemGroup(placement: .bottomBar) {
                        Text("\(notes.count) notes")
                    }
                }
        }
    }
}

final class NavigationTests: XCTestCase {
    private func bar(_ host: HeadlessHost) -> ScreenNode? { host.screen.first(role: .navigationBar) }

    func testPushReplacesTheScreenAndBackReadsThePreviousTitle() throws {
        let host = HeadlessHost(ContactsList())
        XCTAssertEqual(bar(host)?.label, "Contacts")
        XCTAssertEqual(bar(host)?.style.titleDisplayMode, .large, "a stack's root shows a large title")
        XCTAssertEqual(host.screen.first("Ada Lovelace")?.style.disclosure, true)
        XCTAssertNil(bar(host)?.children.first { $0.style.placement == .back }, "the root has no back button")

        try host.perform(.tap(.label("Ada Lovelace")))
        let screen = host.screen
        XCTAssertEqual(bar(host)?.label, "Ada Lovelace")
        XCTAssertEqual(bar(host)?.style.titleDisplayMode, .inline)
        XCTAssertTrue(screen.contains(text: "555-0101"))
        XCTAssertFalse(screen.contains(text: "Grace Hopper"), "the list is beneath the pushed screen, not visible")
        let back = try XCTUnwrap(bar(host)?.children.first { $0.style.placement == .back })
        XCTAssertEqual(back.label, "Contacts")
    }

    func testGoingBackDiscardsThePushedStateAndKeepsTheRoots() throws {
        let host = HeadlessHost(ContactsList())
        try host.perform(.tap(.label("Favourite: 0")))
        try host.perform(.tap(.label("Grace Hopper")))
        try host.perform(.tap(.label("Call")))
        XCTAssertTrue(host.screen.contains(text: "Calls: 1"))
        try host.perform(.goBack)
        XCTAssertTrue(host.screen.contains(text: "Favourite: 1"), "the root keeps its state")
        try host.perform(.tap(.label("Grace Hopper")))
        XCTAssertTrue(host.screen.contains(text: "Calls: 0"), "a screen pushed again starts fresh")
        // Tapping the back button by its label is the same as going back.
        try host.perform(.tap(.label("Contacts")))
        XCTAssertEqual(bar(host)?.label, "Contacts")
        XCTAssertEqual(host.error(performing: .goBack)?.contains("no back button"), true)
    }

    func testAPathBindingAndTheVisibleStackAgree() throws {
        let host = HeadlessHost(PathContacts())
        XCTAssertTrue(host.screen.contains(text: "Depth: 0"))
        try host.perform(.tap(.label("Open both")))
        XCTAssertEqual(bar(host)?.label, "Grace Hopper")
        XCTAssertEqual(bar(host)?.children.first?.label, "Ada Lovelace", "the back button reads the screen beneath")
        XCTAssertTrue(host.screen.contains(text: "Depth: 2"))
        try host.perform(.goBack)
        XCTAssertEqual(bar(host)?.label, "Ada Lovelace")
        XCTAssertTrue(host.screen.contains(text: "Depth: 1"), "going back removed the last path element")
        try host.perform(.tap(.label("Home")))
        XCTAssertEqual(bar(host)?.label, "People")
        XCTAssertTrue(host.screen.contains(text: "Depth: 0"), "removeAll() pops to the root")
        try host.perform(.tap(.label("Ada Lovelace")))
        try host.perform(.tap(.label("People")))
        XCTAssertTrue(host.screen.contains(text: "Depth: 0"))
    }

    func testNavigationPathDismissAndPresentedDestinations() throws {
        let host = HeadlessHost(Recipes())
        XCTAssertTrue(host.screen.contains(text: "Log: appear"))
        try host.perform(.tap(.label("Pancakes")))
        XCTAssertEqual(bar(host)?.label, "Step 1")
        XCTAssertEqual(bar(host)?.children.first?.label, "Back", "an untitled previous screen gives \"Back\"")
        XCTAssertTrue(host.screen.contains(text: "Pushed"), "a pushed view is presented")
        try host.perform(.tap(.label("Done")))
        XCTAssertTrue(host.screen.contains(text: "Log: appear,disappear,appear"), "covering and uncovering the root")

        try host.perform(.tap(.label("Go to 3")))
        XCTAssertEqual(bar(host)?.label, "#3")
        XCTAssertTrue(host.screen.contains(text: "Number 3"))
        try host.perform(.goBack)
        XCTAssertTrue(host.screen.contains(text: "Path: 0"))

        try host.perform(.tap(.label("Timer")))
        XCTAssertEqual(bar(host)?.label, "Timer")
        try host.perform(.goBack)
        XCTAssertTrue(host.screen.contains(text: "Timer on: no"), "going back sets isPresented to false")
    }

    func testToolbarItemsShowInTheBarsAndAreTappable() throws {
        let host = HeadlessHost(Notes())
        let items = try XCTUnwrap(bar(host)).children
        XCTAssertEqual(items.map(\.label), ["Clear", "Add"], "cancellation leads, topBarTrailing trails")
        XCTAssertEqual(items.map(\.style.placement), [.cancellationAction, .topBarTrailing])
        XCTAssertEqual(host.screen.first(role: .toolbar)?.children.first?.label, "1 notes")
        try host.perform(.tap(.label("Add")))
        XCTAssertEqual(host.screen.first(role: .toolbar)?.children.first?.label, "2 notes")
        try host.perform(.tap(.label("Clear")))
        XCTAssertEqual(host.screen.first(role: .toolbar)?.children.first?.label, "0 notes")
    }

    func testALinkOutsideAStackOrWithoutADestinationCannotPush() {
        struct Loose: View {
            var body: some View {
                VStack {
                    NavigationLink("Orphan") { Text("Nowhere") }
                    Text("Bar").toolbar { Button("Hidden") {} }.navigationTitle("Untitled")
                }
            }
        }
        let host = HeadlessHost(Loose())
        XCTAssertEqual(host.screen.first("Orphan")?.isEnabled, false)
        XCTAssertNil(host.screen.first("Hidden"), "a toolbar outside a NavigationStack shows nowhere")
        XCTAssertNil(host.screen.first("Untitled"))
        let orphanError = host.error(performing: .tap(.label("Orphan"))) ?? ""
        XCTAssertTrue(orphanError.contains("outside any NavigationStack"), orphanError)

        struct NoDestination: View {
            var body: some View { NavigationStack { NavigationLink("Seven", value: 7) } }
        }
        let other = HeadlessHost(NoDestination())
        let sevenError = other.error(performing: .tap(.label("Seven"))) ?? ""
        XCTAssertTrue(sevenError.contains("navigationDestination(for: Int.self)"), sevenError)
    }

    func testSplitViewOnAPhoneIsAStackStartingOnTheSidebar() throws {
        struct Mail: View {
            var body: some View {
                NavigationSplitView {
                    List { NavigationLink("Inbox") { Text("No mail").navigationTitle("Inbox") } }
                        .navigationTitle("Mailboxes")
                } detail: {
                    Text("Pick a mailbox")
                }
            }
        }
        let host = HeadlessHost(Mail())
        XCTAssertEqual(bar(host)?.label, "Mailboxes")
        XCTAssertFalse(host.screen.contains(text: "Pick a mailbox"))
        try host.perform(.tap(.label("Inbox")))
        XCTAssertTrue(host.screen.contains(text: "No mail"))
        XCTAssertEqual(bar(host)?.children.first?.label, "Mailboxes")
    }

    func testPushingAndPoppingDoNotEvaluateTheRootsBodyAgain() throws {
        let host = HeadlessHost(ContactsList())
        let before = host.bodyEvaluations(of: ContactsList.self)
        try host.perform(.tap(.label("Ada Lovelace")))
        try host.perform(.goBack)
        XCTAssertEqual(host.bodyEvaluations(of: ContactsList.self), before, "covering a screen is not a change of its inputs")
    }

    func testARowIsTappedByOneOfItsTexts() throws {
        struct Rows: View {
            var body: some View {
                NavigationStack {
                    List(sampleContacts) { contact in
                        NavigationLink {
                            Text("Calling \(contact.name)")
                        } label: {
                            HStack {
                                Text(contact.name)
                                Spacer()
                                Text(contact.phone).foregroundStyle(.secondary)
                            }
                        }
                    }
                    .navigationTitle("Contacts")
                }
            }
        }
        let host = HeadlessHost(Rows())
        XCTAssertEqual(host.screen.first(role: .list)?.children.first?.label, "Ada Lovelace, 555-0101")
        try host.perform(.tap(.label("Grace Hopper")))
        XCTAssertTrue(host.screen.contains(text: "Calling Grace Hopper"))
    }

    func testASheetWithItsOwnStackCancelsWithDismiss() throws {
        struct NewContact: View {
            @Environment(\.dismiss) private var dismiss
            @Binding var saved: Int
            var body: some View {
                NavigationStack {
                    Form { Text("Name") }
                        .navigationTitle("New Contact")
                        .toolbar {
                            ToolbarItem(placement: .cancellationAction) { Button("Cancel") { dismiss() } }
                            ToolbarItem(placement: .confirmationAction) {
                                Button("Save") {
                                    saved += 1
                                    dismiss()
                                }
                            }
                        }
                }
            }
        }
        struct Host: View {
            @State private var adding = false
            @State private var saved = 0
            var body: some View {
                NavigationStack {
                    Text("Saved \(saved)")
                        .navigationTitle("Contacts")
                        .toolbar { Button("Add", systemImage: "plus") { adding = true } }
                        .sheet(isPresented: $adding) { NewContact(saved: $saved) }
                }
            }
        }
        let host = HeadlessHost(Host())
        try host.perform(.tap(.label("Add")))
        let sheet = try XCTUnwrap(host.screen.first(role: .sheet))
        XCTAssertEqual(sheet.first(role: .navigationBar)?.label, "New Contact")
        XCTAssertEqual(sheet.first(role: .navigationBar)?.style.titleDisplayMode, .large)
        XCTAssertEqual(sheet.first(role: .navigationBar)?.children.map(\.label), ["Cancel", "Save"])
        try host.perform(.tap(.label("Save")))
        XCTAssertNil(host.screen.first(role: .sheet))
        XCTAssertTrue(host.screen.contains(text: "Saved 1"))
        try host.perform(.tap(.label("Add")))
        try host.perform(.tap(.label("Cancel")))
        XCTAssertNil(host.screen.first(role: .sheet))
        XCTAssertTrue(host.screen.contains(text: "Saved 1"))
    }

    func testAStackStartingWithAPathShowsItsLastScreen() throws {
        struct DeepLink: View {
            @State private var path = [sampleContacts[0], sampleContacts[1]]
            var body: some View {
                NavigationStack(path: $path) {
                    Text("Root").navigationTitle("Contacts")
                        .navigationDestination(for: Contact.self) { ContactDetail(contact: $0) }
                }
            }
        }
        let host = HeadlessHost(DeepLink())
        XCTAssertEqual(bar(host)?.label, "Grace Hopper")
        XCTAssertEqual(bar(host)?.children.first?.label, "Ada Lovelace")
        try host.perform(.goBack)
        try host.perform(.goBack)
        XCTAssertEqual(bar(host)?.label, "Contacts")
        XCTAssertTrue(host.screen.contains(text: "Root"))
    }
}
