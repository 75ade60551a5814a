import Foundation
import XCTest

@testable import SiteBuilder

/// A lesson's app as a real project: several files (one kept on disk and included), a JSON file in
/// its bundle, a checkpoint over what it decoded, and a download holding exactly those files.
final class SeveralFilesAndResourcesTests: XCTestCase {
    private static let book = """
        import Foundation

        // region: model
        struct Book: Codable, Identifiable {
            var id: String { title }
            let title: String
            let pages: Int
        }
        // endregion

        """

    private static let lesson = """
        ---
        id: shelf
        title: Shelf
        project: Shelf
        resources: [shelf/books.json]
        ---

        ```swift example=shelf file=Book.swift include=shelf/Book.swift region=model
        ```

        ```swift example=shelf file=ContentView.swift
        import SwiftUI

        struct ContentView: View {
            var body: some View {
                List {
                    ForEach(books) { book in
                        Text("\\(book.title), \\(book.pages) pages")
                    }
                    Text(Bundle.main.path(forResource: "books", ofType: "json") == nil ? "no path" : "path found")
                    Text(bundleAcceptsWrites ? "bundle writable" : "bundle read-only")
                }
            }

            var books: [Book] {
                guard let url = Bundle.main.url(forResource: "books", withExtension: "json"),
                      let data = try? Data(contentsOf: url) else { return [] }
                return (try? JSONDecoder().decode([Book].self, from: data)) ?? []
            }

            var bundleAcceptsWrites: Bool {
                guard let url = Bundle.main.url(forResource: "books", withExtension: "json") else { return false }
                return (try? Data("[]".utf8).write(to: url)) != nil
            }
        }
        ```

        ```checkpoint
        see "Dune, 412 pages"
        see "path found"
        see "bundle read-only"
        ```

        """

    private func course() throws -> CourseFixture {
        try CourseFixture(files: [
            "course.yml": "title: Shelf\nparts:\n  - title: One\n    lessons: [shelf]\n",
            "lessons/shelf.md": Self.lesson,
            "lessons/shelf/Book.swift": Self.book,
            "lessons/shelf/books.json": #"[{"title": "Dune", "pages": 412}]"#,
        ])
    }

