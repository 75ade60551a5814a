import Diagnostics
import Foundation
import XCTest

@testable import PreviewServer

final class HTTPServerTests: XCTestCase {
    private var site: SiteFixture!
    private var server: PreviewServer!
    private var port: UInt16 { server.port }

    override func setUpWithError() throws {
        site = try SiteFixture()
        let root = site.root
        server = try PreviewServer(configuration: PreviewServerConfiguration(siteRoot: { root }))
        try server.start()
    }

    override func tearDown() {
        server?.stop()
        site?.remove()
    }

    private func get(_ target: String, method: String = "GET", host: String? = nil, headers: [String] = []) throws -> RawResponse {
        try RawHTTP.request(port: port, method: method, target, host: host, extraHeaders: headers)
    }

    // MARK: Never outside the site

    func testNoTraversalSpellingReturnsTheSecret() throws {
        let absoluteSecret = site.base.path + "/secret.txt"
        let targets = [
            "/../secret.txt", "/docs/../../secret.txt", "/..", "/./../secret.txt",
            "/%2e%2e/secret.txt", "/%2E%2E/secret.txt", "/.%2e/secret.txt", "/%2e%2e%2fsecret.txt",
            "/..%2fsecret.txt", "/..%5csecret.txt", "/..\\secret.txt", "/%5c..%5csecret.txt",
            "/%252e%252e/secret.txt", "/%252e%252e%252fsecret.txt", "/..%252fsecret.txt",
            "/secret.txt%00.html", "/..%00/secret.txt", "/%c0%ae%c0%ae/secret.txt",
            "/../secret.txt?raw??", "/%2e%2e/secret.txt?raw", "/index.html?/../../secret.txt",
            "//secret.txt", "//" + absoluteSecret, absoluteSecret, "http://127.0.0.1/../secret.txt",
            "/link-out", "/link-out?raw??", "/dir-out/secret.txt", "/dir-out/", "/sibling-link", "/docs-out/",
            "/dir-out/site-old/secret.txt", "/docs/..%2f..%2fsecret.txt",
        ]
        for target in targets {
            let response = try get(target)
            XCTAssertFalse(response.rawText.contains(site.secret), "\(target) leaked the secret")
            XCTAssertTrue([400, 403, 404, 200].contains(response.status), "\(target): \(response.status)")
            if response.status == 200 {
                // Only the query case may succeed, and then with index.html itself.
                XCTAssertEqual(target, "/index.html?/../../secret.txt")
                XCTAssertTrue(response.text.contains("Home page"))
            }
        }
    }

    func testRefusalsCarryTheRightStatus() throws {
        XCTAssertEqual(try get("/../secret.txt").status, 400)
        XCTAssertEqual(try get("/%252e%252e/secret.txt").status, 400)
        XCTAssertEqual(try get("/link-out").status, 403)
        XCTAssertEqual(try get("/sibling-link").status, 403)
        XCTAssertEqual(try get(site.base.path + "/secret.txt").status, 404)
    }

    func testQueryDoesNotChangeTheFileServed() throws {
        let plain = try get("/style.css")
        for query in ["?raw", "?raw??", "?import&raw??", "?url"] {
            let response = try get("/style.css" + query)
            XCTAssertEqual(response.status, 200)
            XCTAssertEqual(response.body, plain.body)
            XCTAssertEqual(response.header("Content-Type"), "text/css; charset=utf-8")
        }
    }

    // MARK: Host header and CORS

    func testForeignHostIsRefused() throws {
        for host in ["evil.example", "evil.example:\(port)", "127.0.0.1:\(port &+ 1)", "127.0.0.1", "localhost.evil.example:\(port)"] {
            let response = try get("/", host: host)
            XCTAssertEqual(response.status, 403, host)
            XCTAssertFalse(response.text.contains("Home page"), host)
        }
        // HTTP/1.0 without any Host header.
        let bare = try RawHTTP.exchange(port: port, "GET / HTTP/1.0\r\n\r\n")
        XCTAssertNotEqual(bare.status, 200)
        XCTAssertFalse(bare.text.contains("Home page"))
    }

