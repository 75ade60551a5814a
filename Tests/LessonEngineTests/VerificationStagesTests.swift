import Diagnostics
import Foundation
import XCTest

@testable import LessonEngine

/// The stages of `verify` that decide what to do, each on its own: none of them compiles or runs.
final class VerificationStagesTests: XCTestCase {
    let file = "content/lessons/x.md"

    func engine(partition: Partition? = nil) -> LessonEngine {
        var configuration = EngineConfiguration(cacheDirectory: NSTemporaryDirectory() + "coursegen-stage-tests")
        configuration.partition = partition
        return LessonEngine(configuration)
    }

    func example(_ name: String, line: Int, in file: String? = nil) -> ExampleBlock {
        ExampleBlock(
            name: name, code: "struct ContentView: View {\n    var body: some View { Text(\"\(name)\") }\n}\n",
            location: SourceLocation(file: file ?? self.file, line: line))
    }

    func testPlanAttachesEachCheckpointToTheExampleAboveIt() {
        let examples = [example("counter", line: 3), example("greeting", line: 30)]
        let checkpoints = [
            CheckpointBlock(code: "see \"counter\"\n", location: SourceLocation(file: file, line: 10)),
            CheckpointBlock(code: "see \"greeting\"\n", location: SourceLocation(file: file, line: 40)),
            CheckpointBlock(exampleName: "countr", code: "see \"x\"\n", location: SourceLocation(file: file, line: 50)),
            CheckpointBlock(code: "see \"x\"\n", location: SourceLocation(file: "content/lessons/y.md", line: 1)),
            CheckpointBlock(code: "tapp \"x\"\n", location: SourceLocation(file: file, line: 60)),
        ]
        let verification = engine().plan(examples: examples, checkpoints: checkpoints, start: Date())
        XCTAssertEqual(verification.planned.map(\.exampleName), ["counter", "greeting", "greeting"])
        XCTAssertEqual(verification.planned.map(\.runnable), [true, true, false], "a checkpoint with errors is planned, not run")
        XCTAssertEqual(verification.transcripts.map { $0?.error }, [nil, nil, "the checkpoint has errors"])
        let messages = verification.diagnostics.map(\.message)
        XCTAssertTrue(messages.contains("checkpoint names an unknown example 'countr'; did you mean 'counter'?"), "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("this checkpoint has no example above it in the file") }, "\(messages)")
        XCTAssertEqual(verification.statistics.examples, 2)
        XCTAssertEqual(verification.statistics.checkpoints, 3)
    }

    func testRunPlanLaunchesAnExampleWithoutCheckpointsOnce() {
        let examples = [example("counter", line: 3), example("greeting", line: 30)]
        let checkpoints = [CheckpointBlock(code: "see \"counter\"\n", location: SourceLocation(file: file, line: 10))]
        let engine = engine()
        let verification = engine.plan(examples: examples, checkpoints: checkpoints, start: Date())
        let identity = BuildIdentity(swiftc: "/usr/bin/swiftc", compilerVersion: "swift 6", runtimeHash: "runtime")
        let plan = engine.runPlan(for: verification, identity: identity)
        XCTAssertEqual(plan.runs.map(\.exampleIndex), [0, 1])
        XCTAssertEqual(plan.runs.map(\.checkpoint), [0, nil])
        XCTAssertEqual(plan.runs[1].location, examples[1].location)
        XCTAssertEqual(Set(plan.runs.map(\.key)).count, 2)
        XCTAssertEqual(plan.compileKeys.count, 2)
        let otherRuntime = BuildIdentity(swiftc: "/usr/bin/swiftc", compilerVersion: "swift 6", runtimeHash: "changed")
        XCTAssertTrue(
            Set(plan.runs.map(\.key)).isDisjoint(with: engine.runPlan(for: verification, identity: otherRuntime).runs.map(\.key)),
            "a changed runtime never reuses a result")
    }

    func testAPartitionPlansOnlyItsSlice() {
        let names = (1...8).map { "example-\($0)" }
        let examples = names.enumerated().map { example($1, line: $0 * 20 + 1) }
        let checkpoints = names.enumerated().map {
            CheckpointBlock(code: "see \"\($1)\"\n", location: SourceLocation(file: file, line: $0 * 20 + 10))
        }
        let partition = Partition(index: 1, count: 2)!
        let verification = engine(partition: partition).plan(examples: examples, checkpoints: checkpoints, start: Date())
        let mine = names.filter { partition.contains($0) }
        XCTAssertFalse(mine.isEmpty)
        XCTAssertEqual(verification.planned.map(\.exampleName), mine)
        XCTAssertEqual(verification.inSlice.sorted().map { verification.prepared[$0].name }, mine)
        XCTAssertEqual(verification.prepared.count, names.count, "every example is prepared, so a variant finds its base")
    }

    func testEveryOptionHasItsDefaultInTheOptionsValue() {
        let configuration = EngineConfiguration(cacheDirectory: "/tmp/cache")
        XCTAssertEqual(configuration.timeout, LessonRunOptions().timeout)
        XCTAssertEqual(configuration.memoryLimit, LessonRunOptions().memoryLimit)
        var changed = configuration
        changed.timeout = 3
        XCTAssertEqual(changed.options.timeout, 3, "the configuration reads and writes its options value")
    }
}
