import CourseContent
import Diagnostics
import Foundation
import Mustache

/// Renders every page of a loaded, verified course into a folder.
struct SiteWriter {
    let course: Course
    let templates: TemplateLibrary
    let lessons: VerifiedLessons
    let templateFiles: TemplateFiles
    let destination: URL
    /// `destination.path`, joined with each page's path by hand (faster than a `URL` per file).
    var destinationPath: String { destination.path }
    /// Where pages are kept between builds (`PageReuse`); nil renders every page.
    var pageCache: URL? = nil

    struct Result {
        var pages = 0
        var diagnostics: [Diagnostic] = []
    }

    func writeSite() -> Result {
        var result = Result()
        var contexts = PageContexts(course: course)
        contexts.checkpointCount = lessons.transcriptCount

        // Every page has a file of its own; two pages must never claim one (the later would
        // silently replace the earlier).
        let pages = course.pages
        // A course without reference cards has no reference index (and no header link to one).
        let referenceIndex = course.referenceCards.isEmpty ? [] : [SitePaths.referenceIndex]
        let paths = pages.map(SitePaths.path(of:)) + [SitePaths.index] + referenceIndex + [SitePaths.notFound, PrintEdition.path]
        var owners: Set<String> = []
        for path in paths where !owners.insert(path).inserted {
            result.diagnostics.append(.error("two pages would both be written to \(path); give one of them another id"))
        }
        if result.diagnostics.hasErrors { return result }
        do {
            // A `URL` per page (thousands of them) costs more than the folders: take each path's folder as text.
            let folders = Set(paths.map { path in path.utf8.lastIndex(of: UInt8(ascii: "/")).map { String(path[..<$0]) } ?? "" })
            for folder in folders {
                try FileManager.default.createDirectory(
                    at: folder.isEmpty ? destination : destination.appendingPathComponent(folder), withIntermediateDirectories: true)
            }
        } catch {
            result.diagnostics.append(.error("could not write the site to \(destination.path): \(plainFileError(error))"))
            return result
        }

        // Pages are independent once the course is verified: render them on every core, and write
        // each as soon as it is rendered so memory holds a few pages, not the whole site.
        let downloads = ProjectDownloads(course: course, lessons: lessons)
        // Every page sits one folder deep, so one table of titles serves them all.
        let pageTitles = PageBodyRenderer.pageTitles(of: course, root: "../")
        result.diagnostics += downloads.diagnostics
        let lock = NSLock()
        let pageContexts = contexts
        var collected: [[Diagnostic]] = Array(repeating: [], count: pages.count)
        // Each page's share of the search index is made with the page, on the same core.
        let search = SearchIndex()
        let searchFolder = SearchIndex.folder(in: destination)
        do {
            try FileManager.default.createDirectory(at: searchFolder, withIntermediateDirectories: true)
        } catch {
            result.diagnostics.append(.error("could not write the site to \(destination.path): \(plainFileError(error))"))
            return result
        }
        var searchPostings: [SearchIndex.PagePostings] = Array(repeating: .init(), count: pages.count)
        let printEdition = PrintEdition(course: course, lessons: lessons, downloads: downloads, pageTitles: pageTitles)
        var printSections: [PrintEdition.Section?] = Array(repeating: nil, count: pages.count)
        let reuse = PageReuse(
            cacheDirectory: pageCache, course: course, templateFiles: templateFiles, lessons: lessons, downloads: downloads)
        DispatchQueue.concurrentPerform(iterations: pages.count) { index in
            // A page kept from an earlier build is written as it was, its markdown never parsed.
            let reuseKey = reuse?.key(for: pages[index], number: index)
            if let reuseKey, let kept = reuse?.outputs(for: reuseKey) {
                var diagnostics: [Diagnostic] = []
                let section = reuse!.write(kept, page: pages[index], path: paths[index], number: index, site: destination, &diagnostics)
                lock.lock()
                printSections[index] = section
                collected[index] = diagnostics
                searchPostings[index] = kept.postings
                lock.unlock()
                return
            }
            // One parse of the page's markdown serves its body, its search text and its print section.
            pages[index].document.keepingParsed {
                let page = pages[index]
                var diagnostics: [Diagnostic] = []
                let oneFolderDeep = SitePaths.root(from: paths[index]) == "../"
                let rendered = PageBodyRenderer(
                    course: course, lessons: lessons, page: page, downloads: downloads,
                    pageTitles: oneFolderDeep ? pageTitles : nil
                ).renderBody(&diagnostics)
                let body = rendered.html
                let html = renderUTF8(
                    template: page.kind == .lesson ? "lesson" : "card",
                    context: pageContexts.page(page, path: paths[index], body: body), &diagnostics)
                if !diagnostics.hasErrors { write(html, to: paths[index], &diagnostics) }
                let searchDocument = SearchDocuments.document(for: page, course: course, lessons: lessons)
                do {
                    try search.writePage(searchDocument, number: index, to: searchFolder)
                } catch {
                    diagnostics.append(.error("could not write the search index: \(plainFileError(error))"))
                }
                let postings = SearchIndex.postings(of: searchDocument)
                // The print edition shows the same body, with its knowledge checks drawn its own way.
                let printSection = printEdition.section(for: page, pageBody: oneFolderDeep ? rendered : nil)
                if let reuseKey, diagnostics.isEmpty {
                    reuse?.keep(
                        html: html, page: page, number: index, section: printSection, postings: postings, site: destination, for: reuseKey)
                }
                lock.lock()
                printSections[index] = printSection
                collected[index] = diagnostics
                searchPostings[index] = postings
                lock.unlock()
            }
        }
        result.diagnostics += collected.flatMap { $0 }
        reuse?.forgetUnused()
        var indexPages: [(String, String, MustacheValue)] = [
            (SitePaths.index, "index", contexts.index()),
            (SitePaths.notFound, "404", contexts.notFound()),
        ]
        if !referenceIndex.isEmpty {
            indexPages.insert((SitePaths.referenceIndex, "reference-index", contexts.referenceIndex(path: SitePaths.referenceIndex)), at: 1)
        }
        for (path, template, context) in indexPages {
            let html = render(template: template, context: context, &result.diagnostics)
            write(html, to: path, &result.diagnostics)
        }
        if result.diagnostics.hasErrors { return result }

        // The print edition (every page's section in the contents' order, then the answers) is
        // written on a thread of its own while the search index is merged and written on every
        // core. (Inside another `concurrentPerform`, the index's own would get a single thread.)
        let printEditionWritten = DispatchGroup()
        let printDiagnostics = LockedDiagnostics()
        let sections = printSections.compactMap { $0 }
        let printContexts = contexts
        DispatchQueue.global().async(group: printEditionWritten) {
            var diagnostics: [Diagnostic] = []
            writePrintEdition(sections, pages: pages, contexts: printContexts, &diagnostics)
            printDiagnostics.set(diagnostics)
        }
        var indexFailure: Error?
        do { try search.writeIndex(searchPostings, to: searchFolder) } catch { indexFailure = error }
        printEditionWritten.wait()
        result.diagnostics += printDiagnostics.value
        if result.diagnostics.hasErrors { return result }

        do {
            if let indexFailure { throw indexFailure }
            try copyAssets()
            try downloads.write(to: destination)
            try BundleImages.write(lessons.report?.examples ?? [], to: destination)
            result.pages = paths.count
        } catch let diagnostic as Diagnostic {
            result.diagnostics.append(diagnostic)
        } catch {
            result.diagnostics.append(.error("could not write the site to \(destination.path): \(plainFileError(error))"))
        }
        return result
    }

