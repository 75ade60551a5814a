import Foundation
import XCTest

@testable import SiteBuilder

/// `build` and `serve` on the same folders take turns, so a build that started earlier can never
/// publish over one that started later (an edit made meanwhile would vanish from the site).
final class BuildLockTests: XCTestCase {
    func testABuildWaitsWhileAnotherHoldsTheSameOutput() throws {
        let fixture = try CourseFixture()
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        let other = BuildLock(output: fixture.output, cache: CourseFixture.sharedCache)
        let waited = expectation(description: "the build says it is waiting")
        let finished = expectation(description: "the build finished")
        var options = fixture.options
        options.waitingForLock = { waited.fulfill() }
        let waitingOptions = options
        let done = Done()
        DispatchQueue.global().async {
            let report = SiteBuilder(options: waitingOptions).build()
            done.set(report.succeeded)
            finished.fulfill()
        }
        wait(for: [waited], timeout: 5)
        usleep(300_000)
        XCTAssertNil(done.value, "the build ran while another held the lock")
        XCTAssertFalse(FileManager.default.fileExists(atPath: fixture.output.path))
        other.release()
        wait(for: [finished], timeout: 30)
        XCTAssertEqual(done.value, true)

        // A different output folder does not wait.
        let elsewhere = BuildLock(output: fixture.root.appendingPathComponent("elsewhere"), cache: CourseFixture.sharedCache)
        defer { elsewhere.release() }
        var quiet = fixture.options
        quiet.waitingForLock = { XCTFail("waited for an unrelated output folder") }
        XCTAssertTrue(SiteBuilder(options: quiet).build().succeeded)
    }
}

private final class Done: @unchecked Sendable {
    private let lock = NSLock()
    private var result: Bool?
    func set(_ value: Bool) {
        lock.lock()
        result = value
        lock.unlock()
    }
    var value: Bool? {
        lock.lock()
        defer { lock.unlock() }
        return result
    }
}
