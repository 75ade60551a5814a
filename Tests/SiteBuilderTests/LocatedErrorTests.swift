import Foundation
import XCTest

@testable import SiteBuilder

#if canImport(Glibc)
    import Glibc
#endif

/// Mistakes that used to surface as errors about code the author never wrote, or as raw system
/// error dumps, are reported at the markdown line (or naming the folder) in plain words.
final class LocatedErrorTests: XCTestCase {
    static let course = "title: Errors\ndescription: Mistakes.\nparts:\n  - title: All\n    lessons: [mistakes]\n"

    func testAnUnclosedBraceIsReportedAtTheBrace() throws {
        let fixture = try CourseFixture(files: [
            "course.yml": Self.course,
            "lessons/mistakes.md": """
            ---
            id: mistakes
            title: Mistakes
            ---

            ```swift example=greeting
            struct GreetingView: View {
                var body: some View {
                    VStack {
                        Text("Hello {")
                }
            }

            #Preview { GreetingView() }
            ```
            """,
        ])
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        let report = fixture.build()
        XCTAssertEqual(
            report.errorText,
            "content/lessons/mistakes.md:7:27: error: this '{' is never closed in example 'greeting': a '}' is missing below it (or a string or comment is left open)"
        )
        XCTAssertEqual(report.examplesCompiled, 0)
    }

    func testAnUnclosedFenceIsReportedAtTheFence() throws {
        let fixture = try CourseFixture(files: [
            "course.yml": Self.course,
            "lessons/mistakes.md": """
            ---
            id: mistakes
            title: Mistakes
            ---

            ```swift example=greeting
            Text("Hello")

            Prose that was meant to follow the example.

            ```checkpoint
            see "Hello"
            ```
            """,
        ])
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        let report = fixture.build()
        XCTAssertTrue(
            report.errorText.hasPrefix(
                "content/lessons/mistakes.md:6:1: error: this ```swift block is not closed before line 11, where '```checkpoint' starts another block"
            ),
            report.errorText)
        XCTAssertFalse(report.errorText.contains("__Example"), report.errorText)
    }

    func testAVeryLongIdIsReportedAtTheId() throws {
        let id = String(repeating: "a", count: 300)
        let fixture = try CourseFixture(files: [
            "course.yml": Self.course.replacingOccurrences(of: "[mistakes]", with: "[\(id)]"),
            "lessons/mistakes.md": "---\nid: \(id)\ntitle: Long\n---\n\nText.\n",
        ])
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        let report = fixture.build()
        XCTAssertTrue(
            report.errorText.contains("content/lessons/mistakes.md:2:5: error: this id is 300 characters long; keep it to 200 or fewer"),
            report.errorText)
        XCTAssertFalse(report.errorText.contains("file name is invalid"), report.errorText)
    }

    func testAFullDiskIsSaidInPlainWords() throws {
        XCTAssertEqual(
            plainFileError(CocoaError(.fileWriteOutOfSpace)),
            "the disk is full (no space left on the device); free some space and build again")
        XCTAssertEqual(
            plainFileError(
                NSError(
                    domain: NSCocoaErrorDomain, code: 640,
                    userInfo: [NSUnderlyingErrorKey: NSError(domain: NSPOSIXErrorDomain, code: Int(ENOSPC))])),
            "the disk is full (no space left on the device); free some space and build again")

        // A real full disk: a 200 KB file system holding the output (needs root to mount).
        let fixture = try CourseFixture()
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        let small = fixture.root.appendingPathComponent("small")
        try FileManager.default.createDirectory(at: small, withIntermediateDirectories: true)
        let mount = Process()
        mount.executableURL = URL(fileURLWithPath: "/bin/mount")
        mount.arguments = ["-t", "tmpfs", "-o", "size=200k", "tmpfs", small.path]
        mount.standardError = FileHandle.nullDevice
        try mount.run()
        mount.waitUntilExit()
        try XCTSkipUnless(mount.terminationStatus == 0, "cannot mount a small file system here")
        defer {
            let unmount = Process()
            unmount.executableURL = URL(fileURLWithPath: "/bin/umount")
            unmount.arguments = [small.path]
            try? unmount.run()
            unmount.waitUntilExit()
        }
        // Fill it, then free a few kilobytes: room for the folders, not for the site.
        var fillers = 0
        while (try? Data(count: 4096).write(to: small.appendingPathComponent("filler-\(fillers)"))) != nil, fillers < 1000 {
            fillers += 1
        }
        for index in 0..<min(2, fillers) { try? FileManager.default.removeItem(at: small.appendingPathComponent("filler-\(index)")) }
        var options = fixture.options
        options.outputDirectory = small.appendingPathComponent("output")
        let report = SiteBuilder(options: options).build()
        XCTAssertFalse(report.succeeded)
        XCTAssertTrue(report.errorText.contains("the disk is full"), report.errorText)
        XCTAssertFalse(report.errorText.contains("NSCocoaErrorDomain"), report.errorText)
        XCTAssertFalse(FileManager.default.fileExists(atPath: options.outputDirectory.path))
    }

    /// A cache folder copied elsewhere keeps working: the compiler's module cache, which records
    /// its own path, is rebuilt there.
    func testAMovedCacheFolderJustWorks() throws {
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: "/usr/bin/bwrap"), "bubblewrap is not installed")
        let fixture = try CourseFixture(files: [
            "course.yml": Self.course,
            "lessons/mistakes.md": """
            ---
            id: mistakes
            title: Moved
            ---

            ```swift example=moved
            Text("Moved \\(UUID().uuidString)")
            ```

            ```checkpoint
            see "Moved *"
            ```
            """,
        ])
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        // Make sure the shared cache has a module cache made where it is, then copy it.
        XCTAssertTrue(fixture.build().succeeded)
        let moved = fixture.root.appendingPathComponent("moved-cache")
        try FileManager.default.copyItem(at: CourseFixture.sharedCache, to: moved)
        var options = fixture.options
        options.cacheDirectory = moved
        options.lessons.useCache = false
        let report = SiteBuilder(options: options).build()
        XCTAssertTrue(report.succeeded, report.errorText)
        XCTAssertEqual(report.examplesCompiled, 1)
    }
}
