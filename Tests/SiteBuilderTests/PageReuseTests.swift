import Diagnostics
import Foundation
import LessonProtocol
import XCTest

@testable import LessonEngine
@testable import SiteBuilder

/// A page is rendered again only when something it shows changed, and what a build with kept pages
/// publishes is byte for byte what a build without the cache (`--no-cache`) publishes, whichever
/// input changed: the page's text, another page's title, the order in `course.yml`, a template, or
/// what an example observed.
final class PageReuseTests: XCTestCase {
    /// Each kept page's file name (its key) and inode: an entry written again has a new inode.
    private func keptPages(_ cache: URL) throws -> [String: UInt64] {
        let folder = cache.appendingPathComponent("pages-v1")
        var kept: [String: UInt64] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            let attributes = try FileManager.default.attributesOfItem(atPath: folder.appendingPathComponent(name).path)
            kept[name] = (attributes[.systemFileNumber] as? NSNumber)?.uint64Value
        }
        return kept
    }

    private func build(_ course: CourseFixture, cache: URL, useCache: Bool = true) -> BuildReport {
        var options = course.options
        options.cacheDirectory = cache
        options.lessons.useCache = useCache
        return SiteBuilder(options: options).build()
    }

    /// Builds with the kept pages, then without the cache, and checks both publish the same site.
    private func assertBuildEqualsOneWithoutCache(
        _ course: CourseFixture, cache: URL, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let report = build(course, cache: cache)
        XCTAssertTrue(report.succeeded, report.errorText, file: file, line: line)
        let kept = try course.snapshotOutput()
        let fresh = build(course, cache: cache, useCache: false)
        XCTAssertTrue(fresh.succeeded, fresh.errorText, file: file, line: line)
        let rendered = try course.snapshotOutput()
        XCTAssertEqual(Set(kept.keys), Set(rendered.keys), file: file, line: line)
        for (path, data) in rendered where kept[path] != data {
            XCTFail("\(path) differs from a build without the cache", file: file, line: line)
        }
        // Leave the site the kept pages published, as a build would.
        XCTAssertTrue(build(course, cache: cache).succeeded, file: file, line: line)
    }

    private func temporaryCache() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("coursegen-page-cache-\(UUID().uuidString)")
    }

    func testAnUnchangedCourseRendersNoPageAgain() throws {
        let course = try CourseFixture()
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        XCTAssertTrue(build(course, cache: cache).succeeded)
        let first = try keptPages(cache)
        XCTAssertEqual(first.count, 3, "every page is kept")
        try assertBuildEqualsOneWithoutCache(course, cache: cache)
        XCTAssertEqual(try keptPages(cache), first, "no page was rendered and kept again")
    }

    func testEveryChangedInputRendersWhatABuildWithoutCacheRenders() throws {
        let course = try CourseFixture()
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        XCTAssertTrue(build(course, cache: cache).succeeded)
        var kept = try keptPages(cache)

        func changedEntries() throws -> Int {
            let now = try keptPages(cache)
            defer { kept = now }
            return now.filter { kept[$0.key] != $0.value }.count
        }

        // The page's own text: that page alone is rendered again.
        var first = CourseFixture.basicCourse["lessons/first-steps.md"]!
        first = first.replacingOccurrences(of: "Some `code`", with: "Some more `code`")
        try course.write("lessons/first-steps.md", first)
        try assertBuildEqualsOneWithoutCache(course, cache: cache)
        XCTAssertEqual(try changedEntries(), 1)
        XCTAssertTrue(try course.page("lessons/first-steps.html").contains("Some more"))

        // Another page's title: every page shows it (the contents, the neighbours' links).
        let second = CourseFixture.basicCourse["lessons/second-steps.md"]!
        try course.write("lessons/second-steps.md", second.replacingOccurrences(of: "title: Second Steps", with: "title: Later Steps"))
        try assertBuildEqualsOneWithoutCache(course, cache: cache)
        XCTAssertEqual(try changedEntries(), 3)
        XCTAssertTrue(try course.page("lessons/first-steps.html").contains("Later Steps"))

        // The order of the lessons in course.yml: previous and next change.
        let manifest = CourseFixture.basicCourse["course.yml"]!
        try course.write(
            "course.yml", manifest.replacingOccurrences(of: "[first-steps, second-steps]", with: "[second-steps, first-steps]"))
        try assertBuildEqualsOneWithoutCache(course, cache: cache)
        XCTAssertEqual(try changedEntries(), 3)

        // A template.
        let layout = course.root.appendingPathComponent("templates/layout.mustache")
        let template = try String(contentsOf: layout, encoding: .utf8)
        try (template + "<!-- a changed layout -->\n").write(to: layout, atomically: true, encoding: .utf8)
        try assertBuildEqualsOneWithoutCache(course, cache: cache)
        XCTAssertEqual(try changedEntries(), 3)
        XCTAssertTrue(try course.page("lessons/first-steps.html").contains("a changed layout"))
    }

    func testNoCacheKeepsNoPage() throws {
        let course = try CourseFixture()
        let cache = temporaryCache()
        defer { try? FileManager.default.removeItem(at: cache) }
        XCTAssertTrue(build(course, cache: cache, useCache: false).succeeded)
        XCTAssertFalse(FileManager.default.fileExists(atPath: cache.appendingPathComponent("pages-v1").path))
    }

    /// The page's markdown stays the same; the example it includes changes what the screen shows.
    func testAChangedObservationRendersItsPageAgain() throws {
        func counter(step: Int) -> String {
            """
            import SwiftUI

            struct ContentView: View {
                @State private var total = 0
                var body: some View {
                    Button("Add") { total += \(step) }
                    Text("Total: \\(total)")
                }
            }

            """
        }
        let course = try CourseFixture(files: [
            "course.yml": "title: Kept\nparts:\n  - title: One\n    lessons: [counter, other]\n",
            "lessons/counter.md": """
            ---
            id: counter
            title: Counter
            ---

            ```swift example=kept-counter include=Counter.swift
            ```

            ```checkpoint
            tap "Add"
            see "Add"
            ```
            """,
            "lessons/Counter.swift": counter(step: 2),
            "lessons/other.md": "---\nid: other\ntitle: Other\n---\n\nNothing runs here.\n",
        ])
        let cache = CourseFixture.sharedCache
        try assertBuildEqualsOneWithoutCache(course, cache: cache)
        XCTAssertTrue(try course.page("lessons/counter.html").contains("Total: 2"))
        try course.write("lessons/Counter.swift", counter(step: 5))
        try assertBuildEqualsOneWithoutCache(course, cache: cache)
        XCTAssertTrue(try course.page("lessons/counter.html").contains("Total: 5"))
    }

    /// The page key hashes a transcript's and an example result's fields one by one; a field added
    /// to either must be added to the key too, or a page could show a stale value.
    func testThePageKeyHashesEveryFieldOfWhatItShows() {
        let location = SourceLocation(file: "content/lessons/a.md", line: 3)
        let check = CheckResult(text: "see", location: location, passed: true, expected: "x", observed: "x", observationName: nil)
        let step = TranscriptStep(action: "tap", location: location, screen: nil, bodyEvaluations: nil, error: nil, checks: [check])
        let transcript = CheckpointTranscript(
            exampleName: "a", checkpoint: Checkpoint(steps: [], location: location), location: location, initialScreen: nil,
            initialBodyEvaluations: nil, initialChecks: [check], steps: [step], error: nil)
        let file = ExampleFileResult(name: nil, location: location, displayedCode: "", source: "")
        let result = ExampleResult(name: "a", location: location, displayedCode: "", initialScreen: nil, compiled: true, hostedRoot: "A")
        func labels(_ value: Any) -> [String] { Mirror(reflecting: value).children.compactMap(\.label) }
        XCTAssertEqual(labels(check), ["text", "location", "passed", "expected", "observed", "observationName"])
        XCTAssertEqual(labels(step), ["action", "location", "screen", "bodyEvaluations", "error", "checks"])
        XCTAssertEqual(
            labels(transcript),
            ["exampleName", "checkpoint", "location", "initialScreen", "initialBodyEvaluations", "initialChecks", "steps", "error"])
        XCTAssertEqual(labels(file), ["name", "location", "displayedCode", "source"])
        XCTAssertEqual(
            labels(result),
            [
                "name", "location", "displayedCode", "initialScreen", "compiled", "hostedRoot", "compiledFile", "declaredViews", "files",
                "resources", "alsoShown",
            ])
        XCTAssertEqual(labels(ExampleResource(name: "a", path: "b")), ["name", "path"])

        // And a changed observation changes the key.
        var before = SHA256()
        _ = PageReuse.add(result, to: &before)
        var changed = result
        changed.initialScreen = ScreenNode(role: .text, label: "Total: 2")
        var after = SHA256()
        _ = PageReuse.add(changed, to: &after)
        XCTAssertNotEqual(before.hexDigest(), after.hexDigest())
        var drifted = transcript
        drifted.steps[0].checks[0].observed = "y"
        var first = SHA256()
        var second = SHA256()
        PageReuse.add(transcript, to: &first)
        PageReuse.add(drifted, to: &second)
        XCTAssertNotEqual(first.hexDigest(), second.hexDigest())
    }

    func testTheDigestEncoderTellsTreesApartAndIgnoresDictionaryOrder() {
        func digest(_ value: some Encodable) -> String {
            var hasher = SHA256()
            DigestEncoder.add(value, to: &hasher)
            return hasher.hexDigest()
        }
        XCTAssertNotEqual(digest([["a"], ["b"]]), digest([["a", "b"]]))
        XCTAssertNotEqual(digest([[["a"]], [["b"]]]), digest([[["a"], ["b"]]]))
        XCTAssertNotEqual(digest(["a": "b"]), digest(["a": "c"]))
        var forwards: [String: String] = [:]
        var backwards: [String: String] = [:]
        let keys = (0..<50).map { "key \($0)" }
        for key in keys { forwards[key] = key + " value" }
        for key in keys.reversed() { backwards[key] = key + " value" }
        XCTAssertEqual(digest(forwards), digest(backwards))
        let screen = ScreenNode(role: .text, label: "Total: 2")
        var other = screen
        other.label = "Total: 3"
        XCTAssertNotEqual(digest(screen), digest(other))
        XCTAssertEqual(digest(screen), digest(ScreenNode(role: .text, label: "Total: 2")))
    }
}
