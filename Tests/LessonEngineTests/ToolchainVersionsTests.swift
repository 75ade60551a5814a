import Foundation
import XCTest

@testable import LessonEngine

/// The compiler's version is asked once per toolchain, not once per build.
final class ToolchainVersionsTests: XCTestCase {
    func testAVersionIsKeptUntilTheCompilerFileChanges() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("toolchain-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let compiler = directory.appendingPathComponent("swiftc").path
        try "#!/bin/sh\necho one\n".write(toFile: compiler, atomically: false, encoding: .utf8)
        let versions = ToolchainVersions(cacheDirectory: directory.appendingPathComponent("cache").path)
        let before = try XCTUnwrap(ToolchainVersions.fingerprint(compiler))
        XCTAssertNil(versions.version(for: before))
        versions.record("Swift version 6.3.1", for: before)
        XCTAssertEqual(versions.version(for: before), "Swift version 6.3.1")
        // A replaced compiler (another size) has another fingerprint.
        try "#!/bin/sh\necho a newer one\n".write(toFile: compiler, atomically: false, encoding: .utf8)
        let after = try XCTUnwrap(ToolchainVersions.fingerprint(compiler))
        XCTAssertNotEqual(before, after)
        XCTAssertNil(versions.version(for: after))
        XCTAssertNil(ToolchainVersions.fingerprint(directory.appendingPathComponent("missing").path))
    }
}