    /// `print.html`: rendered around a mark, and the sections written where the mark came out, so
    /// the whole course is never joined into one string (nor copied through the templates).
    private func writePrintEdition(
        _ sections: [PrintEdition.Section], pages: [Page], contexts: PageContexts, _ diagnostics: inout [Diagnostic]
    ) {
        let hasAnswers = sections.contains { !$0.answers.isEmpty }
        let marked = render(
            template: "print", context: contexts.printEdition(body: PrintEdition.bodyMark, pages: pages, hasAnswers: hasAnswers),
            &diagnostics)
        if diagnostics.hasErrors { return }
        let around = marked.components(separatedBy: PrintEdition.bodyMark)
        guard around.count == 2 else {
            // Templates that show the body twice, or not at all: render it in full.
            let html = render(
                template: "print",
                context: contexts.printEdition(body: PrintEdition.body(sections), pages: pages, hasAnswers: hasAnswers), &diagnostics)
            write(html, to: PrintEdition.path, &diagnostics)
            return
        }
        do {
            try StagedFile.write(
                pieces: [Array(around[0].utf8)] + PrintEdition.bodyPieces(sections) + [Array(around[1].utf8)],
                to: destination.appendingPathComponent(PrintEdition.path))
        } catch {
            diagnostics.append(.error("could not write \(PrintEdition.path): \(plainFileError(error))"))
        }
    }

