import Diagnostics
import Foundation
import TestSupport
import XCTest

@testable import CourseContent

/// Code included from files under `content/` and the resources a lesson bundles: what is read, and
/// every refusal located at the line that names the file.
final class ContentFilesTests: XCTestCase {
    private func page(_ body: String, frontMatter: String = "") throws -> Page {
        try Page.parse(
            source: "---\nid: app\ntitle: App\n\(frontMatter)---\n\(body)", sourcePath: "content/lessons/app.md", kind: .lesson,
            contentPath: "lessons/app.md")
    }

    private func fixture(_ files: [String: String]) throws -> CourseFixture {
        let fixture = try CourseFixture()
        for (path, text) in files { try fixture.write(path, text) }
        return fixture
    }

    private let model = """
        import Foundation

        // region: model
        struct Bird: Codable {
            let name: String
        }
        // endregion

        // region: loading
        let birds: [Bird] = []
        // endregion: loading
        """

    func testARegionShowsItsLinesAndTheWholeFileIsKept() throws {
        let fixture = try fixture(["lessons/app/Bird.swift": model])
        let page = try page("```swift example=app file=Bird.swift include=app/Bird.swift region=model\n```\n")
        let block = try XCTUnwrap(page.lessonBlocks().blocks.first)
        XCTAssertEqual(block.fileName, "Bird.swift")
        let code = try page.includedCode(block, in: fixture.content).get()
        XCTAssertEqual(code.text, model, "the whole file is compiled")
        XCTAssertEqual(code.file.displayPath, "content/lessons/app/Bird.swift")
        XCTAssertEqual(code.shownLines, [3, 4, 5], "the region's lines, without its markers")
        let whole = try page.includedCode(
            LessonBlock(
                kind: .example(name: "app"), code: "", location: block.location, fenceLocation: block.fenceLocation,
                include: "app/Bird.swift"),
            in: fixture.content
        ).get()
        XCTAssertEqual(whole.shownLines, [0, 1, 3, 4, 5, 7, 9], "without region=, every line but the markers")
    }

    func testARegionTheFileDoesNotMarkIsAnErrorAtTheInclude() throws {
        let fixture = try fixture(["lessons/app/Bird.swift": model + "\n// region: open\nlet x = 1\n"])
        let page = try page("Intro.\n\n```swift example=app include=app/Bird.swift region=modle\n```\n")
        let block = try XCTUnwrap(page.lessonBlocks().blocks.first)
        let fence = SourceLocation(file: "content/lessons/app.md", line: 7, column: 1)
        guard case .failure(let problem) = page.includedCode(block, in: fixture.content) else {
            return XCTFail("a missing region is an error")
        }
        assertDiagnostic([problem], "content/lessons/app/Bird.swift has no region 'modle'; did you mean 'model'?", at: fence)
        var unclosed = block
        unclosed.region = "open"
        guard case .failure(let open) = page.includedCode(unclosed, in: fixture.content) else {
            return XCTFail("an open region is an error")
        }
        assertDiagnostic([open], "region 'open' of content/lessons/app/Bird.swift is never closed", at: fence)
    }

    func testPathsOutsideContentThroughLinksOrMissingAreRefusedAtTheirLine() throws {
        let fixture = try fixture(["lessons/app/Bird.swift": model])
        let outside = fixture.root.appendingPathComponent("secret.swift")
        try "let secret = 1\n".write(to: outside, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            at: fixture.content.appendingPathComponent("lessons/app/Linked.swift"), withDestinationURL: outside)
        let page = try page(
            """
            ```swift example=a include=../../secret.swift
            ```

            ```swift example=b include=app/Linked.swift
            ```

            ```swift example=c include=app/Missing.swift
            ```

            ```swift example=d include=/etc/passwd
            ```

            """)
        let blocks = page.lessonBlocks().blocks
        XCTAssertEqual(blocks.count, 4)
        let problems = blocks.compactMap { block -> Diagnostic? in
            if case .failure(let problem) = page.includedCode(block, in: fixture.content) { return problem }
            return nil
        }
        func fence(_ line: Int) -> SourceLocation { SourceLocation(file: "content/lessons/app.md", line: line, column: 1) }
        assertDiagnostic(problems, "the included file '../../secret.swift' is outside content/", at: fence(5))
        assertDiagnostic(problems, "the included file 'app/Linked.swift' is a symbolic link to a file outside content/", at: fence(8))
        assertDiagnostic(
            problems, "the included file 'app/Missing.swift' does not exist (content/lessons/app/Missing.swift)", at: fence(11))
        assertDiagnostic(problems, "the included file '/etc/passwd' must be a path relative to this page", at: fence(14))
    }

