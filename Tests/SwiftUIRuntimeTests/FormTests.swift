import LessonProtocol
@testable import SwiftUI
import XCTest

private struct SettingsForm: View {
    @State private var notifications = true
    @State private var username = "taylor"
    var body: some View {
        Form {
            Section {
                TextField("Username", text: $username)
                Toggle("Notifications", isOn: $notifications)
            } header: {
                Text("Account")
            } footer: {
                Text("Your username is visible to friends.")
            }
            Section("About") {
                LabeledContent("Version", value: "1.0")
            }
        }
    }
}

private struct BareForm: View {
    @State private var on = false
    var body: some View {
        Form {
            Text("Plain row")
            Toggle("Airplane Mode", isOn: $on)
        }
    }
}

final class FormTests: XCTestCase {
    func testHeaderFooterAndRowsAreOnScreen() {
        let screen = HeadlessHost(SettingsForm()).screen
        let strings = screen.readableStrings
        for text in ["Account", "Your username is visible to friends.", "Notifications", "About", "Version", "1.0"] {
            XCTAssertTrue(strings.contains(text), text)
        }
        XCTAssertEqual(screen.first("Account", role: .section)?.style.footer, "Your username is visible to friends.")
    }

    func testFormWithoutSectionKeepsEveryRow() {
        let screen = HeadlessHost(BareForm()).screen
        let form = screen.first(role: .form)
        XCTAssertNotNil(form)
        XCTAssertTrue(screen.readableStrings.contains("Plain row"))
        XCTAssertEqual(screen.first("Airplane Mode", role: .toggle)?.value, "off")
    }
}
