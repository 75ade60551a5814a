import Foundation
import XCTest

@testable import CoursegenCLI

/// An installed coursegen finds its runtime beside itself and says which one it verifies with.
final class InstalledRuntimeTests: XCTestCase {
    func testAnInstalledBinaryFindsTheRuntimeInItsPrefixThroughASymlink() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("coursegen-prefix-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: prefix) }
        let runtime = prefix.appendingPathComponent("share/coursegen/runtime")
        try FileManager.default.createDirectory(at: runtime.appendingPathComponent("SwiftUI"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: prefix.appendingPathComponent("bin"), withIntermediateDirectories: true)
        let binary = prefix.appendingPathComponent("bin/coursegen")
        try Data().write(to: binary)
        XCTAssertEqual(InstalledRuntime.directory(executable: binary)?.standardizedFileURL.path, runtime.standardizedFileURL.path)

        let link = prefix.appendingPathComponent("elsewhere/coursegen")
        try FileManager.default.createDirectory(at: link.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: binary)
        XCTAssertEqual(InstalledRuntime.directory(executable: link)?.resolvingSymlinksInPath().path, runtime.resolvingSymlinksInPath().path)

        // A binary in a checkout's .build/ has no share/ beside it: it uses the checkout's Sources/.
        try FileManager.default.removeItem(at: runtime)
        XCTAssertNil(InstalledRuntime.directory(executable: binary))
    }

    func testHelpPointsAnInstalledBinaryAtItsInstalledAuthoringGuide() throws {
        let prefix = FileManager.default.temporaryDirectory.appendingPathComponent("coursegen-prefix-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: prefix) }
        let binary = prefix.appendingPathComponent("bin/coursegen")
        try FileManager.default.createDirectory(at: binary.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data().write(to: binary)
        // Without the installed docs (a checkout's build) the guide is the checkout's docs/.
        XCTAssertEqual(InstalledRuntime.authoringGuide(executable: binary), "docs/authoring.md")
        let guide = prefix.appendingPathComponent("share/doc/coursegen/authoring.md")
        try FileManager.default.createDirectory(at: guide.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("# Writing a course\n".utf8).write(to: guide)
        XCTAssertEqual(InstalledRuntime.authoringGuide(executable: binary), guide.path)
        XCTAssertTrue(Coursegen.overviewText(guide: guide.path).hasSuffix("Authoring guide: \(guide.path)"))
    }

    func testVersionNamesTheRuntimeHashItsSourcesAndTheToolchain() throws {
        let text = VersionReport.text(version: Coursegen.version, runtimeDirectory: nil)
        let lines = text.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.first, "coursegen \(Coursegen.version)")
        let runtime = try XCTUnwrap(lines.first { $0.hasPrefix("runtime: ") }, text)
        let hash = runtime.dropFirst("runtime: ".count).prefix(16)
        XCTAssertTrue(hash.count == 16 && hash.allSatisfy(\.isHexDigit), text)
        XCTAssertTrue(runtime.hasSuffix("(sources in \(TemporaryCourseRoot.sources))"), text)
        XCTAssertTrue(lines.contains { $0.hasPrefix("toolchain: Swift version ") }, text)

        // Different runtime sources, a different hash: the line tells two installations apart.
        let other = FileManager.default.temporaryDirectory.appendingPathComponent("coursegen-runtime-\(UUID().uuidString)")
        addTeardownBlock { try? FileManager.default.removeItem(at: other) }
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        for module in ["LessonProtocol", "Combine", "SwiftUI"] {
            try FileManager.default.copyItem(
                atPath: TemporaryCourseRoot.sources + "/" + module, toPath: other.appendingPathComponent(module).path)
        }
        try Data("// one more line\n".utf8).write(to: other.appendingPathComponent("SwiftUI/Extra.swift"))
        let changed = VersionReport.text(version: Coursegen.version, runtimeDirectory: other)
        XCTAssertTrue(changed.contains("sources in \(other.path)"), changed)
        XCTAssertFalse(changed.contains(String(hash)), changed)
    }
}

private enum TemporaryCourseRoot {
    static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources").path
}
