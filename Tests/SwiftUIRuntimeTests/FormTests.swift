import LessonProtocol
import XCTest

@testable import SwiftUI

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

final class OlderSectionFormTests: XCTestCase {
    private struct Account: View {
        @State private var email = ""
        var body: some View {
            Form {
                Section(header: Text("Account"), footer: Text("We never share your email.")) {
                    TextField("Email", text: $email)
                }
                Section(header: Text("Danger zone")) {
                    Button("Delete account", role: .destructive) {}
                }
                Section(footer: Text("Version 1.0")) {
                    Text("About")
                }
            }
        }
    }

    func testHeaderFooterInitializers() {
        let screen = HeadlessHost(Account()).screen
        XCTAssertEqual(screen.first("Account", role: .section)?.style.footer, "We never share your email.")
        XCTAssertNotNil(screen.first("Danger zone", role: .section))
        XCTAssertTrue(screen.readableStrings.contains("Version 1.0"))
    }
}
