import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes one file of the staged site: open, write, close. Foundation's `Data.write(to:)` on Linux
/// also calls `fsync` for every file, which made a warm 200-lesson build wait on the disk for most of
/// its time (579 fsyncs). The staging folder is thrown away unless the whole build succeeds, and it
/// replaces `output/` by one rename, so no single page needs to be durable on its own.
///
/// A file whose bytes are the same as the published site's is hard-linked from it instead of
/// written: creating hundreds of inodes while the previous site's are being freed made ext4 spend
/// about half of a warm build in `ext4_create` looking for recently deleted inodes. A link makes
/// no inode, and removing the replaced site then frees none. The link is made first and its
/// content compared after, so what the staged site holds is always what this build rendered.
enum StagedFile {
    /// Staging folders, each with the published site it may link unchanged files from.
    nonisolated(unsafe) private static var previousSites: [String: String] = [:]
    private static let lock = NSLock()

    /// Lets files written under `staging` be linked from `previous` when their bytes are the same.
    static func reuse(_ previous: URL, in staging: URL) {
        lock.lock()
        defer { lock.unlock() }
        previousSites[staging.standardizedFileURL.path + "/"] = previous.standardizedFileURL.path + "/"
    }

    static func forgetReuse(in staging: URL) {
        lock.lock()
        defer { lock.unlock() }
        previousSites[staging.standardizedFileURL.path + "/"] = nil
    }

    static func write(_ bytes: some Collection<UInt8>, to url: URL) throws {
        let array = Array(bytes)
        if let previous = previousFile(for: url), linkUnchanged(previous, to: url.path, content: array) { return }
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw error(url) }
        defer { close(descriptor) }
        var written = 0
        while written < array.count {
            let result = array.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress! + written, array.count - written)
            }
            if result < 0 {
                if errno == EINTR { continue }
                throw error(url)
            }
            written += result
        }
    }

    static func write(_ text: String, to url: URL) throws {
        try write(text.utf8, to: url)
    }

    /// The same path in the published site, when `url` is in a staging folder that may reuse it.
    private static func previousFile(for url: URL) -> String? {
        let path = url.path
        lock.lock()
        defer { lock.unlock() }
        for (staging, previous) in previousSites where path.hasPrefix(staging) {
            return previous + path.dropFirst(staging.count)
        }
        return nil
    }

    /// Links `previous` at `path` and keeps the link only if the linked file holds `content`.
    private static func linkUnchanged(_ previous: String, to path: String, content: [UInt8]) -> Bool {
        var status = stat()
        guard lstat(previous, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) == content.count,
            link(previous, path) == 0
        else { return false }
        // Compared as memory: `Data`'s element iterator goes byte by byte.
        let same = FileManager.default.contents(atPath: path).map { data in
            guard data.count == content.count, !content.isEmpty else { return data.count == content.count }
            return data.withUnsafeBytes { linked in
                content.withUnsafeBytes { memcmp(linked.baseAddress!, $0.baseAddress!, content.count) == 0 }
            }
        }
        if same == true { return true }
        unlink(path)
        return false
    }

    private static func error(_ url: URL) -> Error {
        let code = errno
        return NSError(
            domain: NSPOSIXErrorDomain, code: Int(code),
            userInfo: [NSLocalizedDescriptionKey: "\(url.path): \(String(cString: strerror(code)))"])
    }
}
