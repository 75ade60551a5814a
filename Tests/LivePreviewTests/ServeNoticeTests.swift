import Foundation
import PreviewServer
import SiteBuilder
import TestSupport
import XCTest

@testable import LivePreview

/// `serve` notices a site published by a `coursegen build` it did not run, and reloads open pages.
final class ServeNoticeTests: XCTestCase {
    private final class Events: @unchecked Sendable {
        private var seen: [LivePreview.Event] = []
        private let lock = NSLock()
        func append(_ event: LivePreview.Event) {
            lock.lock()
            seen.append(event)
            lock.unlock()
        }
        var publishedElsewhere: Int {
            lock.lock()
            defer { lock.unlock() }
            return seen.filter { if case .publishedElsewhere = $0 { return true } else { return false } }.count
        }
    }

    func testServeNoticesABuildItDidNotRun() throws {
        let course = try TemporaryCourse(
            copyingTemplates: true,
            files: [
                "course.yml": "title: Noticed\nparts:\n  - title: One\n    lessons: [only]\n",
                "lessons/only.md": "---\nid: only\ntitle: Only\n---\n\nA page without lesson code.\n",
            ])
        var options = BuildOptions(root: course.root)
        options.cacheDirectory = TemporaryCourse.sharedCache
        let events = Events()
        let preview = try LivePreview(options: options, host: "127.0.0.1", port: 0, allowExternal: false) { events.append($0) }
        try preview.listen()
        defer { preview.server.stop() }
        preview.rebuild(reason: "initial build")
        preview.watchForOtherBuilds()
        // Its own builds are not news.
        usleep(1_500_000)
        XCTAssertEqual(events.publishedElsewhere, 0)

        XCTAssertTrue(SiteBuilder(options: options).build().succeeded)
        let deadline = Date().addingTimeInterval(5)
        while events.publishedElsewhere == 0, Date() < deadline { usleep(100_000) }
        XCTAssertEqual(events.publishedElsewhere, 1, "the other build's publish is noticed once")
        withExtendedLifetime(preview) {}
    }
}
