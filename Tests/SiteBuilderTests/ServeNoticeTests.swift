import Foundation
@testable import LivePreview
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

    private final class Events: @unchecked Sendable {
        private var seen: [LivePreview.Event] = []
        private let lock = NSLock()
        func append(_ event: LivePreview.Event) { lock.lock(); seen.append(event); lock.unlock() }
        var publishedElsewhere: Int {
            lock.lock(); defer { lock.unlock() }
            return seen.filter { if case .publishedElsewhere = $0 { return true } else { return false } }.count
        }
    }

    func testServeNoticesABuildItDidNotRun() throws {
        let fixture = try CourseFixture()
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        let events = Events()
        let preview = try LivePreview(options: fixture.options, host: "127.0.0.1", port: 0, allowExternal: false) { events.append($0) }
        try preview.listen()
        defer { preview.server.stop() }
        preview.rebuild(reason: "initial build")
        preview.watchForOtherBuilds()
        // Its own builds are not news.
        usleep(1_500_000)
        XCTAssertEqual(events.publishedElsewhere, 0)

        XCTAssertTrue(SiteBuilder(options: fixture.options).build().succeeded)
        let deadline = Date().addingTimeInterval(5)
        while events.publishedElsewhere == 0, Date() < deadline { usleep(100_000) }
        XCTAssertEqual(events.publishedElsewhere, 1, "the other build's publish is noticed once")
        withExtendedLifetime(preview) {}
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
