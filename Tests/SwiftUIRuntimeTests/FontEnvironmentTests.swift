import LessonProtocol
import XCTest

@testable import SwiftUI

private struct FontReport: View {
    @Environment(\.font) private var font
    var body: some View {
        Text(font == nil ? "No font" : font == .title ? "Title font" : "Other font")
    }
}

final class FontEnvironmentTests: XCTestCase {
    /// Without `.font`, the environment's font is nil (text uses the body style).
    func testTheFontIsNilByDefault() {
        XCTAssertTrue(HeadlessHost(FontReport()).screen.contains(text: "No font"))
    }

    func testTheFontModifierSetsTheEnvironmentFont() {
        XCTAssertTrue(HeadlessHost(FontReport().font(.title)).screen.contains(text: "Title font"))
    }

    /// Text inside is drawn in the font set through the environment.
    func testTextIsDrawnInTheEnvironmentFont() {
        let host = HeadlessHost(VStack { Text("Heading") }.environment(\.font, .headline))
        XCTAssertEqual(host.screen.first("Heading")?.style.font, "headline")
    }

    /// `transformEnvironment` changes the value the view would get from outside.
    func testTransformEnvironmentReplacesTheFont() {
        let view = VStack { Text("Note") }
            .transformEnvironment(\.font) { font in font = font == .title ? .caption : .body }
            .font(.title)
        XCTAssertEqual(HeadlessHost(view).screen.first("Note")?.style.font, "caption")
    }
}
