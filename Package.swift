// swift-tools-version:6.0
import Foundation
import PackageDescription

/// The compiler's own parser for the host (SwiftSyntax, SwiftParser, SwiftIDEUtils), shipped by the
/// toolchain in `lib/swift/host` beside the `swiftc` that builds this package. Linked from there:
/// the same compiler built them, so no outside package is fetched.
let swiftSyntaxHost: String = {
    let environment = ProcessInfo.processInfo.environment
    if let given = environment["COURSEGEN_SWIFT_HOST_LIBRARIES"] { return given }
    for directory in (environment["PATH"] ?? "").split(separator: ":") {
        let swiftc = URL(fileURLWithPath: String(directory)).appendingPathComponent("swiftc")
        guard FileManager.default.isExecutableFile(atPath: swiftc.path) else { continue }
        let host = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("lib/swift/host")
        if FileManager.default.fileExists(atPath: host.appendingPathComponent("SwiftParser.swiftmodule").path) { return host.path }
    }
    return "/usr/lib/swift/host"
}()

// One target per concern. The dependency arrows point one way:
//   coursegen (CLI) → CoursegenCLI → LivePreview → SiteBuilder → CourseContent, Mustache, LessonEngine
//                                               → PreviewServer
// The lesson runtime (`SwiftUI` + `LessonProtocol`) is compiled by SwiftPM for its own unit
// tests, and compiled again by the lesson engine with `swiftc` so lesson code can link against it.
let package = Package(
    name: "coursegen",
    products: [
        .executable(name: "coursegen", targets: ["coursegen"])
    ],
    targets: [
        // C libraries from Debian, reached through pkg-config.
        .systemLibrary(name: "CCmark", pkgConfig: "libcmark", providers: [.apt(["libcmark-dev"])]),
        .systemLibrary(name: "CYaml", pkgConfig: "yaml-0.1", providers: [.apt(["libyaml-dev"])]),
        .systemLibrary(name: "CMicroHTTPD", pkgConfig: "libmicrohttpd", providers: [.apt(["libmicrohttpd-dev"])]),
        .systemLibrary(name: "CArchive", pkgConfig: "libarchive", providers: [.apt(["libarchive-dev"])]),
        .systemLibrary(name: "CCrypto", pkgConfig: "libcrypto", providers: [.apt(["libssl-dev"])]),

        .target(name: "Diagnostics"),
        // fork/exec with resource limits set in the child before it runs (posix_spawn cannot).
        .target(name: "CProcessSpawn"),
        .target(name: "CourseContent", dependencies: ["CCmark", "CYaml", "Diagnostics"]),
        // Lesson code read with the compiler's own parser: what a file declares, highlighting.
        .target(
            name: "SwiftSource",
            // Library evolution lets SwiftSource keep the parser's modules to itself
            // (`internal import`): modules that import it need not find them.
            swiftSettings: [.unsafeFlags(["-I", swiftSyntaxHost, "-enable-library-evolution"])],
            linkerSettings: [
                .unsafeFlags(["-L", swiftSyntaxHost, "-Xlinker", "-rpath", "-Xlinker", swiftSyntaxHost]),
                .linkedLibrary("SwiftSyntax"), .linkedLibrary("SwiftParser"),
                .linkedLibrary("SwiftIDEUtils"), .linkedLibrary("SwiftDiagnostics"),
            ]),
        .target(name: "Mustache", dependencies: ["Diagnostics"]),

        // The headless SwiftUI runtime and the wire format shared with the lesson engine.
        .target(name: "LessonProtocol"),
        // `Combine` is its own module, as on Apple platforms (`import Combine`); SwiftUI re-exports it.
        .target(name: "Combine"),
        // URL loading answered by a lesson's fixtures (`URLSession`, `URLRequest`); SwiftUI re-exports it.
        // Foundation with the course's locale, time zone and calendar; every module that gives lesson
        // code Foundation re-exports this instead, so its overloads shadow Foundation's. It formats
        // measurements with the ICU the toolchain ships (`_FoundationICU`), as Apple's Foundation does.
        .target(
            name: "LessonFoundation", dependencies: ["Combine"],
            linkerSettings: [.linkedLibrary("_FoundationICU", .when(platforms: [.linux]))]),
        .target(name: "LessonNetworking", dependencies: ["LessonProtocol", "Combine"]),
        // UIKit as SwiftUI apps use it (colours, images, the device, haptics, spell checking).
        .target(name: "UIKit", dependencies: ["LessonFoundation"]),
        // `import CoreGraphics` (the CG types come from Foundation) and GameKit's seeded random sources.
        .target(name: "CoreGraphics", dependencies: ["LessonFoundation"]),
        .target(name: "GameKit"),
        // CoreLocation's values and MapKit for SwiftUI (`Map`, `Marker`, `Annotation`).
        .target(name: "CoreLocation", dependencies: ["LessonFoundation"]),
        .target(name: "MapKit", dependencies: ["SwiftUI", "CoreLocation"]),
        .target(name: "SwiftUI", dependencies: ["LessonProtocol", "Combine", "LessonFoundation", "LessonNetworking", "UIKit"]),
        // `import SwiftData`: models, containers, contexts, and `@Query` — its SwiftUI integration lives
        // with it, as on Apple platforms, so it depends on SwiftUI and SwiftUI knows nothing of it.
        .target(name: "SwiftData", dependencies: ["SwiftUI", "LessonFoundation"]),

        // The runtime's macro plugin (`@Entry`, …); the engine builds it as a compiler plugin. Declared
        // here so that `swift build` checks it too.
        .target(
            name: "LessonMacros",
            swiftSettings: [.unsafeFlags(["-I", swiftSyntaxHost])],
            linkerSettings: [
                .unsafeFlags(["-L", swiftSyntaxHost, "-Xlinker", "-rpath", "-Xlinker", swiftSyntaxHost]),
                .linkedLibrary("SwiftSyntax"), .linkedLibrary("SwiftSyntaxMacros"),
                .linkedLibrary("SwiftSyntaxBuilder"), .linkedLibrary("SwiftDiagnostics"),
            ]),
        .target(name: "LessonEngine", dependencies: ["LessonProtocol", "Diagnostics", "CProcessSpawn", "CCrypto", "SwiftSource"]),
        // A project's checkpoints as XCUITests, for the downloads.
        .target(name: "UITestExport", dependencies: ["LessonEngine", "LessonProtocol", "Diagnostics"]),
        .target(
            name: "SiteBuilder",
            dependencies: [
                "CourseContent", "Mustache", "LessonEngine", "LessonProtocol", "Diagnostics", "CArchive", "SwiftSource", "UITestExport",
            ]),
        .target(name: "PreviewServer", dependencies: ["CMicroHTTPD", "Diagnostics"]),
        .target(name: "LivePreview", dependencies: ["SiteBuilder", "LessonEngine", "PreviewServer", "Diagnostics"]),
        .target(name: "CoursegenCLI", dependencies: ["SiteBuilder", "LessonEngine", "LivePreview", "PreviewServer", "Diagnostics"]),
        // Linked with Debian's mimalloc, which then serves every malloc in the process: a build
        // allocates millions of small strings and arrays on every core, and glibc's allocator spent
        // about a tenth of a display build's samples (bench/run measures the difference).
        .executableTarget(name: "coursegen", dependencies: ["CoursegenCLI"], linkerSettings: [.linkedLibrary("mimalloc")]),

        // Shared by the test targets: one course fixture, one way to run a child process, one
        // diagnostics assertion.
        .target(name: "TestSupport", dependencies: ["Diagnostics"], path: "Tests/TestSupport"),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(
            name: "SwiftSourceTests", dependencies: ["SwiftSource"],
            swiftSettings: [.unsafeFlags(["-I", swiftSyntaxHost])]),
        .testTarget(name: "CourseContentTests", dependencies: ["CourseContent", "TestSupport"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache"]),
        .testTarget(
            name: "SwiftUIRuntimeTests",
            dependencies: [
                "SwiftUI", "LessonProtocol", "Combine", "LessonNetworking", "UIKit", "GameKit", "MapKit", "CoreLocation", "TestSupport",
            ]),
        .testTarget(name: "LessonEngineTests", dependencies: ["LessonEngine", "TestSupport"]),
        .testTarget(name: "SiteBuilderTests", dependencies: ["SiteBuilder", "TestSupport"]),
        .testTarget(name: "UITestExportTests", dependencies: ["UITestExport", "LessonEngine", "LessonProtocol", "TestSupport"]),
        .testTarget(name: "LivePreviewTests", dependencies: ["LivePreview", "SiteBuilder", "PreviewServer", "TestSupport"]),
        .testTarget(name: "CoursegenCLITests", dependencies: ["CoursegenCLI", "TestSupport"]),
        .testTarget(name: "PreviewServerTests", dependencies: ["PreviewServer", "TestSupport"]),
    ],
    swiftLanguageModes: [.v5]
)
