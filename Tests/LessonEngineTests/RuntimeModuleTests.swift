import Foundation
import XCTest

@testable import LessonEngine

/// The runtime's libraries are listed once (`RuntimeModule.all`); what installs and hashes them
/// follows that list.
final class RuntimeModuleTests: XCTestCase {
    func testEveryModuleHasItsSourcesAndComesAfterWhatItLinks() {
        var seen: Set<String> = []
        for module in RuntimeModule.all {
            for dependency in module.dependencies {
                XCTAssertTrue(seen.contains(dependency), "\(module.name) links \(dependency), which is built after it")
            }
            seen.insert(module.name)
            let directory = RuntimeSources.repository.directory(of: module.name)
            XCTAssertFalse(RuntimeBuilder.swiftFiles(in: directory).isEmpty, "no sources for \(module.name) in \(directory)")
        }
    }

    func testSwiftFilesListsEverySwiftFileBelowTheFolderSortedAndNothingElse() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("swift-files-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["Views/Controls", "Empty", "Odd.swift"] {
            try FileManager.default.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        for file in [
            "Views/Text.swift", "Views/Controls/Button.swift", "App.swift", "README.md", "Odd.swift/Inside.swift", ".Hidden.swift",
        ] {
            try Data("// \(file)\n".utf8).write(to: root.appendingPathComponent(file))
        }
        XCTAssertEqual(
            RuntimeBuilder.swiftFiles(in: root.path),
            [".Hidden.swift", "App.swift", "Odd.swift/Inside.swift", "Views/Controls/Button.swift", "Views/Text.swift"])
        XCTAssertEqual(RuntimeBuilder.swiftFiles(in: root.appendingPathComponent("Missing").path), [])
    }

    func testInstallCopiesEveryRuntimeFolder() throws {
        let root = URL(fileURLWithPath: RuntimeSources.repository.swiftUIDirectory).deletingLastPathComponent()
            .deletingLastPathComponent()
        let script = try String(contentsOf: root.appendingPathComponent("script/install"), encoding: .utf8)
        let line = try XCTUnwrap(script.split(separator: "\n").first { $0.hasPrefix("runtime_folders=") })
        let listed = line.dropFirst("runtime_folders=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        XCTAssertEqual(listed.split(separator: " ").map(String.init), RuntimeModule.folders)
    }

    func testSourcesDefaultEveryFolderBesideSwiftUI() {
        let sources = RuntimeSources(root: URL(fileURLWithPath: "/opt/runtime"))
        XCTAssertEqual(sources.combineDirectory, "/opt/runtime/Combine")
        XCTAssertEqual(sources.macrosDirectory, "/opt/runtime/LessonMacros")
        for folder in RuntimeModule.folders { XCTAssertEqual(sources.directory(of: folder), "/opt/runtime/" + folder) }
    }
}
