import XCTest

@testable import LessonEngine

/// `--partition K/N`: parsing, and slices that depend on an example's name alone.
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
}
