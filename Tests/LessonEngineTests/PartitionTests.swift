import Diagnostics
import Foundation
import XCTest

@testable import LessonEngine

/// `--partition K/N`: parsing, slices that depend on an example's name alone, and slices balanced
/// by recorded cost.
final class PartitionTests: XCTestCase {
    func testParsesKOverN() {
        XCTAssertEqual(Partition(parsing: "2/4"), Partition(index: 2, count: 4))
        XCTAssertEqual(Partition(parsing: "1/1")?.description, "1/1")
        for bad in ["0/4", "5/4", "1/0", "-1/4", "2", "2/4/8", "a/b", "", "/4", "2/"] {
            XCTAssertNil(Partition(parsing: bad), bad)
        }
    }

    func testEveryNameIsInExactlyOneSliceAndAddingOneMovesNoOther() {
        let names = (1...200).map { "lesson-\($0)-counter" }
        for count in [1, 2, 3, 4, 7] {
            let partitions = (1...count).map { Partition(index: $0, count: count)! }
            for name in names {
                XCTAssertEqual(partitions.filter { $0.contains(name) }.count, 1, "\(name) in \(count) slices")
            }
            // Slices are a function of the name alone: nothing about the other names changes them.
            let before = names.map { Partition.slice(of: $0, count: count) }
            let after = (names + ["a-new-lesson"]).dropLast().map { Partition.slice(of: $0, count: count) }
            XCTAssertEqual(before, after)
        }
        // Spread: each of four slices gets a fair share of 200 names.
        let sizes = (1...4).map { slice in names.filter { Partition.slice(of: $0, count: 4) == slice }.count }
        XCTAssertTrue(sizes.allSatisfy { $0 > 30 }, "\(sizes)")
        // Pinned: SHA-256 of the name, its first eight bytes big-endian, modulo N (+1).
        XCTAssertEqual(Partition.slice(of: "login-form", count: 2), 1)
        XCTAssertEqual(Partition.slice(of: "todo-list", count: 2), 2)
    }

    /// Costs like a real course's: most examples cheap, a few several times dearer (a long
    /// checkpoint, a big listing). Deterministic, so a failure reproduces.
    private func skewedCosts(_ count: Int, seed: UInt64 = 7) -> [String: Double] {
        var state = seed
        var costs: [String: Double] = [:]
        for index in 1...count {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(state >> 11) / Double(1 << 53)
            costs["lesson-\(index)-example"] = 0.02 + 0.3 * unit * unit * unit
        }
        return costs
    }

    private func loads(_ slices: [String: Int], _ costs: [String: Double], count: Int) -> [Double] {
        (1...count).map { slice in slices.filter { $0.value == slice }.reduce(0) { $0 + costs[$1.key]! } }
    }

    func testBalancedSlicesKeepTheLargestWithinTenPercentOfTheMean() {
        for (examples, count) in [(200, 2), (200, 4), (200, 7), (1000, 4), (60, 3)] {
            let costs = skewedCosts(examples)
            let slices = Partition.balancedSlices(of: Array(costs.keys), costs: costs, count: count)
            XCTAssertEqual(Set(slices.keys), Set(costs.keys), "every example has a slice")
            XCTAssertTrue(slices.values.allSatisfy { (1...count).contains($0) })
            let sliceLoads = loads(slices, costs, count: count)
            let mean = sliceLoads.reduce(0, +) / Double(count)
            XCTAssertLessThanOrEqual(sliceLoads.max()!, mean * 1.1, "\(examples) examples in \(count): \(sliceLoads)")
            // Name hashing alone, on the same costs, is what balancing improves on.
            let byName = Dictionary(uniqueKeysWithValues: costs.keys.map { ($0, Partition.slice(of: $0, count: count)) })
            XCTAssertLessThanOrEqual(sliceLoads.max()!, loads(byName, costs, count: count).max()! + 1e-9)
        }
    }

    func testBalancedSlicesDependOnTheCostsNotOnTheirOrder() {
        let costs = skewedCosts(120)
        let names = Array(costs.keys)
        XCTAssertEqual(
            Partition.balancedSlices(of: names, costs: costs, count: 4),
            Partition.balancedSlices(of: names.reversed() + names.prefix(3), costs: costs, count: 4))
    }

    func testAddingALessonMovesFewExamples() {
        let costs = skewedCosts(200)
        let before = Partition.balancedSlices(of: Array(costs.keys), costs: costs, count: 4)
        var moved: [Int] = []
        for added in 0..<20 {
            var grown = costs
            // A new lesson's cost is not in the table yet: it counts at the median.
            let newName = "new-lesson-\(added)"
            let after = Partition.balancedSlices(of: Array(grown.keys) + [newName], costs: grown, count: 4)
            moved.append(costs.keys.filter { before[$0] != after[$0] }.count)
            // Once measured, its real cost is known; the others still barely move.
            grown[newName] = 0.05 + 0.01 * Double(added)
            let measured = Partition.balancedSlices(of: Array(grown.keys), costs: grown, count: 4)
            moved.append(costs.keys.filter { before[$0] != measured[$0] }.count)
        }
        // Re-dealing from scratch would move about three quarters of 200; consistent hashing with
        // bounded loads moves a handful.
        XCTAssertLessThanOrEqual(moved.reduce(0, +) / moved.count, 10, "\(moved)")
        XCTAssertLessThanOrEqual(moved.max()!, 30, "\(moved)")
    }

