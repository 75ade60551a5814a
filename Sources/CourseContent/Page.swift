import Diagnostics
import Foundation

/// One lesson or reference card: its front matter, read and checked, and its parsed body.
public struct Page: Sendable {
    public enum Kind: String, Sendable {
        /// `content/lessons/*.md`
        case lesson
        /// `content/reference/*.md`
        case referenceCard

        var displayName: String { self == .lesson ? "lesson" : "reference card" }
    }

    /// Every key front matter may have; anything else is reported with a suggestion.
    /// The longest id: it becomes a file name (`ID.html`), and file systems cap those at 255 bytes.
    public static let maximumIDLength = 200

    public static let knownKeys =
        ["id", "title", "summary", "availability", "platforms", "docs", "aliases", "project"] + fixtureKeys + resourceKeys
    /// Ids whose output file the site itself uses (`index.html`, `404.html`).
    public static let reservedIDs: Set<String> = ["index", "404"]

    public var kind: Kind {
        _read { yield box.fields.kind }
        _modify { yield &unique().fields.kind }
    }
    /// A slug; names the output file (`state-values.html`).
    public var id: String {
        _read { yield box.fields.id }
        _modify { yield &unique().fields.id }
    }
    public var idLocation: SourceLocation {
        _read { yield box.fields.idLocation }
        _modify { yield &unique().fields.idLocation }
    }
    /// Plain text exactly as written. Never HTML: templates escape it.
    public var title: String {
        _read { yield box.fields.title }
        _modify { yield &unique().fields.title }
    }
    public var summary: String? {
        _read { yield box.fields.summary }
        _modify { yield &unique().fields.summary }
    }
    public var availability: String? {
        _read { yield box.fields.availability }
        _modify { yield &unique().fields.availability }
    }
    public var platforms: [String] {
        _read { yield box.fields.platforms }
        _modify { yield &unique().fields.platforms }
    }
    /// An http(s) URL.
    public var docs: String? {
        _read { yield box.fields.docs }
        _modify { yield &unique().fields.docs }
    }
    /// Other words readers search by ("useState").
    public var aliases: [String] {
        _read { yield box.fields.aliases }
        _modify { yield &unique().fields.aliases }
    }
    /// The name of the Xcode project readers download (`project: TicketCounter`): the lesson's
    /// complete `ContentView` example, packaged as `<Name>.xcodeproj`. A Swift type name.
    public var project: String? {
        _read { yield box.fields.project }
        _modify { yield &unique().fields.project }
    }
    public var projectLocation: SourceLocation? {
        _read { yield box.fields.projectLocation }
        _modify { yield &unique().fields.projectLocation }
    }
    /// The network fixtures the lesson's requests are answered with (`fixtures:`, FixturesField.swift).
    public var fixtures: [FixtureDeclaration] {
        _read { yield box.fields.fixtures }
        _modify { yield &unique().fields.fixtures }
    }
    /// The files the lesson's app bundles (`resources:`), as written, relative to the page (ResourcesField.swift).
    public var resources: [YAMLScalar] {
        _read { yield box.fields.resources }
        _modify { yield &unique().fields.resources }
    }
    /// The path as diagnostics show it, e.g. `content/lessons/state-values.md`.
    public var sourcePath: String {
        _read { yield box.fields.sourcePath }
        _modify { yield &unique().fields.sourcePath }
    }
    /// The path inside the content directory, e.g. `lessons/state-values.md`; links resolve against it.
    public var contentPath: String {
        _read { yield box.fields.contentPath }
        _modify { yield &unique().fields.contentPath }
    }
    public var document: MarkdownDocument {
        _read { yield box.fields.document }
        _modify { yield &unique().fields.document }
    }
    /// The whole file, front matter included (the update path rewrites it).
    public var source: String {
        _read { yield box.fields.source }
        _modify { yield &unique().fields.source }
    }
    public var frontMatter: YAMLValue {
        _read { yield box.fields.frontMatter }
        _modify { yield &unique().fields.frontMatter }
    }

    /// The fields, in one object shared by every copy of the page until one of them changes (each
    /// change then copies it first). A page is read on every core and passed around a great deal;
    /// copying it field by field retained some twenty references each time. The accessors yield
    /// the fields in place, so reading `page.document.headings` copies no document.
    private var box: Box

    /// What a page holds; see the properties of the same names.
    struct Fields {
        var kind: Kind
        var id: String
        var idLocation: SourceLocation
        var title: String
        var summary: String?
        var availability: String?
        var platforms: [String]
        var docs: String?
        var aliases: [String]
        var project: String? = nil
        var projectLocation: SourceLocation? = nil
        var fixtures: [FixtureDeclaration] = []
        var resources: [YAMLScalar] = []
        var sourcePath: String
        var contentPath: String
        var document: MarkdownDocument
        var source: String
        var frontMatter: YAMLValue
    }

    private final class Box: @unchecked Sendable {
        var fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    init(_ fields: Fields) {
        box = Box(fields)
    }

    /// The box, copied first when another page shares it.
    private mutating func unique() -> Box {
        if !isKnownUniquelyReferenced(&box) { box = Box(box.fields) }
        return box
    }

    /// The summary for tables of contents: the front matter's, else the first paragraph.
    public var summaryText: String? { summary ?? document.firstParagraphText }

