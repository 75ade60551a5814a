import Foundation
import XCTest

@testable import PreviewServer

#if canImport(Glibc)
    import Glibc
#endif

/// A site on disk with a secret file next to it, and symlinks inside the site pointing out.
///
///     base/
///       secret.txt            never served
///       site-old/secret.txt   a sibling whose name starts like the root's
///       site/                 the root
///         index.html, style.css, …, docs/index.html
///         link-out     -> ../secret.txt
///         dir-out      -> ..            (a directory outside)
///         sibling-link -> ../site-old/secret.txt
///         docs-out/index.html -> ../../secret.txt (an index that is a symlink out)
final class SiteFixture {
    let base: URL
    let root: URL
    let secret = "TOP-SECRET-" + UUID().uuidString

    init() throws {
        base = FileManager.default.temporaryDirectory
            .appendingPathComponent("coursegen-preview-\(UUID().uuidString)")
        root = base.appendingPathComponent("site")
        let fm = FileManager.default
        try fm.createDirectory(at: root.appendingPathComponent("docs"), withIntermediateDirectories: true)
        try fm.createDirectory(at: root.appendingPathComponent("docs-out"), withIntermediateDirectories: true)
        try fm.createDirectory(at: base.appendingPathComponent("site-old"), withIntermediateDirectories: true)
        try write(secret, to: base.appendingPathComponent("secret.txt"))
        try write(secret, to: base.appendingPathComponent("site-old/secret.txt"))

        try write(
            "<!doctype html><html><head><title>Home</title></head><body><h1>Home page</h1></body></html>",
            to: root.appendingPathComponent("index.html"))
        try write("<html><BODY><p>Docs index</p></BODY></html>", to: root.appendingPathComponent("docs/index.html"))
        try write("<p>fragment without a body tag</p>", to: root.appendingPathComponent("fragment.html"))
        try write("body { color: red; }", to: root.appendingPathComponent("style.css"))
        try write("console.log('hi')", to: root.appendingPathComponent("app.js"))
        try write("{\"a\":1}", to: root.appendingPathComponent("data.json"))
        try write("<svg xmlns=\"http://www.w3.org/2000/svg\"/>", to: root.appendingPathComponent("logo.svg"))
        try write("plain", to: root.appendingPathComponent("notes.txt"))
        try write("<?xml version=\"1.0\"?><urlset/>", to: root.appendingPathComponent("sitemap.xml"))
        for name in ["image.png", "photo.jpg", "anim.gif", "pic.webp", "favicon.ico", "font.woff2", "blob.bin", "README"] {
            try write("binary-\(name)", to: root.appendingPathComponent(name))
        }

        try fm.createSymbolicLink(atPath: root.appendingPathComponent("link-out").path, withDestinationPath: "../secret.txt")
        try fm.createSymbolicLink(atPath: root.appendingPathComponent("dir-out").path, withDestinationPath: "..")
        try fm.createSymbolicLink(
            atPath: root.appendingPathComponent("sibling-link").path,
            withDestinationPath: "../site-old/secret.txt")
        try fm.createSymbolicLink(
            atPath: root.appendingPathComponent("docs-out/index.html").path,
            withDestinationPath: "../../secret.txt")
    }

    func write(_ text: String, to url: URL) throws {
        try Data(text.utf8).write(to: url)
    }

    func remove() {
        try? FileManager.default.removeItem(at: base)
    }
}

struct RawResponse {
    var status: Int
    var headers: [(name: String, value: String)]
    var body: [UInt8]
    var raw: [UInt8]

    func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    var text: String { String(decoding: body, as: UTF8.self) }
    var rawText: String { String(decoding: raw, as: UTF8.self) }
}

