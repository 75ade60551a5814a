import LessonProtocol
import XCTest

@testable import SwiftUI

// Every style protocol's `makeBody(configuration:)` runs, as in SwiftUI: what a lesson's own style
// builds is what the screen shows and VoiceOver reads.

private struct TitleThenIcon: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            configuration.icon
        }
    }
}

private struct PercentDone: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            Text("\(Int((configuration.fractionCompleted ?? 0) * 100))% done")
            ProgressView(configuration)
        }
    }
}

private struct PlainBox: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading) {
            configuration.label.font(.headline)
            configuration.content
        }
    }
}

private struct Styled: View {
    var body: some View {
        VStack {
            Label("Favourites", systemImage: "star").labelStyle(TitleThenIcon())
            Label("Hidden title", systemImage: "trash").labelStyle(.iconOnly)
            ProgressView("Upload", value: 0.25).progressViewStyle(PercentDone())
            ProgressView(value: 0.5).progressViewStyle(.linear)
            GroupBox("Today") { Text("3 tasks") }.groupBoxStyle(PlainBox())
        }
    }
}

final class CustomStyleProtocolTests: XCTestCase {
    func testALabelStylesBodyIsTheLabel() throws {
        let screen = HeadlessHost(Styled()).screen
        let title = try XCTUnwrap(screen.first("Favourites"))
        XCTAssertEqual(title.role, .text, "the style shows the title as a text of its own")
        XCTAssertTrue(screen.flattened.contains { $0.role == .image && $0.style.systemImage == "star" }, "and the icon beside it")
        XCTAssertEqual(screen.first("Hidden title")?.style.labelStyle, .iconOnly, "a built-in style is still recorded for the drawing")
    }

    func testAProgressViewStyleSeesTheFractionAndCanDrawTheDefaultInside() throws {
        let screen = HeadlessHost(Styled()).screen
        XCTAssertNotNil(screen.first("25% done"))
        let inner = screen.flattened.filter { $0.role == .progress }
        XCTAssertEqual(inner.map(\.value), ["0.25", "0.5"], "ProgressView(configuration) is drawn as the built-in bar")
        XCTAssertEqual(inner.first?.label, "Upload", "and keeps the label it was given")
    }

    func testAGroupBoxStyleArrangesTheLabelAndContent() {
        let screen = HeadlessHost(Styled()).screen
        XCTAssertEqual(screen.first("Today")?.style.font, "headline")
        XCTAssertNotNil(screen.first("3 tasks"))
        XCTAssertFalse(screen.flattened.contains { $0.style.kind == .groupBox }, "the built-in box is not drawn around it")
    }

    func testTextWithAFormatterUsesTheFormattersString() {
        let formatter = Foundation.DateFormatter()
        formatter.dateStyle = .long
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.locale = Locale(identifier: "en_US")
        let date = Date(timeIntervalSince1970: 0)
        let screen = HeadlessHost(Text(date, formatter: formatter)).screen
        XCTAssertTrue(screen.contains(text: "January 1, 1970"), "\(screen.labels)")
    }

    func testAColourPrintsAsSwiftUIPrintsIt() {
        XCTAssertEqual(Color.red.description, "red")
        XCTAssertEqual(Color(.sRGB, red: 1, green: 0.5, blue: 0, opacity: 1).description, "#FF8000FF")
        XCTAssertEqual(Color(white: 0.5, opacity: 0.5).description, "#80808080")
    }
}
