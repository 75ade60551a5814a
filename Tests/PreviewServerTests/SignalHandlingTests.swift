import Foundation
import XCTest

@testable import PreviewServer

#if canImport(Glibc)
    import Glibc
#endif

final class SignalHandlingTests: XCTestCase {
    func testSignalRunsTheClosureInsteadOfKillingTheProcess() {
        // SIGUSR2 stands in for SIGINT/SIGTERM so a failure here cannot interrupt the test run.
        let delivered = expectation(description: "handler called")
        let handler = SignalHandler(signals: [SIGUSR2], queue: .global()) { number in
            XCTAssertEqual(number, SIGUSR2)
            delivered.fulfill()
        }
        defer { handler.cancel() }
        kill(getpid(), SIGUSR2)
        wait(for: [delivered], timeout: 2)
    }

    func testTerminationHelperCoversInterruptAndTerminate() {
        let handler = SignalHandler.onTermination(queue: .global()) { _ in }
        XCTAssertEqual(handler.signals, [SIGINT, SIGTERM])
        handler.cancel()
    }
}
