import Diagnostics
import TestSupport
import XCTest

@testable import LessonEngine

/// Examples of several files (` ```swift example=NAME file=Mission.swift `): one app compiled from
/// all its blocks, each shown and shipped as its own file; variants and hidden lines per file.
final class SeveralFileExampleTests: XCTestCase {
    private let page = "content/lessons/moonshot.md"

    private func file(_ name: String?, _ code: String, line: Int, example: String = "moonshot", diff base: String? = nil) -> ExampleBlock {
        var block = ExampleBlock(
            name: example, language: base == nil ? "swift" : "diff", base: base, code: code,
            location: SourceLocation(file: page, line: line))
        block.fileName = name
        return block
    }

    private let mission = """
        struct Mission: Identifiable {
            let id: Int
        # static let sample = Mission(id: 11)
            var displayName: String { "Apollo \\(id)" }
        }

        #Preview {
            Text(Mission.sample.displayName)
        }

        """

    private let contentView = """
        import SwiftUI

        struct ContentView: View {
            var body: some View {
                Text(Mission.sample.displayName)
            }
        }

        #Preview {
            ContentView()
        }

        """

    func testTheFilesCompileAsOneExampleEachShownAndShippedOnItsOwn() throws {
        let (examples, problems) = ExamplePreparer.prepare([
            file("Mission.swift", mission, line: 10), file("ContentView.swift", contentView, line: 30),
        ])
        XCTAssertEqual(problems, [])
        let example = try XCTUnwrap(examples.first)
        XCTAssertEqual(examples.count, 1)
        XCTAssertEqual(example.files.map(\.name), ["Mission.swift", "ContentView.swift"])
        XCTAssertEqual(example.declaredViews, ["ContentView"])
        XCTAssertFalse(example.files[0].displayedCode.contains("static let sample"), "a hidden line is hidden in its file")
        XCTAssertTrue(example.files[0].source.contains("static let sample"), "and compiled")
        XCTAssertEqual(example.files[1].source, contentView, "each file ships as written")
        // The app shows ContentView: the preview of the file that declares it, not the first preview.
        let source = example.swiftSource(namespace: "NS", virtualFile: "v.swift", standalone: false)
        XCTAssertTrue(source.contains("    ContentView()\n"), source)
        XCTAssertFalse(source.contains("    Text(Mission.sample.displayName)\n}\n}"), source)
        // A compiler error in the second file points at its block's line.
        let lineOfBody = try XCTUnwrap(example.lines.firstIndex { $0.text.contains("Text(Mission.sample.displayName)") && $0.line > 30 })
        XCTAssertEqual(
            example.mapLocation(line: lineOfBody + PreparedExample.virtualLineBase, column: 5),
            SourceLocation(file: page, line: 34, column: 5))
    }

    func testAnAppAmongTheFilesIsWhatTheExampleHosts() throws {
        let app =
            "import SwiftUI\n\n@main\nstruct MoonshotApp: App {\n    var body: some Scene {\n        WindowGroup { ContentView() }\n    }\n}\n"
        let (examples, problems) = ExamplePreparer.prepare([
            file("MoonshotApp.swift", app, line: 5), file("Mission.swift", mission, line: 20),
            file("ContentView.swift", contentView, line: 40),
        ])
        XCTAssertEqual(problems, [])
        XCTAssertEqual(examples.first?.hostedRoot, "MoonshotApp")
        XCTAssertEqual(examples.first?.hostsApp, true)
        XCTAssertTrue(examples.first?.files[0].source.contains("@main") == true, "the shipped file keeps its @main")
    }

