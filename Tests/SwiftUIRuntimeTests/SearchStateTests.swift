import LessonProtocol
import XCTest

@testable import SwiftUI

private struct Results: View {
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch
    @Environment(\.calendar) private var calendar
    var body: some View {
        VStack {
            Text(isSearching ? "Searching" : "Browsing")
            Button("Done") { dismissSearch() }
            Text("Week starts on day \(calendar.firstWeekday)")
        }
    }
}

private struct Library: View {
    @State private var query = ""
    var body: some View {
        NavigationStack {
            Results()
                .navigationTitle("Books")
        }
        .searchable(text: $query)
    }
}

final class SearchStateTests: XCTestCase {
    /// A search is active from the first text typed into the field until `dismissSearch` ends it,
    /// which also clears the field.
    func testTypingStartsASearchAndDismissingItEndsItAndClearsTheField() throws {
        let host = HeadlessHost(Library())
        XCTAssertTrue(host.screen.contains(text: "Browsing"))
        // en_US weeks start on Sunday, day 1.
        XCTAssertTrue(host.screen.contains(text: "Week starts on day 1"), "\(host.screen.labels)")
        try host.perform(.search("Du"))
        XCTAssertTrue(host.screen.contains(text: "Searching"), "\(host.screen.labels)")
        XCTAssertEqual(host.screen.first(role: .searchField)?.value, "Du")
        host.tap("Done")
        XCTAssertTrue(host.screen.contains(text: "Browsing"), "\(host.screen.labels)")
        XCTAssertEqual(host.screen.first(role: .searchField)?.value, "")
    }
}
