import XCTest

@testable import SiteBuilder

/// End-to-end: build a real course into a temporary folder and read the HTML.
final class SiteBuildTests: XCTestCase {
    func testBuildsEveryPageWithTableOfContentsAndPagerLinks() throws {
        let course = try CourseFixture()
        let report = course.build()
        XCTAssertTrue(report.succeeded, report.errorText)
        XCTAssertEqual(report.pagesWritten, 7)  // 2 lessons, 1 card, index, reference index, 404, print edition

        let index = try course.page("index.html")
        XCTAssertTrue(index.contains("<title>Test Course</title>"), "the index's title does not repeat itself")
        XCTAssertTrue(index.contains("href=\"lessons/first-steps.html\""))
        XCTAssertTrue(index.contains("href=\"reference/state.html\""))
        XCTAssertTrue(index.contains("Where it starts."), "summaries appear in the table of contents")

        let first = try course.page("lessons/first-steps.html")
        XCTAssertTrue(first.contains("href=\"../lessons/second-steps.html\" rel=\"next\""), first)
        XCTAssertFalse(first.contains("rel=\"prev\""))
        XCTAssertTrue(first.contains("aria-current=\"page\">First Steps</a>"))
        XCTAssertTrue(first.contains("href=\"../assets/site.css\""))
        let second = try course.page("lessons/second-steps.html")
        XCTAssertTrue(second.contains("href=\"../lessons/first-steps.html\" rel=\"prev\""))
        XCTAssertTrue(second.contains("href=\"../reference/state.html\" rel=\"next\""))
        XCTAssertTrue(FileManager.default.fileExists(atPath: course.output.appendingPathComponent("assets/site.css").path))
        XCTAssertTrue(FileManager.default.fileExists(atPath: course.output.appendingPathComponent("404.html").path))
        // 404.html sits at the root and, like every page, reaches everything by relative paths.
        let notFound = try course.page("404.html")
        XCTAssertTrue(notFound.contains("href=\"assets/site.css\""), notFound)
        XCTAssertTrue(notFound.contains("href=\"index.html\""))
        XCTAssertFalse(notFound.contains("href=\"/"), "no root-absolute path")
        XCTAssertTrue(first.contains("<title>First Steps · Test Course</title>"))
    }

    func testRewritesMarkdownLinksToPagesAndKeepsAnchors() throws {
        let course = try CourseFixture()
        XCTAssertTrue(course.build().succeeded)
        let first = try course.page("lessons/first-steps.html")
        XCTAssertTrue(first.contains("href=\"../lessons/second-steps.html\""), first)
        XCTAssertTrue(first.contains("href=\"../reference/state.html#pitfalls\""))
        XCTAssertTrue(first.contains("href=\"https://www.swift.org\""))
        XCTAssertTrue(first.contains("id=\"a-section\""), "headings get stable anchors")
        XCTAssertFalse(first.contains(".md\""), "no link to a markdown file survives")
        XCTAssertEqual(first.components(separatedBy: "<h1").count - 1, 1, "the leading # title is not repeated")
    }

    func testReferenceCardShowsAvailabilityPlatformsDocsAndAliases() throws {
        let course = try CourseFixture()
        XCTAssertTrue(course.build().succeeded)
        let card = try course.page("reference/state.html")
        // One availability block: the platforms the versions do not already name are added to it.
        XCTAssertTrue(card.contains("<dt>Available on</dt><dd>iOS 13.0+ · iPadOS</dd>"), card)
        XCTAssertTrue(card.contains("href=\"https://developer.apple.com/documentation/swiftui/state\""))
        XCTAssertTrue(card.contains("<span class=\"alias\">useState</span>"))
        let referenceIndex = try course.page("reference/index.html")
        XCTAssertTrue(
            referenceIndex.contains("data-search=\"@state stores a value that one view owns. usestate local state\""), referenceIndex)
    }

