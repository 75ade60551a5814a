import CourseContent
import Diagnostics
import Foundation
import LessonEngine
import LessonProtocol

/// Hands every runnable example and checkpoint of a course to the lesson engine. One verifier
/// lives as long as its `SiteBuilder`, so `serve`'s rebuilds and `--update`'s second pass reuse the
/// engine (and the compiler it has already found and asked for its version).
final class LessonVerifier: @unchecked Sendable {
    let options: BuildOptions
    private var engine: LessonEngine?

    init(options: BuildOptions) {
        self.options = options
    }

    func verify(_ course: Course) -> VerifiedLessons {
        var examples: [ExampleBlock] = []
        var checkpoints: [CheckpointBlock] = []
        var problems: [Diagnostic] = []
        // What each page holds is found on every core (a course of thousands of pages spends
        // noticeable time here), then taken in course order so reports stay stable.
        let pages = course.pages
        var found = [(blocks: [LessonBlock], problems: [Diagnostic], fixtures: [NetworkFixture], files: PageFiles)?](
            repeating: nil, count: pages.count)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: pages.count) { index in
            let page = pages[index]
            let (blocks, blockProblems) = page.lessonBlocks()
            var pageProblems = blockProblems
            let fixtures = networkFixtures(of: page, problems: &pageProblems)
            let files = PageFiles(page: page, contentDirectory: course.contentDirectory)
            lock.lock()
            found[index] = (blocks, pageProblems, fixtures, files)
            lock.unlock()
        }
        for case (let blocks, let pageProblems, let fixtures, let files)? in found {
            problems += pageProblems
            problems += files.problems
            for block in blocks {
                switch block.kind {
                case .example(let name):
                    var example = ExampleBlock(
                        name: name, code: block.code, location: block.location, lineColumns: block.lineColumns, fixtures: fixtures)
                    if !files.complete(&example, from: block, problems: &problems) { continue }
                    examples.append(example)
                case .variant(let name, let base):
                    var example = ExampleBlock(
                        name: name, language: "diff", base: base, code: block.code,
                        location: block.location, lineColumns: block.lineColumns, fixtures: fixtures)
                    if !files.complete(&example, from: block, problems: &problems) { continue }
                    examples.append(example)
                case .checkpoint(let exampleName):
                    checkpoints.append(
                        CheckpointBlock(
                            exampleName: exampleName, code: block.code, location: block.location,
                            lineColumns: block.lineColumns, conditions: block.conditions, fenceLocation: block.fenceLocation))
                }
            }
        }
        guard !(examples.isEmpty && checkpoints.isEmpty) else {
            return VerifiedLessons(report: nil, problems: problems)
        }
        let report = engine(locale: course.locale, timeZone: course.timeZone).verify(examples: examples, checkpoints: checkpoints)
        return VerifiedLessons(report: report, problems: problems)
    }

    /// The page's `fixtures:` with their body files read, for every example on the page; a fixture
    /// that cannot be read is reported at its line and left out.
    private func networkFixtures(of page: Page, problems: inout [Diagnostic]) -> [NetworkFixture] {
        guard !page.fixtures.isEmpty else { return [] }
        let (resolved, fixtureProblems) = page.resolvedFixtures(in: options.contentDirectory)
        problems += fixtureProblems
        return resolved.map {
            NetworkFixture(
                method: $0.method, url: $0.url, status: $0.status, headers: $0.headers, body: $0.body,
                echoesRequestBody: $0.echo, delay: $0.delay)
        }
    }

    /// The engine for the course's locale and time zone; a new one only when either changes.
    private func engine(locale: String, timeZone: String) -> LessonEngine {
        if let engine, engine.configuration.locale == locale, engine.configuration.timeZone == timeZone { return engine }
        let configuration = EngineConfiguration(
            cacheDirectory: options.cacheDirectory.path, locale: locale, timeZone: timeZone,
            options: options.lessons)
        let created = LessonEngine(configuration)
        engine = created
        return created
    }
}
