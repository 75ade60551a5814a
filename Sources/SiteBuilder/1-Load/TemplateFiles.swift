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