    func testKnowledgeCheckBecomesAQuestionThatWorksWithoutJavaScript() throws {
        let course = try CourseFixture()
        XCTAssertTrue(course.build().succeeded)
        let page = try course.page("lessons/second-steps.html")
        XCTAssertTrue(page.contains("<div class=\"quiz\">"), page)
        XCTAssertTrue(
            page.contains(
                "<li class=\"choice\" data-correct><span class=\"choice-text\">The total</span><span class=\"explanation\">it is computed from the inputs.</span></li>"
            ), page)
        XCTAssertTrue(page.contains("<li class=\"choice\"><span class=\"choice-text\">The quantity</span>"))
        XCTAssertTrue(
            page.contains("<li class=\"right\"><span class=\"state\">✓ Right:</span> The total — it is computed from the inputs.</li>"),
            page)
    }

    func testDeletedLessonDisappearsOnRebuild() throws {
        let course = try CourseFixture()
        XCTAssertTrue(course.build().succeeded)
        XCTAssertNotNil(try? course.page("lessons/second-steps.html"))
        try course.remove("lessons/second-steps.md")
        try course.write(
            "course.yml",
            """
            title: Test Course
            parts:
              - title: Basics
                lessons: [first-steps]
            reference: [state]
            """)
        try course.write("lessons/first-steps.md", "---\nid: first-steps\ntitle: First Steps\n---\nOnly one now.\n")
        let report = course.build()
        XCTAssertTrue(report.succeeded, report.errorText)
        XCTAssertNil(try? course.page("lessons/second-steps.html"))
        XCTAssertEqual(try course.strayFolders(), [], "no staging folders are left behind")
    }

    func testTitleMarkupIsEscapedEverywhere() throws {
        var files = CourseFixture.basicCourse
        files["lessons/first-steps.md"] = "---\nid: first-steps\ntitle: \"</title><script>alert(1)</script>\"\n---\nBody.\n"
        let course = try CourseFixture(files: files)
        let report = course.build()
        XCTAssertTrue(report.succeeded, report.errorText)
        for page in ["lessons/first-steps.html", "index.html", "lessons/second-steps.html"] {
            let html = try course.page(page)
            XCTAssertFalse(html.contains("<script>alert"), "\(page) carries the raw script tag")
        }
        XCTAssertTrue(
            try course.page("lessons/first-steps.html").contains(
                "<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; · Test Course</title>"))
    }

    func testRawHTMLAndJavaScriptLinksNeverReachThePage() throws {
        var files = CourseFixture.basicCourse
        files["lessons/first-steps.md"] =
            "---\nid: first-steps\ntitle: First Steps\n---\n<script>alert(1)</script>\n\n[click](javascript:alert(1)) and <img src=x onerror=alert(1)>\n"
        let course = try CourseFixture(files: files)
        XCTAssertTrue(course.build().succeeded)
        let html = try course.page("lessons/first-steps.html")
        XCTAssertFalse(html.contains("<script>alert"))
        XCTAssertFalse(html.contains("javascript:"))
        XCTAssertFalse(html.contains("onerror=alert"))
    }

    func testRefusesToReplaceAFolderItDidNotWrite() throws {
        let course = try CourseFixture()
        try FileManager.default.createDirectory(at: course.output, withIntermediateDirectories: true)
        try Data("precious".utf8).write(to: course.output.appendingPathComponent("notes.txt"))
        let report = course.build()
        XCTAssertFalse(report.succeeded)
        XCTAssertTrue(report.errorText.contains("was not written by coursegen"), report.errorText)
        XCTAssertEqual(try String(contentsOf: course.output.appendingPathComponent("notes.txt"), encoding: .utf8), "precious")
    }

