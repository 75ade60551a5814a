import LessonProtocol
import XCTest

@testable import SwiftUI

private enum Theme: String, CaseIterable {
    case system, light, dark
}

private struct SettingsView: View {
    @AppStorage("notifications") private var notifications = true
    @AppStorage("theme") private var theme = Theme.system
    @AppStorage("launches") private var launches = 0
    var body: some View {
        Form {
            Toggle("Notifications", isOn: $notifications)
            Picker("Theme", selection: $theme) {
                ForEach(Theme.allCases, id: \.self) { Text($0.rawValue.capitalized) }
            }
            Stepper("Launches: \(launches)", value: $launches)
        }
    }
}

private struct Badge: View {
    @AppStorage("notifications") private var notifications = true
    var body: some View { Text(notifications ? "🔔 On" : "🔕 Off") }
}

private struct AppRoot: View {
    @State private var showsSettings = true
    var body: some View {
        VStack {
            Toggle("Show settings", isOn: $showsSettings)
            Badge()
            if showsSettings { SettingsView() }
        }
    }
}

private struct LoginForm: View {
    enum Field: Hashable { case email, password }
    @State private var email = ""
    @State private var password = ""
    @State private var status = "Signed out"
    @FocusState private var focusedField: Field?
    var body: some View {
        Form {
            TextField("Email", text: $email)
                .focused($focusedField, equals: .email)
                .submitLabel(.next)
                .onSubmit { focusedField = .password }
            SecureField("Password", text: $password)
                .focused($focusedField, equals: .password)
                .submitLabel(.go)
                .onSubmit { status = "Signing in \(email)" }
            Text(status)
            Button("Start") { focusedField = .email }
        }
    }
}

private struct NoteEditor: View {
    @State private var note = ""
    @FocusState private var isEditing: Bool
    var body: some View {
        VStack {
            TextField("Note", text: $note).focused($isEditing)
            Text(isEditing ? "Editing" : "Not editing")
        }
    }
}

final class StorageAndFocusTests: XCTestCase {
    func testAppStorageReadsDefaultsWritesThroughAndUpdatesEveryReader() throws {
        let host = HeadlessHost(AppRoot())
        XCTAssertTrue(host.screen.contains(text: "🔔 On"))
        try host.perform(.toggle(.label("Notifications")))
        XCTAssertTrue(host.screen.contains(text: "🔕 Off"), "another view with the same key updates")
        try host.perform(.pick(option: "Dark", in: .label("Theme")))
        try host.perform(.increment(.label("Launches*")))
        // Leaving and coming back: the values survived.
        try host.perform(.toggle(.label("Show settings")))
        try host.perform(.toggle(.label("Show settings")))
        XCTAssertEqual(host.screen.first("Notifications", role: .toggle)?.value, "off")
        XCTAssertEqual(host.screen.first("Theme", role: .picker)?.value, "Dark")
        XCTAssertTrue(host.screen.contains(text: "Launches: 1"))
    }

    func testAppStorageIsFreshForEachRun() throws {
        let first = HeadlessHost(SettingsView())
        try first.perform(.increment(.label("Launches*")))
        XCTAssertTrue(first.screen.contains(text: "Launches: 1"))
        let second = HeadlessHost(SettingsView())
        XCTAssertTrue(second.screen.contains(text: "Launches: 0"))
    }

    func testSubmitMovesFocusAndRunsOnSubmit() throws {
        let host = HeadlessHost(LoginForm())
        XCTAssertNil(host.screen.flattened.first { $0.style.focused })
        host.tap("Start")
        XCTAssertEqual(host.screen.first("Email", role: .textField)?.style.focused, true)
        XCTAssertEqual(host.screen.first("Email", role: .textField)?.style.submitLabel, "next")
        try host.perform(.type(text: "ada@example.com", into: .label("Email")))
        XCTAssertTrue(host.screen.contains(text: "Signed out"), "typing does not submit")
        try host.perform(.submit(.label("Email")))
        XCTAssertEqual(host.screen.first("Password", role: .textField)?.style.focused, true)
        XCTAssertEqual(host.screen.first("Email", role: .textField)?.style.focused, false)
        try host.perform(.type(text: "secret", into: .label("Password")))
        XCTAssertEqual(host.screen.first("Password", role: .textField)?.value, "••••••", "a secure field reads as dots")
        try host.perform(.submit(.label("Password")))
        XCTAssertTrue(host.screen.contains(text: "Signing in ada@example.com"))
        XCTAssertNil(host.screen.flattened.first { $0.style.focused }, "return ends editing")
    }

    func testTypingFocusesABoolFocusedField() throws {
        let host = HeadlessHost(NoteEditor())
        XCTAssertTrue(host.screen.contains(text: "Not editing"))
        try host.perform(.type(text: "Hi", into: .label("Note")))
        XCTAssertTrue(host.screen.contains(text: "Editing"))
        try host.perform(.submit(.label("Note")))
        XCTAssertTrue(host.screen.contains(text: "Not editing"))
    }

    func testProgressViewForms() {
        struct Download: View {
            var body: some View {
                VStack {
                    ProgressView()
                    ProgressView("Loading…")
                    ProgressView(value: 0.25)
                    ProgressView("Downloading", value: 3, total: 4)
                }
            }
        }
        let host = HeadlessHost(Download())
        let bars = host.screen.flattened.filter { $0.role == .progress }
        XCTAssertEqual(bars.map(\.value), [nil, nil, "0.25", "0.75"])
        XCTAssertEqual(bars.map(\.label), [nil, "Loading…", nil, "Downloading"])
        XCTAssertEqual(bars.map(\.style.kind), [.spinner, .spinner, .bar, .bar])
    }
}
