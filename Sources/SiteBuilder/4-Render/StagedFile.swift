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

    static func write(_ bytes: [UInt8], to url: URL) throws {
        try write(bytes, atPath: url.path)
    }

    static func write(_ text: String, to url: URL) throws {
        try write(texts: [text], atPath: url.path)
    }

    static func write(texts: [String], to url: URL) throws {
        try write(texts: texts, atPath: url.path)
    }

    /// `write(_:to:)` by path: building a `URL` for each of thousands of files costs more than writing some.
    static func write(_ bytes: [UInt8], atPath path: String) throws {
        try bytes.withUnsafeBytes { buffer in
            try write(size: buffer.count, atPath: path) { consume in try consume(buffer) }
        }
    }

    static func write(_ text: String, atPath path: String) throws {
        try write(texts: [text], atPath: path)
    }

    /// A file made of several texts one after another, written without joining them first (the
    /// print edition is the whole course).
    static func write(texts: [String], atPath path: String) throws {
        let size = texts.reduce(0) { $0 + $1.utf8.count }
        try write(size: size, atPath: path) { consume in
            for var text in texts {
                try text.withUTF8 { try consume(UnsafeRawBufferPointer($0)) }
            }
        }
    }

    /// A file made of several byte arrays one after another, written without joining them first.
    static func write(pieces: [[UInt8]], to url: URL) throws {
        let size = pieces.reduce(0) { $0 + $1.count }
        try write(size: size, atPath: url.path) { consume in
            for piece in pieces {
                try piece.withUnsafeBytes { try consume($0) }
            }
        }
    }

    /// Writes `size` bytes that `pieces` hands out one piece after another (to the function it is
    /// given), or links the published file when it holds exactly those bytes.
    private static func write(
        size: Int, atPath path: String, pieces: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void
    ) throws {
        if let previous = previousFile(for: path), linkUnchanged(previous, to: path, size: size, pieces: pieces) { return }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw error(path) }
        defer { close(descriptor) }
        try pieces { piece in
            var written = 0
            while written < piece.count {
                let result = Glibc.write(descriptor, piece.baseAddress! + written, piece.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    throw error(path)
                }
                written += result
            }
        }
    }

    /// The same path in the published site, when `path` is in a staging folder that may reuse it.
    private static func previousFile(for path: String) -> String? {
        lock.lock()
        defer { lock.unlock() }
        for (staging, previous) in previousSites where path.hasPrefix(staging) {
            return previous + path.dropFirst(staging.count)
        }
        return nil
    }

    /// Links `previous` at `path` and keeps the link only if the linked file holds the bytes.
    private static func linkUnchanged(
        _ previous: String, to path: String, size: Int, pieces: ((UnsafeRawBufferPointer) throws -> Void) throws -> Void
    ) -> Bool {
        var status = stat()
        guard lstat(previous, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG, Int(status.st_size) == size,
            link(previous, path) == 0
        else { return false }
        if let linked = FileManager.default.contents(atPath: path), linked.count == size {
            var offset = 0
            var same = true
            linked.withUnsafeBytes { file in
                try? pieces { piece in
                    if same, !piece.isEmpty {
                        same = memcmp(file.baseAddress! + offset, piece.baseAddress!, piece.count) == 0
                    }
                    offset += piece.count
                }
            }
            if same { return true }
        }
        unlink(path)
        return false
    }

    private static func error(_ path: String) -> Error {
        let code = errno
        return NSError(
            domain: NSPOSIXErrorDomain, code: Int(code),
            userInfo: [NSLocalizedDescriptionKey: "\(path): \(String(cString: strerror(code)))"])
    }
}
