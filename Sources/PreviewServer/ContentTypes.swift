/// Content types for the files a generated course site contains.
///
/// Every response also carries `X-Content-Type-Options: nosniff`, so a wrong type here would
/// break a page rather than be guessed around; unknown extensions are served as opaque bytes
/// so the browser never decides to run them.
public enum ContentTypes {
    public static let fallback = "application/octet-stream"

    static let byExtension: [String: String] = [
        "html": "text/html; charset=utf-8",
        "htm": "text/html; charset=utf-8",
        "css": "text/css; charset=utf-8",
        "js": "text/javascript; charset=utf-8",
        "mjs": "text/javascript; charset=utf-8",
        "json": "application/json",
        "map": "application/json",
        "svg": "image/svg+xml",
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        "ico": "image/x-icon",
        "woff2": "font/woff2",
        "woff": "font/woff",
        "txt": "text/plain; charset=utf-8",
        "md": "text/plain; charset=utf-8",
        "xml": "application/xml",
        "pdf": "application/pdf",
        "zip": "application/zip",
        "wasm": "application/wasm",
    ]

    /// The `Content-Type` for a file name or path, by its extension (case-insensitive).
    public static func forPath(_ path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return fallback }
        let ext = name[name.index(after: dot)...].lowercased()
        return byExtension[ext] ?? fallback
    }

    /// Whether a response of this type gets the live-reload script injected.
    static func isHTML(_ contentType: String) -> Bool {
        contentType.hasPrefix("text/html")
    }
}