    func testOwnHostNamesAreAccepted() throws {
        for host in ["127.0.0.1:\(port)", "localhost:\(port)", "LOCALHOST:\(port)", "[::1]:\(port)"] {
            XCTAssertEqual(try get("/", host: host).status, 200, host)
        }
    }

    func testAdditionalAllowedHosts() throws {
        server.stop()
        let root = site.root
        server = try PreviewServer(configuration: PreviewServerConfiguration(additionalAllowedHosts: ["devbox.local"], siteRoot: { root }))
        try server.start()
        XCTAssertEqual(try get("/", host: "devbox.local:\(port)").status, 200)
        XCTAssertEqual(try get("/", host: "other.local:\(port)").status, 403)
    }

    func testNeverSendsAccessControlAllowOrigin() throws {
        let origin = "Origin: http://evil.example"
        for response in [
            try get("/", headers: [origin]), try get("/style.css", headers: [origin]),
            try get("/__coursegen/errors.json", headers: [origin]),
            try get("/", method: "OPTIONS", headers: [origin, "Access-Control-Request-Method: GET"]),
        ] {
            XCTAssertNil(response.header("Access-Control-Allow-Origin"))
            XCTAssertNil(response.header("Access-Control-Allow-Credentials"))
        }
    }

    // MARK: Methods, types, headers

    func testOnlyGetAndHead() throws {
        for method in ["POST", "PUT", "DELETE", "OPTIONS", "PATCH"] {
            let response = try get("/index.html", method: method)
            XCTAssertEqual(response.status, 405, method)
            XCTAssertEqual(response.header("Allow"), "GET, HEAD", method)
        }
    }

    func testHeadHasHeadersButNoBody() throws {
        let full = try get("/style.css")
        let head = try get("/style.css", method: "HEAD")
        XCTAssertEqual(head.status, 200)
        XCTAssertEqual(head.body, [])
        XCTAssertEqual(head.header("Content-Type"), "text/css; charset=utf-8")
        XCTAssertEqual(head.header("Content-Length"), String(full.body.count))
        let page = try get("/", method: "HEAD")
        XCTAssertEqual(page.status, 200)
        XCTAssertEqual(page.body, [])
    }

    func testContentTypes() throws {
        let expected = [
            "/index.html": "text/html; charset=utf-8", "/style.css": "text/css; charset=utf-8",
            "/app.js": "text/javascript; charset=utf-8", "/data.json": "application/json",
            "/logo.svg": "image/svg+xml", "/image.png": "image/png", "/photo.jpg": "image/jpeg",
            "/anim.gif": "image/gif", "/pic.webp": "image/webp", "/favicon.ico": "image/x-icon",
            "/font.woff2": "font/woff2", "/notes.txt": "text/plain; charset=utf-8",
            "/sitemap.xml": "application/xml", "/blob.bin": "application/octet-stream",
            "/README": "application/octet-stream",
        ]
        for (target, type) in expected {
            let response = try get(target)
            XCTAssertEqual(response.status, 200, target)
            XCTAssertEqual(response.header("Content-Type"), type, target)
        }
        XCTAssertEqual(ContentTypes.forPath("a/B.PNG"), "image/png")
        XCTAssertEqual(ContentTypes.forPath(".hidden"), "application/octet-stream")
    }

    func testEveryResponseIsNoStoreAndNoSniff() throws {
        for target in ["/", "/style.css", "/image.png", "/missing", "/../x", "/docs", "/__coursegen/live.js"] {
            let response = try get(target)
            XCTAssertEqual(response.header("Cache-Control"), "no-store", target)
            XCTAssertEqual(response.header("X-Content-Type-Options"), "nosniff", target)
        }
    }

    func testFilesAreServedByteForByte() throws {
        XCTAssertEqual(try get("/image.png").text, "binary-image.png")
        XCTAssertEqual(try get("/style.css").text, "body { color: red; }")
    }

    // MARK: Directories and 404

