import Diagnostics
import Foundation

/// A file a page names beside its markdown — code it includes, a resource its app bundles —
/// found inside the content folder. Paths are written relative to the page, as links are.
public struct ContentFile: Equatable, Sendable {
    /// Where the file is on disk, symbolic links resolved.
    public var url: URL
    /// The path diagnostics show: `content/lessons/moonshot/Mission.swift`.
    public var displayPath: String
    /// The path inside the content folder: `lessons/moonshot/Mission.swift`.
    public var contentPath: String
}

extension Page {
    /// The file `written` (relative to this page) names, when it is a regular file inside
    /// `contentDirectory`. A path that leaves the folder — by `..`, by an absolute path, or through a
    /// symbolic link that points out of it — is refused, as is a file that does not exist: the
    /// build reads nothing of the machine beyond the course, and a lesson names only what it ships.
    /// `what` names the file in the message ("included file", "resource").
    public func contentFile(
        _ written: String, in contentDirectory: URL, what: String, at location: SourceLocation, allowDirectory: Bool = false
    ) -> Result<ContentFile, Diagnostic> {
        let root = contentDirectory.standardizedFileURL
        let contentFolder = (contentPath as NSString).deletingLastPathComponent
        guard !written.isEmpty, !written.hasPrefix("/"), !written.hasPrefix("~") else {
            return .failure(
                .error("the \(what) '\(written)' must be a path relative to this page, inside \(displayFolder)/", at: location))
        }
        let joined = root.appendingPathComponent(contentFolder).appendingPathComponent(written).standardizedFileURL
        guard let inside = Self.relative(joined.path, to: root.path) else {
            return .failure(
                .error(
                    "the \(what) '\(written)' is outside \(displayFolder)/; a lesson may only use files of its course",
                    at: location))
        }
        let shown = displayFolder + "/" + inside
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: joined.path, isDirectory: &isDirectory) else {
            return .failure(.error("the \(what) '\(written)' does not exist (\(shown))", at: location))
        }
        let real = joined.resolvingSymlinksInPath()
        guard Self.relative(real.path, to: root.resolvingSymlinksInPath().path) != nil else {
            return .failure(
                .error(
                    "the \(what) '\(written)' is a symbolic link to a file outside \(displayFolder)/; copy the file in",
                    at: location))
        }
        if isDirectory.boolValue && !allowDirectory {
            return .failure(.error("the \(what) '\(written)' is a folder, not a file (\(shown))", at: location))
        }
        return .success(ContentFile(url: real, displayPath: shown, contentPath: inside))
    }

    /// How the content folder is shown in diagnostics (`content`), from this page's two paths.
    var displayFolder: String {
        guard sourcePath.hasSuffix(contentPath), sourcePath.count > contentPath.count else { return "content" }
        return String(sourcePath.dropLast(contentPath.count + 1))
    }

    /// `path` inside `root`, relative to it; nil when it is `root` itself or lies outside.
    static func relative(_ path: String, to root: String) -> String? {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard path.hasPrefix(prefix), path.count > prefix.count else { return nil }
        return String(path.dropFirst(prefix.count))
    }
}
