import Foundation

/// The `.md` files below a folder, found with `readdir` and the entry types it reports (one
/// `lstat` only where the file system does not say): listing a course of thousands of pages
/// through `FileManager`'s enumerator and URL resource values cost more than reading them.
struct MarkdownFileList {
    /// Paths relative to the folder listed, in no particular order.
    var files: [String] = []
    /// `.md` entries that are symbolic links (a link could reach outside the course).
    var symbolicLinks: [String] = []

    /// Lists `root` and every folder below it, skipping hidden entries (a leading `.`) as the
    /// content folder's other readers do. Symbolic links to folders are not followed.
    init(root: String) {
        walk(root, relative: "")
    }

    private mutating func walk(_ folder: String, relative: String) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(cString: raw.bindMemory(to: CChar.self).baseAddress!)
            }
            guard !name.hasPrefix(".") else { continue }
            let path = folder + "/" + name
            let shown = relative.isEmpty ? name : relative + "/" + name
            var type = Int32(entry.pointee.d_type)
            if type == DT_UNKNOWN {
                var status = stat()
                guard lstat(path, &status) == 0 else { continue }
                switch status.st_mode & S_IFMT {
                case S_IFDIR: type = Int32(DT_DIR)
                case S_IFLNK: type = Int32(DT_LNK)
                case S_IFREG: type = Int32(DT_REG)
                default: continue
                }
            }
            switch type {
            case Int32(DT_DIR):
                walk(path, relative: shown)
            case Int32(DT_REG) where Self.isMarkdown(name):
                files.append(shown)
            case Int32(DT_LNK) where Self.isMarkdown(name):
                symbolicLinks.append(shown)
            default:
                break
            }
        }
    }

    static func isMarkdown(_ name: String) -> Bool {
        let utf8 = name.utf8
        guard utf8.count > 3 else { return false }
        return name.lowercased().hasSuffix(".md")
    }
}
