import LessonProtocol
import XCTest

@testable import SwiftUI

private enum Shelf: String, CaseIterable { case all, recent }

private struct Genre: Identifiable {
    let id: Int
    let name: String
}

private struct Catalog: View {
    @State private var query = ""
    @State private var shelf = Shelf.all
    @State private var genres = [Genre(id: 1, name: "Poetry")]
    @State private var suggested = [Genre(id: 2, name: "Drama")]
    var body: some View {
        NavigationStack {
            VStack {
                Text("Shelf \(shelf.rawValue)")
                Text("Query \(query)")
                Text("\(genres.count) tokens")
            }
            .navigationTitle("Books")
        }
        .searchable(text: $query, tokens: $genres, suggestedTokens: $suggested, prompt: "Title") { genre in
            Text(genre.name)
        }
        .searchScopes($shelf) {
            ForEach(Shelf.allCases, id: \.self) { Text($0.rawValue.capitalized) }
        }
    }
}

final class SearchTokensAndScopesTests: XCTestCase {
    /// The scope bar appears under the search field only while a search is active.
    func testTheScopeBarShowsWhileSearching() throws {
        let host = HeadlessHost(Catalog())
        XCTAssertNil(host.screen.first(role: .picker), "no scope bar before the search starts")
        XCTAssertEqual(host.screen.first(role: .searchField)?.style.placeholder, "Title")
        try host.perform(.search("Od"))
        let bar = try XCTUnwrap(host.screen.first(role: .picker))
        XCTAssertEqual(bar.style.pickerStyle, .segmented)
        XCTAssertEqual(bar.options, ["All", "Recent"])
        XCTAssertEqual(bar.value, "All")
    }

    /// Choosing a scope sets the bound value; the text and the tokens keep theirs.
    func testChoosingAScopeSetsTheBinding() throws {
        let host = HeadlessHost(Catalog())
        try host.perform(.search("Od"))
        host.tap("Recent")
        XCTAssertTrue(host.screen.contains(text: "Shelf recent"), "\(host.screen.labels)")
        XCTAssertTrue(host.screen.contains(text: "Query Od"))
        XCTAssertTrue(host.screen.contains(text: "1 tokens"))
    }

    private struct Tagged: View {
        @State private var query = ""
        @State private var genres = [Genre(id: 1, name: "Poetry")]
        var body: some View {
            List { Text("\(genres.count) tokens, query \(query)") }
                .searchable(text: $query, tokens: $genres) { Text($0.name) }
        }
    }

    /// With tokens, the field still edits the text binding.
    func testTheTextOfATokenFieldIsBound() throws {
        let host = HeadlessHost(Tagged())
        try host.perform(.search("Ode"))
        XCTAssertTrue(host.screen.contains(text: "1 tokens, query Ode"), "\(host.screen.labels)")
        XCTAssertEqual(host.screen.first(role: .searchField)?.style.placeholder, "Search")
    }
}
