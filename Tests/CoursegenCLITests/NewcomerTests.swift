import Foundation
import TestSupport
import XCTest

/// A new author's first hour, end to end and outside the checkout: `script/test-newcomer` installs
/// the built coursegen into a temporary prefix, inits a course, builds it, adds a lesson and builds
/// again (see the script for each check).
final class NewcomerTests: XCTestCase {
    func testInstallInitBuildAndAddALessonOutsideTheCheckout() throws {
        let repository = TemporaryCourse.repository
        let binary = repository.appendingPathComponent(".build/debug/coursegen")
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: binary.path), "build coursegen first (swift build)")
        let process = Process()
        process.executableURL = repository.appendingPathComponent("script/test-newcomer")
        process.arguments = [
            "--binary", binary.path,
            "--cache-dir", repository.appendingPathComponent(".build/coursegen-test-cache").path,
        ]
        let log = Pipe()
        process.standardOutput = log
        process.standardError = log
        try process.run()
        let output = log.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: output, as: UTF8.self)
        XCTAssertEqual(process.terminationStatus, 0, text)
        XCTAssertTrue(text.contains("test-newcomer: ok"), text)
    }
}
