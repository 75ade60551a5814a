import Diagnostics
import Foundation

/// A site's templates, loaded together so they can include each other as partials by name.
///
/// ```swift
/// let library = try TemplateLibrary(directory: URL(fileURLWithPath: "templates"))
/// let page = try library.render(templateNamed: "lesson", context: lessonContext)
/// ```
public struct TemplateLibrary: PartialProvider, Sendable {
    private let templates: [String: Template]
    /// How errors that concern the library as a whole name it.
    private let origin: String

    /// Loads every `*.mustache` file directly inside `directory`, named by its file name
    /// without the extension (`lesson.mustache` is `lesson`, included as `{{> lesson}}`).
    ///
    /// A file that is a symlink resolving outside `directory` is refused with a ``TemplateError``.
    /// Throws the file system's error when the directory or a file cannot be read, and a
    /// ``TemplateError`` for the first template, in name order, that fails to parse or names a
    /// partial the library does not have. Checking partials here, rather than when a page
    /// happens to reach the tag, reports a typo even in a rarely rendered branch.
    public init(directory: URL) throws {
        let files = try FileManager.default
            .contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "mustache" }
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
        var templates: [Template] = []
        // A template (partials included) is read only from inside the folder: a symlink to
        // `/etc/passwd` must never be published as a page's header.
        let root = directory.resolvingSymlinksInPath().standardizedFileURL.path + "/"
        for url in files {
            let resolved = url.resolvingSymlinksInPath().standardizedFileURL.path
            guard resolved.hasPrefix(root) else {
                throw TemplateError(
                    file: Self.displayPath(of: url), line: 0, column: 0,
                    message: "links outside the templates folder (to \(resolved)); copy the file in instead")
            }
            let source = try String(contentsOf: url, encoding: .utf8)
            let name = url.deletingPathExtension().lastPathComponent
            templates.append(try Template(source: source, name: name, file: Self.displayPath(of: url)))
        }
        try self.init(templates: templates, origin: Self.displayPath(of: directory))
    }

    /// A library of already parsed templates, keyed by their names; a later template replaces an
    /// earlier one with the same name. Throws when a partial tag names a missing template.
    public init(templates: [Template]) throws(TemplateError) {
        try self.init(templates: templates, origin: "templates")
    }

    private init(templates: [Template], origin: String) throws(TemplateError) {
        var byName: [String: Template] = [:]
        for template in templates { byName[template.name] = template }
        self.templates = byName
        self.origin = origin
        for template in templates.sorted(by: { $0.name < $1.name }) {
            for reference in template.partialReferences where byName[reference.name] == nil {
                throw TemplateError(
                    "unknown partial '\(reference.name)'\(Self.suggestion(for: reference.name, among: byName.keys))",
                    file: template.file, at: reference.position)
            }
        }
    }

    /// The names of the templates, sorted.
    public var templateNames: [String] {
        templates.keys.sorted()
    }

    /// The template with the given name, if the library has one.
    public func template(named name: String) -> Template? {
        templates[name]
    }

    public func partial(named name: String) -> Template? {
        templates[name]
    }

    /// Renders the named template, with the library's templates available as partials.
    public func render(templateNamed name: String, context: MustacheValue) throws(TemplateError) -> String {
        guard let template = templates[name] else {
            throw TemplateError(
                file: origin, line: 0, column: 0,
                message: "no template named '\(name)'\(Self.suggestion(for: name, among: templates.keys))")
        }
        return try template.render(context, partials: self)
    }

    /// `render(templateNamed:context:)` as UTF-8 bytes.
    public func renderUTF8(templateNamed name: String, context: MustacheValue) throws(TemplateError) -> [UInt8] {
        guard let template = templates[name] else {
            throw TemplateError(
                file: origin, line: 0, column: 0,
                message: "no template named '\(name)'\(Self.suggestion(for: name, among: templates.keys))")
        }
        return try template.renderUTF8(context, partials: self)
    }

    /// Names a close match, because a wrong template name is nearly always a small typo.
    private static func suggestion(for name: String, among names: Dictionary<String, Template>.Keys) -> String {
        Suggestions.closest(to: name, in: names.sorted()).map { "; did you mean '\($0)'?" } ?? ""
    }

    /// Paths inside the working directory print relative to it, as compilers print them.
    private static func displayPath(of url: URL) -> String {
        let path = url.standardizedFileURL.path
        let workingDirectory = FileManager.default.currentDirectoryPath
        let prefix = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