    private func write(_ html: String, to path: String, _ diagnostics: inout [Diagnostic]) {
        do {
            try StagedFile.write(html, atPath: destinationPath + "/" + path)
        } catch {
            diagnostics.append(.error("could not write \(path): \(plainFileError(error))"))
        }
    }

    private func write(_ html: [UInt8], to path: String, _ diagnostics: inout [Diagnostic]) {
        do {
            try StagedFile.write(html, atPath: destinationPath + "/" + path)
        } catch {
            diagnostics.append(.error("could not write \(path): \(plainFileError(error))"))
        }
    }

    /// `render(template:context:_:)` as the bytes written to the page's file.
    private func renderUTF8(template name: String, context: MustacheValue, _ diagnostics: inout [Diagnostic]) -> [UInt8] {
        do {
            // The page template's output goes into the layout as bytes.
            let body = try templates.renderUTF8(templateNamed: name, context: context)
            guard case .object(var layoutContext) = context else { return body }
            layoutContext["body"] = .utf8(body)
            return try templates.renderUTF8(templateNamed: "layout", context: .object(layoutContext))
        } catch {
            diagnostics.append(Diagnostic(error))
            return []
        }
    }

    /// Renders a page template, then the layout around it.
    private func render(template name: String, context: MustacheValue, _ diagnostics: inout [Diagnostic]) -> String {
        do {
            let body = try templates.render(templateNamed: name, context: context)
            guard case .object(var layoutContext) = context else { return body }
            layoutContext["body"] = .string(body)
            return try templates.render(templateNamed: "layout", context: .object(layoutContext))
        } catch {
            diagnostics.append(Diagnostic(error))
            return ""
        }
    }

    /// `assets/`: the built-in assets with the course's own laid over them, copied as they are.
    private func copyAssets() throws {
        let target = destination.appendingPathComponent(SitePaths.assets)
        for asset in templateFiles.assets {
            let to = target.appendingPathComponent(asset.path)
            try FileManager.default.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
            try asset.contents.write(to: to)
        }
    }
}

extension SiteBuilder {
    /// Stage 4: every page, the indexes and the assets, written into the staging folder.
    func render(_ inputs: SiteInputs, _ lessons: VerifiedLessons, into staging: URL, _ report: inout BuildReport) {
        let writer = SiteWriter(
            course: inputs.course, templates: inputs.templates, lessons: lessons,
            templateFiles: inputs.templateFiles, destination: staging,
            pageCache: options.lessons.useCache ? options.cacheDirectory : nil)
        let highlights = HighlightStore(cacheDirectory: options.lessons.useCache ? options.cacheDirectory : nil)
        HighlightStore.current = highlights
        defer { HighlightStore.current = nil }
        let written = writer.writeSite()
        highlights.save()
        report.diagnostics += written.diagnostics
        report.pagesWritten = written.pages
    }
}

/// Diagnostics handed from the thread that wrote them to the one that waited for it.
private final class LockedDiagnostics: @unchecked Sendable {
    private let lock = NSLock()
    private var diagnostics: [Diagnostic] = []

    func set(_ diagnostics: [Diagnostic]) {
        lock.lock()
        self.diagnostics = diagnostics
        lock.unlock()
    }

    var value: [Diagnostic] {
        lock.lock()
        defer { lock.unlock() }
        return diagnostics
    }
}