    func testTheAppReadsItsBundleShowsEachFileAndShipsFilesAndResources() throws {
        let course = try course()
        let report = course.build()
        XCTAssertTrue(report.succeeded, report.errorText)

        let page = try course.page("lessons/shelf.html")
        XCTAssertTrue(page.contains("<span class=\"file-name\">Book.swift</span>"), page)
        XCTAssertTrue(page.contains("<span class=\"file-name\">ContentView.swift</span>"), page)
        XCTAssertEqual(page.components(separatedBy: "id=\"example-shelf\"").count, 2, "one anchor for the example")
        let contentViewCaption = try XCTUnwrap(
            page.components(separatedBy: "<span class=\"file-name\">ContentView.swift</span>").last?.components(separatedBy: "</div>").first
        )
        XCTAssertTrue(contentViewCaption.contains("Download the Shelf Xcode project"), "ContentView.swift's caption offers the project")
        XCTAssertEqual(page.components(separatedBy: "class=\"download\"").count, 2, "once")
        XCTAssertTrue(page.contains("Codable"), "the included region is shown")
        XCTAssertFalse(page.contains("region: model"), "its markers are not")

        let entries = try ZipArchive.read(course.output.appendingPathComponent("downloads/Shelf.zip"))
        let byPath = Dictionary(entries.map { ($0.path, $0.contents) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(byPath["Shelf/Shelf/Book.swift"].map { String(decoding: $0, as: UTF8.self) }, Self.book, "the file on disk, whole")
        XCTAssertTrue(
            byPath["Shelf/Shelf/ContentView.swift"].map { String(decoding: $0, as: UTF8.self) }?.hasPrefix("import SwiftUI\n") == true)
        XCTAssertEqual(byPath["Shelf/Shelf/books.json"], Data(#"[{"title": "Dune", "pages": 412}]"#.utf8))
        XCTAssertNotNil(byPath["Shelf/Shelf/ShelfApp.swift"])
        let pbxproj = String(decoding: try XCTUnwrap(byPath["Shelf/Shelf.xcodeproj/project.pbxproj"]), as: UTF8.self)
        let resourcesPhase = try XCTUnwrap(
            pbxproj.components(separatedBy: "isa = PBXResourcesBuildPhase;").dropFirst().first?.components(separatedBy: "};").first)
        XCTAssertTrue(resourcesPhase.contains("/* books.json in Resources */,"), resourcesPhase)
        XCTAssertTrue(pbxproj.contains("lastKnownFileType = text.json; path = books.json;"), pbxproj)
        let sourcesPhase = try XCTUnwrap(
            pbxproj.components(separatedBy: "isa = PBXSourcesBuildPhase;").dropFirst().first?.components(separatedBy: "};").first)
        for file in ["Book.swift", "ContentView.swift", "ShelfApp.swift"] {
            XCTAssertTrue(sourcesPhase.contains("/* \(file) in Sources */,"), sourcesPhase)
        }

        // The resource's bytes are part of what a result is kept by: a changed file runs again.
        try course.write("lessons/shelf/books.json", #"[{"title": "Emma", "pages": 474}]"#)
        let changed = course.build()
        XCTAssertFalse(changed.succeeded)
        XCTAssertTrue(changed.errorText.contains("content/lessons/shelf.md:"), changed.errorText)
        XCTAssertTrue(changed.errorText.contains("Emma, 474 pages"), changed.errorText)
    }

    /// Without the sandbox, the run gets a folder of its own with the binary and its resources.
    func testUnsandboxedRunsFindTheirResourcesToo() throws {
        let course = try course()
        try course.write(
            "lessons/shelf.md", Self.lesson.replacingOccurrences(of: "see \"bundle read-only\"\n", with: ""))
        var options = course.options
        options.lessons.sandboxed = false
        options.lessons.useCache = false
        let report = SiteBuilder(options: options).build()
        XCTAssertTrue(report.succeeded, report.errorText)
        XCTAssertTrue(try course.page("lessons/shelf.html").contains("Dune, 412 pages"))
    }

    /// An included file's compile error points into the file itself, where the author fixes it.
    func testACompileErrorInAnIncludedFileIsAtItsLine() throws {
        let course = try course()
        try course.write("lessons/shelf/Book.swift", Self.book.replacingOccurrences(of: "let pages: Int", with: "let pages: Int = missing"))
        let report = course.build()
        XCTAssertFalse(report.succeeded)
        XCTAssertTrue(
            report.errorText.contains("content/lessons/shelf/Book.swift:7:22: error: cannot find 'missing' in scope"), report.errorText)
    }

    /// A one-file app kept on disk ships that file unchanged, its own `@main App` included.
    func testAnIncludedAppShipsAsTheFileOnDisk() throws {
        let app = """
            import SwiftUI

            @main
            struct SoloApp: App {
                var body: some Scene {
                    WindowGroup { ContentView() }
                }
            }

            struct ContentView: View {
                var body: some View { Text("Solo") }
            }

            """
        let course = try CourseFixture(files: [
            "course.yml": "title: Solo\nparts:\n  - title: One\n    lessons: [solo]\n",
            "lessons/solo.md":
                "---\nid: solo\ntitle: Solo\nproject: Solo\n---\n\n```swift example=solo include=solo/ContentView.swift\n```\n\n```checkpoint\nsee \"Solo\"\n```\n",
            "lessons/solo/ContentView.swift": app,
        ])
        let report = course.build()
        XCTAssertTrue(report.succeeded, report.errorText)
        let entries = try ZipArchive.read(course.output.appendingPathComponent("downloads/Solo.zip"))
        let byPath = Dictionary(entries.map { ($0.path, $0.contents) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(byPath["Solo/Solo/ContentView.swift"].map { String(decoding: $0, as: UTF8.self) }, app)
        XCTAssertNil(byPath["Solo/Solo/SoloApp.swift"], "the file's own App is the entry point")
    }

    func testFilesOutsideTheCourseOrMissingAreLocatedErrors() throws {
        let course = try course()
        try "secret\n".write(to: course.root.appendingPathComponent("secret.json"), atomically: true, encoding: .utf8)
        try course.write(
            "lessons/shelf.md",
            Self.lesson.replacingOccurrences(of: "resources: [shelf/books.json]", with: "resources: [../../secret.json]")
                .replacingOccurrences(of: "include=shelf/Book.swift region=model", with: "include=shelf/Book.swift region=modle"))
        let report = course.build()
        XCTAssertFalse(report.succeeded)
        XCTAssertTrue(
            report.errorText.contains("content/lessons/shelf.md:5:13: error: the resource '../../secret.json' is outside content/"),
            report.errorText)
        XCTAssertTrue(
            report.errorText.contains(
                "content/lessons/shelf.md:8:1: error: content/lessons/shelf/Book.swift has no region 'modle'; did you mean 'model'?"),
            report.errorText)
    }
}