    /// Parses and checks one page.
    /// - Parameters:
    ///   - sourcePath: the path diagnostics show.
    ///   - contentPath: the path inside the content directory; defaults to `sourcePath`.
    /// - Throws: `DiagnosticsError` listing every problem found in the page.
    public static func parse(source: String, sourcePath: String, kind: Kind, contentPath: String? = nil) throws -> Page {
        let parsed = try parseRecovering(source: source, sourcePath: sourcePath, kind: kind, contentPath: contentPath)
        guard parsed.problems.isEmpty else { throw DiagnosticsError(parsed.problems) }
        return parsed.page
    }

    /// Like `parse`, but a page whose only problems leave its meaning clear — an unknown key, or a
    /// value with an unquoted `: ` read as if quoted — is still returned, with those problems, so
    /// the build reports them and runs the page's checkpoints in the same run. Throws for the rest.
    static func parseRecovering(
        source: String, sourcePath: String, kind: Kind,
        contentPath: String? = nil
    ) throws -> (page: Page, problems: [Diagnostic]) {
        let split = try FrontMatter.split(source, file: sourcePath)
        let fileStart = SourceLocation(file: sourcePath, line: 1, column: 1)
        guard split.yaml != nil else {
            throw DiagnosticsError([
                .error(
                    "page has no front matter; start the file with a '---' line, then 'id:' and 'title:', then '---'",
                    at: fileStart)
            ])
        }
        let (frontMatter, yamlProblems) = try split.parseMappingRecoveringColons()
        var reader = FieldReader(frontMatter, keyDescription: "front-matter key", start: fileStart)
        reader.rejectUnknownKeys(known: knownKeys)
        // Problems that leave every known field readable: the page still loads and runs.
        let recoverable = yamlProblems + reader.diagnostics
        reader.diagnostics = []

        let idScalar = reader.string("id", required: true)
        if let idScalar, !isSlug(idScalar.value) {
            reader.diagnostics.append(notASlugError(idScalar, what: "id"))
        } else if let idScalar, reservedIDs.contains(idScalar.value) {
            reader.diagnostics.append(
                .error(
                    "id '\(idScalar.value)' is reserved: the site's \(idScalar.value).html page uses it", at: idScalar.location))
        } else if let idScalar, idScalar.value.utf8.count > maximumIDLength {
            reader.diagnostics.append(
                .error(
                    "this id is \(idScalar.value.utf8.count) characters long; keep it to \(maximumIDLength) or fewer: it names the page's file (\(idScalar.value.prefix(12))….html), and file names hold at most 255 bytes",
                    at: idScalar.location))
        }
        let title = reader.string("title", required: true)
        let summary = reader.string("summary")
        let availability = reader.string("availability")
        let platforms = reader.stringList("platforms", allowSingle: true) ?? []
        let aliases = reader.stringList("aliases", allowSingle: true) ?? []
        let docs = reader.string("docs")
        let project = reader.string("project")
        let fixtures = reader.fixtures()
        let resources = reader.resources()
        if let project, !isProjectName(project.value) {
            reader.diagnostics.append(
                .error(
                    "'project' names an Xcode project and its App type: use letters and digits, starting with a letter (like TicketCounter); found '\(project.value)'",
                    at: project.location))
        }
        if let docs, !isWebURL(docs.value) {
            reader.diagnostics.append(.error("'docs' must be an http or https URL, found '\(docs.value)'", at: docs.location))
        }

        var diagnostics = reader.diagnostics
        var document: MarkdownDocument?
        do {
            document = try MarkdownDocument(parsing: split.body, file: sourcePath, firstLine: split.bodyFirstLine)
        } catch let error as DiagnosticsError {
            diagnostics += error.diagnostics
        }

        guard diagnostics.isEmpty, let idScalar, let title, let document else {
            throw DiagnosticsError(recoverable + diagnostics)
        }
        var page = Page(
            Fields(
                kind: kind, id: idScalar.value, idLocation: idScalar.location, title: title.value,
                summary: summary?.value, availability: availability?.value,
                // `platforms: iOS, iPadOS` reads naturally as a list too.
                platforms: platforms.flatMap {
                    $0.isPlain ? $0.value.split(separator: ",").map { String($0).trimmingWhitespace() } : [$0.value]
                }
                .filter { !$0.isEmpty },
                docs: docs?.value, aliases: aliases.map(\.value),
                sourcePath: sourcePath, contentPath: contentPath ?? sourcePath,
                document: document, source: source, frontMatter: frontMatter))
        page.project = project?.value
        page.projectLocation = project?.location
        page.fixtures = fixtures
        page.resources = resources
        return (page, recoverable)
    }

    /// `TicketCounter`: becomes a folder, a target and `TicketCounterApp`, so letters and digits only.
    static func isProjectName(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, text.count <= 64 else { return false }
        let letters = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        let digits = CharacterSet(charactersIn: "0123456789")
        return letters.contains(first) && text.unicodeScalars.allSatisfy { letters.contains($0) || digits.contains($0) }
    }

    /// The id a broken page declares, when its front matter is readable at all. Used so a page with
    /// another error does not also make the manifest's entry for it look like a missing page.
    static func declaredID(in source: String, sourcePath: String) -> String? {
        guard let split = try? FrontMatter.split(source, file: sourcePath) else { return nil }
        if let mapping = try? split.parseMappingRecoveringColons().mapping { return mapping["id"]?.string }
        // YAML that does not parse at all still usually has a plain `id: slug` line.
        for line in (split.yaml ?? "").split(separator: "\n") where line.hasPrefix("id:") {
            let value = line.dropFirst(3).trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\"'"))
            return isSlug(value) ? value : nil
        }
        return nil
    }

    static func isWebURL(_ text: String) -> Bool {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
        else { return false }
        return !text.contains { $0.isWhitespace }
    }
}