    func testFileAttributesAreCheckedWhereTheyAreWritten() throws {
        let page = try page(
            """
            ```swift file=Mission.swift
            struct Mission {}
            ```

            ```swift example=a file=Mission
            ```

            ```swift example=b file=../Mission.swift
            ```

            ```swift region=model
            ```

            ```swift example=c include=app/Bird.swift
            struct Stale {}
            ```

            ```swift example=d region=model
            ```

            """)
        let problems = page.lessonBlocks().problems
        func fence(_ line: Int) -> SourceLocation { SourceLocation(file: "content/lessons/app.md", line: line, column: 1) }
        assertDiagnostic(problems, "file= belongs to a runnable example; add example=NAME", at: fence(5))
        assertDiagnostic(problems, "file=Mission: a source file's name ends in .swift", at: fence(9))
        assertDiagnostic(problems, "file=../Mission.swift: a path inside the project", at: fence(12))
        assertDiagnostic(problems, "region= belongs to a runnable example", at: fence(15))
        assertDiagnostic(problems, "this block includes its code from app/Bird.swift, so it must be empty", at: fence(18))
        assertDiagnostic(problems, "region= names a region of an included file; add include=PATH", at: fence(22))
        XCTAssertEqual(problems.count, 6, problems.map(\.description).joined(separator: "\n"))
    }

    func testResourcesAreResolvedInsideContentAndEachRefusalIsAtItsLine() throws {
        let fixture = try fixture(["lessons/app/birds.json": "[]", "lessons/other/birds.json": "[]"])
        let outside = fixture.root.appendingPathComponent("passwords.txt")
        try "hunter2\n".write(to: outside, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            at: fixture.content.appendingPathComponent("lessons/app/notes.txt"), withDestinationURL: outside)
        let page = try page(
            "Body.\n",
            frontMatter: """
                resources:
                  - app/birds.json
                  - ../../passwords.txt
                  - app/notes.txt
                  - app/missing.json
                  - other/birds.json

                """)
        XCTAssertEqual(page.resources.map(\.value).count, 5)
        let (files, problems) = page.resourceFiles(in: fixture.content)
        XCTAssertEqual(files.map(\.displayPath), ["content/lessons/app/birds.json"])
        func line(_ number: Int) -> SourceLocation { SourceLocation(file: "content/lessons/app.md", line: number, column: 5) }
        assertDiagnostic(problems, "the resource '../../passwords.txt' is outside content/", at: line(6))
        assertDiagnostic(problems, "the resource 'app/notes.txt' is a symbolic link to a file outside content/", at: line(7))
        assertDiagnostic(problems, "the resource 'app/missing.json' does not exist (content/lessons/app/missing.json)", at: line(8))
        assertDiagnostic(problems, "a second resource named 'birds.json'", at: line(9))
    }

    func testAnAssetCatalogIsTheOnlyFolderAResourceMayBe() throws {
        let fixture = try fixture(["lessons/app/Art.xcassets/Contents.json": "{}", "lessons/app/data/a.json": "[]"])
        let page = try page("Body.\n", frontMatter: "resources: [app/Art.xcassets, app/data]\n")
        let (files, problems) = page.resourceFiles(in: fixture.content)
        XCTAssertEqual(files.map(\.displayPath), ["content/lessons/app/Art.xcassets"])
        assertDiagnostic(
            problems, "the resource 'app/data' is a folder, not a file",
            at: SourceLocation(file: "content/lessons/app.md", line: 4, column: 31))
    }
}
