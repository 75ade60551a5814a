import Foundation

/// Which lesson runtime and compiler a build verifies with, as `coursegen --version` reports it.
public struct RuntimeIdentity: Sendable {
    public var sources: RuntimeSources
    /// The hash the cache files the compiled runtime under: every runtime source, the compiler
    /// version and the recipe. Two machines that print the same hash verify lessons alike.
    public var hash: String
    /// The first line of `swiftc --version`.
    public var compiler: String
    public var swiftc: String
}

extension LessonEngine {
    /// Finds the compiler and hashes the runtime sources, compiling nothing.
    public func runtimeIdentity() throws -> RuntimeIdentity {
        let toolchain = try resolveToolchain()
        let hash = try RuntimeBuilder.hash(configuration.runtimeSources, compilerVersion: toolchain.version)
        let firstLine = toolchain.version.split(separator: "\n").first.map(String.init) ?? toolchain.version
        return RuntimeIdentity(sources: configuration.runtimeSources, hash: hash, compiler: firstLine, swiftc: toolchain.swiftc)
    }
}
