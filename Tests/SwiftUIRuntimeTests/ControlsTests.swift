import LessonProtocol
import XCTest

@testable import SwiftUI

// Course-style screens; expected results are what the controls read on an iPhone (en_US).

private struct EventForm: View {
    @State private var due = _CourseClock.now
    @State private var alarm = _CourseClock.now
    @State private var showsAdvanced = false
    @State private var sort = "Name"
    @State private var lastAction = "none"
    @State private var notes = "Bring snacks"
    @State private var accent = Color.blue
    @State private var tip = 0.15
    var body: some View {
        Form {
            DatePicker("Due date", selection: $due, in: _CourseClock.now..., displayedComponents: .date)
            DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute)
            Text("Due: \(due, format: .dateTime.month(.wide).day().year())")
            DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
                Toggle("Debug logging", isOn: .constant(false))
            }
            DisclosureGroup("More") {
                Text("Hidden detail")
            }
            Menu("Sort by \(sort)") {
                Button("Name") { sort = "Name" }
                Button("Date") { sort = "Date" }
            }
            Text("Last: \(lastAction)")
            Gauge(value: 0.4) { Text("Storage") }
            Gauge(value: 72, in: 0...100) {
                Text("Battery")
            } currentValueLabel: {
                Text("72%")
            }
            TextEditor(text: $notes).accessibilityIdentifier("notes")
            ColorPicker("Accent", selection: $accent)
            Stepper("Tip", value: $tip, in: 0...0.3, step: 0.05, format: .percent)
            Link("Privacy Policy", destination: URL(string: "https://example.com/privacy")!)
            ShareLink(item: URL(string: "https://example.com")!)
            Section {
                ContentUnavailableView.search(text: "kiwi")
            }
        }
    }
}

private struct OpenURLHost: View {
    @State private var opened = "nothing"
    var body: some View {
        VStack {
            Link("Help", destination: URL(string: "https://example.com/help")!)
            Text("Opened \(opened)")
        }
        .environment(
            \.openURL,
            OpenURLAction { url in
                opened = url.lastPathComponent
                return .handled
            })
    }
}

private struct CapsuleStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding()
            .background(Capsule().fill(.blue))
            .overlay { Text("styled") }
    }
}

private struct TapOnlyStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack {
            configuration.label
            Text("Double-tap to confirm")
        }
        .onTapGesture(count: 2) { configuration.trigger() }
    }
}

private struct Badge: ViewModifier {
    let count: Int
    func body(content: Content) -> some View {
        HStack {
            content
            Text("\(count) new")
        }
    }
}

private struct StyledButtons: View {
    @State private var taps = 0
    var body: some View {
        VStack {
            Button("Save") { taps += 1 }.buttonStyle(CapsuleStyle())
            Button("Delete") { taps += 10 }.buttonStyle(TapOnlyStyle())
            Text("Taps: \(taps)")
            Text("Inbox").modifier(Badge(count: 3))
        }
    }
}

final class ControlsTests: XCTestCase {
    func testDatePickerReadsLikeTheCompactButtonAndPicks() throws {
        let host = HeadlessHost(EventForm())
        let due = try XCTUnwrap(host.screen.first("Due date", role: .datePicker))
        XCTAssertEqual(due.value, "Mar 14, 2025")
        XCTAssertEqual(host.screen.first("Alarm", role: .datePicker)?.value.map(LabelPattern.normalizingSpaces), "9:41 AM")
        try host.perform(.pick(option: "Mar 20, 2025", in: .label("Due date")))
        XCTAssertTrue(host.screen.contains(text: "Due: March 20, 2025"))
        // Earlier than the range allows: clamped to its start.
        try host.perform(.pick(option: "Jan 1, 2020", in: .label("Due date")))
        XCTAssertTrue(host.screen.contains(text: "Due: March 14, 2025"))
        try host.perform(.pick(option: "7:30 AM", in: .label("Alarm")))
        XCTAssertEqual(host.screen.first("Alarm", role: .datePicker)?.value.map(LabelPattern.normalizingSpaces), "7:30 AM")
        XCTAssertNotNil(host.error(performing: .pick(option: "someday", in: .label("Due date"))))
    }

    func testDisclosureGroupExpandsOnTap() throws {
        let host = HeadlessHost(EventForm())
        XCTAssertEqual(host.screen.first("Advanced", role: .disclosureGroup)?.value, "collapsed")
        XCTAssertFalse(host.screen.contains(text: "Debug logging"))
        host.tap("Advanced")
        XCTAssertEqual(host.screen.first("Advanced", role: .disclosureGroup)?.value, "expanded")
        XCTAssertNotNil(host.screen.first("Debug logging", role: .toggle))
        XCTAssertFalse(host.screen.contains(text: "Hidden detail"))
        host.tap("More")
        XCTAssertTrue(host.screen.contains(text: "Hidden detail"))
        host.tap("More")
        XCTAssertFalse(host.screen.contains(text: "Hidden detail"))
    }

