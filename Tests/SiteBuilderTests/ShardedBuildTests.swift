import Foundation
import LessonEngine
import TestSupport
import XCTest

@testable import SiteBuilder

/// `--partition K/N` on a copy of the real sample course: the slices together verify every
/// checkpoint exactly once, render nothing, and leave a cache from which the whole build compiles
/// and runs nothing and writes the same site as an unsharded build.
final class ShardedBuildTests: XCTestCase {
    func testFourPartitionsVerifyEveryCheckpointOnceAndTheFullBuildCompilesNothing() throws {
        let course = try CourseFixture(files: [:])
        try FileManager.default.copyItem(at: CourseFixture.repository.appendingPathComponent("content"), to: course.content)
        let cache = try FreshCache()

        var examples: [String] = []
        var checkpoints = 0
        for index in 1...4 {
            var options = course.options
            options.cacheDirectory = cache.directory
            options.lessons.partition = Partition(index: index, count: 4)
            let slice = SiteBuilder(options: options).build()
            XCTAssertTrue(slice.succeeded, slice.errorText)
            XCTAssertEqual(slice.partition, options.lessons.partition)
            XCTAssertEqual(slice.pagesWritten, 0)
            XCTAssertFalse(FileManager.default.fileExists(atPath: course.output.path), "a partition renders nothing")
            for example in slice.verifiedExamples {
                XCTAssertTrue(options.lessons.partition!.contains(example.name), "\(example.name) is not in slice \(index)")
            }
            XCTAssertEqual(slice.verifiedExamples.map(\.checkpoints).reduce(0, +), slice.checkpointsVerified)
            examples += slice.verifiedExamples.map(\.name)
            checkpoints += slice.checkpointsVerified
        }
        XCTAssertEqual(examples.count, Set(examples).count, "no example is verified by two partitions: \(examples.sorted())")

        // The whole build from the slices' cache: nothing compiled, nothing run.
        var options = course.options
        options.cacheDirectory = cache.directory
        let full = SiteBuilder(options: options).build()
        XCTAssertTrue(full.succeeded, full.errorText)
        XCTAssertEqual(full.examplesCompiled, 0)
        XCTAssertEqual(full.lessonRuns, 0)
        XCTAssertEqual(full.checkpointsVerified, checkpoints, "the partitions together verified every checkpoint exactly once")
        XCTAssertGreaterThanOrEqual(checkpoints, 15)
        let sharded = try course.snapshotOutput()

        // The same course built in one go, from another cache: the same site, byte for byte.
        let reference = course.build()
        XCTAssertTrue(reference.succeeded, reference.errorText)
        XCTAssertEqual(reference.checkpointsVerified, checkpoints)
        let unsharded = try course.snapshotOutput()
        XCTAssertEqual(Set(sharded.keys), Set(unsharded.keys))
        for (path, data) in unsharded where sharded[path] != data {
            XCTFail("\(path) differs between the sharded and the unsharded build")
        }
    }

    func testAPartitionReportsOnlyItsOwnCheckpointProblems() throws {
        // Two examples whose checkpoints both drift: each partition reports only its own.
        let names = ["login-form", "todo-list", "tip-total"]
        var lesson = "---\nid: counters\ntitle: Counters\n---\n# Counters\n"
        for name in names {
            lesson += """

                ```swift example=\(name)
                struct ContentView: View {
                    @State private var count = 0
                    var body: some View {
                        VStack {
                            Button("Add one") { count += 1 }
                            Text("Count: \\(count)")
                        }
                    }
                }
                ```

                ```checkpoint
                tap "Add one"
                see "Count: 2"
                ```

                """
        }
        let course = try CourseFixture(files: [
            "course.yml": "title: Counters\nparts:\n  - title: One\n    lessons: [counters]\n",
            "lessons/counters.md": lesson,
        ])
        var drifted: [String] = []
        for index in 1...2 {
            var options = course.options
            options.lessons.partition = Partition(index: index, count: 2)
            // Slices by name, whatever cost table the shared test cache holds from other courses.
            options.lessons.balancePartitions = false
            let slice = SiteBuilder(options: options).build()
            XCTAssertFalse(slice.succeeded)
            let mine = names.filter { options.lessons.partition!.contains($0) }
            XCTAssertEqual(slice.verifiedExamples.map(\.name), mine.sorted())
            let drifts = slice.diagnostics.filter { $0.message == "checkpoint drift" }
            XCTAssertEqual(drifts.count, mine.count, slice.errorText)
            drifted += drifts.compactMap { $0.location.map { "\($0.line)" } }
        }
        XCTAssertEqual(drifted.count, names.count)
        XCTAssertEqual(Set(drifted).count, names.count, "each drift is reported by exactly one partition")
    }
}

/// A new, empty result cache inside `.build/` (the sandbox keeps `/tmp` private, so a cache there
/// cannot be bound into it), with the shared test cache's compiled runtime copied in when there is
/// one, so only the lesson examples are compiled again. Removed when the test is done.
final class FreshCache: @unchecked Sendable {
    let directory: URL

    init() throws {
        directory = CourseFixture.repository.appendingPathComponent(".build/coursegen-test-caches/\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for folder in ["runtime"] {
            let shared = CourseFixture.sharedCache.appendingPathComponent(folder)
            if FileManager.default.fileExists(atPath: shared.path) {
                try? FileManager.default.copyItem(at: shared, to: directory.appendingPathComponent(folder))
            }
        }
    }

    deinit { try? FileManager.default.removeItem(at: directory) }
}
