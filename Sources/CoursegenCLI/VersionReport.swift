import Foundation
import LessonEngine

/// `coursegen --version`: what it is, and what it verifies lessons with — the runtime (by the hash
/// its compiled copy is cached under, and where its sources are) and the Swift toolchain. Two
/// machines printing the same runtime hash publish the same observations.
enum VersionReport {
    static func text(version: String, runtimeDirectory: URL? = InstalledRuntime.directory()) -> String {
        let sources = runtimeDirectory.map { RuntimeSources(root: $0) } ?? .repository
        let folder = URL(fileURLWithPath: sources.swiftUIDirectory).deletingLastPathComponent().path
        var lines = ["coursegen \(version)"]
        var configuration = EngineConfiguration(cacheDirectory: FileManager.default.temporaryDirectory.path)
        configuration.runtimeSources = sources
        let engine = LessonEngine(configuration)
        do {
            let identity = try engine.runtimeIdentity()
            lines.append("runtime: \(identity.hash.prefix(16)) (sources in \(folder))")
            lines.append("toolchain: \(identity.compiler) (\(identity.swiftc))")
        } catch {
            lines.append("runtime: sources in \(folder)")
            lines.append("toolchain: unavailable: \(error)")
        }
        return lines.joined(separator: "\n")
    }
}
