import LessonProtocol
import XCTest

@testable import SwiftUI

/// The commonest row in a course: a button whose label is a title over a secondary line. On a
/// device VoiceOver reads it "Dune, Frank Herbert" and XCUITest names the button so; each text keeps
/// its own font and colour.
final class StackedButtonLabelTests: XCTestCase {
    private struct Books: View {
        @State private var chosen = "none"
        var body: some View {
            List {
                ForEach([("Dune", "Frank Herbert"), ("Emma", "Jane Austen")], id: \.0) { book in
                    Button {
                        chosen = book.0
                    } label: {
                        VStack(alignment: .leading) {
                            Text(book.0).font(.headline)
                            Text(book.1).font(.subheadline).foregroundStyle(.secondary)
                        }
                    }
                }
                Text("Chosen: \(chosen)")
            }
        }
    }

    func testTheButtonIsNamedWithItsTextsJoinedAsVoiceOverReadsThem() throws {
        let host = HeadlessHost(Books())
        let dune = try XCTUnwrap(host.screen.first(role: .button))
        XCTAssertEqual(dune.label, "Dune, Frank Herbert")
        XCTAssertEqual(host.screen.first(role: .list)?.listRows?.first?.rowText, "Dune, Frank Herbert")
        try host.perform(.tap(.label("Emma, Jane Austen")))
        XCTAssertTrue(host.screen.contains(text: "Chosen: Emma"))
    }

    func testEachTextKeepsItsFontAndColourAndATitleTapsTheButton() throws {
        let host = HeadlessHost(Books())
        let dune = try XCTUnwrap(host.screen.first(role: .button))
        let texts = dune.flattened.filter { $0.role == .text }
        XCTAssertEqual(texts.map(\.label), ["Dune", "Frank Herbert"])
        XCTAssertEqual(texts.map(\.style.font), ["headline", "subheadline"])
        XCTAssertEqual(texts.last?.style.foreground, "secondary")
        try host.perform(.tap(.label("Dune")))
        XCTAssertTrue(host.screen.contains(text: "Chosen: Dune"))
    }

    func testASingleTextLabelStaysOneText() throws {
        struct Plain: View { var body: some View { Button("Save") {} } }
        XCTAssertEqual(HeadlessHost(Plain()).screen.first(role: .button)?.children.count, 0)
    }
}