    func testAnAssetLinkingOutOfTheTemplatesIsRefused() throws {
        let course = try CourseFixture()
        let assets = course.root.appendingPathComponent("templates/assets")
        try FileManager.default.createSymbolicLink(atPath: assets.appendingPathComponent("passwd").path, withDestinationPath: "/etc/passwd")
        let report = course.build()
        XCTAssertFalse(report.succeeded)
        XCTAssertTrue(report.errorText.contains("assets/passwd links outside the templates folder"), report.errorText)

        // A link that stays inside templates/ is published as a plain copy of its file.
        try FileManager.default.removeItem(at: assets.appendingPathComponent("passwd"))
        try FileManager.default.createSymbolicLink(atPath: assets.appendingPathComponent("theme.css").path, withDestinationPath: "site.css")
        XCTAssertTrue(course.build().succeeded)
        let published = course.output.appendingPathComponent("assets/theme.css").path
        XCTAssertNil(try? FileManager.default.destinationOfSymbolicLink(atPath: published))
        XCTAssertEqual(
            FileManager.default.contents(atPath: published),
            FileManager.default.contents(atPath: assets.appendingPathComponent("site.css").path))
    }

    func testLeftoversOfAKilledBuildAreRemovedOnceStale() throws {
        let course = try CourseFixture()
        let stale = course.root.appendingPathComponent(".output-staging-dead")
        let fresh = course.root.appendingPathComponent(".output-staging-live")
        for folder in [stale, fresh] { try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true) }
        try FileManager.default.setAttributes([.modificationDate: Date().addingTimeInterval(-3600)], ofItemAtPath: stale.path)
        XCTAssertTrue(course.build().succeeded)
        XCTAssertFalse(FileManager.default.fileExists(atPath: stale.path), "a killed build's staging folder is cleaned up")
        XCTAssertTrue(FileManager.default.fileExists(atPath: fresh.path), "a recent one may belong to a build in progress")
    }

    func testLargeCourseSidebarExpandsOnlyTheCurrentPart() throws {
        var files: [String: String] = [:]
        var manifest = "title: Big\nparts:\n"
        for part in 0..<6 {
            let ids = (0..<20).map { "p\(part)-l\($0)" }
            manifest += "  - title: Part \(part)\n    lessons: [\(ids.joined(separator: ", "))]\n"
            for id in ids { files["lessons/\(id).md"] = "---\nid: \(id)\ntitle: Lesson \(id)\n---\nText.\n" }
        }
        files["course.yml"] = manifest
        let course = try CourseFixture(files: files)
        let report = course.build()
        XCTAssertTrue(report.succeeded, report.errorText)

        let page = try course.page("lessons/p2-l5.html")
        XCTAssertTrue(page.contains("aria-current=\"page\">Lesson p2-l5</a>"))
        XCTAssertTrue(page.contains("href=\"../lessons/p2-l19.html\">Lesson p2-l19</a>"), "the current part is listed")
        XCTAssertFalse(page.contains(">Lesson p3-l1</a>"), "other parts are not")
        XCTAssertTrue(
            page.contains(
                "<a class=\"toc-part-title toc-collapsed\" href=\"../lessons/p3-l0.html\">Part 3 <span class=\"toc-count\">(20)</span></a>"),
            page)
        XCTAssertTrue(page.contains(">Part 0 <span"), "two parts before the current one are listed")
        XCTAssertFalse(page.contains(">Part 5 <span"), "a part three away is not: a page's size does not grow with the course")
        XCTAssertTrue(page.contains("<a class=\"toc-part-title toc-all\" href=\"../index.html\">All 6 parts</a>"), page)
        let last = try course.page("lessons/p5-l0.html")
        XCTAssertTrue(last.contains(">Part 1 <span") && !last.contains(">Part 0 <span"), "the last part shows the four before it")
        let index = try course.page("index.html")
        XCTAssertEqual(index.components(separatedBy: "<li><a href=\"lessons/").count - 1, 120, "the index lists every lesson, once")
    }

    func testRefusesAnOutputFolderInsideContent() throws {
        let course = try CourseFixture()
        var options = course.options
        options.outputDirectory = course.content.appendingPathComponent("site")
        let report = SiteBuilder(options: options).build()
        XCTAssertFalse(report.succeeded)
        XCTAssertTrue(report.errorText.contains("overlaps"), report.errorText)
    }
}
