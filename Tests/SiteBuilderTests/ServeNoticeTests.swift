import Foundation
import PreviewServer
import SiteBuilder
import XCTest
@testable import CoursegenCLI

/// `serve` notices a site published by a `coursegen build` it did not run, and reloads open pages.
final class ServeNoticeTests: XCTestCase {
    private final class Captured: @unchecked Sendable {
        private var text = ""
        private let lock = NSLock()
        var output: TextOutput {
            TextOutput(out: { line in self.lock.lock(); self.text += line + "\n"; self.lock.unlock() },
                       err: { line in self.lock.lock(); self.text += line + "\n"; self.lock.unlock() })
        }
        var all: String { lock.lock(); defer { lock.unlock() }; return text }
    }

    func testServeNoticesABuildItDidNotRun() throws {
        let fixture = try CourseFixture()
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        let output = fixture.output
        let server = try PreviewServer(configuration: PreviewServerConfiguration(siteRoot: { output }))
        try server.start()
        defer { server.stop() }
        let captured = Captured()
        let session = PreviewSession(builder: SiteBuilder(options: fixture.options), server: server, output: captured.output)
        session.rebuild(reason: "initial build")
        session.watchForOtherBuilds()
        // Its own builds are not news.
        usleep(1_500_000)
        XCTAssertFalse(captured.all.contains("another coursegen build"), captured.all)

        XCTAssertTrue(SiteBuilder(options: fixture.options).build().succeeded)
        let deadline = Date().addingTimeInterval(5)
        while !captured.all.contains("another coursegen build published"), Date() < deadline { usleep(100_000) }
        XCTAssertTrue(captured.all.contains("another coursegen build published \(output.path) → reloading open pages"), captured.all)
        withExtendedLifetime(session) {}
    }

    /// Running lessons without the sandbox takes an explicit option, and says loudly what it means.
    func testUnsandboxedIsExplicitAndLoud() throws {
        let help = Captured()
        XCTAssertEqual(Coursegen.main(["build", "--help"], output: help.output), 0)
        XCTAssertTrue(help.all.contains("--unsandboxed"), help.all)
        let overview = Captured()
        _ = Coursegen.main(["--help"], output: overview.output)
        XCTAssertTrue(overview.all.contains("bubblewrap sandbox"), overview.all)

        let fixture = try CourseFixture()
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(fixture.root.path)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        let run = Captured()
        XCTAssertEqual(Coursegen.main(["build", "--unsandboxed", "--cache-dir", CourseFixture.sharedCache.path], output: run.output), 0)
        XCTAssertTrue(run.all.contains("warning: --unsandboxed: lesson code runs WITHOUT the sandbox"), run.all)
    }
}
