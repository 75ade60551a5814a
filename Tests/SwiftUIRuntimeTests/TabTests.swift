import LessonProtocol
import XCTest

@testable import SwiftUI

// Tabs as an iPhone shows them: only the selected tab's content is visible; the tab bar shows
// every tab's label and badge; each tab keeps its state while another shows; onAppear runs each
// time a tab becomes visible.

private struct Counter: View {
    let name: String
    @State private var count = 0
    @State private var appearances = 0
    var body: some View {
        VStack {
            Text("\(name) count: \(count)")
            Button("Add to \(name)") { count += 1 }
            Text("\(name) appeared \(appearances) times")
        }
        .onAppear { appearances += 1 }
    }
}

private struct HomeTabs: View {
    var body: some View {
        TabView {
            Counter(name: "Inbox")
                .tabItem { Label("Inbox", systemImage: "tray") }
                .badge(3)
            Counter(name: "Settings")
                .tabItem { Label("Settings", systemImage: "gear") }
        }
    }
}

private enum Section: Hashable { case contacts, favourites }

private struct BoundTabs: View {
    @State private var selection = Section.favourites
    var body: some View {
        TabView(selection: $selection) {
            NavigationStack {
                Button("Show favourites") { selection = .favourites }
                    .navigationTitle("Contacts")
            }
            .tabItem { Label("Contacts", systemImage: "person.2") }
            .tag(Section.contacts)
            Text("Selected: \(selection == .favourites ? "favourites" : "contacts")")
                .tabItem { Label("Favourites", systemImage: "star") }
                .tag(Section.favourites)
        }
    }
}

private struct ModernTabs: View {
    @State private var selection = 0
    var body: some View {
        TabView(selection: $selection) {
            Tab("Today", systemImage: "sun.max", value: 0) { Text("Today's plan") }
            Tab("Archive", systemImage: "archivebox", value: 1) { Text("Selection \(selection)") }
                .badge("New")
        }
    }
}

final class TabTests: XCTestCase {
    private func tabs(_ host: HeadlessHost) -> [ScreenNode] { host.screen.first(role: .tabBar)?.children ?? [] }

    func testOnlyTheSelectedTabShowsAndTheBarListsEveryTab() throws {
        let host = HeadlessHost(HomeTabs())
        XCTAssertEqual(tabs(host).map(\.label), ["Inbox", "Settings"])
        XCTAssertEqual(tabs(host).map(\.isSelected), [true, false])
        XCTAssertEqual(tabs(host).map(\.style.systemImage), ["tray", "gear"])
        XCTAssertEqual(tabs(host).first?.style.badge, "3")
        XCTAssertTrue(host.screen.contains(text: "Inbox count: 0"))
        XCTAssertFalse(host.screen.contains(text: "Settings count: 0"))
        try host.perform(.selectTab(.label("Settings")))
        XCTAssertEqual(tabs(host).map(\.isSelected), [false, true])
        XCTAssertTrue(host.screen.contains(text: "Settings count: 0"))
        XCTAssertFalse(host.screen.contains(text: "Inbox count: 0"))
    }

    func testEachTabKeepsItsStateAndAppearsAgainWhenShown() throws {
        let host = HeadlessHost(HomeTabs())
        try host.perform(.tap(.label("Add to Inbox")))
        try host.perform(.tap(.label("Add to Inbox")))
        XCTAssertTrue(host.screen.contains(text: "Inbox appeared 1 times"))
        // Tapping a tab's label in the bar selects it.
        try host.perform(.tap(.label("Settings")))
        try host.perform(.tap(.label("Add to Settings")))
        try host.perform(.tap(.label("Inbox")))
        XCTAssertTrue(host.screen.contains(text: "Inbox count: 2"), "switching tabs never resets a tab's state")
        XCTAssertTrue(host.screen.contains(text: "Inbox appeared 2 times"), "onAppear runs each time the tab shows")
        try host.perform(.selectTab(.label("Settings")))
        XCTAssertTrue(host.screen.contains(text: "Settings count: 1"))
        XCTAssertEqual(
            host.error(performing: .selectTab(.label("Profile"))), "No tab matches \"Profile\". The tab bar holds: \"Inbox\", \"Settings\"."
        )
    }

