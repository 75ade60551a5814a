import Diagnostics
import Foundation

/// Where the lesson runtime's sources are: one folder per `RuntimeModule` and the macro plugin's.
public struct RuntimeSources: Equatable, Sendable {
    /// Each module's source folder by module name (`RuntimeModule.all`, and `LessonMacros`).
    public var directories: [String: String]

    public var lessonProtocolDirectory: String { directory(of: "LessonProtocol") }
    public var swiftUIDirectory: String { directory(of: "SwiftUI") }
    /// The `Combine` module SwiftUI re-exports.
    public var combineDirectory: String { directory(of: "Combine") }
    /// The runtime's macro plugin (`@Entry`, …).
    public var macrosDirectory: String { directory(of: RuntimeModule.macrosFolder) }

    /// The two folders that differ between a checkout and an install; every other module's folder
    /// (Combine, LessonMacros, …) defaults to the one of its name beside the SwiftUI directory.
    public init(
        lessonProtocolDirectory: String, swiftUIDirectory: String, combineDirectory: String? = nil,
        macrosDirectory: String? = nil
    ) {
        let parent = URL(fileURLWithPath: swiftUIDirectory).deletingLastPathComponent()
        var directories: [String: String] = [:]
        for folder in RuntimeModule.folders { directories[folder] = parent.appendingPathComponent(folder).path }
        directories["LessonProtocol"] = lessonProtocolDirectory
        directories["SwiftUI"] = swiftUIDirectory
        if let combineDirectory { directories["Combine"] = combineDirectory }
        if let macrosDirectory { directories[RuntimeModule.macrosFolder] = macrosDirectory }
        self.directories = directories
    }

    /// The runtime's modules as folders of one directory: `LessonProtocol/`, `SwiftUI/`, `Combine/`,
    /// … and `LessonMacros/` (a checkout's `Sources/`, or an installed `share/coursegen/runtime`).
    public init(root: URL) {
        self.init(
            lessonProtocolDirectory: root.appendingPathComponent("LessonProtocol").path,
            swiftUIDirectory: root.appendingPathComponent("SwiftUI").path)
    }

    public func directory(of module: String) -> String {
        directories[module] ?? URL(fileURLWithPath: swiftUIDirectory).deletingLastPathComponent().appendingPathComponent(module).path
    }

    /// `Sources/LessonProtocol` and `Sources/SwiftUI` of the repository this file was built from.
    public static var repository: RuntimeSources {
        // The `Sources` folder above this file, wherever inside the engine it sits.
        var sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while sources.lastPathComponent != "Sources", sources.pathComponents.count > 1 { sources.deleteLastPathComponent() }
        return RuntimeSources(root: sources)
    }
}

/// A compiled runtime: a `lib<Name>.so` and `.swiftmodule` for each `RuntimeModule`,
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
    static let recipeVersion = "runtime-recipe-6"

    /// What a lesson links: every runtime library, the ones that depend on others first.
    static var linkerFlags: [String] { RuntimeModule.all.reversed().map { "-l" + $0.name } }

    /// Every `.swift` file below `directory`, as paths relative to it, sorted. Read with `readdir`:
    /// every build hashes the runtime's sources, and Foundation's enumerator took longer than the
    /// hashing.
    static func swiftFiles(in directory: String) -> [String] {
        var files: [String] = []
        func walk(_ relative: String) {
            guard let stream = opendir(relative.isEmpty ? directory : directory + "/" + relative) else { return }
            defer { closedir(stream) }
            while let entry = readdir(stream) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { String(cString: $0.bindMemory(to: CChar.self).baseAddress!) }
                if name == "." || name == ".." { continue }
                let path = relative.isEmpty ? name : relative + "/" + name
                var isDirectory = entry.pointee.d_type == UInt8(DT_DIR)
                if entry.pointee.d_type == UInt8(DT_UNKNOWN) {
                    var info = stat()
                    isDirectory = lstat(directory + "/" + path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
                }
                if isDirectory {
                    walk(path)
                } else if name.hasSuffix(".swift") {
                    files.append(path)
                }
            }
        }
        walk("")
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
        for label in RuntimeModule.folders {
            let directory = sources.directory(of: label)
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
        for module in RuntimeModule.all {
            let directory = sources.directory(of: module.name)
            let files = swiftFiles(in: directory).map { directory + "/" + $0 }
            // $ORIGIN: a library finds the ones it links next to itself, wherever the directory ends up.
            let linking =
                (module.dependencies + module.libraries).flatMap { ["-l" + $0] }
                + (module.dependencies.isEmpty ? [] : ["-Xlinker", "-rpath", "-Xlinker", "$ORIGIN"])
            try compile(
                swiftc,
                common + ["-module-name", module.name] + linking + [
                    "-emit-module-path", temporary + "/\(module.name).swiftmodule",
                    "-o", temporary + "/lib\(module.name).so",
                ] + files,
                environment: environment, what: module.name)
        }
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
