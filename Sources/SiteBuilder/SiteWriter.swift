import CourseContent
import Diagnostics
import Foundation
import Mustache

/// Renders every page of a loaded, verified course into a folder.
struct SiteWriter {
    static let requiredTemplates = ["layout", "index", "lesson", "card", "reference-index", "404"]

    let course: Course
    let templates: TemplateLibrary
    let lessons: VerifiedLessons
    /// Pages that could not be read (already reported): links to them are not reported again.
    let failedPages: Set<String>
    let templatesDirectory: URL
    let destination: URL

    struct Result {
        var pages = 0
        var diagnostics: [Diagnostic] = []
    }

    func writeSite() -> Result {
        var result = Result()
        var pageContexts = PageContexts(course: course)
        pageContexts.checkpointCount = lessons.transcriptCount

        // Pages are independent once the course is verified: render them on every core.
        let pages = course.pages
        var rendered = [(path: String, html: String, diagnostics: [Diagnostic])?](repeating: nil, count: pages.count)
        let lock = NSLock()
        let contexts = pageContexts
        DispatchQueue.concurrentPerform(iterations: pages.count) { index in
            let page = pages[index]
            let path = SitePaths.path(of: page)
            var diagnostics: [Diagnostic] = []
            let body = PageBodyRenderer(course: course, lessons: lessons, page: page, failedPages: failedPages).render(&diagnostics)
            let html = render(template: page.kind == .lesson ? "lesson" : "card",
                              context: contexts.page(page, path: path, body: body), &diagnostics)
            lock.lock(); rendered[index] = (path, html, diagnostics); lock.unlock()
        }
        var files: [(String, String)] = []
        for case let page? in rendered {
            result.diagnostics += page.diagnostics
            files.append((page.path, page.html))
        }
        files.append((SitePaths.index, render(template: "index", context: contexts.index(), &result.diagnostics)))
        files.append((SitePaths.referenceIndex,
                      render(template: "reference-index", context: contexts.referenceIndex(path: SitePaths.referenceIndex), &result.diagnostics)))
        files.append((SitePaths.notFound, render(template: "404", context: contexts.notFound(), &result.diagnostics)))
        // Two pages must never claim one file (the later would silently replace the earlier).
        var owners: Set<String> = []
        for (path, _) in files where !owners.insert(path).inserted {
            result.diagnostics.append(.error("two pages would both be written to \(path); give one of them another id"))
        }
        if result.diagnostics.hasErrors { return result }

        do {
            for (path, html) in files {
                let url = destination.appendingPathComponent(path)
                try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(html.utf8).write(to: url)
            }
            try copyAssets()
            result.pages = files.count
        } catch let diagnostic as Diagnostic {
            result.diagnostics.append(diagnostic)
        } catch {
            result.diagnostics.append(.error("could not write the site: \(error.localizedDescription)"))
        }
        return result
    }

    /// Renders a page template, then the layout around it.
    private func render(template name: String, context: MustacheValue, _ diagnostics: inout [Diagnostic]) -> String {
        do {
            let body = try templates.render(templateNamed: name, context: context)
            guard case .object(var layoutContext) = context else { return body }
            layoutContext["body"] = .string(body)
            return try templates.render(templateNamed: "layout", context: .object(layoutContext))
        } catch {
            diagnostics.append(Diagnostic(.error, at: SourceLocation(file: error.file, line: error.line, column: error.column), error.message))
            return ""
        }
    }

    /// `templates/assets/` is copied as it is. A symlink is published as the file it points to, and
    /// only when that file is inside `templates/`: a link to `/etc/passwd` must never become part
    /// of a site someone uploads.
    private func copyAssets() throws {
        let fm = FileManager.default
        let source = templatesDirectory.appendingPathComponent(SitePaths.assets)
        guard fm.fileExists(atPath: source.path) else { return }
        let templatesRoot = templatesDirectory.resolvingSymlinksInPath().path + "/"
        let target = destination.appendingPathComponent(SitePaths.assets)
        try fm.createDirectory(at: target, withIntermediateDirectories: true)
        guard let entries = fm.enumerator(atPath: source.path) else { return }
        for case let relative as String in entries {
            let from = source.appendingPathComponent(relative)
            let resolved = from.resolvingSymlinksInPath()
            guard resolved.path.hasPrefix(templatesRoot) else {
                throw Diagnostic.error("\(SitePaths.assets)/\(relative) links outside the templates folder (to \(resolved.path)); copy the file in instead")
            }
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: resolved.path, isDirectory: &isDirectory) else { continue }
            let to = target.appendingPathComponent(relative)
            if isDirectory.boolValue {
                try fm.createDirectory(at: to, withIntermediateDirectories: true)
            } else {
                try fm.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
                try fm.copyItem(at: resolved, to: to)
            }
        }
    }
}
