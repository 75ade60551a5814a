import Foundation
import XCTest

/// Type-checks generated UI test files with the Swift toolchain against the declarations of
/// XCTest's UI-testing API in `Tests/XCTestDeclarations` (Apple's signatures), compiled once per
/// test run into a module named `XCTest` that shadows the toolchain's own.
public enum XCTestTypeChecker {
    public static let declarations = TemporaryCourse.repository.appendingPathComponent("Tests/XCTestDeclarations/XCTest.swift")

    private static let lock = NSLock()
    nonisolated(unsafe) private static var moduleDirectory: URL?

    static func swiftc() throws -> URL {
        for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw XCTSkip("swiftc is not on PATH")
    }

    static func module() throws -> URL {
        lock.lock()
        defer { lock.unlock() }
        if let moduleDirectory { return moduleDirectory }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("xctest-declarations-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let result = try runChildProcess(
            try swiftc(),
            [
                "-emit-module", "-parse-as-library", "-module-name", "XCTest", "-swift-version", "5",
                "-emit-module-path", directory.appendingPathComponent("XCTest.swiftmodule").path, declarations.path,
            ], timeout: 300)
        guard result.status == 0 else { throw CheckError(output: result.stderr + result.stdout) }
        moduleDirectory = directory
        return directory
    }

    struct CheckError: Error, CustomStringConvertible {
        var output: String
        var description: String { output }
    }

    /// The compiler's errors for `source`, or "" when it type-checks.
    public static func errors(in source: String, name: String = "GeneratedUITests.swift") throws -> String {
        let module = try module()
        let file = module.appendingPathComponent(name)
        try source.write(to: file, atomically: true, encoding: .utf8)
        let result = try runChildProcess(
            try swiftc(), ["-typecheck", "-swift-version", "5", "-I", module.path, file.path], timeout: 300)
        return result.status == 0 ? "" : result.stderr + result.stdout
    }
}
