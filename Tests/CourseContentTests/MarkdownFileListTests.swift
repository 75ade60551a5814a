import Diagnostics
import Foundation
import XCTest

@testable import CourseContent

/// Listing a content folder with `readdir`: every `.md` file below it, hidden entries left out,
/// links to `.md` files set apart, folders reached through links not followed.
final class MarkdownFileListTests: XCTestCase {
    private var root: URL!

    override func setUpWithError() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("md-list-\(UUID().uuidString)")
        let fm = FileManager.default
        for folder in ["a/b", ".hidden", "c", "outside"] {
            try fm.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in [
            "one.md", "TWO.MD", "a/three.md", "a/b/four.md", "a/notes.txt", ".secret.md", ".hidden/five.md", "c/.md", "outside/six.md",
        ] {
            try "# x\n".write(to: root.appendingPathComponent(file), atomically: true, encoding: .utf8)
        }
        try fm.createSymbolicLink(
            atPath: root.appendingPathComponent("linked.md").path, withDestinationPath: root.appendingPathComponent("one.md").path)
        try fm.createSymbolicLink(
            atPath: root.appendingPathComponent("c/elsewhere").path, withDestinationPath: root.appendingPathComponent("outside").path)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: root)
    }

    func testListsMarkdownBelowTheFolder() {
        let listing = MarkdownFileList(root: root.path)
        XCTAssertEqual(listing.files.sorted(), ["TWO.MD", "a/b/four.md", "a/three.md", "one.md", "outside/six.md"])
        XCTAssertEqual(listing.symbolicLinks, ["linked.md"])
    }

    func testAMissingFolderListsNothing() {
        let listing = MarkdownFileList(root: root.appendingPathComponent("nowhere").path)
        XCTAssertEqual(listing.files, [])
        XCTAssertEqual(listing.symbolicLinks, [])
    }

    func testReadingRefusesLargeFilesAndFolders() throws {
        let big = root.appendingPathComponent("big.md")
        try Data(repeating: 0x61, count: 2_000).write(to: big)
        XCTAssertEqual(try SourceText.read(big, file: "big.md", maximumBytes: 2_000).utf8.count, 2_000, "the limit itself is allowed")
        XCTAssertThrowsError(try SourceText.read(big, file: "big.md", maximumBytes: 1_999)) { error in
            let message = (error as? DiagnosticsError)?.diagnostics.first?.message ?? ""
            XCTAssertTrue(message.contains("file is too large (2000 bytes; the limit is 1999 bytes)"), message)
        }
        XCTAssertThrowsError(try SourceText.read(root.appendingPathComponent("a"), file: "a", maximumBytes: 100)) { error in
            let message = (error as? DiagnosticsError)?.diagnostics.first?.message ?? ""
            XCTAssertTrue(message.hasPrefix("cannot read file"), message)
        }
        XCTAssertEqual(try SourceText.read(root.appendingPathComponent("one.md"), file: "one.md", maximumBytes: 100), "# x\n")
    }

    /// A document's tree is parsed again for each walk once the first is over: the same HTML each
    /// time, and the same inside one held parse.
    func testADocumentRendersTheSameWhenItsTreeIsParsedAgain() throws {
        let document = try MarkdownDocument(parsing: "# Title\n\nSome *text* with `code`.\n\n```swift\nlet x = 1\n```\n", file: "x.md")
        let first = document.renderHTML()
        XCTAssertEqual(document.renderHTML(), first)
        document.keepingParsed {
            XCTAssertEqual(document.renderHTML(), first)
            XCTAssertFalse(document.textSections(codeText: { $0.code }).isEmpty)
        }
    }
}