    func testSharingANameOrAFileIsAnErrorAtTheLaterBlock() {
        let (_, problems) = ExamplePreparer.prepare([
            file("Mission.swift", mission, line: 10), file("Mission.swift", "struct Other {}\n", line: 30),
            file(nil, contentView, line: 50),
        ])
        assertDiagnostic(problems, "example 'moonshot' already has a file named 'Mission.swift'", at: SourceLocation(file: page, line: 30))
        let duplicate = assertDiagnostic(problems, "duplicate example name 'moonshot'", at: SourceLocation(file: page, line: 50))
        XCTAssertTrue(duplicate?.notes.contains { $0.contains("names each of its blocks' files") } == true)
        var elsewhere = file("ContentView.swift", contentView, line: 5)
        elsewhere.location.file = "content/lessons/other.md"
        let (_, spread) = ExamplePreparer.prepare([file("Mission.swift", mission, line: 10), elsewhere])
        assertDiagnostic(spread, "the files of example 'moonshot' must be on one page", at: elsewhere.location)
    }

    func testAVariantPatchesTheFileItNames() throws {
        let base = [file("Mission.swift", mission, line: 10), file("ContentView.swift", contentView, line: 30)]
        let variant = file(
            "ContentView.swift", "-        Text(Mission.sample.displayName)\n+        Text(\"Launch\")\n", line: 60,
            example: "moonshot-two",
            diff: "moonshot")
        let (examples, problems) = ExamplePreparer.prepare(base + [variant])
        XCTAssertEqual(problems, [])
        let patched = try XCTUnwrap(examples.first { $0.name == "moonshot-two" })
        XCTAssertEqual(patched.files.map(\.name), ["Mission.swift", "ContentView.swift"])
        XCTAssertTrue(patched.files[1].source.contains("Text(\"Launch\")"))
        XCTAssertTrue(patched.files[0].source.contains("Apollo"), "the other file is the base's")

        let unknown = file("Missions.swift", "- let id: Int\n+ let id: String\n", line: 70, example: "v2", diff: "moonshot")
        let unnamed = file(nil, "- let id: Int\n+ let id: String\n", line: 80, example: "v3", diff: "moonshot")
        let (_, bad) = ExamplePreparer.prepare(base + [unknown, unnamed])
        assertDiagnostic(
            bad, "the base example 'moonshot' has no file 'Missions.swift'; did you mean 'Mission.swift'?", at: unknown.location)
        assertDiagnostic(
            bad, "the base example 'moonshot' has several files; name the one this variant changes with file=", at: unnamed.location)
    }

    func testBracesPairUpInEachFile() {
        let (_, problems) = ExamplePreparer.prepare([
            file("Mission.swift", "struct Mission {\n", line: 10), file("ContentView.swift", "}\n" + contentView, line: 30),
        ])
        assertDiagnostic(problems, "this '{' is never closed in example 'moonshot'", at: SourceLocation(file: page, line: 10, column: 16))
    }

    func testIncludedLinesCompileVerbatimAndPointAtTheirFile() throws {
        var block = file("Mission.swift", "", line: 10)
        block.included = IncludedSource(
            text: "// region: model\nstruct Mission {\n# not hidden in a real file\n}\n// endregion\n",
            file: "content/lessons/app/Mission.swift",
            shownLines: [1, 2, 3])
        let lines = RawLine.lines(of: block)
        XCTAssertEqual(lines.map(\.compiled.text)[2], "# not hidden in a real file", "a real file's line is compiled as written")
        XCTAssertEqual(lines.compactMap(\.displayed), ["struct Mission {", "# not hidden in a real file", "}"])
        XCTAssertEqual(lines[1].compiled.file, "content/lessons/app/Mission.swift")
        XCTAssertEqual(lines[1].compiled.line, 2)
    }

    func testResourcesChangeTheRunKeyByTheirBytes() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("coursegen-resources-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("birds.json").path
        try "[1]".write(toFile: path, atomically: true, encoding: .utf8)
        let resources = [ExampleResource(name: "birds.json", path: path)]
        let first = ExampleResource.cacheText(resources)
        XCTAssertEqual(ExampleResource.cacheText([]), "", "no resources, the key it always had")
        try "[2]".write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertNotEqual(ExampleResource.cacheText(resources), first, "a changed resource is a new run")
    }
}
