import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Why a request path does not lead to a file. Each reason maps to one HTTP status.
public enum PathRefusal: Error, Equatable, Sendable {
    /// The path is malformed or spelled in a way only an attacker would send
    /// (`..`, encoded separators, NUL, double encoding, …). 400.
    case malformed(String)
    /// The path names something that resolves outside the site (a symlink pointing out). 403.
    case outsideRoot
    /// Nothing servable there. 404.
    case notFound

    public var status: Int {
        switch self {
        case .malformed: return 400
        case .outsideRoot: return 403
        case .notFound: return 404
        }
    }
}

/// A request path decoded into segments, before it touches the file system.
public struct RequestPath: Equatable, Sendable {
    /// Decoded path segments; never empty strings, `.` or `..`.
    public var segments: [String]
    /// Whether the path ended with `/` (asks for a directory's index).
    public var hasTrailingSlash: Bool
    /// The path as the client spelled it (still percent-encoded, query and fragment removed),
    /// safe to echo in a `Location` header because it passed every check.
    public var encodedPath: String
}

/// What a request path resolves to.
public enum PathResolution: Equatable, Sendable {
    /// A regular file inside the site root, as a canonical absolute path.
    case file(String)
    /// A directory asked for without its trailing slash; relative links on its index page
    /// only work from `/dir/`, so the client is sent there.
    case redirect(location: String)
    case refused(PathRefusal)
}

/// Maps the request target exactly as it arrived on the wire to a file inside the site, or a refusal.
///
/// The server hands this function the *raw* target (libmicrohttpd's own unescaping is switched
/// off), so percent-decoding happens exactly once, here, and every check runs on the decoded bytes.
/// Decoding twice is how `%252e%252e` turns into `..`; decoding in the HTTP library and again
/// here would also let `%00` silently truncate the path.
public enum RequestPathResolver {

    // MARK: Stage 1 — pure string checks

    /// Strips the query and fragment, percent-decodes once and splits into segments, refusing
    /// every spelling that could climb out of the root or mean two different files.
    ///
    /// The query is dropped before anything else and never consulted again: which file is served
    /// depends on the path alone (Vite's `?raw??` bypass came from a query changing the answer).
    public static func parse(rawTarget: String) -> Result<RequestPath, PathRefusal> {
        var raw = Substring(rawTarget)
        if let cut = raw.firstIndex(where: { $0 == "?" || $0 == "#" }) {
            raw = raw[..<cut]
        }
        // Origin-form only: "http://host/x", "*" and relative paths are not for a file server.
        guard raw.first == "/" else { return .failure(.malformed("path must start with /")) }

        var decoded: [UInt8] = []
        decoded.reserveCapacity(raw.utf8.count)
        let bytes = Array(raw.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x21 || byte == 0x7F { return .failure(.malformed("control character or space in path")) }
            if byte == UInt8(ascii: "\\") { return .failure(.malformed("backslash in path")) }
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count,
                    let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
                else {
                    return .failure(.malformed("invalid percent-escape"))
                }
                let value = high << 4 | low
                switch value {
                case 0x00: return .failure(.malformed("NUL in path"))
                case UInt8(ascii: "/"): return .failure(.malformed("encoded slash in path"))
                case UInt8(ascii: "\\"): return .failure(.malformed("encoded backslash in path"))
                // A `%` that survives one round of decoding means the client encoded twice;
                // a second decoder somewhere would see different bytes than we checked.
                case UInt8(ascii: "%"): return .failure(.malformed("double-encoded path"))
                default:
                    if value < 0x20 || value == 0x7F { return .failure(.malformed("control character in path")) }
                }
                decoded.append(value)
                index += 3
            } else {
                decoded.append(byte)
                index += 1
            }
        }
        guard let path = String(validating: decoded, as: UTF8.self) else {
            return .failure(.malformed("path is not UTF-8"))
        }

        // path starts with "/", so the first component is always empty.
        var components = path.split(separator: "/", omittingEmptySubsequences: false).dropFirst().map(String.init)
        let trailingSlash = components.last == ""
        if trailingSlash { components.removeLast() }
        for component in components {
            // "//" would let "//etc/passwd" look absolute to code that joins paths naively.
            if component.isEmpty { return .failure(.malformed("empty path segment")) }
            // Browsers remove dot segments before sending, so only hand-made requests carry them:
            // refuse instead of normalising.
            if component == "." || component == ".." { return .failure(.malformed("dot segment in path")) }
        }
        return .success(RequestPath(segments: components, hasTrailingSlash: trailingSlash, encodedPath: String(raw)))
    }

    // MARK: Stage 2 — the file system

    /// Resolves a raw request target against the site root.
    ///
    /// After the string checks, the candidate is canonicalised with `realpath` (following every
    /// symlink) and must still lie under the canonical root, compared with a trailing slash so
    /// `/site-old` never passes for `/site` (zola's traversal fix did the same).
    public static func resolve(rawTarget: String, root: URL) -> PathResolution {
        let request: RequestPath
        switch parse(rawTarget: rawTarget) {
        case .success(let parsed): request = parsed
        case .failure(let refusal): return .refused(refusal)
        }
        guard let canonicalRoot = canonicalPath(root.path) else { return .refused(.notFound) }

        let candidate =
            request.segments.isEmpty
            ? canonicalRoot
            : (canonicalRoot == "/" ? "" : canonicalRoot) + "/" + request.segments.joined(separator: "/")
        guard let resolved = canonicalPath(candidate) else { return .refused(.notFound) }
        guard isContained(resolved, in: canonicalRoot) else { return .refused(.outsideRoot) }

        switch fileKind(resolved) {
        case .directory:
            if !request.hasTrailingSlash && !request.segments.isEmpty {
                return .redirect(location: request.encodedPath + "/")
            }
            // index.html may itself be a symlink pointing out: canonicalise and check again.
            guard let index = canonicalPath(resolved + "/index.html") else { return .refused(.notFound) }
            guard isContained(index, in: canonicalRoot) else { return .refused(.outsideRoot) }
            return fileKind(index) == .regular ? .file(index) : .refused(.notFound)
        case .regular:
            // "/style.css/" names a directory that does not exist.
            return request.hasTrailingSlash ? .refused(.notFound) : .file(resolved)
        case .other, .missing:
            // FIFOs and devices would block or leak; they are never part of a generated site.
            return .refused(.notFound)
        }
    }

    /// Opens a file that `resolve` returned, and checks again through the open descriptor that it
    /// is a regular file inside the root: the site directory is swapped on every rebuild, so the
    /// path may point somewhere else by the time it is opened. Returns the descriptor and size.
    static func openContained(_ path: String, root: URL) -> (fd: Int32, size: Int)? {
        guard let canonicalRoot = canonicalPath(root.path) else { return nil }
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
            let opened = canonicalPath("/proc/self/fd/\(fd)"), isContained(opened, in: canonicalRoot)
        else {
            close(fd)
            return nil
        }
        return (fd, Int(info.st_size))
    }

    static func isContained(_ path: String, in root: String) -> Bool {
        if path == root { return true }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return path.hasPrefix(prefix)
    }

    static func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private enum FileKind { case regular, directory, other, missing }

    private static func fileKind(_ path: String) -> FileKind {
        var info = stat()
        guard stat(path, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .directory
        default: return .other
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
