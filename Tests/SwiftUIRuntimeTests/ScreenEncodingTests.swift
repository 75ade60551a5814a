import LessonProtocol
import XCTest

@testable import SwiftUI

final class ScreenEncodingTests: XCTestCase {
    private func json(_ screen: ScreenNode, frames: Bool = true) throws -> String {
        func withoutFrames(_ node: ScreenNode) -> ScreenNode {
            var node = node
            node.frame = nil
            node.children = node.children.map(withoutFrames)
            return node
        }
        let screen = frames ? screen : withoutFrames(screen)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(screen), as: UTF8.self)
    }

    func testScreenEncodesStablyInReadingOrder() throws {
        let host = HeadlessHost(TicketCounterView())
        let first = try json(host.screen)
        XCTAssertEqual(first, try json(HeadlessHost(TicketCounterView()).screen), "the same view encodes the same way")
        XCTAssertEqual(first, try json(host.screen))
        // Frames are checked by the point layout's tests; here, the rest of what a screen says.
        XCTAssertTrue(first.contains(#""frame":"0 0 393 852""#), "the screen's own frame is the phone's")
        XCTAssertEqual(
            try json(host.screen, frames: false),
            """
            {"children":[{"children":[\
            {"children":[],"isEnabled":true,"label":"Tickets","role":"text","style":{"font":"largeTitle","weight":"bold"}},\
            {"children":[],"isEnabled":true,"label":"Quantity: 1","role":"text","style":{"font":"title"}},\
            {"children":[],"isEnabled":true,"label":"Total: 12","role":"text","style":{"font":"title2"}},\
            {"children":[\
            {"children":[],"identifier":"removeTicket","isEnabled":false,"label":"Remove one","role":"button","style":{"buttonStyle":"bordered"}},\
            {"children":[],"identifier":"addTicket","isEnabled":true,"label":"Add one","role":"button","style":{"buttonStyle":"bordered"}}\
            ],"isEnabled":true,"role":"stack","style":{"axis":"horizontal"}},\
            {"children":[],"identifier":"resetTickets","isEnabled":true,"label":"Reset","role":"button","style":{}},\
            {"children":[],"isEnabled":true,"label":"Choose between 1 and 4 tickets.","role":"text","style":{"font":"caption"}}\
            ],"isEnabled":true,"role":"stack","style":{"axis":"vertical","padding":"24","spacing":"24"}}\
            ],"isEnabled":true,"role":"screen","style":{}}
            """)
        let decoded = try JSONDecoder().decode(ScreenNode.self, from: Data(first.utf8))
        XCTAssertEqual(decoded, host.screen)
        XCTAssertEqual(decoded.frame, host.screen.frame)
    }

    func testPickerSheetAndControlsReportTheirFacts() throws {
        struct Settings: View {
            @State private var level = 2
            @State private var volume = 0.5
            @State private var showsHelp = true
            var body: some View {
                NavigationStack {
                    Form {
                        Picker("Level", selection: $level) {
                            Text("Easy").tag(1)
                            Text("Hard").tag(2)
                        }
                        .pickerStyle(.menu)
                        Slider(value: $volume, in: 0...1, step: 0.25) { Text("Volume") }
                        LabeledContent("Version", value: "1.0")
                        Button("Delete", role: .destructive) {}
                        Label("Tips", systemImage: "lightbulb")
                    }
                    .navigationTitle("Settings")
                }
                .sheet(isPresented: $showsHelp) {
                    Text("Help").presentationDetents([.large, .medium])
                }
            }
        }
        let host = HeadlessHost(Settings())
        let screen = host.screen
        let picker = try XCTUnwrap(screen.first(role: .picker))
        XCTAssertEqual(picker.value, "Hard")
        XCTAssertEqual(picker.options, ["Easy", "Hard"])
        XCTAssertEqual(picker.children.map(\.isSelected), [false, true])
        XCTAssertEqual(picker.style.pickerStyle, .menu)
        XCTAssertEqual(screen.first(role: .slider)?.label, "Volume")
        XCTAssertEqual(screen.first(role: .slider)?.value, "0.5")
        XCTAssertEqual(screen.first("Version")?.value, "1.0")
        XCTAssertEqual(screen.first("Delete")?.style.role, .destructive)
        XCTAssertEqual(screen.first("Tips")?.style.systemImage, "lightbulb")
        XCTAssertEqual(screen.children.first?.label, "Settings")
        let sheet = try XCTUnwrap(screen.children.last)
        XCTAssertEqual(sheet.role, .sheet)
        XCTAssertEqual(sheet.style.detents, "medium,large")
        XCTAssertEqual(sheet.children.first?.label, "Help")

        try host.perform(.dismissSheet)
        try host.perform(.pick(option: "Easy", in: .label("Level")))
        try host.perform(.setSlider(value: 0.6, .label("Volume")))
        XCTAssertEqual(host.screen.first(role: .picker)?.value, "Easy")
        XCTAssertEqual(host.screen.first(role: .slider)?.value, "0.5", "snapped to the 0.25 step")
        try host.perform(.setSlider(value: 7, .label("Volume")))
        XCTAssertEqual(host.screen.first(role: .slider)?.value, "1", "clamped to the range")
    }

    /// Typed facts are written as the text SwiftUI code uses, so a screen's JSON reads as it did
    /// when every fact was a string, and such JSON decodes into the typed facts.
    func testTypedStyleFactsEncodeAsText() throws {
        var style = ScreenStyle {
            $0.axis = .horizontal
            $0.spacing = 24
            $0.opacity = 0.5
            $0.columns = 3
        }
        style.focused = true
        style.italic = false
        style.editControls = [.delete, .move]
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let text = String(decoding: try encoder.encode(style), as: UTF8.self)
        XCTAssertEqual(
            text, #"{"axis":"horizontal","columns":"3","editControls":"delete move","focused":"true","opacity":"0.5","spacing":"24"}"#)
        let decoded = try JSONDecoder().decode(ScreenStyle.self, from: Data(text.utf8))
        XCTAssertEqual(decoded, style)
        XCTAssertEqual(decoded.axis, .horizontal)
        XCTAssertEqual(decoded.spacing, 24)
        XCTAssertTrue(decoded.focused)
        XCTAssertFalse(decoded.italic)
        XCTAssertEqual(decoded.editControls, [.delete, .move])
        // Clearing a fact removes it; a style with nothing set is empty.
        style = ScreenStyle { $0.focused = true }
        style.focused = false
        XCTAssertTrue(style.isEmpty)
    }
}
