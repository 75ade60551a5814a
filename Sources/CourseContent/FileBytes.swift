import Foundation

/// A file's bytes through `open`/`fstat`/`read`: the size checked on the open file (so it cannot
/// change between the check and the read), without Foundation's URL resource machinery, which
/// costs more than reading a page of markdown.
enum FileBytes {
    enum Failure: Error, CustomStringConvertible {
        case tooLarge(Int)
        case system(String)

        var description: String {
            switch self {
            case .tooLarge(let size): "file is too large (\(size) bytes)"
            case .system(let message): message
            }
        }
    }

    static func read(_ path: String, maximumBytes: Int) throws -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Failure.system(String(cString: strerror(errno))) }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw Failure.system(String(cString: strerror(errno))) }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw Failure.system("not a regular file") }
        let size = Int(status.st_size)
        if size > maximumBytes { throw Failure.tooLarge(size) }
        // One byte more than the limit: a file that grew since fstat is still caught.
        var bytes = [UInt8](repeating: 0, count: min(size, maximumBytes) + 1)
        var count = 0
        while count < bytes.count {
            let got = bytes.withUnsafeMutableBytes { buffer in
                Glibc.read(descriptor, buffer.baseAddress! + count, buffer.count - count)
            }
            if got < 0 {
                if errno == EINTR { continue }
                throw Failure.system(String(cString: strerror(errno)))
            }
            if got == 0 { break }
            count += got
        }
        if count > maximumBytes { throw Failure.tooLarge(count) }
        bytes.removeLast(bytes.count - count)
        return bytes
    }
}
