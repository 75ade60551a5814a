import Foundation

/// The runtime's own macro plugin: the macros lesson code uses that the Linux toolchain lacks
/// (`@Entry`, …), built from `Sources/LessonMacros` against the toolchain's SwiftSyntax for the
/// host (`lib/swift/host`, as the toolchain's own Observation and Foundation macros are) into a
/// library plugin beside the runtime, once per runtime hash, and loaded by the compiler
/// (`-load-plugin-library`) whenever it compiles lesson code.
enum MacroPlugin {
    static let fileName = "libLessonMacros.so"

    /// The flags that make a lesson compile see the plugin in a built runtime.
    static func compilerFlags(runtimeDirectory: String) -> [String] {
        ["-load-plugin-library", runtimeDirectory + "/" + fileName]
    }

    /// `<toolchain>/lib/swift/host` for the `swiftc` in use: beside the executable (symbolic links
    /// followed), or — when `swiftc` is a wrapper script elsewhere — under the runtime resource
    /// folder the compiler itself reports (`-print-target-info`).
    static func hostLibraries(swiftc: String, environment: [String: String]) -> String {
        let beside = URL(fileURLWithPath: swiftc).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host").path
        if FileManager.default.fileExists(atPath: beside + "/SwiftSyntax.swiftmodule") { return beside }
        guard
            let outcome = try? ProcessRunner.run(
                executable: swiftc, arguments: ["-print-target-info"], environment: environment, timeout: 60),
            outcome.succeeded, let resources = runtimeResourcePath(inTargetInfo: outcome.stdoutText)
        else { return beside }
        return resources + "/host"
    }

    /// `"runtimeResourcePath": "…"` of `swiftc -print-target-info`'s JSON.
    static func runtimeResourcePath(inTargetInfo json: String) -> String? {
        guard let data = json.data(using: .utf8),
            let info = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let paths = info["paths"] as? [String: Any],
            let resources = paths["runtimeResourcePath"] as? String
        else { return nil }
        return resources
    }

    static func compile(
        _ directory: String, swiftc: String, into output: String, optimization: String, moduleCache: String,
        environment: [String: String]
    ) throws {
        let host = hostLibraries(swiftc: swiftc, environment: environment)
        let files = RuntimeBuilder.swiftFiles(in: directory).map { directory + "/" + $0 }
        let flags = [
            "-swift-version", "5", "-parse-as-library", "-emit-library", optimization, "-wmo",
            "-diagnostic-style", "llvm", "-module-cache-path", moduleCache,
        ]
        try RuntimeBuilder.compile(
            swiftc,
            flags + [
                "-module-name", "LessonMacros", "-I", host, "-L", host,
                "-lSwiftSyntax", "-lSwiftSyntaxMacros", "-lSwiftSyntaxBuilder", "-lSwiftDiagnostics",
                "-Xlinker", "-rpath", "-Xlinker", host,
                "-o", output + "/" + fileName,
            ] + files,
            environment: environment, what: "LessonMacros")
    }
}
