import Diagnostics
import XCTest

@testable import LessonEngine

/// The merged compile is split into one batch per core only when each batch outweighs its own
/// compiler's fixed cost; otherwise one frontend compiles every example, as before.
final class CompileBatchTests: XCTestCase {
    private func examples(_ count: Int, longEvery: Int = 0) -> [(index: Int, example: PreparedExample)] {
        let blocks = (0..<count).map { index -> ExampleBlock in
            let extra = longEvery > 0 && index % longEvery == 0 ? String(repeating: "        Text(\"More\")\n", count: 20) : ""
            let code =
                "struct ContentView: View {\n    var body: some View {\n        VStack {\n        Text(\"\(index)\")\n\(extra)        }\n    }\n}\n"
            return ExampleBlock(
                name: "example-\(index)", language: "swift", base: nil, code: code,
                location: SourceLocation(file: "content/lessons/l\(index).md", line: 3))
        }
        let prepared = ExamplePreparer.prepare(blocks).examples
        XCTAssertEqual(prepared.count, count)
        return Array(prepared.enumerated().map { (index: $0, example: $1) })
    }

    func testSmallCoursesAndOneCoreKeepOneMergedCompile() {
        XCTAssertEqual(ExampleCompiler.batches(of: examples(30), jobs: 2).count, 1, "30 examples: one frontend")
        XCTAssertEqual(ExampleCompiler.batches(of: examples(79), jobs: 2).count, 1)
        XCTAssertEqual(ExampleCompiler.batches(of: examples(200), jobs: 1).count, 1, "one core: one frontend")
    }

    func testLargeCoursesSplitIntoOneBatchPerCoreOrMoreEachExampleOnce() {
        for (count, jobs, expected) in [(80, 2, 2), (200, 2, 2), (200, 4, 4), (200, 8, 5), (1001, 2, 4), (1200, 1, 3), (1200, 4, 4)] {
            let all = examples(count, longEvery: 7)
            let batches = ExampleCompiler.batches(of: all, jobs: jobs)
            XCTAssertEqual(batches.count, expected, "\(count) examples, \(jobs) jobs")
            // In course order, every example exactly once.
            XCTAssertEqual(batches.flatMap { $0.map(\.index) }, all.map(\.index))
            // Balanced by source length: no batch holds more than its share plus one example's.
            let sizes = batches.map { $0.reduce(0) { $0 + $1.example.displayedCode.utf8.count + 1 } }
            let largestExample = all.map { $0.example.displayedCode.utf8.count + 1 }.max()!
            XCTAssertLessThanOrEqual(sizes.max()!, sizes.reduce(0, +) / expected + largestExample, "\(sizes)")
        }
    }

    func testNoBatchExceedsTheLargestAFrontendCompilesWell() {
        let limit = ExampleCompiler.maximumExamplesPerBatch
        let batches = ExampleCompiler.batches(of: examples(2 * limit + 1), jobs: 3)
        XCTAssertEqual(batches.count, 3)
        XCTAssertTrue(batches.allSatisfy { !$0.isEmpty && $0.count <= limit + 1 }, "\(batches.map(\.count))")
    }
}
