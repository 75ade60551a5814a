import Foundation
import LessonEngine
import TestSupport
import XCTest

@testable import SiteBuilder

/// A whole build records what each example cost to verify; `--partition` then balances its slices
/// by those costs, and the slices still verify every example exactly once.
final class BalancedShardingTests: XCTestCase {
    func testPartitionsBalanceByTheCostsAWholeBuildRecorded() throws {
        let names = ["login-form", "todo-list", "tip-total", "score-board"]
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
                see "Count: 1"
                ```

                """
        }
        let course = try CourseFixture(files: [
            "course.yml": "title: Counters\nparts:\n  - title: One\n    lessons: [counters]\n",
            "lessons/counters.md": lesson,
        ])
        let cache = try FreshCache()
        var options = course.options
        options.cacheDirectory = cache.directory

        // (Before a whole build there is no table and slices follow names: ShardedBuildTests.)
        options.lessons.partition = nil
        let whole = SiteBuilder(options: options).build()
        XCTAssertTrue(whole.succeeded, whole.errorText)
        XCTAssertEqual(whole.checkpointsVerified, names.count)

        // Every slice now knows the course's costs; together they verify each example once.
        options.lessons.useCache = false
        var verified: [String] = []
        var sliceCosts: [Double] = []
        var courseCosts: [Double] = []
        for index in 1...2 {
            options.lessons.partition = Partition(index: index, count: 2)
            let slice = SiteBuilder(options: options).build()
            XCTAssertTrue(slice.succeeded, slice.errorText)
            let sliceCost = try XCTUnwrap(slice.sliceCostSeconds, "partition \(index) is balanced by recorded cost")
            let courseCost = try XCTUnwrap(slice.courseCostSeconds)
            XCTAssertGreaterThan(courseCost, 0, "every example's compile share and runs were recorded")
            sliceCosts.append(sliceCost)
            courseCosts.append(courseCost)
            verified += slice.verifiedExamples.map(\.name)
            XCTAssertEqual(slice.verifiedExamples.map(\.checkpoints).reduce(0, +), slice.checkpointsVerified)
        }
        XCTAssertEqual(verified.sorted(), names.sorted(), "each example verified by exactly one partition")
        XCTAssertEqual(sliceCosts.reduce(0, +), courseCosts.first!, accuracy: 1e-3, "the slices' costs add up to the course's")
        XCTAssertEqual(Set(courseCosts).count, 1, "both partitions read the same table: \(courseCosts)")

        // A warm whole build finds everything and rewrites nothing.
        options.lessons.partition = nil
        options.lessons.useCache = true
        let warm = SiteBuilder(options: options).build()
        XCTAssertTrue(warm.succeeded, warm.errorText)
        XCTAssertEqual(warm.examplesCompiled, 0)
        XCTAssertEqual(warm.lessonRuns, 0)
    }
}
