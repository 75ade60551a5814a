import LessonProtocol
import XCTest

@testable import SwiftUI

private struct Quote: View {
    let hasMenu: Bool
    @State private var copied = false
    var body: some View {
        VStack {
            Text("To be or not to be")
                .contextMenu(hasMenu ? ContextMenu { Button("Copy") { copied = true } } : nil)
            Text(copied ? "Copied" : "Not copied")
        }
    }
}

final class ContextMenuValueTests: XCTestCase {
    /// The older `.contextMenu(ContextMenu { … })` opens on a long press like `.contextMenu { … }`.
    func testALongPressOpensTheMenuAndAnItemRuns() throws {
        let host = HeadlessHost(Quote(hasMenu: true))
        XCTAssertNotNil(host.error(performing: .tap(.label("Copy"))), "the items are hidden until the menu opens")
        try host.perform(.longPress(.label("To be or not to be")))
        XCTAssertNotNil(host.screen.first(role: .contextMenu))
        host.tap("Copy")
        XCTAssertTrue(host.screen.contains(text: "Copied"))
        XCTAssertNil(host.screen.first(role: .contextMenu))
    }

    /// A nil menu means the view has no context menu.
    func testANilMenuIsNoMenu() {
        let host = HeadlessHost(Quote(hasMenu: false))
        XCTAssertNotNil(host.error(performing: .longPress(.label("To be or not to be"))))
    }
}
