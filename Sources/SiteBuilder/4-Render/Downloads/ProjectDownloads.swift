import CourseContent
import Diagnostics
import Foundation
import LessonEngine
import UITestExport

/// The Xcode projects readers download: one per lesson whose front matter names one
/// (`project: TicketCounter`), built from that lesson's verified complete `ContentView` example —
/// the file the checks compiled and ran, never the markdown as written — so a download cannot
/// drift from the page.
///
/// Prose links to it with `[Download the TicketCounter Xcode project](project:TicketCounter)`;
/// the example's caption offers it too.
struct ProjectDownloads {
    static let scheme = "project:"
    static let folder = "downloads"

    struct Project {
        var name: String
        var pageID: String
        /// The example the project is made from.
        var exampleName: String
        var xcode: XcodeProject
        /// `downloads/TicketCounter.zip`, from the site root.
        var path: String { ProjectDownloads.path(for: name) }
    }

    private(set) var projects: [String: Project] = [:]
    private(set) var diagnostics: [Diagnostic] = []

    static func path(for name: String) -> String { "\(folder)/\(name).zip" }

    init(course: Course, lessons: VerifiedLessons) {
        let examples = lessons.report?.examples ?? []
        var owners: [String: String] = [:]
        for page in course.pages {
            guard let name = page.project else { continue }
            let location = page.projectLocation ?? SourceLocation(file: page.sourcePath, line: 1)
            if let other = owners[name.lowercased()] {
                diagnostics.append(
                    .error(
                        "project '\(name)' is already the download of lesson '\(other)'; give this one another name",
                        at: location))
                continue
            }
            owners[name.lowercased()] = page.id
            // The page's complete examples that declare ContentView, in page order.
            let candidates =
                examples
                .filter { $0.location.file == page.sourcePath && $0.compiledFile != nil && $0.declaredViews.contains("ContentView") }
                .sorted { $0.location < $1.location }
            guard let example = candidates.first, let source = example.compiledFile else {
                diagnostics.append(
                    .error(
                        "project '\(name)' needs a complete example on this page that declares `struct ContentView: View` (a ```swift example=NAME block with the whole file)",
                        at: location))
                continue
            }
            guard example.compiled else { continue }  // the engine has already reported why
            // The example's own `@main App`, if it declares one, is the project's entry point.
            let written = page.lessonBlocks().blocks.first { if case .example(example.name) = $0.kind { true } else { false } }
            var xcode: XcodeProject
            if example.files.count > 1 || example.files.first?.name != nil || written?.include != nil {
                // An example of several files (or kept on disk) ships each file under its own name,
                // its `@main` kept.
                xcode = XcodeProject(name: name, sources: example.files.map { ($0.name ?? "ContentView.swift", $0.source) })
                xcode.exampleApp = example.files.lazy.compactMap { AppEntryPoint.declaredApp(in: $0.source) }.first
            } else {
                let file = written.map { AppEntryPoint.restoringMain(in: source, original: $0.code) } ?? source
                xcode = XcodeProject(name: name, contentView: file)
                xcode.exampleApp = AppEntryPoint.declaredApp(in: file)
            }
            xcode.resources = example.resources.filter { !$0.isAssetCatalog }.map {
                ($0.name, FileManager.default.contents(atPath: $0.path) ?? Data())
            }
            xcode.catalogFiles = example.resources.filter(\.isAssetCatalog).flatMap(Self.catalogFiles)
            xcode.lessonTitle = page.title
            // Every checkpoint of the lesson becomes a UI test; those of other examples skip, saying why.
            let checkpoints = (lessons.report?.transcripts ?? []).filter { $0.location.file == page.sourcePath }
                .sorted { $0.location < $1.location }
            if !checkpoints.isEmpty {
                xcode.uiTests = UITestSuite(
                    projectName: name, lessonFile: "content/" + page.contentPath, sourcePath: page.sourcePath,
                    projectExample: example.name, transcripts: checkpoints, locale: course.locale)
            }
            projects[page.id] = Project(name: name, pageID: page.id, exampleName: example.name, xcode: xcode)
        }
    }

    func project(forPage id: String) -> Project? { projects[id] }

    /// Every file of a lesson's asset catalog, by its path inside it, in a fixed order.
    static func catalogFiles(_ catalog: ExampleResource) -> [(path: String, contents: Data)] {
        let fm = FileManager.default
        guard let enumerator = fm.enumerator(atPath: catalog.path) else { return [] }
        var files: [(path: String, contents: Data)] = []
        for case let relative as String in enumerator {
            var isDirectory: ObjCBool = false
            let path = catalog.path + "/" + relative
            guard fm.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                !URL(fileURLWithPath: relative).lastPathComponent.hasPrefix("."),
                let data = fm.contents(atPath: path)
            else { continue }
            files.append((relative, data))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// `project:TicketCounter` → the zip's path from the page, or a located error when no lesson
    /// offers that project.
    func resolve(_ link: Link, root: String) -> (href: String?, diagnostic: Diagnostic?) {
        let name = String(link.destination.dropFirst(Self.scheme.count))
        if projects.values.contains(where: { $0.name == name }) { return (root + Self.path(for: name), nil) }
        var message = "no lesson offers the project '\(name)'; a lesson offers one with `project: \(name)` in its front matter"
        if let guess = Suggestions.closest(to: name, in: projects.values.map(\.name)) { message += "; did you mean '\(guess)'?" }
        return (nil, .error(message, at: link.location))
    }

    /// Writes every zip under `destination/downloads/`.
    func write(to destination: URL) throws {
        guard !projects.isEmpty else { return }
        let folder = destination.appendingPathComponent(Self.folder)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for project in projects.values.sorted(by: { $0.name < $1.name }) {
            try project.xcode.archive().write(to: destination.appendingPathComponent(project.path))
        }
    }
}
