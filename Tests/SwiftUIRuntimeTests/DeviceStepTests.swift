import LessonProtocol
import XCTest

@testable import SwiftUI

/// A quiz timer that pauses while the app is away, as Flashzilla-style apps write it.
private struct PausingTimer: View {
    @Environment(\.scenePhase) private var scenePhase
    @State private var phases: [String] = []

    var body: some View {
        VStack {
            Text("Now \(name(scenePhase))")
            Text("Seen: \(phases.joined(separator: ", "))")
        }
        .onChange(of: scenePhase) { _, newPhase in phases.append(name(newPhase)) }
    }

    func name(_ phase: ScenePhase) -> String {
        switch phase {
        case .active: "active"
        case .inactive: "inactive"
        case .background: "background"
        }
    }
}

/// Rows whose buttons all read the same, as a list of "Delete" buttons does.
private struct SameButtons: View {
    @State private var removed: [String] = []
    var body: some View {
        VStack {
            ForEach(["Milk", "Eggs", "Bread"], id: \.self) { item in
                HStack {
                    Text(item)
                    Button("Remove") { removed.append(item) }
                }
            }
            Text("Removed: \(removed.joined(separator: ", "))")
        }
    }
}

final class DeviceStepTests: XCTestCase {
    func testGoingToTheBackgroundAndBackPassesThroughEveryScenePhase() throws {
        let host = HeadlessHost(PausingTimer())
        XCTAssertTrue(host.screen.contains(text: "Now active"))
        try host.perform(.sendToBackground)
        XCTAssertTrue(host.screen.contains(text: "Now background"), "\(host.screen.labels)")
        XCTAssertTrue(host.screen.contains(text: "Seen: inactive, background"), "\(host.screen.labels)")
        try host.perform(.bringToForeground)
        XCTAssertTrue(host.screen.contains(text: "Seen: inactive, background, inactive, active"), "\(host.screen.labels)")
        XCTAssertEqual(
            host.error(performing: .bringToForeground),
            "The app is already in the foreground; send it to the background first.")
    }

    func testTheNthOfSeveralElementsThatReadTheSameIsCountedInReadingOrder() throws {
        let host = HeadlessHost(SameButtons())
        try host.perform(.tap(.nth(2, .label("Remove"))))
        XCTAssertTrue(host.screen.contains(text: "Removed: Eggs"), "\(host.screen.labels)")
        try host.perform(.tap(.nth(3, .label("Remove"))))
        XCTAssertTrue(host.screen.contains(text: "Removed: Eggs, Bread"), "\(host.screen.labels)")
        XCTAssertEqual(host.screen.elements(matching: .nth(1, .label("Remove"))).first?.role, .button)
        XCTAssertNotNil(host.error(performing: .tap(.nth(4, .label("Remove")))))
    }
}
