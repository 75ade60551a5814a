import Foundation
import XCTest

@testable import SiteBuilder

/// The default templates live inside coursegen; a course's own `templates/` replaces them file by
/// file, and every course-specific word on the site comes from `course.yml`.
final class BuiltInTemplatesTests: XCTestCase {
    func testTheEmbeddedTemplatesAreTheCheckoutsTemplatesByteForByte() throws {
        let folder = CourseFixture.repository.appendingPathComponent("templates")
        var onDisk: [String: Data] = [:]
        for case let relative as String in FileManager.default.enumerator(atPath: folder.path)! {
            var isDirectory: ObjCBool = false
            let url = folder.appendingPathComponent(relative)
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue {
                onDisk[relative] = try Data(contentsOf: url)
            }
        }
        let embedded = TemplateFiles.builtIn.files.mapValues(\.contents)
        XCTAssertEqual(Set(embedded.keys), Set(onDisk.keys), "run script/embed-templates after changing templates/")
        for (path, data) in onDisk {
            XCTAssertEqual(embedded[path], data, "\(path) differs from its built-in copy: run script/embed-templates")
        }
    }

    func testACourseWithoutTemplatesIsDrawnByTheBuiltInOnes() throws {
        let course = try CourseFixture()
        try FileManager.default.removeItem(at: course.root.appendingPathComponent("templates"))
        let report = course.build()
        XCTAssertTrue(report.succeeded, report.errorText)
        XCTAssertTrue(try course.page("lessons/first-steps.html").contains("href=\"../assets/site.css\""))
        let css = try Data(contentsOf: course.output.appendingPathComponent("assets/site.css"))
        XCTAssertEqual(css, try Data(contentsOf: CourseFixture.repository.appendingPathComponent("templates/assets/site.css")))
    }

    func testACoursesTemplateReplacesOnlyTheFileOfTheSameName() throws {
        let course = try CourseFixture()
        let templates = course.root.appendingPathComponent("templates")
        try FileManager.default.removeItem(at: templates)
        try FileManager.default.createDirectory(at: templates.appendingPathComponent("assets"), withIntermediateDirectories: true)
        try Data("body { color: teal; }\n".utf8).write(to: templates.appendingPathComponent("assets/site.css"))
        try Data("<p class=\"custom-404\">Lost.</p>\n".utf8).write(to: templates.appendingPathComponent("404.mustache"))
        let report = course.build()
        XCTAssertTrue(report.succeeded, report.errorText)
        XCTAssertEqual(
            try String(contentsOf: course.output.appendingPathComponent("assets/site.css"), encoding: .utf8), "body { color: teal; }\n")
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: course.output.appendingPathComponent("assets/site.js").path),
            "other assets stay built in")
        XCTAssertTrue(try course.page("404.html").contains("<p class=\"custom-404\">Lost.</p>"))
        XCTAssertTrue(try course.page("index.html").contains("class=\"site-header\""), "the layout stays built in")
    }

    /// A course's own site.js made for an older search index is named, with what to do; the
    /// built-in one, a current copy and a script that does no search are not.
    func testASiteScriptForAnOlderSearchIndexIsNamed() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("assets"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        func warning(for script: String?) throws -> String? {
            let path = folder.appendingPathComponent("assets/site.js")
            try? FileManager.default.removeItem(at: path)
            if let script { try Data(script.utf8).write(to: path) }
            return try TemplateFiles.builtIn.overlaid(with: folder).outdatedSearchScript?.description
        }
        XCTAssertNil(try warning(for: nil), "the built-in script")
        let builtIn = String(decoding: TemplateFiles.builtIn.files["assets/site.js"]!.contents, as: UTF8.self)
        XCTAssertTrue(builtIn.contains(TemplateFiles.searchIndexFormat), "the built-in script names the format it reads")
        XCTAssertNil(try warning(for: builtIn + "\n// my change\n"), "a current copy")
        XCTAssertNil(try warning(for: "console.log('no search here');\n"), "a script that does no search")
        let old = builtIn.replacingOccurrences(of: TemplateFiles.searchIndexFormat, with: "")
        let message = try XCTUnwrap(try warning(for: old))
        XCTAssertTrue(message.contains("assets/site.js reads an older search index"), message)
        XCTAssertTrue(message.contains("built-in assets/site.js"), message)
    }

    func testSiteWordsComeFromTheManifestWithDefaultsThatNameNoOtherCourse() throws {
        let course = try CourseFixture()
        XCTAssertTrue(course.build().succeeded)
        let index = try course.page("index.html")
        XCTAssertTrue(index.contains("placeholder=\"Search the course\""), index)
        XCTAssertFalse(index.contains("useState"))
        let reference = try course.page("reference/index.html")
        XCTAssertFalse(reference.contains("React"), reference)
        XCTAssertTrue(reference.contains("placeholder=\"Filter cards\""))

        var manifest = CourseFixture.basicCourse["course.yml"]!
        manifest += """

            search_placeholder: "Search: Observable, Form…"
            reference_introduction: "Cards for **Vue** developers: `v-model` is here."
            reference_filter_placeholder: "v-model, computed…"
            """
        try course.write("course.yml", manifest)
        let report = course.build()
        XCTAssertTrue(report.succeeded, report.errorText)
        XCTAssertTrue(try course.page("lessons/first-steps.html").contains("placeholder=\"Search: Observable, Form…\""))
        let customized = try course.page("reference/index.html")
        XCTAssertTrue(
            customized.contains("<p class=\"lead\">Cards for <strong>Vue</strong> developers: <code>v-model</code> is here.</p>"),
            customized)
        XCTAssertTrue(customized.contains("placeholder=\"v-model, computed…\""))
    }

    func testACourseWithoutCardsHasNoReferencePageOrLink() throws {
        var files = CourseFixture.basicCourse
        files["course.yml"] = files["course.yml"]!.replacingOccurrences(of: "reference: [state]", with: "")
        files["lessons/first-steps.md"] = files["lessons/first-steps.md"]!
            .replacingOccurrences(of: " and the [state card](../reference/state.md#pitfalls)", with: "")
        files.removeValue(forKey: "reference/state.md")
        let course = try CourseFixture(files: files)
        let report = course.build()
        XCTAssertTrue(report.succeeded, report.errorText)
        XCTAssertFalse(FileManager.default.fileExists(atPath: course.output.appendingPathComponent("reference/index.html").path))
        let lesson = try course.page("lessons/first-steps.html")
        XCTAssertFalse(lesson.contains("reference/index.html"), lesson)
        XCTAssertFalse(lesson.contains(">Reference<"))
    }
}
