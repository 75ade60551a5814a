import Diagnostics
import Foundation
import Mustache

/// The files that draw a site: the built-in templates compiled into coursegen, with a course's own
/// `templates/` folder laid over them file by file. A course that changes only `site.css` keeps
/// every other default, and a course with no `templates/` folder at all is drawn by the defaults.
struct TemplateFiles {
    struct File {
        let contents: Data
        /// How errors name the file: `templates/lesson.mustache`, or `built-in lesson.mustache`.
        let displayPath: String
    }

    /// Relative path (`lesson.mustache`, `assets/site.css`) → file.
    private(set) var files: [String: File]

    /// The defaults, as `script/embed-templates` wrote them from the checkout's `templates/`.
    static let builtIn = TemplateFiles(
        files: Dictionary(
            uniqueKeysWithValues: BuiltInTemplateFiles.base64.map { entry in
                (entry.path, File(contents: Data(base64Encoded: entry.contents) ?? Data(), displayPath: "built-in \(entry.path)"))
            }))

    /// The top-level `*.mustache` files and everything under `assets/` in `directory` replace the
    /// built-in file of the same path. No folder means no overrides. A file that is a symlink is read
    /// as the file it points to, and only when that is inside the folder: a link to `/etc/passwd` must
    /// never become part of a site someone uploads.
    func overlaid(with directory: URL) throws -> TemplateFiles {
        let fm = FileManager.default
        var isDirectory: ObjCBool = false
        guard fm.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else { return self }
        let root = directory.resolvingSymlinksInPath().standardizedFileURL.path + "/"
        var merged = files
        let topLevel = try fm.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".mustache") }
        let assets = (fm.enumerator(atPath: directory.appendingPathComponent(SitePaths.assets).path)?.allObjects as? [String] ?? [])
            .map { "\(SitePaths.assets)/\($0)" }
        for relative in (topLevel + assets).sorted() {
            let url = directory.appendingPathComponent(relative)
            let resolved = url.resolvingSymlinksInPath().standardizedFileURL
            guard resolved.path.hasPrefix(root) else {
                throw Diagnostic.error("\(relative) links outside the templates folder (to \(resolved.path)); copy the file in instead")
            }
            guard fm.fileExists(atPath: resolved.path, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            merged[relative] = File(contents: try Data(contentsOf: resolved), displayPath: Self.displayPath(of: url))
        }
        return TemplateFiles(files: merged)
    }

    /// The search index's format, as the built-in `site.js` names it in a comment; `SearchIndex`
    /// writes this format.
    static let searchIndexFormat = "search index format 2"

    /// A warning when the course's own `assets/site.js` searches the index (it calls
    /// `coursegenSearch`) but was made for an older index format, as a copy of an earlier built-in
    /// one is: the build does not fail, but search on the site would find nothing.
    var outdatedSearchScript: Diagnostic? {
        guard let file = files["\(SitePaths.assets)/site.js"], !file.displayPath.hasPrefix("built-in "),
            let text = String(data: file.contents, encoding: .utf8), text.contains("coursegenSearch"),
            !text.contains(Self.searchIndexFormat)
        else { return nil }
        return .warning(
            "\(file.displayPath) reads an older search index than this coursegen writes: search on the site will find nothing",
            notes: [
                "start from the built-in assets/site.js again (coursegen init writes a course without it; an installed coursegen keeps a copy in share/coursegen/templates/assets/site.js) and carry your changes over"
            ])
    }

    /// Every top-level `.mustache` file, parsed, partials checked.
    func library() throws -> TemplateLibrary {
        let templates = try files.keys.filter { !$0.contains("/") && $0.hasSuffix(".mustache") }.sorted().map { path in
            let file = files[path]!
            guard let source = String(data: file.contents, encoding: .utf8) else {
                throw Diagnostic.error("\(file.displayPath) is not UTF-8 text")
            }
            return try Template(source: source, name: String(path.dropLast(".mustache".count)), file: file.displayPath)
        }
        return try TemplateLibrary(templates: templates)
    }

    /// What is published under `assets/`, by path inside it, in path order.
    var assets: [(path: String, contents: Data)] {
        let prefix = SitePaths.assets + "/"
        return files.filter { $0.key.hasPrefix(prefix) }.sorted { $0.key < $1.key }
            .map { (String($0.key.dropFirst(prefix.count)), $0.value.contents) }
    }

    /// Paths inside the working directory print relative to it, as compilers print them.
    private static func displayPath(of url: URL) -> String {
        let path = url.standardizedFileURL.path
        let workingDirectory = FileManager.default.currentDirectoryPath
        let prefix = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
