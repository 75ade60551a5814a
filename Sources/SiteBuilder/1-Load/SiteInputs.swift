import CourseContent
import Diagnostics
import Foundation
import Mustache

/// What a build starts from: the course and the templates that draw it.
struct SiteInputs {
    var course: Course
    let templates: TemplateLibrary
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
        return SiteInputs(course: course, templates: templates, contentIsValid: !loaded.diagnostics.hasErrors)
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
}
