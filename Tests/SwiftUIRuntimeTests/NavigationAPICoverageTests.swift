import LessonProtocol
import XCTest

@testable import SwiftUI

// Course screens written the way tutorials write them, with the navigation and presentation API
// in all its common shapes: they must compile unchanged and behave as on a device.

private struct Book: Identifiable, Hashable {
    let id: Int
    var title: String
}

private struct LibraryError: LocalizedError {
    var errorDescription: String? { "The library is offline." }
}

private struct Library: View {
    @State private var books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]
    @State private var path = NavigationPath()
    @State private var selected: Book?
    @State private var covered: Book?
    @State private var renaming = false
    @State private var newName = ""
    @State private var sorting = false
    @State private var order = "none"
    @State private var title = "Library"
    @State private var editing = false
    @State private var failing: Book?
    @State private var showsFailure = false

    var body: some View {
        NavigationStack(path: $path) {
            List {
                ForEach(books) { book in
                    NavigationLink(value: book.title) {
                        Label(book.title, systemImage: "book")
                    }
                    .badge(book.id == 1 ? "New" : nil)
                }
                Button("Details of Emma") { selected = books[1] }
                Button("Read Dune") { covered = books[0] }
                Button("Fail") {
                    failing = books[0]
                    showsFailure = true
                }
            }
            .navigationTitle($title)
            .toolbarTitleDisplayMode(.inline)
            .navigationDestination(for: String.self) { name in
                Text("Reading \(name)")
                    .navigationTitle(name)
                    .toolbar(.hidden, for: .navigationBar)
            }
            .navigationDestination(item: $selected) { book in
                Text("About \(book.title)").navigationTitle("About")
            }
            .fullScreenCover(item: $covered) { book in
                Text("Full screen \(book.title)")
            }
            .toolbar {
                if editing {
                    ToolbarItem(placement: .confirmationAction) { Button("Done") { editing = false } }
                } else {
                    ToolbarItem(placement: .primaryAction) { Button("Edit") { editing = true } }
                }
                ToolbarItemGroup(placement: .bottomBar) {
                    Button("Sort") { sorting = true }
                    Spacer()
                    Button("Rename") { renaming = true }
                }
            }
            .confirmationDialog("Sort books", isPresented: $sorting, titleVisibility: .visible) {
                Button("By title") { order = "title" }
                Button("Clear", role: .destructive) { order = "none" }
            } message: {
                Text("Choose an order")
            }
            .alert("Rename", isPresented: $renaming) {
                TextField("Name", text: $newName)
                Button("OK") { title = newName }
                Button("Cancel", role: .cancel) {}
            }
            .alert("Cannot open", isPresented: $showsFailure, presenting: failing) { book in
                Button("Retry \(book.title)") {}
            } message: { book in
                Text("\(book.title) is checked out.")
            }
        }
    }
}

final class NavigationAPICoverageTests: XCTestCase {
    func testLibraryScreensCompileAndBehave() throws {
        let host = HeadlessHost(Library())
        var bar = try XCTUnwrap(host.screen.first(role: .navigationBar))
        XCTAssertEqual(bar.label, "Library")
        XCTAssertEqual(bar.style.titleDisplayMode, .inline)
        XCTAssertEqual(bar.children.map(\.label), ["Edit"])
        XCTAssertEqual(host.screen.first(role: .toolbar)?.children.compactMap(\.label), ["Sort", "Rename"])
        XCTAssertEqual(host.screen.first("Dune")?.style.badge, "New")
        XCTAssertNil(host.screen.first("Emma")?.style.badge)

        // Toolbar content follows state.
        try host.perform(.tap(.label("Edit")))
        bar = try XCTUnwrap(host.screen.first(role: .navigationBar))
        XCTAssertEqual(bar.children.map(\.label), ["Done"])

        // A value pushed onto a NavigationPath, on a screen that hides its bar.
        try host.perform(.tap(.label("Dune")))
        XCTAssertTrue(host.screen.contains(text: "Reading Dune"))
        XCTAssertNil(host.screen.first(role: .navigationBar))
        XCTAssertNotNil(host.error(performing: .goBack), "no bar, no back button")
        let pushed = host.screen

        // navigationDestination(item:) and fullScreenCover(item:).
        let other = HeadlessHost(Library())
        try other.perform(.tap(.label("Details of Emma")))
        XCTAssertEqual(other.screen.first(role: .navigationBar)?.label, "About")
        XCTAssertEqual(other.screen.first(role: .navigationBar)?.children.first?.label, "Library")
        try other.perform(.goBack)
        try other.perform(.tap(.label("Read Dune")))
        XCTAssertTrue(other.screen.contains(text: "Full screen Dune"))
        XCTAssertNil(other.screen.first(role: .navigationBar), "the cover hides the stack")
        XCTAssertNotNil(other.error(performing: .tap(.label("Sort"))), "nothing beneath a cover can be reached")
        XCTAssertFalse(pushed.contains(text: "Full screen Dune"))

        // A confirmation dialog with a visible title and message.
        let fresh = HeadlessHost(Library())
        try fresh.perform(.tap(.label("Sort")))
        let dialog = try XCTUnwrap(fresh.screen.first(role: .dialog))
        XCTAssertEqual(dialog.label, "Sort books")
        XCTAssertEqual(dialog.value, "Choose an order")
        XCTAssertEqual(dialog.children.map(\.label), ["By title", "Clear", "Cancel"])
        try fresh.perform(.tap(.label("Cancel")))

        // An alert with a text field.
        try fresh.perform(.tap(.label("Rename")))
        try fresh.perform(.type(text: "Shelf", into: .label("Name")))
        try fresh.perform(.tap(.label("OK")))
        XCTAssertEqual(fresh.screen.first(role: .navigationBar)?.label, "Shelf")

        // An alert presenting data.
        try fresh.perform(.tap(.label("Fail")))
        let alert = try XCTUnwrap(fresh.screen.first(role: .alert))
        XCTAssertEqual(alert.value, "Dune is checked out.")
        XCTAssertEqual(alert.children.map(\.label), ["Retry Dune"])
    }

    func testOlderAndNewerShapesCompile() throws {
        struct Detail: View {
            var body: some View { Text("Detail") }
        }
        struct Old: View {
            var body: some View {
                NavigationView {
                    VStack {
                        NavigationLink(destination: Detail()) { Text("Open") }
                        NavigationLink("Also open", destination: Detail())
                    }
                    .navigationBarTitleDisplayMode(.large)
                    .navigationTitle(Text("Old"))
                }
            }
        }
        let host = HeadlessHost(Old())
        XCTAssertEqual(host.screen.first(role: .navigationBar)?.label, "Old")
        try host.perform(.tap(.label("Also open")))
        XCTAssertTrue(host.screen.contains(text: "Detail"))

        struct Modern: View {
            var body: some View {
                TabView {
                    Tab("Home", systemImage: "house") { Text("Home") }
                    Tab("Search", systemImage: "magnifyingglass") { Text("Search") }
                }
            }
        }
        let tabs = HeadlessHost(Modern())
        XCTAssertEqual(tabs.screen.first(role: .tabBar)?.children.map(\.label), ["Home", "Search"])
        try tabs.perform(.selectTab(.label("Search")))
        XCTAssertEqual(tabs.screen.first(role: .tabBar)?.children.map(\.isSelected), [false, true])
    }
}
