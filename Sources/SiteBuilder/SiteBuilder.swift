import CourseContent
import Diagnostics
import Foundation
import LessonEngine
import Mustache

/// `coursegen build`: content and templates in, a complete site out — or, when anything is wrong,
/// every problem listed and the previous site left exactly as it was.
///
/// The stages, in order: load templates and the course (`CourseContent`), verify every lesson's
/// examples and checkpoints (`LessonEngine`), optionally write observed values back (`--update`),
/// render every page into a staging folder, then swap it in (`OutputPublisher`).
public struct SiteBuilder {
    public let options: BuildOptions
    private let verifier: LessonVerifier

    public init(options: BuildOptions) {
        self.options = options
        verifier = LessonVerifier(options: options)
    }

    public func build() -> BuildReport {
        let started = Date()
        let lock = BuildLock(output: options.outputDirectory, cache: options.cacheDirectory, waiting: options.waitingForLock)
        defer { lock.release() }
        var report = run()
        report.seconds = Date().timeIntervalSince(started)
        return report
    }

    private func run() -> BuildReport {
        var report = BuildReport()
        let templates = loadTemplates(&report.diagnostics)
        // A page that cannot be read is an error, but the rest of the course is still checked —
        // links, lessons — so one run lists every problem. Nothing is published or updated then.
        let loaded = Course.loadPartially(contentDirectory: options.contentDirectory, displayRoot: options.displayRoot)
        report.diagnostics += loaded.diagnostics
        guard var course = loaded.course, let templates else { return report }
        let contentIsValid = !loaded.diagnostics.hasErrors

        var lessons = verifier.verify(course)

        if options.update && contentIsValid {
            let edits = lessons.edits + observedLinkEdits(course: course, lessons: lessons)
            if !edits.isEmpty {
                do {
                    report.updatedFiles = try ContentUpdater(displayRoot: options.displayRoot).apply(edits)
                } catch {
                    report.diagnostics.append(.error("could not update content: \(error is Diagnostic ? "\(error)" : plainFileError(error))"))
                    return report
                }
                // Build again from the rewritten files, so the published site shows them;
                // results come from the cache, so nothing is compiled twice.
                let (reloaded, diagnostics) = Course.load(contentDirectory: options.contentDirectory,
                                                          displayRoot: options.displayRoot)
                guard let reloaded else {
                    report.diagnostics += diagnostics
                    return report
                }
                course = reloaded
                lessons = verifier.verify(course)
            }
        }
        report.diagnostics += lessons.diagnostics
        report.examplesCompiled = lessons.statistics.examplesCompiled
        report.lessonRuns = lessons.statistics.processesRun
        report.cachedResults = lessons.statistics.cacheHits
        report.checkpointsVerified = lessons.transcriptCount

        let publisher: OutputPublisher
        do {
            publisher = try OutputPublisher(output: options.outputDirectory,
                                            protecting: [options.contentDirectory, options.templatesDirectory])
        } catch let diagnostic as Diagnostic {
            report.diagnostics.append(diagnostic)
            return report
        } catch {
            report.diagnostics.append(.error("cannot prepare the output folder \(options.outputDirectory.path): \(plainFileError(error))"))
            return report
        }

        let writer = SiteWriter(course: course, templates: templates, lessons: lessons,
                                templatesDirectory: options.templatesDirectory, destination: publisher.staging)
        let written = writer.writeSite()
        report.diagnostics += written.diagnostics
        report.pagesWritten = written.pages

        if report.diagnostics.hasErrors {
            publisher.discard()
            return report
        }
        do {
            try publisher.publish()
        } catch {
            publisher.discard()
            report.diagnostics.append(.error("could not publish the site to \(options.outputDirectory.path): \(plainFileError(error)); the previous site was left as it was"))
        }
        return report
    }

    private func loadTemplates(_ diagnostics: inout [Diagnostic]) -> TemplateLibrary? {
        do {
            let library = try TemplateLibrary(directory: options.templatesDirectory)
            let missing = SiteWriter.requiredTemplates.filter { library.template(named: $0) == nil }
            if !missing.isEmpty {
                diagnostics.append(.error("templates missing from \(options.templatesDirectory.path): "
                    + missing.map { "\($0).mustache" }.joined(separator: ", ")))
                return nil
            }
            return library
        } catch let error as TemplateError {
            diagnostics.append(Diagnostic(error))
        } catch {
            diagnostics.append(.error("cannot read templates from \(options.templatesDirectory.path): \(error.localizedDescription)"))
        }
        return nil
    }

    /// Observed-value links whose text drifted, rewritten by `--update` like expectations are.
    private func observedLinkEdits(course: Course, lessons: VerifiedLessons) -> [SourceEdit] {
        course.pages.flatMap { page in
            page.document.links.compactMap { link in lessons.checkObservedLink(link)?.edit }
        }
    }
}
