import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes one file of the staged site: open, write, close. Foundation's `Data.write(to:)` on Linux
/// also calls `fsync` for every file, which made a warm 200-lesson build wait on the disk for most of
/// its time (579 fsyncs). The staging folder is thrown away unless the whole build succeeds, and it
/// replaces `output/` by one rename, so no single page needs to be durable on its own.
enum StagedFile {
    static func write(_ bytes: some Collection<UInt8>, to url: URL) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw error(url) }
        defer { close(descriptor) }
        let array = Array(bytes)
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

    private static func error(_ url: URL) -> Error {
        let code = errno
        return NSError(
            domain: NSPOSIXErrorDomain, code: Int(code),
            userInfo: [NSLocalizedDescriptionKey: "\(url.path): \(String(cString: strerror(code)))"])
    }
}
