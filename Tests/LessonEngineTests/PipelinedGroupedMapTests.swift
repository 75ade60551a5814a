import Foundation
import XCTest

@testable import LessonEngine

/// The scheduler that runs a binary's lessons while other binaries still compile.
final class PipelinedGroupedMapTests: XCTestCase {
    /// Two compiles, one quick and one slow: the quick one's runs go on while the slow one compiles,
    /// and every run comes back once, grouped as its compile made it.
    func testItemsOfAFinishedBuildRunWhileAnotherBuildIsUnderWay() throws {
        try XCTSkipIf(ProcessInfo.processInfo.activeProcessorCount < 2, "needs two threads at once")
        let lock = NSLock()
        var slowBuildEnded: Date?
        var itemTimes: [Int: Date] = [:]
        // The quick build ends only once the slow one has begun: each thread has a build of its own.
        let slowBegan = DispatchSemaphore(value: 0)
        let ran = pipelinedGroupedMap(
            builds: ["quick", "slow"], jobs: 2,
            build: { name -> (groups: [[Int]], builds: [String]) in
                if name == "slow" {
                    slowBegan.signal()
                    usleep(300_000)
                    lock.lock()
                    slowBuildEnded = Date()
                    lock.unlock()
                    return ([Array(100..<105)], [])
                }
                XCTAssertEqual(slowBegan.wait(timeout: .now() + 10), .success, "the second thread took up the slow build")
                return ([Array(0..<10)], [])
            },
            { item, _ -> Int in
                usleep(2_000)
                lock.lock()
                itemTimes[item] = Date()
                lock.unlock()
                return item * 2
            })
        XCTAssertEqual(ran.map(\.items), [Array(0..<10), Array(100..<105)], "groups in the order their builds made them")
        XCTAssertEqual(ran.map(\.results), [(0..<10).map { $0 * 2 }, (100..<105).map { $0 * 2 }])
        let ended = try XCTUnwrap(slowBuildEnded)
        XCTAssertTrue((0..<10).allSatisfy { itemTimes[$0]! < ended }, "the quick build's items ran beside the slow build")
        XCTAssertTrue((100..<105).allSatisfy { itemTimes[$0]! >= ended })
    }

    /// A build may leave further builds (a failed merged compile leaves its examples to compile
    /// alone): they are done before any item, since items may wait for them.
    func testBuildsGoBeforeItemsAndMayMakeMoreBuilds() {
        var events: [String] = []
        let ran = pipelinedGroupedMap(
            builds: [1], jobs: 1,
            build: { number -> (groups: [[String]], builds: [Int]) in
                events.append("build \(number)")
                return ([["item of \(number)"]], number < 3 ? [number + 1] : [])
            },
            { item, leftOnJoining -> String in
                events.append(item)
                return item.uppercased()
            })
        XCTAssertEqual(events, ["build 1", "build 2", "build 3", "item of 1", "item of 2", "item of 3"])
        XCTAssertEqual(ran.map(\.results), [["ITEM OF 1"], ["ITEM OF 2"], ["ITEM OF 3"]])
    }

    /// A thread with nothing to do while a build is under way waits for its items instead of
    /// leaving: the one build's items are shared by both threads, the waiting one told what it
    /// found left. Builds that make nothing, or only empty groups, leave nothing to run.
    func testAThreadWaitsForTheItemsOfABuildUnderWay() throws {
        try XCTSkipIf(ProcessInfo.processInfo.activeProcessorCount < 2, "needs two threads at once")
        let lock = NSLock()
        var threads: Set<String> = []
        // The empty build ends only once the other has begun: one thread is left with nothing to do.
        let oneBegan = DispatchSemaphore(value: 0)
        let ran = pipelinedGroupedMap(
            builds: ["empty", "one"], jobs: 2,
            build: { name -> (groups: [[Int]], builds: [String]) in
                if name == "empty" {
                    XCTAssertEqual(oneBegan.wait(timeout: .now() + 10), .success, "the second thread took up the other build")
                    return ([[]], [])
                }
                oneBegan.signal()
                usleep(100_000)
                return ([Array(0..<40)], [])
            },
            { item, _ -> Int in
                usleep(2_000)
                lock.lock()
                threads.insert("\(pthread_self())")
                lock.unlock()
                return item + 1
            })
        XCTAssertEqual(ran.map(\.results), [Array(1...40)])
        XCTAssertEqual(threads.count, 2, "the thread that found no work stayed for the build's items")
        XCTAssertTrue(pipelinedGroupedMap(builds: [Int](), jobs: 2, build: { _ in ([[Int]](), []) }, { $1 }).isEmpty)
    }
}
