import Diagnostics
import Foundation
import LessonProtocol

/// Which compiler the engine uses, and the environment it runs compilers in.
extension LessonEngine {
    func resolveToolchain() throws -> (swiftc: String, version: String) {
        if let toolchain { return toolchain }
        guard let swiftc = ProcessRunner.findExecutable(configuration.swiftc ?? "swiftc") else {
            throw Diagnostic.error(
                "cannot find the Swift compiler '\(configuration.swiftc ?? "swiftc")'",
                notes: ["install a Swift toolchain, put swiftc on PATH, or configure its path"])
        }
        let fingerprint = ToolchainVersions.fingerprint(swiftc)
        let versions = ToolchainVersions(cacheDirectory: configuration.cacheDirectory)
        if let fingerprint, let known = versions.version(for: fingerprint) {
            toolchain = (swiftc, known)
            return (swiftc, known)
        }
        let outcome = try ProcessRunner.run(
            executable: swiftc, arguments: ["--version"], environment: compilerEnvironment(),
            timeout: 60)
        guard outcome.succeeded else {
            throw Diagnostic.error("'\(swiftc) --version' failed", notes: outcome.stderrTail())
        }
        let version = (outcome.stdoutText + outcome.stderrText).trimmed
        if let fingerprint { versions.record(version, for: fingerprint) }
        toolchain = (swiftc, version)
        return (swiftc, version)
    }

    func compilerEnvironment() -> [String: String] {
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = "1"
        return environment
    }
}
