import LessonProtocol
import XCTest

@testable import SwiftUI

private struct Mail<S: NavigationSplitViewStyle>: View {
    let style: S
    @State private var selection: Int?
    var body: some View {
        NavigationSplitView {
            List(selection: $selection) {
                Text("Inbox").tag(1)
                Text("Sent").tag(2)
            }
            .navigationTitle("Mailboxes")
        } detail: {
            Text(selection.map { "Mailbox \($0)" } ?? "No mailbox")
        }
        .navigationSplitViewStyle(style)
    }
}

final class NavigationSplitViewStyleTests: XCTestCase {
    /// On an iPhone a split view is a stack whatever its style: the sidebar first, then the
    /// detail of what is chosen.
    func testEveryStyleIsTheSameStackOnAnIPhone() throws {
        let automatic = HeadlessHost(Mail(style: .automatic))
        let balanced = HeadlessHost(Mail(style: .balanced))
        let prominent = HeadlessHost(Mail(style: .prominentDetail))
        XCTAssertEqual(balanced.screen, automatic.screen)
        XCTAssertEqual(prominent.screen, automatic.screen)
        try balanced.perform(.tap(.label("Sent")))
        XCTAssertTrue(balanced.screen.contains(text: "Mailbox 2"), "\(balanced.screen.labels)")
    }
}
