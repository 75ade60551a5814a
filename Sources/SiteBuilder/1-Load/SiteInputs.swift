import CourseContent
import Diagnostics
import Foundation
import Mustache

/// What a build starts from: the course and the templates that draw it.
struct SiteInputs {
    var course: Course
    let templates: TemplateLibrary
    /// The built-in templates with the course's own laid over them; `assets/` is published from here.
    let templateFiles: TemplateFiles
    /// False when a page could not be read: the rest is still checked, but nothing is updated.
    let contentIsValid: Bool
}

extension SiteBuilder {
    /// Stage 1. A page that cannot be read is an error, but the rest of the course is still loaded
    /// and checked — links, lessons — so one run lists every problem.
    func load(_ report: inout BuildReport) -> SiteInputs? {
        let templates = loadTemplates(&report.diagnostics)
        let loaded = Course.loadPartially(contentDirectory: options.contentDirectory, displayRoot: options.displayRoot)
        report.diagnostics += loaded.diagnostics
        guard let course = loaded.course, let templates else { return nil }
        return SiteInputs(
            course: course, templates: templates.library, templateFiles: templates.files,
            contentIsValid: !loaded.diagnostics.hasErrors)
    }

    /// The built-in templates, overridden file by file by the course's `templates/` when it has one.
    private func loadTemplates(_ diagnostics: inout [Diagnostic]) -> (library: TemplateLibrary, files: TemplateFiles)? {
        do {
            let files = try TemplateFiles.builtIn.overlaid(with: options.templatesDirectory)
            if let warning = files.outdatedSearchScript { diagnostics.append(warning) }
            return (try files.library(), files)
        } catch let diagnostic as Diagnostic {
            diagnostics.append(diagnostic)
        } catch let error as TemplateError {
            diagnostics.append(Diagnostic(error))
        } catch {
            diagnostics.append(.error("cannot read templates from \(options.templatesDirectory.path): \(error.localizedDescription)"))
        }
        return nil
    }
}