    func testASelectionBindingAndTheSelectedTabAgree() throws {
        let host = HeadlessHost(BoundTabs())
        XCTAssertEqual(tabs(host).map(\.isSelected), [false, true], "the bound value picks the tab with that tag")
        XCTAssertTrue(host.screen.contains(text: "Selected: favourites"))
        try host.perform(.selectTab(.label("Contacts")))
        XCTAssertEqual(host.screen.first(role: .navigationBar)?.label, "Contacts", "a tab can hold its own NavigationStack")
        try host.perform(.tap(.label("Show favourites")))
        XCTAssertEqual(tabs(host).map(\.isSelected), [false, true], "setting the binding selects the tab")
        XCTAssertTrue(host.screen.contains(text: "Selected: favourites"))
    }

    func testIOS18TabsWithValuesAndBadges() throws {
        let host = HeadlessHost(ModernTabs())
        XCTAssertEqual(tabs(host).map(\.label), ["Today", "Archive"])
        XCTAssertEqual(tabs(host).last?.style.badge, "New")
        XCTAssertTrue(host.screen.contains(text: "Today's plan"))
        try host.perform(.tap(.label("Archive")))
        XCTAssertTrue(host.screen.contains(text: "Selection 1"))
    }

    func testSwitchingTabsDoesNotEvaluateTheTabsBodiesAgain() throws {
        let host = HeadlessHost(HomeTabs())
        try host.perform(.selectTab(.label("Settings")))
        let before = host.bodyEvaluations(of: Counter.self)
        try host.perform(.selectTab(.label("Inbox")))
        // Inbox's onAppear changes its state (one evaluation); Settings is only covered.
        XCTAssertEqual(host.bodyEvaluations(of: Counter.self), before + 1)
    }
}

final class TabStyleTests: XCTestCase {
    func testAPagedTabViewShowsNoTabBarAndFollowsItsBinding() throws {
        struct Onboarding: View {
            @State private var page = 0
            var body: some View {
                VStack {
                    TabView(selection: $page) {
                        Text("Welcome").tag(0)
                        Text("Get started").tag(1)
                    }
                    .tabViewStyle(.page)
                    Button("Next") { page += 1 }
                }
            }
        }
        let host = HeadlessHost(Onboarding())
        XCTAssertNil(host.screen.first(role: .tabBar))
        XCTAssertTrue(host.screen.contains(text: "Welcome"))
        try host.perform(.tap(.label("Next")))
        XCTAssertTrue(host.screen.contains(text: "Get started"))
        XCTAssertFalse(host.screen.contains(text: "Welcome"))
    }

    func testOlderNavigationBarItemsShowInTheBar() throws {
        struct Old: View {
            @State private var count = 0
            var body: some View {
                NavigationStack {
                    Text("Count \(count)")
                        .navigationTitle("Counter")
                        .navigationBarItems(leading: Button("Reset") { count = 0 }, trailing: Button("Add") { count += 1 })
                }
            }
        }
        let host = HeadlessHost(Old())
        XCTAssertEqual(host.screen.first(role: .navigationBar)?.children.map(\.style.placement), [.topBarLeading, .topBarTrailing])
        try host.perform(.tap(.label("Add")))
        XCTAssertTrue(host.screen.contains(text: "Count 1"))
    }

    func testADetailCanHideTheTabBar() throws {
        struct Shop: View {
            var body: some View {
                TabView {
                    NavigationStack {
                        NavigationLink("Checkout") {
                            Text("Pay now").navigationTitle("Checkout").toolbar(.hidden, for: .tabBar)
                        }
                        .navigationTitle("Cart")
                    }
                    .tabItem { Label("Cart", systemImage: "cart") }
                    Text("Account").tabItem { Label("Account", systemImage: "person") }
                }
            }
        }
        let host = HeadlessHost(Shop())
        XCTAssertNotNil(host.screen.first(role: .tabBar))
        try host.perform(.tap(.label("Checkout")))
        XCTAssertNil(host.screen.first(role: .tabBar), "the pushed screen hides the tab bar")
        XCTAssertNotNil(host.error(performing: .selectTab(.label("Account"))))
        try host.perform(.goBack)
        XCTAssertNotNil(host.screen.first(role: .tabBar))
    }
}
