import Diagnostics
import Foundation

/// Where the lesson runtime's sources are: the wire format module and the headless SwiftUI.
public struct RuntimeSources: Equatable, Sendable {
    public var lessonProtocolDirectory: String
    public var swiftUIDirectory: String
    /// The `Combine` module SwiftUI re-exports; by default `Combine` beside the SwiftUI directory.
    public var combineDirectory: String
    /// The runtime's macro plugin (`@Entry`, …); by default `LessonMacros` beside the SwiftUI directory.
    public var macrosDirectory: String

    public init(
        lessonProtocolDirectory: String, swiftUIDirectory: String, combineDirectory: String? = nil,
        macrosDirectory: String? = nil
    ) {
        self.lessonProtocolDirectory = lessonProtocolDirectory
        self.swiftUIDirectory = swiftUIDirectory
        let parent = URL(fileURLWithPath: swiftUIDirectory).deletingLastPathComponent()
        self.combineDirectory = combineDirectory ?? parent.appendingPathComponent("Combine").path
        self.macrosDirectory = macrosDirectory ?? parent.appendingPathComponent("LessonMacros").path
    }

    /// The runtime's modules as folders of one directory: `LessonProtocol/`, `SwiftUI/`, `Combine/`
    /// and `LessonMacros/` (a checkout's `Sources/`, or an installed `share/coursegen/runtime`).
    public init(root: URL) {
        self.init(
            lessonProtocolDirectory: root.appendingPathComponent("LessonProtocol").path,
            swiftUIDirectory: root.appendingPathComponent("SwiftUI").path)
    }

    /// `Sources/LessonProtocol` and `Sources/SwiftUI` of the repository this file was built from.
    public static var repository: RuntimeSources {
        // The `Sources` folder above this file, wherever inside the engine it sits.
        var sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while sources.lastPathComponent != "Sources", sources.pathComponents.count > 1 { sources.deleteLastPathComponent() }
        return RuntimeSources(
            lessonProtocolDirectory: sources.appendingPathComponent("LessonProtocol").path,
            swiftUIDirectory: sources.appendingPathComponent("SwiftUI").path)
    }
}

/// A compiled runtime: `libLessonProtocol.so`, `libCombine.so`, `libSwiftUI.so` and their `.swiftmodule`s,
/// and the macro plugin `libLessonMacros.so` lesson code is compiled with.
struct RuntimeBuild: Sendable {
    var directory: String
    var hash: String
    var built: Bool
    var seconds: Double
}

/// Compiles the runtime once per (sources, compiler) into `<cache>/runtime/<hash>/`.
enum RuntimeBuilder {
    /// Bump when the way the runtime is compiled changes, so old builds are not reused.
    static let recipeVersion = "runtime-recipe-4"

