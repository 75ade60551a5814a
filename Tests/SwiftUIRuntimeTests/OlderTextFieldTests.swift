import LessonProtocol
import XCTest

@testable import SwiftUI

/// An iOS 13-era search box: the query runs when return is pressed, and a label shows while editing.
private struct OldSearch: View {
    @State private var query = ""
    @State private var editing = false
    @State private var searched = ""
    var body: some View {
        VStack {
            TextField("Search", text: $query, onEditingChanged: { editing = $0 }, onCommit: { searched = query })
            Text(editing ? "Editing" : "Not editing")
            Text("Searched: \(searched)")
            TextField("Note", text: .constant(""), onCommit: {})
            TextField(String("Tag"), text: .constant(""), onEditingChanged: { _ in })
        }
    }
}

final class OlderTextFieldTests: XCTestCase {
    /// On a device: focusing the field calls onEditingChanged(true); return ends editing
    /// (onEditingChanged(false)) and calls onCommit. Typing alone commits nothing.
    func testOnEditingChangedAndOnCommitFollowFocusAndReturn() throws {
        let host = HeadlessHost(OldSearch())
        XCTAssertTrue(host.screen.contains(text: "Not editing"))
        try host.perform(.type(text: "tacos", into: .label("Search")))
        XCTAssertTrue(host.screen.contains(text: "Editing"), "\(host.screen.labels)")
        XCTAssertTrue(host.screen.contains(text: "Searched: "), "typing alone does not commit")
        try host.perform(.submit(.label("Search")))
        XCTAssertTrue(host.screen.contains(text: "Not editing"), "\(host.screen.labels)")
        XCTAssertTrue(host.screen.contains(text: "Searched: tacos"), "\(host.screen.labels)")
    }
}
