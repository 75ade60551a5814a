import Foundation
import XCTest

@testable import LessonEngine

#if canImport(Glibc)
    import Glibc
#endif

/// When the shared sandboxes cannot serve, the build says so once, with the reason and a way out.
final class SlowSandboxNoticeTests: XCTestCase {
    func testFindsTheOutermostFolderOthersCannotEnter() throws {
        let fm = FileManager.default
        let root = fm.temporaryDirectory.appendingPathComponent("enter-\(UUID().uuidString)")
        let open = root.appendingPathComponent("open")
        let closed = open.appendingPathComponent("closed")
        let inner = closed.appendingPathComponent("inner/deeper")
        try fm.createDirectory(at: inner, withIntermediateDirectories: true)
        defer { try? fm.removeItem(at: root) }
        chmod(root.path, 0o755)
        chmod(open.path, 0o711)  // enterable, not listable: still reachable
        if let above = Sandbox.firstFolderOthersCannotEnter(on: root.path) {
            throw XCTSkip("the temporary folder lies below \(above), which others may not enter")
        }
        XCTAssertNil(Sandbox.firstFolderOthersCannotEnter(on: inner.path))
        chmod(closed.path, 0o700)
        chmod(inner.deletingLastPathComponent().path, 0o700)
        XCTAssertEqual(Sandbox.firstFolderOthersCannotEnter(on: inner.path), closed.path, "the outermost one, not the innermost")
        XCTAssertEqual(Sandbox.firstFolderOthersCannotEnter(on: open.path + "/../open/closed/inner"), closed.path)
        XCTAssertNil(Sandbox.firstFolderOthersCannotEnter(on: root.path + "/missing/folder"), "a folder that is not there stops the search")
    }

    func testTheNoticeIsAWarningWithTheReason() {
        let sandbox = Sandbox(bwrap: "/usr/bin/bwrap", libraryDirectories: [])
        let runtime = RuntimeBuild(directory: "/nonexistent/runtime", hash: "", built: false, seconds: 0)
        let notice = LessonEngine.slowSandboxNote("mount /proc: Operation not permitted", sandbox: sandbox, runtime: runtime)
        XCTAssertEqual(notice.severity, .warning)
        XCTAssertTrue(notice.message.contains("results are not affected"), notice.message)
        XCTAssertTrue(notice.notes.contains { $0.contains("mount /proc: Operation not permitted") }, "\(notice.notes)")
    }
}
