import Foundation
import XCTest

@testable import SiteBuilder

/// A rebuild links the files whose bytes did not change from the published site instead of writing
/// them again (no new inode, so ext4 does not search its recently deleted ones); a changed file is
/// written anew, and the site is exactly what a build from scratch writes.
final class UnchangedFileReuseTests: XCTestCase {
    private func inode(_ url: URL) throws -> UInt64 {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return try XCTUnwrap((attributes[.systemFileNumber] as? NSNumber)?.uint64Value)
    }

    func testARebuildKeepsUnchangedFilesAndRewritesChangedOnes() throws {
        let course = try CourseFixture()
        XCTAssertTrue(course.build().succeeded)
        let second = course.output.appendingPathComponent("lessons/second-steps.html")
        let first = course.output.appendingPathComponent("lessons/first-steps.html")
        let secondInode = try inode(second)
        let firstInode = try inode(first)

        // Nothing changed: the very same files are published again.
        XCTAssertTrue(course.build().succeeded)
        XCTAssertEqual(try inode(second), secondInode, "an unchanged page is linked, not written")
        XCTAssertEqual(try inode(first), firstInode)

        // One lesson's prose changes: its page is new, an untouched page's bytes are reused where
        // they are the same, and the whole site equals a build from scratch.
        var lesson = CourseFixture.basicCourse["lessons/first-steps.md"]!
        lesson += "\n\nOne more sentence.\n"
        try course.write("lessons/first-steps.md", lesson)
        XCTAssertTrue(course.build().succeeded)
        XCTAssertNotEqual(try inode(first), firstInode, "a changed page is written anew")
        XCTAssertTrue(try course.page("lessons/first-steps.html").contains("One more sentence."))
        let rebuilt = try course.snapshotOutput()
        try FileManager.default.removeItem(at: course.output)
        XCTAssertTrue(course.build().succeeded)
        XCTAssertEqual(try course.snapshotOutput(), rebuilt, "a rebuild writes what a build from scratch writes")
    }

    func testAStagedFileIsNeverLinkedToDifferentBytes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("staged-\(UUID().uuidString)")
        let previous = folder.appendingPathComponent("output")
        let staging = folder.appendingPathComponent("staging")
        try FileManager.default.createDirectory(at: previous, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("same size A".utf8).write(to: previous.appendingPathComponent("page.html"))
        try Data("unchanged".utf8).write(to: previous.appendingPathComponent("kept.html"))
        StagedFile.reuse(previous, in: staging)
        defer { StagedFile.forgetReuse(in: staging) }
        try StagedFile.write("same size B", to: staging.appendingPathComponent("page.html"))
        try StagedFile.write("unchanged", to: staging.appendingPathComponent("kept.html"))
        XCTAssertEqual(try String(contentsOf: staging.appendingPathComponent("page.html"), encoding: .utf8), "same size B")
        XCTAssertEqual(try String(contentsOf: previous.appendingPathComponent("page.html"), encoding: .utf8), "same size A")
        XCTAssertNotEqual(try inode(staging.appendingPathComponent("page.html")), try inode(previous.appendingPathComponent("page.html")))
        XCTAssertEqual(try inode(staging.appendingPathComponent("kept.html")), try inode(previous.appendingPathComponent("kept.html")))
    }
}
