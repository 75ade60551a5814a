import Foundation
import LessonEngine
import TestSupport
import XCTest

@testable import SiteBuilder

/// The shared result cache end to end, against a real nginx WebDAV server started by each test.
/// Every build here starts from an empty local cache, as a fresh CI runner does. Whatever the cache
/// does — answer, vanish, stall, serve a corrupt entry, die mid-build, refuse a write — the build
/// succeeds and publishes the same site as a build without it; a fault costs exactly one warning.
final class RemoteCacheTests: XCTestCase {
    private static let counters = ["login-form", "todo-list", "tip-total"]

    /// Three small counter screens, one per lesson example, each tapped once by its checkpoint.
    private func countersCourse() throws -> CourseFixture {
        var lesson = "---\nid: counters\ntitle: Counters\n---\n# Counters\n"
        for (offset, name) in Self.counters.enumerated() {
            lesson += """

                ```swift example=\(name)
                struct ContentView: View {
                    @State private var count = \(offset * 10)
                    var body: some View {
                        VStack {
                            Text("Count: \\(count)")
                            Button("Add one") { count += 1 }
                        }
                    }
                }
                ```

                ```checkpoint
                tap "Add one"
                see "Count: \(offset * 10 + 1)"
                ```

                """
        }
        return try CourseFixture(files: [
            "course.yml": "title: Counters\nparts:\n  - title: One\n    lessons: [counters]\n",
            "lessons/counters.md": lesson,
        ])
    }

    private func build(
        _ course: CourseFixture, remote: RemoteCacheConfiguration?, cache: FreshCache,
        partition: Partition? = nil
    ) -> BuildReport {
        var options = course.options
        options.cacheDirectory = cache.directory
        options.lessons.remoteCache = remote
        options.lessons.partition = partition
        return SiteBuilder(options: options).build()
    }

    private func remoteWarnings(_ report: BuildReport) -> [String] {
        report.diagnostics.filter { $0.severity == .warning && $0.message.hasPrefix("remote cache") }.map(\.description)
    }

    private func assertSameSite(
        _ course: CourseFixture, as reference: [String: Data], _ what: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let site = try course.snapshotOutput()
        XCTAssertEqual(Set(site.keys), Set(reference.keys), what, file: file, line: line)
        for (path, data) in reference where site[path] != data {
            XCTFail("\(what): \(path) differs from the site built without a remote cache", file: file, line: line)
        }
    }

    func testShardedBuildsFillTheCacheAndAFreshMachineBuildsTheSameSiteCompilingNothing() throws {
        let server = try NginxCache()
        let course = try CourseFixture(files: [:])
        try FileManager.default.copyItem(at: CourseFixture.repository.appendingPathComponent("content"), to: course.content)
        let remote = RemoteCacheConfiguration(url: server.url, timeout: 10)

        // Four runners, each with its own empty local cache, each verifying its slice.
        var checkpoints = 0
        var stored = 0
        for index in 1...4 {
            let runner = try FreshCache()
            let slice = build(course, remote: remote, cache: runner, partition: Partition(index: index, count: 4))
            XCTAssertTrue(slice.succeeded, slice.errorText)
            XCTAssertEqual(remoteWarnings(slice), [])
            XCTAssertEqual(slice.lessonRuns, slice.checkpointsVerified + slice.verifiedExamples.filter { $0.checkpoints == 0 }.count)
            checkpoints += slice.checkpointsVerified
            stored += slice.remoteStores
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: course.output.path), "partitions render nothing")
        XCTAssertEqual(server.entries().count, stored, "every result and compile record is on the server")

        // The publishing job: another empty local cache, everything from the server.
        let publisher = try FreshCache()
        let site = build(course, remote: remote, cache: publisher)
        XCTAssertTrue(site.succeeded, site.errorText)
        XCTAssertEqual(remoteWarnings(site), [])
        XCTAssertEqual(site.examplesCompiled, 0)
        XCTAssertEqual(site.lessonRuns, 0)
        XCTAssertEqual(site.checkpointsVerified, checkpoints)
        XCTAssertEqual(site.remoteStores, 0)
        XCTAssertGreaterThan(site.remoteHits, 0)
        let sharded = try course.snapshotOutput()

