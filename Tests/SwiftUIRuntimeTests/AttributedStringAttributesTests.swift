import LessonProtocol
import XCTest

@testable import SwiftUI

final class AttributedStringAttributesTests: XCTestCase {
    /// Setting SwiftUI attributes on a range styles that run only; the characters are unchanged.
    func testARangeKeepsItsAttributes() throws {
        var text = AttributedString("Hello world")
        let range = try XCTUnwrap(text.range(of: "world"))
        text[range].font = .headline
        text[range].foregroundColor = .red
        text[range].underlineStyle = .single
        let runs = Array(text.runs)
        XCTAssertEqual(runs.count, 2)
        XCTAssertNil(runs[0].font)
        XCTAssertEqual(runs[1].font, .headline)
        XCTAssertEqual(runs[1].foregroundColor, .red)
        XCTAssertEqual(runs[1].underlineStyle, .single)
        XCTAssertEqual(String(text[runs[1].range].characters), "world")
    }

    /// A Text of an attributed string reads its characters, whatever their styling.
    func testTextReadsTheCharacters() throws {
        var text = AttributedString("Hello world")
        let range = try XCTUnwrap(text.range(of: "world"))
        text[range].font = .headline
        text[range].strikethroughStyle = Text.LineStyle(pattern: .dash, color: .gray)
        text[range].kern = 2
        text[range].tracking = 1
        text[range].baselineOffset = 4
        text[range].backgroundColor = .yellow
        let host = HeadlessHost(Text(text))
        XCTAssertEqual(host.screen.first(role: .text)?.label, "Hello world")
    }

    /// Attributes merged from a container over the whole string draw the whole text.
    func testAContainerOverTheWholeStringStylesTheText() {
        var container = AttributeContainer()
        container.font = .title
        container.foregroundColor = .blue
        container.underlineStyle = .single
        let host = HeadlessHost(Text(AttributedString("Chapter one", attributes: container)))
        let node = host.screen.first("Chapter one")
        XCTAssertEqual(node?.style.font, "title")
        XCTAssertEqual(node?.style.foreground, Color.blue._styleDescription)
        XCTAssertEqual(node?.style.underline, true)
    }

    /// The container builder (`.font(_:)`) and `runs[\.font]` reach SwiftUI's attributes too.
    func testTheBuilderAndRunSlicesReachTheAttributes() {
        var text = AttributedString("Bold ")
        text.mergeAttributes(AttributeContainer().font(.headline).foregroundColor(.orange))
        text += AttributedString("plain")
        let fonts = text.runs[\.font].map(\.0)
        XCTAssertEqual(fonts, [.headline, nil])
        XCTAssertEqual(text.runs.first?.foregroundColor, .orange)
        XCTAssertEqual(HeadlessHost(Text(text)).screen.first(role: .text)?.label, "Bold plain")
    }
}
