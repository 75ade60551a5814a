import Foundation
import XCTest

@testable import PreviewServer

#if canImport(Glibc)
    import Glibc
#endif

/// Clients that hold connections open (a byte at a time, or simply many of them) cannot exhaust
/// the preview server: connections per client and in total are capped, and each has an absolute
/// time limit that trickling bytes does not reset.
final class ConnectionLimitTests: XCTestCase {
    private var site: SiteFixture!
    private var server: PreviewServer!

    override func setUpWithError() throws {
        site = try SiteFixture()
        let root = site.root
        var configuration = PreviewServerConfiguration(siteRoot: { root })
        configuration.perClientConnectionLimit = 8
        configuration.connectionLimit = 16
        configuration.requestTimeLimit = 1
        server = try PreviewServer(configuration: configuration)
        try server.start()
    }

    override func tearDown() {
        server?.stop()
        site?.remove()
    }

    /// Whether the server has closed `fd` (a read returns the end of the stream or an error).
    private func closedByServer(_ fd: Int32, within seconds: Double) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        var buffer = [UInt8](repeating: 0, count: 256)
        while Date() < deadline {
            var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            if poll(&poller, 1, 100) > 0 {
                let count = buffer.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
                if count <= 0 { return true }
            }
        }
        return false
    }

    func testATricklingRequestIsCutOffAtTheTimeLimit() throws {
        let fd = try RawHTTP.connect(port: server.port)
        defer { close(fd) }
        let request = Array("GET /index.html HTTP/1.1\r\nHost: 127.0.0.1:\(server.port)\r\nX-Slow: ".utf8)
        RawHTTP.sendAll(fd, request)
        let started = Date()
        var closed = false
        // One byte every 100 ms: an idle timer would never fire.
        while !closed && Date().timeIntervalSince(started) < 6 {
            RawHTTP.sendAll(fd, [UInt8(ascii: "a")])
            closed = closedByServer(fd, within: 0.1)
        }
        XCTAssertTrue(closed, "the trickling connection was never closed")
        XCTAssertLessThan(Date().timeIntervalSince(started), 3.5)
        XCTAssertEqual(try RawHTTP.request(port: server.port, "/style.css").status, 200)
    }

    func testConnectionsFromOneClientAreCapped() throws {
        var held: [Int32] = []
        defer { held.forEach { close($0) } }
        for _ in 0..<8 { held.append(try RawHTTP.connect(port: server.port)) }
        // Give the server a moment to accept them all, then one more is refused.
        usleep(200_000)
        let extra = try RawHTTP.connect(port: server.port)
        defer { close(extra) }
        XCTAssertTrue(closedByServer(extra, within: 1), "a ninth connection from one client was kept")
        // Once they are gone, the client is served again.
        held.forEach { close($0) }
        held = []
        var status: Int?
        for _ in 0..<20 where status != 200 {
            usleep(100_000)
            status = try? RawHTTP.request(port: server.port, "/style.css").status
        }
        XCTAssertEqual(status, 200)
    }

    func testEventStreamsOutliveTheTimeLimit() throws {
        let stream = try RawEventStream(port: server.port)
        defer { stream.close() }
        XCTAssertTrue(stream.waitFor("event: hello"))
        usleep(2_000_000)
        server.broadcastReload()
        XCTAssertTrue(stream.waitFor("event: reload"))
    }
}