    func testUnknownCostsCountAtTheMedianAndNoCostsSplitEvenly() {
        let names = (1...100).map { "example-\($0)" }
        let even = Partition.balancedSlices(of: names, costs: [:], count: 4)
        let sizes = (1...4).map { slice in even.values.filter { $0 == slice }.count }
        XCTAssertLessThanOrEqual(sizes.max()!, 27, "\(sizes)")
        // One dear example known, the rest unknown: the dear one's slice takes fewer of the others.
        let costs = ["example-1": 10.0, "example-2": 1, "example-3": 1]
        let slices = Partition.balancedSlices(of: names, costs: costs, count: 2)
        let withDear = slices.values.filter { $0 == slices["example-1"] }.count
        XCTAssertLessThan(withDear, 50, "the slice with the 10 s example holds \(withDear) of 100")
    }

    func testCompileRecordsCarryTheirCostAndOldRecordsStillCount() {
        let cost = VerificationCost(compileSeconds: 0.0125, runSeconds: 0.25)
        let record = VerificationCost.compileRecord(cost)
        XCTAssertEqual(String(decoding: record, as: UTF8.self), "ok\ncost compile=0.0125 run=0.2500\n")
        XCTAssertTrue(VerificationCost.parseCompileRecord(record).compiled)
        XCTAssertEqual(VerificationCost.parseCompileRecord(record).cost, cost)
        XCTAssertTrue(VerificationCost.parseCompileRecord(Data("ok\n".utf8)).compiled)
        XCTAssertNil(VerificationCost.parseCompileRecord(Data("ok\n".utf8)).cost)
        XCTAssertFalse(VerificationCost.parseCompileRecord(Data("failed\n".utf8)).compiled)
        let table = CostTable(seconds: ["b": 0.5, "a": 1.25])
        XCTAssertEqual(String(decoding: table.encoded, as: UTF8.self), "1.2500 a\n0.5000 b\n")
        XCTAssertEqual(CostTable(decoding: table.encoded), table)
        XCTAssertNil(CostTable(decoding: Data("not a table\n".utf8)))
    }

    func testCostsAreWrittenAsPrintfWritesThemToFourPlaces() {
        var generator = SystemRandomNumberGenerator()
        var values: [Double] = [0, 0.00004, 0.00005, 0.00006, 0.1235, 0.99995, 1, 2.5, 12.34567, 999.99999, 86_400.25]
        for _ in 0..<2_000 { values.append(Double.random(in: 0..<120, using: &generator)) }
        for value in values {
            let expected = String(format: "%.4f", value)
            // A value exactly halfway between two printed ones may round either way; any other must agree.
            let halfway = abs((value * 10_000).truncatingRemainder(dividingBy: 1) - 0.5) < 1e-6
            if !halfway { XCTAssertEqual(VerificationCost.format(value), expected, "\(value)") }
            XCTAssertEqual(Double(VerificationCost.format(value))!, value, accuracy: 0.000051, "\(value)")
        }
    }

    func testTheCostTableIsKeptSignedAndRewrittenOnlyWhenItChanges() throws {
        let directory = NSTemporaryDirectory() + "partition-costs-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let cache = ResultCache(cacheDirectory: directory)
        XCTAssertNil(cache.loadCostTable())
        let table = CostTable(seconds: ["login-form": 0.4])
        XCTAssertTrue(cache.storeCostTable(table))
        XCTAssertEqual(cache.loadCostTable(), table)
        XCTAssertFalse(cache.storeCostTable(table), "an unchanged table is not written again")
        // An edited table fails its signature and is not used.
        let path = cache.path(String(CostTable.entryName.dropLast(".costs".count)), "costs")
        var stored = try XCTUnwrap(FileManager.default.contents(atPath: path))
        stored.append(contentsOf: Array("9.0000 todo-list\n".utf8))
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: stored))
        XCTAssertNil(cache.loadCostTable())
    }

    func testATableThatKnowsTooFewOfTheExamplesIsNotUsed() {
        let blocks = (1...6).map { index in
            ExampleBlock(
                name: "counter-\(index)", language: "swift", base: nil,
                code: "struct ContentView: View {\n    var body: some View { Text(\"\(index)\") }\n}\n",
                location: SourceLocation(file: "content/lessons/counters.md", line: 10 * index))
        }
        var configuration = EngineConfiguration(cacheDirectory: NSTemporaryDirectory() + "unused-\(UUID().uuidString)")
        configuration.partition = Partition(index: 1, count: 2)
        let engine = LessonEngine(configuration)
        func plan(_ table: CostTable) -> Verification {
            engine.plan(examples: blocks, checkpoints: [], start: Date(), costs: table)
        }
        // Another course's table (a cache shared by two courses): slices follow names.
        let other = plan(CostTable(seconds: ["login-form": 1, "todo-list": 2, "counter-1": 3]))
        XCTAssertNil(other.balancedSlices)
        XCTAssertNil(other.statistics.sliceCostSeconds)
        XCTAssertEqual(
            Set(other.inSlice.map { other.prepared[$0].name }),
            Set(blocks.map(\.name).filter { Partition(index: 1, count: 2)!.contains($0) }))
        // This course's table: balanced, and the slice's share of the recorded cost is reported.
        let own = plan(CostTable(seconds: ["counter-1": 5, "counter-2": 1, "counter-3": 1, "counter-4": 1]))
        XCTAssertNotNil(own.balancedSlices)
        XCTAssertEqual(own.statistics.courseCostSeconds, 8)
        XCTAssertEqual(Set(own.inSlice.map { own.prepared[$0].name }), Set(own.balancedSlices!.filter { $0.value == 1 }.keys))
    }
}
