import Foundation
import XCTest

@testable import LessonEngine
@testable import SiteBuilder

/// A prestarted lesson binary serves every run as a fork of one process that has already hosted a
/// screen of the runtime's own (`_WarmUpScreen`), so that runs start warm; a run must not be able
/// to tell. These build real courses twice from nothing — runs forked from prestarted binaries, as
/// `coursegen build` runs lessons, then every run a freshly started program (`COURSEGEN_PRESTART=0`)
/// — and hold every published file to be the same, byte for byte.
final class PrestartedRunFidelityTests: XCTestCase {
    /// Storage, relaunches, network fixtures, dates, navigation, sheets: the sample course.
    func testTheSampleCoursePublishesTheSameFromPrestartedAndFreshRuns() throws {
        try assertSameSite(building: "content")
    }

    /// Screens as popular courses write them in their first weeks.
    func testTheBreadthCoursePublishesTheSameFromPrestartedAndFreshRuns() throws {
        try assertSameSite(building: "Tests/Courses/breadth/content")
    }

    /// The prestarted binary warms up in en_US and UTC at the course clock's start; a course in
    /// another locale and time zone, whose screen shows dates, money, numbers, Foundation's own
    /// current locale and time zone and the time after a wait, must not see any of that.
    func testACourseInAnotherLocaleAndTimeZonePublishesTheSameFromPrestartedAndFreshRuns() throws {
        let course = try CourseFixture(files: Self.localeCourse)
        try assertSameSite(of: course)
    }

    static let localeCourse: [String: String] = [
        "course.yml": """
        title: Horloge
        locale: fr_FR
        time_zone: Europe/Paris
        parts:
          - title: Temps
            lessons: [stamps]
        """,
        "lessons/stamps.md": """
        ---
        id: stamps
        title: Stamps
        ---

        # Stamps

        ```swift example=stamp
        import SwiftUI

        struct StampView: View {
            @State private var stamp = Date()
            @State private var taps = 0
            var body: some View {
                VStack {
                    Text(stamp.formatted(date: .abbreviated, time: .shortened))
                    Text(stamp.formatted(.dateTime.weekday(.wide).hour().minute().second()))
                    Text(29.36, format: .currency(code: "EUR"))
                    Text(1234567.891, format: .number)
                    Text(TimeZone.current.identifier)
                    Text(Locale.current.identifier)
                    Text("Taps: \\(taps)")
                    Button("Stamp") {
                        stamp = Date()
                        taps += 1
                    }
                }
            }
        }

        #Preview { StampView() }
        ```

        """
            + (1...5).map { seconds in
                """
                ```checkpoint example=stamp
                see "Stamp"
                wait \(seconds * 37) seconds
                tap "Stamp"
                see "Taps: 1"
                ```

                """
            }.joined(separator: "\n"),
    ]

    private func assertSameSite(building folder: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let course = try CourseFixture(files: [:])
        try? FileManager.default.removeItem(at: course.content)
        try FileManager.default.copyItem(at: CourseFixture.repository.appendingPathComponent(folder), to: course.content)
        try assertSameSite(of: course, file: file, line: line)
    }

    private func assertSameSite(of course: CourseFixture, file: StaticString = #filePath, line: UInt = #line) throws {
        try XCTSkipUnless(ProcessRunner.findExecutable("bwrap", path: "/usr/bin:/bin") != nil, "bubblewrap is not installed")
        var options = course.options
        options.lessons.useCache = false
        options.cacheDirectory = try cacheTheSandboxCanReach()

        let prestarted = SiteBuilder(options: options).build()
        XCTAssertTrue(prestarted.succeeded, prestarted.errorText, file: file, line: line)
        XCTAssertGreaterThan(prestarted.prestartedRuns, 0, "runs were served by prestarted binaries", file: file, line: line)
        let warmSite = try course.snapshotOutput()

        setenv("COURSEGEN_PRESTART", "0", 1)
        defer { unsetenv("COURSEGEN_PRESTART") }
        try FileManager.default.removeItem(at: course.output)
        let fresh = SiteBuilder(options: options).build()
        XCTAssertTrue(fresh.succeeded, fresh.errorText, file: file, line: line)
        XCTAssertEqual(fresh.prestartedRuns, 0, "every run was a freshly started program", file: file, line: line)
        XCTAssertEqual(fresh.lessonRuns, prestarted.lessonRuns, file: file, line: line)
        let freshSite = try course.snapshotOutput()

        XCTAssertEqual(Set(freshSite.keys), Set(warmSite.keys), file: file, line: line)
        XCTAssertGreaterThan(warmSite.count, 0, file: file, line: line)
        for (path, data) in warmSite.sorted(by: { $0.key < $1.key }) where freshSite[path] != data {
            XCTFail("\(path) differs between prestarted and freshly started runs", file: file, line: line)
        }
    }

    /// The shared cache, or where a worker sandbox can reach it, a copy of its compiled runtime in a
    /// folder every user may enter. As root the worker sandboxes start as an unprivileged user, who
    /// must reach the runtime; a checkout below a private folder (a `mktemp -d` clone) would leave
    /// every run a sandbox of its own, and those are never prestarted.
    private func cacheTheSandboxCanReach() throws -> URL {
        let shared = CourseFixture.sharedCache
        guard Sandbox.firstFolderOthersCannotEnter(on: shared.path) != nil else { return shared }
        let fm = FileManager.default
        let cache = URL(fileURLWithPath: "/tmp/coursegen-fidelity-\(UUID().uuidString)")
        try fm.createDirectory(at: cache, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o755])
        addTeardownBlock { try? FileManager.default.removeItem(at: cache) }
        for item in ["key", "toolchain-versions.json", "runtime", "module-cache"] {
            let source = shared.appendingPathComponent(item)
            if fm.fileExists(atPath: source.path) { try fm.copyItem(at: source, to: cache.appendingPathComponent(item)) }
        }
        return cache
    }
}