    func testDirectoryServesIndexAndRedirectsWithoutSlash() throws {
        let home = try get("/")
        XCTAssertEqual(home.status, 200)
        XCTAssertTrue(home.text.contains("Home page"))
        let redirect = try get("/docs")
        XCTAssertEqual(redirect.status, 302)
        XCTAssertEqual(redirect.header("Location"), "/docs/")
        let docs = try get("/docs/")
        XCTAssertEqual(docs.status, 200)
        XCTAssertTrue(docs.text.contains("Docs index"))
    }

    func testBuiltInNotFoundPage() throws {
        let response = try get("/missing-page.html")
        XCTAssertEqual(response.status, 404)
        XCTAssertEqual(response.header("Content-Type"), "text/html; charset=utf-8")
        XCTAssertTrue(response.text.contains("Page not found"))
        XCTAssertTrue(response.text.contains("prefers-color-scheme: dark"))
        XCTAssertTrue(response.text.contains(ReservedPaths.script))
    }

    func testSiteNotFoundPageIsServedWith404() throws {
        try site.write("<html><body>Custom missing page</body></html>", to: site.root.appendingPathComponent("404.html"))
        let response = try get("/missing-page.html")
        XCTAssertEqual(response.status, 404)
        XCTAssertTrue(response.text.contains("Custom missing page"))
        XCTAssertTrue(response.text.contains(ReservedPaths.script))
    }

    func testSiteRootIsAskedOnEveryRequest() throws {
        // A rebuild publishes a new directory; the server follows the provider.
        let next = site.base.appendingPathComponent("site-next")
        try FileManager.default.createDirectory(at: next, withIntermediateDirectories: true)
        try site.write("<body>Rebuilt</body>", to: next.appendingPathComponent("index.html"))
        let box = RootBox(site.root)
        server.stop()
        server = try PreviewServer(configuration: PreviewServerConfiguration(siteRoot: { box.url }))
        try server.start()
        XCTAssertTrue(try get("/").text.contains("Home page"))
        box.url = next
        XCTAssertTrue(try get("/").text.contains("Rebuilt"))
    }

    // MARK: Configuration and lifecycle

    func testNonLoopbackHostNeedsTheFlag() throws {
        let root = site.root
        XCTAssertThrowsError(try PreviewServer(configuration: PreviewServerConfiguration(host: "0.0.0.0", siteRoot: { root }))) {
            XCTAssertEqual($0 as? PreviewServerError, .externalHostNotAllowed("0.0.0.0"))
        }
        XCTAssertThrowsError(try PreviewServer(configuration: PreviewServerConfiguration(host: "192.168.1.10", siteRoot: { root })))
        XCTAssertThrowsError(
            try PreviewServer(configuration: PreviewServerConfiguration(host: "example.com", allowExternalHost: true, siteRoot: { root }))
        ) {
            XCTAssertEqual($0 as? PreviewServerError, .invalidHost("example.com"))
        }
        let external = try PreviewServer(
            configuration: PreviewServerConfiguration(host: "0.0.0.0", allowExternalHost: true, siteRoot: { root }))
        XCTAssertFalse(external.isLoopbackOnly)
        for host in ["127.0.0.1", "localhost", "::1", "[::1]", "127.0.0.2"] {
            XCTAssertTrue(try PreviewServer(configuration: PreviewServerConfiguration(host: host, siteRoot: { root })).isLoopbackOnly, host)
        }
    }

    func testPortZeroPicksAFreePortAndABusyPortFails() throws {
        XCTAssertNotEqual(port, 0)
        XCTAssertEqual(server.url.absoluteString, "http://127.0.0.1:\(port)/")
        let root = site.root
        let second = try PreviewServer(configuration: PreviewServerConfiguration(port: port, siteRoot: { root }))
        XCTAssertThrowsError(try second.start()) { error in
            guard case .cannotListen? = error as? PreviewServerError else { return XCTFail("\(error)") }
        }
        XCTAssertThrowsError(try server.start()) { XCTAssertEqual($0 as? PreviewServerError, .alreadyStarted) }
    }

