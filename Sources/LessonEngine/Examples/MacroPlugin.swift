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

    /// `<toolchain>/lib/swift/host` for the `swiftc` in use (symbolic links followed).
    static func hostLibraries(swiftc: String) -> String {
        URL(fileURLWithPath: swiftc).resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host").path
    }

    static func compile(
        _ directory: String, swiftc: String, into output: String, optimization: String, moduleCache: String,
        environment: [String: String]
    ) throws {
        let host = hostLibraries(swiftc: swiftc)
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