    static func swiftFiles(in directory: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.hasSuffix(".swift") { files.append(relative) }
        }
        return files.sorted()
    }

    /// Hash of every runtime source (path and content), the compiler version and the flags lesson
    /// code compiles with: a changed runtime, toolchain or configuration never reuses a stale build
    /// or stale results (every result key includes this hash).
    static func hash(_ sources: RuntimeSources, compilerVersion: String) throws -> String {
        var hasher = SHA256()
        hasher.updateField(recipeVersion)
        hasher.updateField(compilerVersion)
        hasher.updateField(XcodeDebugConfiguration.swiftFlags.joined(separator: " "))
        for (label, directory) in [
            ("LessonProtocol", sources.lessonProtocolDirectory), ("Combine", sources.combineDirectory),
            ("SwiftUI", sources.swiftUIDirectory), ("LessonMacros", sources.macrosDirectory),
        ] {
            let files = swiftFiles(in: directory)
            guard !files.isEmpty else {
                throw Diagnostic.error("no Swift sources for the lesson runtime's \(label) module in \(directory)")
            }
            hasher.updateField(label)
            for file in files {
                hasher.updateField(file)
                guard let data = FileManager.default.contents(atPath: directory + "/" + file) else {
                    throw Diagnostic.error("cannot read the runtime source \(directory)/\(file)")
                }
                hasher.updateField(String(data.count))
                hasher.update(data)
            }
        }
        return hasher.hexDigest()
    }

    private static let lock = NSLock()

    static func ensure(
        sources: RuntimeSources, hash: String, swiftc: String, cacheDirectory: String,
        environment: [String: String], optimization: String
    ) throws -> RuntimeBuild {
        // One build at a time within this process; other processes are kept out of each other's way
        // by building in a private directory and renaming it into place.
        lock.lock()
        defer { lock.unlock() }
        let fm = FileManager.default
        let root = cacheDirectory + "/runtime"
        let final = root + "/" + hash
        if fm.fileExists(atPath: final + "/.complete") {
            return RuntimeBuild(directory: final, hash: hash, built: false, seconds: 0)
        }
        try fm.createDirectory(atPath: root, withIntermediateDirectories: true)
        let temporary = root + "/.tmp-\(hash.prefix(12))-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
        try fm.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        defer { try? fm.removeItem(atPath: temporary) }
        let start = Date()

        let common = [
            "-swift-version", "5", "-parse-as-library", "-emit-library", "-emit-module", optimization,
            // Whole-module: one frontend instead of one per file re-parsing all the
            // others; about 3x faster here (4.7 s against 12.8 s for the runtime).
            "-wmo", "-diagnostic-style", "llvm", "-module-cache-path", cacheDirectory + "/module-cache",
            "-I", temporary, "-L", temporary,
        ]
        let protocolFiles = swiftFiles(in: sources.lessonProtocolDirectory).map { sources.lessonProtocolDirectory + "/" + $0 }
        try compile(
            swiftc,
            common + [
                "-module-name", "LessonProtocol",
                "-emit-module-path", temporary + "/LessonProtocol.swiftmodule",
                "-o", temporary + "/libLessonProtocol.so",
            ] + protocolFiles,
            environment: environment, what: "LessonProtocol")
        let combineFiles = swiftFiles(in: sources.combineDirectory).map { sources.combineDirectory + "/" + $0 }
        try compile(
            swiftc,
            common + [
                "-module-name", "Combine",
                "-emit-module-path", temporary + "/Combine.swiftmodule",
                "-o", temporary + "/libCombine.so",
            ] + combineFiles,
            environment: environment, what: "Combine")
        let swiftUIFiles = swiftFiles(in: sources.swiftUIDirectory).map { sources.swiftUIDirectory + "/" + $0 }
        // $ORIGIN: libSwiftUI finds libLessonProtocol and libCombine next to itself, wherever the directory ends up.
        try compile(
            swiftc,
            common + [
                "-module-name", "SwiftUI", "-lLessonProtocol", "-lCombine",
                "-Xlinker", "-rpath", "-Xlinker", "$ORIGIN",
                "-emit-module-path", temporary + "/SwiftUI.swiftmodule",
                "-o", temporary + "/libSwiftUI.so",
            ] + swiftUIFiles,
            environment: environment, what: "SwiftUI")
        try MacroPlugin.compile(
            sources.macrosDirectory, swiftc: swiftc, into: temporary, optimization: optimization,
            moduleCache: cacheDirectory + "/module-cache", environment: environment)
        guard fm.createFile(atPath: temporary + "/.complete", contents: Data(hash.utf8)) else {
            throw Diagnostic.error("cannot write to the cache directory \(root)")
        }
        if rename(temporary, final) != 0 {
            // Another process finished first; its build is as good as ours.
            guard fm.fileExists(atPath: final + "/.complete") else {
                throw Diagnostic.error("cannot move the lesson runtime into \(final): \(String(cString: strerror(errno)))")
            }
        }
        return RuntimeBuild(directory: final, hash: hash, built: true, seconds: Date().timeIntervalSince(start))
    }

    static func compile(_ swiftc: String, _ arguments: [String], environment: [String: String], what: String) throws {
        let outcome = try ProcessRunner.run(
            executable: swiftc, arguments: arguments, environment: environment,
            timeout: 900, outputLimit: 4 << 20)
        guard outcome.succeeded else {
            let output = splitLines(outcome.stderrText + outcome.stdoutText).filter { !$0.isEmpty }
            throw Diagnostic.error("the lesson runtime (\(what)) failed to compile", notes: Array(output.prefix(40)))
        }
    }
}