        let reference = course.build()
        XCTAssertTrue(reference.succeeded, reference.errorText)
        try assertSameSite(course, as: sharded, "the unsharded build")
    }

    func testEveryCacheFaultFallsBackToLocalVerificationWithOneWarning() throws {
        var server = try NginxCache(slowSeconds: 30)
        let course = try countersCourse()
        let reference = course.build()
        XCTAssertTrue(reference.succeeded, reference.errorText)
        let site = try course.snapshotOutput()
        let remote = RemoteCacheConfiguration(url: server.url, timeout: 10)

        // Filled by one machine, answered to another.
        let first = build(course, remote: remote, cache: try FreshCache())
        XCTAssertTrue(first.succeeded, first.errorText)
        XCTAssertEqual(remoteWarnings(first), [])
        XCTAssertEqual(first.remoteStores, 2 * Self.counters.count, "a result and a compile record per example")
        XCTAssertEqual(server.entries().count, 2 * Self.counters.count + 1, "and the course's cost table, for partitions")
        let warm = build(course, remote: remote, cache: try FreshCache())
        XCTAssertEqual(remoteWarnings(warm), [])
        XCTAssertEqual(warm.examplesCompiled, 0)
        XCTAssertEqual(warm.lessonRuns, 0)
        try assertSameSite(course, as: site, "built from the remote cache")

        // A corrupt entry: a stored result whose observed count was changed on the server. It must
        // not reach the page; that example runs again here.
        let tampered = try XCTUnwrap(
            server.entries().first { entry in
                (try? String(contentsOf: entry, encoding: .utf8))?.contains("Count: 11") == true
            })
        let text = try String(contentsOf: tampered, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "Count: 11", with: "Count: 99").utf8).write(to: tampered)
        let corrupt = build(course, remote: remote, cache: try FreshCache())
        XCTAssertTrue(corrupt.succeeded, corrupt.errorText)
        XCTAssertEqual(remoteWarnings(corrupt).count, 1, "\(corrupt.diagnostics)")
        XCTAssertTrue(remoteWarnings(corrupt)[0].contains("corrupt entry"), remoteWarnings(corrupt)[0])
        XCTAssertEqual(corrupt.lessonRuns, 1, "only the example whose entry was corrupt runs again")
        try assertSameSite(course, as: site, "with a corrupt entry")
        XCTAssertFalse(try course.page("lessons/counters.html").contains("Count: 99"))

        // Nothing listens there.
        let closedPort = try NginxCache.freeLoopbackPort()
        let unreachable = build(
            course, remote: RemoteCacheConfiguration(url: URL(string: "http://127.0.0.1:\(closedPort)/cache")!, timeout: 5),
            cache: try FreshCache())
        XCTAssertTrue(unreachable.succeeded, unreachable.errorText)
        XCTAssertEqual(remoteWarnings(unreachable).count, 1, "\(unreachable.diagnostics)")
        XCTAssertTrue(remoteWarnings(unreachable)[0].contains("unreachable"), remoteWarnings(unreachable)[0])
        XCTAssertEqual(unreachable.lessonRuns, Self.counters.count)
        try assertSameSite(course, as: site, "with an unreachable cache")

        // Up, but answering only after 30 s: each request gives up at the time limit, and after the
        // first the cache is not asked again.
        let started = Date()
        let slow = build(course, remote: RemoteCacheConfiguration(url: server.slowURL, timeout: 0.5), cache: try FreshCache())
        XCTAssertTrue(slow.succeeded, slow.errorText)
        XCTAssertLessThan(Date().timeIntervalSince(started), 25, "the time limit, not the server, decides")
        XCTAssertEqual(remoteWarnings(slow).count, 1, "\(slow.diagnostics)")
        XCTAssertTrue(remoteWarnings(slow)[0].contains("time limit"), remoteWarnings(slow)[0])
        try assertSameSite(course, as: site, "with a slow cache")

        // The server dies mid-build: killed as soon as it has answered the build's first request.
        server = try NginxCache()
        let dying = RemoteCacheConfiguration(url: server.url, timeout: 5)
        let fresh = try FreshCache()
        let box = ReportBox()
        let done = DispatchSemaphore(value: 0)
        let builder = {
            box.report = self.build(course, remote: dying, cache: fresh)
            done.signal()
        }
        DispatchQueue.global().async(execute: builder)
        let deadline = Date().addingTimeInterval(60)
        while server.requests().isEmpty && Date() < deadline { usleep(2_000) }
        XCTAssertFalse(server.requests().isEmpty, "the build asked the cache")
        server.kill()
        done.wait()
        let died = try XCTUnwrap(box.report)
        XCTAssertTrue(died.succeeded, died.errorText)
        XCTAssertEqual(remoteWarnings(died).count, 1, "\(died.diagnostics)")
        XCTAssertEqual(died.lessonRuns, Self.counters.count)
        try assertSameSite(course, as: site, "with a cache that died mid-build")
    }

    func testWritesNeedTheTokenAndReadsAreAnonymous() throws {
        let server = try NginxCache(token: "s3cret")
        let course = try countersCourse()
        let reference = course.build()
        XCTAssertTrue(reference.succeeded, reference.errorText)
        let site = try course.snapshotOutput()

        let anonymous = build(course, remote: RemoteCacheConfiguration(url: server.url, timeout: 5), cache: try FreshCache())
        XCTAssertTrue(anonymous.succeeded, anonymous.errorText)
        XCTAssertEqual(remoteWarnings(anonymous).count, 1, "\(anonymous.diagnostics)")
        XCTAssertTrue(remoteWarnings(anonymous)[0].contains("HTTP 401"), remoteWarnings(anonymous)[0])
        XCTAssertTrue(remoteWarnings(anonymous)[0].contains(RemoteCacheConfiguration.tokenVariable), remoteWarnings(anonymous)[0])
        XCTAssertEqual(server.entries(), [], "nothing was stored without the token")
        try assertSameSite(course, as: site, "with refused writes")

        let authorization = RemoteCacheConfiguration.authorization(token: "s3cret")
        XCTAssertEqual(authorization, "Bearer s3cret")
        let writer = build(
            course, remote: RemoteCacheConfiguration(url: server.url, authorization: authorization, timeout: 5),
            cache: try FreshCache())
        XCTAssertEqual(remoteWarnings(writer), [])
        XCTAssertEqual(server.entries().count, 2 * Self.counters.count + 1, "results, compile records and the cost table")

        let reader = build(course, remote: RemoteCacheConfiguration(url: server.url, timeout: 5), cache: try FreshCache())
        XCTAssertEqual(remoteWarnings(reader), [])
        XCTAssertEqual(reader.examplesCompiled, 0, "reads need no token")
        XCTAssertEqual(reader.lessonRuns, 0)
        try assertSameSite(course, as: site, "read anonymously")
    }
}

private final class ReportBox: @unchecked Sendable {
    var report: BuildReport?
}
