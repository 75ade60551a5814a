// swift-tools-version:6.0
import PackageDescription

// One target per concern. The dependency arrows point one way:
//   coursegen (CLI) → CoursegenCLI → LivePreview → SiteBuilder → CourseContent, Mustache, LessonEngine
//                                               → PreviewServer
// The lesson runtime (`SwiftUI` + `LessonProtocol`) is compiled by SwiftPM for its own unit
// tests, and compiled again by the lesson engine with `swiftc` so lesson code can link against it.
let package = Package(
    name: "coursegen",
    products: [
        .executable(name: "coursegen", targets: ["coursegen"]),
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
        .target(name: "Mustache", dependencies: ["Diagnostics"]),

        // The headless SwiftUI runtime and the wire format shared with the lesson engine.
        .target(name: "LessonProtocol"),
        // `Combine` is its own module, as on Apple platforms (`import Combine`); SwiftUI re-exports it.
        .target(name: "Combine"),
        .target(name: "SwiftUI", dependencies: ["LessonProtocol", "Combine"]),

        .target(name: "LessonEngine", dependencies: ["LessonProtocol", "Diagnostics", "CProcessSpawn", "CCrypto"]),
        .target(name: "SiteBuilder", dependencies: ["CourseContent", "Mustache", "LessonEngine", "LessonProtocol", "Diagnostics", "CArchive"]),
        .target(name: "PreviewServer", dependencies: ["CMicroHTTPD", "Diagnostics"]),
        .target(name: "LivePreview", dependencies: ["SiteBuilder", "LessonEngine", "PreviewServer", "Diagnostics"]),
        .target(name: "CoursegenCLI", dependencies: ["SiteBuilder", "LessonEngine", "LivePreview", "PreviewServer", "Diagnostics"]),
        .executableTarget(name: "coursegen", dependencies: ["CoursegenCLI"]),

        // Shared by the test targets: one course fixture, one way to run a child process, one
        // diagnostics assertion.
        .target(name: "TestSupport", dependencies: ["Diagnostics"], path: "Tests/TestSupport"),
        .testTarget(name: "DiagnosticsTests", dependencies: ["Diagnostics"]),
        .testTarget(name: "CourseContentTests", dependencies: ["CourseContent", "TestSupport"]),
        .testTarget(name: "MustacheTests", dependencies: ["Mustache"]),
        .testTarget(name: "SwiftUIRuntimeTests", dependencies: ["SwiftUI", "LessonProtocol", "Combine", "TestSupport"]),
        .testTarget(name: "LessonEngineTests", dependencies: ["LessonEngine", "TestSupport"]),
        .testTarget(name: "SiteBuilderTests", dependencies: ["SiteBuilder", "TestSupport"]),
        .testTarget(name: "LivePreviewTests", dependencies: ["LivePreview", "SiteBuilder", "PreviewServer", "TestSupport"]),
        .testTarget(name: "CoursegenCLITests", dependencies: ["CoursegenCLI", "TestSupport"]),
        .testTarget(name: "PreviewServerTests", dependencies: ["PreviewServer", "TestSupport"]),
    ],
    swiftLanguageModes: [.v5]
)