    func testMenuOpensAndAnItemRunsAndCloses() throws {
        let host = HeadlessHost(EventForm())
        XCTAssertNil(host.screen.first("Date", role: .button), "a closed menu shows no items")
        host.tap("Sort by Name")
        XCTAssertNotNil(host.screen.first("Date", role: .button))
        host.tap("Date")
        XCTAssertNotNil(host.screen.first("Sort by Date", role: .menu))
        XCTAssertNil(host.screen.first("Name", role: .button), "choosing an item closes the menu")
    }

    func testGaugeTextEditorColorPickerStepperFormat() throws {
        let host = HeadlessHost(EventForm())
        XCTAssertEqual(host.screen.first("Storage", role: .gauge)?.value, "40%")
        XCTAssertEqual(host.screen.first("Battery", role: .gauge)?.value, "72%")
        XCTAssertEqual(host.screen.first("Battery", role: .gauge)?.style.fraction, 0.72)
        XCTAssertEqual(host.screen.first(id: "notes")?.value, "Bring snacks")
        try host.perform(.type(text: "Bring drinks", into: .identifier("notes")))
        XCTAssertEqual(host.screen.first(id: "notes")?.value, "Bring drinks")
        try host.perform(.pick(option: "orange", in: .label("Accent")))
        XCTAssertEqual(host.screen.first("Accent", role: .picker)?.value, "orange")
        XCTAssertEqual(host.screen.first("Tip", role: .stepper)?.value, "15%")
        try host.perform(.increment(.label("Tip")))
        XCTAssertEqual(host.screen.first("Tip", role: .stepper)?.value, "20%")
    }

    func testLinkShareLinkAndSearchUnavailable() throws {
        let host = HeadlessHost(EventForm())
        let link = try XCTUnwrap(host.screen.first("Privacy Policy", role: .link))
        XCTAssertEqual(link.style.destination, "https://example.com/privacy")
        XCTAssertEqual(host.screen.first("Share", role: .button)?.style.systemImage, "square.and.arrow.up")
        let empty = try XCTUnwrap(host.screen.first(role: .contentUnavailable))
        XCTAssertEqual(empty.label, "No Results for \u{201C}kiwi\u{201D}")
        XCTAssertEqual(empty.style.description, "Check the spelling or try a new search.")
        XCTAssertEqual(empty.style.systemImage, "magnifyingglass")
    }

    func testOpenURLActionReceivesTheLinksURL() {
        let host = HeadlessHost(OpenURLHost())
        host.tap("Help")
        XCTAssertTrue(host.screen.contains(text: "Opened help"))
    }

    func testCustomStylesAndModifiersRunTheirBodies() throws {
        let host = HeadlessHost(StyledButtons())
        let save = try XCTUnwrap(host.screen.first("Save, styled", role: .button))
        XCTAssertEqual(save.style.buttonStyle, "CapsuleStyle")
        host.tap("Save, styled")
        XCTAssertTrue(host.screen.contains(text: "Taps: 1"))
        // A primitive style decides the trigger: one tap does nothing, a double tap deletes.
        XCTAssertNotNil(host.screen.first("Delete, Double-tap to confirm", role: .button))
        host.tap("Delete, Double-tap to confirm")
        XCTAssertTrue(host.screen.contains(text: "Taps: 1"))
        host.tap("Delete, Double-tap to confirm")
        XCTAssertTrue(host.screen.contains(text: "Taps: 11"))
        XCTAssertTrue(host.screen.contains(text: "3 new"))
    }
}

final class SliderLabelTests: XCTestCase {
    private struct Brightness: View {
        @State private var level = 40.0
        var body: some View {
            Slider(value: $level, in: 0...100, step: 10) {
                Text("Brightness")
            } minimumValueLabel: {
                Text("Dim")
            } maximumValueLabel: {
                Text("Max")
            }
        }
    }

    func testValueLabelsAndBoundsAreOnScreen() throws {
        let host = HeadlessHost(Brightness())
        let slider = try XCTUnwrap(host.screen.first("Brightness", role: .slider))
        XCTAssertEqual(slider.value, "40")
        XCTAssertEqual(slider.style.minimum, 0)
        XCTAssertEqual(slider.style.maximum, 100)
        XCTAssertTrue(host.screen.contains(text: "Max"))
        XCTAssertTrue(host.screen.contains(text: "Dim"))
        try host.perform(.setSlider(value: 73, .label("Brightness")))
        XCTAssertEqual(host.screen.first("Brightness", role: .slider)?.value, "70")
    }
}
