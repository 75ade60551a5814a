import LessonProtocol
import XCTest

@testable import SwiftUI

// An app written for iPad and Mac too (Apple's Landmarks tutorial after its macOS chapter): menu
// commands, keyboard shortcuts and focused values. On an iPhone without a hardware keyboard none of
// them shows, and the screen is the window group's.

private struct NoteKey: FocusedValueKey {
    typealias Value = Binding<String>
}

extension FocusedValues {
    fileprivate var note: Binding<String>? {
        get { self[NoteKey.self] }
        set { self[NoteKey.self] = newValue }
    }
}

private struct NoteCommands: Commands {
    @FocusedBinding(\.note) var note
    var body: some Commands {
        SidebarCommands()
        CommandMenu("Note") {
            Button("Clear") { note = "" }
                .keyboardShortcut("k", modifiers: [.shift, .option])
                .disabled(note == nil)
        }
    }
}

private struct NoteScreen: View {
    @State private var note = "Buy milk"
    @FocusedValue(\.note) private var focused
    var body: some View {
        VStack {
            Text(note)
            Text(focused == nil ? "no focused note" : "a focused note")
            Button("Save") {}.keyboardShortcut(.defaultAction)
        }
        .focusedValue(\.note, $note)
    }
}

private struct NotesApp: App {
    var body: some Scene {
        WindowGroup { NoteScreen() }
            .commands { NoteCommands() }
    }
}

final class CommandsAndFocusedValuesTests: XCTestCase {
    func testCommandsAndShortcutsLeaveThePhoneScreenAsItIs() throws {
        let host = MainActor.assumeIsolated { HeadlessHost(_AppScreen<NotesApp>()) }
        XCTAssertTrue(host.screen.contains(text: "Buy milk"), "\(host.screen.labels)")
        XCTAssertTrue(host.screen.contains(text: "no focused note"), "nothing reads focused values on an iPhone screen")
        XCTAssertFalse(host.screen.contains(text: "Clear"), "a command is a menu item, never on the screen")
        try host.perform(.tap(.label("Save")))
        XCTAssertEqual(KeyboardShortcut.defaultAction.key, .return)
        XCTAssertEqual(KeyboardShortcut("f").modifiers, .command, "⌘ unless told otherwise")
    }

    func testFocusedValuesStoreByKey() {
        var values = FocusedValues()
        XCTAssertNil(values.note)
        values.note = .constant("Eggs")
        XCTAssertEqual(values.note?.wrappedValue, "Eggs")
    }
}
