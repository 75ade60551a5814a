import LessonProtocol
import XCTest

@testable import SwiftUI

/// On an iPhone a `NavigationSplitView` collapses into a stack on its sidebar: choosing a row of
/// a sidebar `List(selection:)` pushes the detail for that selection; going back returns to the
/// sidebar with nothing selected.
final class SplitViewSelectionTests: XCTestCase {
    private struct Planets: View {
        @State private var chosen: String?
        let names = ["Mercury", "Venus", "Earth"]

        var body: some View {
            NavigationSplitView {
                List(names, id: \.self, selection: $chosen) { name in
                    Text(name)
                }
                .navigationTitle("Planets")
            } detail: {
                if let chosen {
                    Text("About \(chosen)")
                        .navigationTitle(chosen)
                } else {
                    Text("Choose a planet")
                }
            }
        }
    }

    func testChoosingARowPushesItsDetailAndGoingBackClearsTheChoice() throws {
        let host = HeadlessHost(Planets())
        XCTAssertTrue(host.screen.contains(text: "Mercury"))
        XCTAssertFalse(host.screen.contains(text: "Choose a planet"), "a phone starts on the sidebar")
        host.tap("Venus")
        XCTAssertTrue(host.screen.contains(text: "About Venus"))
        XCTAssertFalse(host.screen.contains(text: "Mercury"), "the detail replaces the sidebar")
        let bar = host.screen.flattened.first { $0.role == .navigationBar }
        XCTAssertEqual(bar?.label, "Venus")
        try host.perform(.goBack)
        XCTAssertTrue(host.screen.contains(text: "Mercury"))
        XCTAssertFalse(host.screen.flattened.contains { $0.isSelected == true }, "back on the sidebar, nothing is selected")
        host.tap("Earth")
        XCTAssertTrue(host.screen.contains(text: "About Earth"))
    }
}

final class ControlGroupTests: XCTestCase {
    private struct Editor: View {
        @State private var size = 12
        var body: some View {
            VStack {
                Text("Size \(size)")
                ControlGroup {
                    Button("Smaller") { size -= 1 }
                    Button("Larger") { size += 1 }
                }
                .controlGroupStyle(.navigation)
            }
        }
    }

    func testAControlGroupsButtonsSitSideBySideAndEachStillActs() throws {
        let host = HeadlessHost(Editor())
        host.tap("Larger")
        host.tap("Larger")
        XCTAssertTrue(host.screen.contains(text: "Size 14"))
        let smaller = try XCTUnwrap(host.screen.first("Smaller")?.frame)
        let larger = try XCTUnwrap(host.screen.first("Larger")?.frame)
        XCTAssertEqual(smaller.y, larger.y, accuracy: 0.01, "one row")
        XCTAssertGreaterThan(larger.x, smaller.x + smaller.width - 0.01)
    }
}