/// A minimal HTTP/1.1 client over a raw TCP socket to 127.0.0.1, so tests can send request
/// lines byte for byte (URLSession would normalise `..` and encodings away). Every read has a
/// timeout, so a misbehaving server fails a test instead of hanging it.
enum RawHTTP {
    static func connect(port: UInt16, timeout: TimeInterval = 2) throws -> Int32 {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw POSIXError(.EIO) }
        var tv = timeval(tv_sec: Int(timeout), tv_usec: Int((timeout - Double(Int(timeout))) * 1_000_000))
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            close(fd)
            throw POSIXError(.ECONNREFUSED)
        }
        return fd
    }

    static func sendAll(_ fd: Int32, _ bytes: [UInt8]) {
        var offset = 0
        while offset < bytes.count {
            let sent = bytes[offset...].withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent <= 0 { return }
            offset += sent
        }
    }

    /// Sends `request` exactly and reads until the server closes (or the timeout passes).
    static func exchange(port: UInt16, _ request: String, timeout: TimeInterval = 2) throws -> RawResponse {
        let fd = try connect(port: port, timeout: timeout)
        defer { close(fd) }
        sendAll(fd, Array(request.utf8))
        var received = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        let deadline = Date(timeIntervalSinceNow: timeout)
        while Date() < deadline {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            received += chunk[0..<count]
        }
        return try parse(received)
    }

    /// A request with the given method and target, the server's own Host unless told otherwise.
    static func request(
        port: UInt16, method: String = "GET", _ target: String, host: String? = nil,
        extraHeaders: [String] = []
    ) throws -> RawResponse {
        var lines = ["\(method) \(target) HTTP/1.1"]
        lines.append("Host: \(host ?? "127.0.0.1:\(port)")")
        lines += extraHeaders
        lines.append("Connection: close")
        return try exchange(port: port, lines.joined(separator: "\r\n") + "\r\n\r\n")
    }

    static func parse(_ bytes: [UInt8]) throws -> RawResponse {
        let separator: [UInt8] = Array("\r\n\r\n".utf8)
        guard let split = firstRange(of: separator, in: bytes) else {
            throw NSError(
                domain: "RawHTTP", code: 1,
                userInfo: [NSLocalizedDescriptionKey: "no complete response: \(String(decoding: bytes, as: UTF8.self))"])
        }
        let head = String(decoding: bytes[..<split], as: UTF8.self)
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        let status = statusLine.count > 1 ? Int(statusLine[1]) ?? 0 : 0
        let headers = lines.compactMap { line -> (String, String)? in
            guard let colon = line.firstIndex(of: ":") else { return nil }
            return (String(line[..<colon]), line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces))
        }
        var body = Array(bytes[(split + separator.count)...])
        if headers.contains(where: { $0.0.lowercased() == "transfer-encoding" && $0.1.lowercased().contains("chunked") }) {
            body = dechunk(body)
        }
        return RawResponse(status: status, headers: headers.map { (name: $0.0, value: $0.1) }, body: body, raw: bytes)
    }

    static func dechunk(_ bytes: [UInt8]) -> [UInt8] {
        var out = [UInt8]()
        var index = 0
        let crlf: [UInt8] = [13, 10]
        while index < bytes.count, let lineEnd = firstRange(of: crlf, in: Array(bytes[index...])) {
            let sizeText = String(decoding: bytes[index..<(index + lineEnd)], as: UTF8.self)
            guard let size = Int(sizeText.split(separator: ";").first ?? "", radix: 16), size > 0 else { break }
            let start = index + lineEnd + 2
            guard start + size <= bytes.count else { break }
            out += bytes[start..<(start + size)]
            index = start + size + 2
        }
        return out
    }

    static func firstRange(of needle: [UInt8], in haystack: [UInt8]) -> Int? {
        guard haystack.count >= needle.count else { return nil }
        for start in 0...(haystack.count - needle.count) where Array(haystack[start..<(start + needle.count)]) == needle {
            return start
        }
        return nil
    }
}

/// An open `text/event-stream` request read incrementally.
final class RawEventStream {
    let fd: Int32
    private(set) var received = ""

    init(port: UInt16) throws {
        fd = try RawHTTP.connect(port: port, timeout: 0.2)
        RawHTTP.sendAll(fd, Array("GET /__coursegen/events HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nAccept: text/event-stream\r\n\r\n".utf8))
    }

    /// Reads until `text` has arrived (true) or `timeout` passes / the stream ends (false).
    func waitFor(_ text: String, timeout: TimeInterval = 3) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var chunk = [UInt8](repeating: 0, count: 4096)
        while !received.contains(text) {
            if Date() >= deadline { return false }
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count == 0 { return received.contains(text) }  // closed
            if count > 0 { received += String(decoding: chunk[0..<count], as: UTF8.self) }
        }
        return true
    }

    /// Reads until the server closes the connection (true) or `timeout` passes (false).
    func waitForClose(timeout: TimeInterval = 3) -> Bool {
        let deadline = Date(timeIntervalSinceNow: timeout)
        var chunk = [UInt8](repeating: 0, count: 4096)
        while Date() < deadline {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count == 0 { return true }
            if count > 0 { received += String(decoding: chunk[0..<count], as: UTF8.self) }
            if count < 0 && errno != EAGAIN && errno != EWOULDBLOCK && errno != EINTR { return true }
        }
        return false
    }

    func close() { Glibc.close(fd) }
}

/// Polls `condition` every 10 ms until it holds or `timeout` passes.
func eventually(timeout: TimeInterval = 3, _ condition: () -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while Date() < deadline {
        if condition() { return true }
        usleep(10_000)
    }
    return condition()
}