    func testStopClosesTheListeningSocketAndCanBeRepeated() throws {
        let oldPort = port
        server.stop()
        server.stop()
        XCTAssertThrowsError(try RawHTTP.exchange(port: oldPort, "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(oldPort)\r\n\r\n"))
    }

    func testConcurrentRequestsAreServed() throws {
        let port = self.port
        let failures = Counter()
        DispatchQueue.concurrentPerform(iterations: 24) { index in
            let target = index.isMultiple(of: 2) ? "/" : "/style.css"
            if (try? RawHTTP.request(port: port, target))?.status != 200 { failures.increment() }
        }
        XCTAssertEqual(failures.value, 0)
    }
}

final class RootBox: @unchecked Sendable {
    private let lock = NSLock()
    private var value: URL
    init(_ url: URL) { value = url }
    var url: URL {
        get {
            lock.lock()
            defer { lock.unlock() }
            return value
        }
        set {
            lock.lock()
            value = newValue
            lock.unlock()
        }
    }
}

final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func increment() {
        lock.lock()
        count += 1
        lock.unlock()
    }
    var value: Int {
        lock.lock()
        defer { lock.unlock() }
        return count
    }
}

final class HTTPServerRobustnessTests: XCTestCase {
    private var site: SiteFixture!
    private var server: PreviewServer!

    override func setUpWithError() throws {
        site = try SiteFixture()
        let root = site.root
        server = try PreviewServer(configuration: PreviewServerConfiguration(siteRoot: { root }))
        try server.start()
    }

    override func tearDown() {
        server?.stop()
        site?.remove()
    }

    func testEncodedNamesAreDecodedExactlyOnce() throws {
        try site.write("spaced", to: site.root.appendingPathComponent("state basics.txt"))
        try site.write("accent", to: site.root.appendingPathComponent("café.txt"))
        try site.write("literal", to: site.root.appendingPathComponent("a%41.txt"))
        XCTAssertEqual(try RawHTTP.request(port: server.port, "/state%20basics.txt").text, "spaced")
        XCTAssertEqual(try RawHTTP.request(port: server.port, "/caf%C3%A9.txt").text, "accent")
        // A file whose name holds a literal '%' is unreachable on purpose (it would need a
        // double-encoded request), and decoding once more must not reach "aA.txt" either.
        try site.write("wrong", to: site.root.appendingPathComponent("aA.txt"))
        XCTAssertEqual(try RawHTTP.request(port: server.port, "/a%2541.txt").status, 400)
    }

    func testIdleKeepAliveConnectionDoesNotDelayStop() throws {
        let fd = try RawHTTP.connect(port: server.port)
        defer { close(fd) }
        RawHTTP.sendAll(fd, Array("GET /style.css HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n".utf8))
        var buffer = [UInt8](repeating: 0, count: 4096)
        XCTAssertGreaterThan(buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }, 0)
        let started = Date()
        server.stop()
        XCTAssertLessThan(Date().timeIntervalSince(started), 2)
    }

    func testClientHangingUpMidDownloadDoesNotHurtTheServer() throws {
        let big = [UInt8](repeating: 0x61, count: 8 << 20)
        try Data(big).write(to: site.root.appendingPathComponent("big.bin"))
        for _ in 0..<3 {
            let fd = try RawHTTP.connect(port: server.port)
            RawHTTP.sendAll(fd, Array("GET /big.bin HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\n\r\n".utf8))
            var buffer = [UInt8](repeating: 0, count: 1024)
            _ = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            close(fd)
        }
        XCTAssertEqual(try RawHTTP.request(port: server.port, "/style.css").status, 200)
    }

    func testRestartAfterStop() throws {
        server.stop()
        try server.start()
        XCTAssertEqual(try RawHTTP.request(port: server.port, "/").status, 200)
        let stream = try RawEventStream(port: server.port)
        defer { stream.close() }
        XCTAssertTrue(stream.waitFor("event: hello"))
    }
}
