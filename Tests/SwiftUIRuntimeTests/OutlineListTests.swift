import LessonProtocol
import XCTest

@testable import SwiftUI

private struct FileItem: Identifiable {
    let id = UUID()
    let name: String
    var children: [FileItem]? = nil
}

private struct Files: View {
    let files = [
        FileItem(
            name: "Documents", children: [FileItem(name: "Essay.txt"), FileItem(name: "Photos", children: [FileItem(name: "Cat.png")])]),
        FileItem(name: "Notes.txt"),
    ]
    var body: some View {
        List(files, children: \.children) { file in
            Text(file.name)
        }
    }
}

final class OutlineListTests: XCTestCase {
    /// An outline list shows its top level; a folder opens when tapped, showing the next level only.
    func testAnOutlineShowsEachLevelWhenItsParentIsExpanded() {
        let host = HeadlessHost(Files())
        XCTAssertNotNil(host.screen.first("Notes.txt"))
        XCTAssertNil(host.screen.first("Essay.txt"))
        XCTAssertEqual(host.screen.flattened.first { $0.role == .disclosureGroup }?.value, "collapsed")
        host.tap("Documents")
        XCTAssertNotNil(host.screen.first("Essay.txt"))
        XCTAssertNil(host.screen.first("Cat.png"))
        host.tap("Photos")
        XCTAssertNotNil(host.screen.first("Cat.png"))
    }
}
