import Diagnostics
import Foundation
import XCTest

@testable import PreviewServer

final class LiveReloadTests: XCTestCase {
    private var site: SiteFixture!
    private var server: PreviewServer!
    private var port: UInt16 { server.port }
    private var streams: [RawEventStream] = []

    override func setUpWithError() throws {
        site = try SiteFixture()
        let root = site.root
        server = try PreviewServer(configuration: PreviewServerConfiguration(keepAliveInterval: 0.3, siteRoot: { root }))
        try server.start()
    }

    override func tearDown() {
        streams.forEach { $0.close() }
        server?.stop()
        site?.remove()
    }

    private func openStream() throws -> RawEventStream {
        let stream = try RawEventStream(port: port)
        streams.append(stream)
        XCTAssertTrue(stream.waitFor("event: hello"), "stream did not open: \(stream.received)")
        return stream
    }

    private let drift = Diagnostic.error(
        "checkpoint drift: <script>alert(1)</script>",
        at: SourceLocation(file: "content/lessons/state.md", line: 42, column: 3),
        notes: ["expected: Total 24", "observed: Total 23"])

    // MARK: Injection

    func testScriptIsInjectedBeforeTheLastBodyTag() throws {
        let page = try RawHTTP.request(port: port, "/").text
        XCTAssertTrue(page.contains("<script src=\"/__coursegen/live.js\"></script></body></html>"), page)
        let docs = try RawHTTP.request(port: port, "/docs/").text
        XCTAssertTrue(docs.contains("<script src=\"/__coursegen/live.js\"></script></BODY>"), docs)
        let fragment = try RawHTTP.request(port: port, "/fragment.html").text
        XCTAssertTrue(fragment.hasSuffix("<script src=\"/__coursegen/live.js\"></script>"), fragment)
        // Only HTML is touched.
        XCTAssertEqual(try RawHTTP.request(port: port, "/style.css").text, "body { color: red; }")
    }

    func testInjectionPicksTheLastBodyTagAndKeepsBytes() {
        let page = Array("<p>a </body> in text</p></Body>\u{FF}".utf8)
        let result = String(decoding: LiveReloadScript.inject("X", into: page), as: UTF8.self)
        XCTAssertEqual(result, "<p>a </body> in text</p>X</Body>\u{FF}")
        XCTAssertEqual(LiveReloadScript.inject("X", into: []), Array("X".utf8))
    }

    func testLiveScriptIsServed() throws {
        let response = try RawHTTP.request(port: port, "/__coursegen/live.js")
        XCTAssertEqual(response.status, 200)
        XCTAssertEqual(response.header("Content-Type"), "text/javascript; charset=utf-8")
        XCTAssertTrue(response.text.contains("new EventSource(\"/__coursegen/events\")"))
        XCTAssertTrue(response.text.contains("textContent"))
        XCTAssertFalse(response.text.contains("innerHTML"))
        XCTAssertEqual(try RawHTTP.request(port: port, "/__coursegen/other").status, 404)
    }

    func testErrorsTravelInsideHTMLWhileSet() throws {
        server.showErrors([drift])
        let page = try RawHTTP.request(port: port, "/").text
        XCTAssertTrue(page.contains("id=\"__coursegen-errors\""))
        XCTAssertTrue(page.contains("content\\/lessons\\/state.md") || page.contains("content/lessons/state.md"))
        XCTAssertTrue(page.contains("observed: Total 23"))
        // The message's markup is escaped so it cannot close the JSON block.
        XCTAssertFalse(page.contains("<script>alert(1)"))
        XCTAssertTrue(page.contains("\\u003cscript\\u003ealert(1)"))

        let json = try RawHTTP.request(port: port, "/__coursegen/errors.json")
        XCTAssertEqual(json.header("Content-Type"), "application/json")
        let decoded = try JSONDecoder().decode([OverlayDiagnostic].self, from: Data(json.body))
        XCTAssertEqual(decoded, [OverlayDiagnostic(drift)])
        XCTAssertEqual(decoded.first?.line, 42)
        XCTAssertEqual(decoded.first?.column, 3)

        server.clearErrors()
        XCTAssertFalse(try RawHTTP.request(port: port, "/").text.contains("__coursegen-errors"))
        XCTAssertEqual(try RawHTTP.request(port: port, "/__coursegen/errors.json").text, "[]")
    }

    // MARK: Event stream

    func testReloadEventReachesEveryOpenStream() throws {
        let first = try openStream()
        let second = try openStream()
        XCTAssertTrue(eventually { self.server.openEventStreams == 2 })
        server.broadcastReload()
        XCTAssertTrue(first.waitFor("event: reload\ndata: {}\n\n"), first.received)
        XCTAssertTrue(second.waitFor("event: reload"), second.received)
    }

    func testStreamHeaders() throws {
        let head = try RawHTTP.request(port: port, method: "HEAD", "/__coursegen/events")
        XCTAssertEqual(head.status, 200)
        XCTAssertEqual(head.header("Content-Type"), "text/event-stream; charset=utf-8")
        XCTAssertEqual(head.header("Cache-Control"), "no-store")
        XCTAssertNil(head.header("Access-Control-Allow-Origin"))
        let stream = try openStream()
        XCTAssertTrue(stream.received.contains("text/event-stream"))
        XCTAssertFalse(stream.received.lowercased().contains("access-control-allow-origin"))
    }

    func testErrorsAndClearEvents() throws {
        let stream = try openStream()
        server.showErrors([drift])
        XCTAssertTrue(stream.waitFor("event: errors\ndata: ["), stream.received)
        XCTAssertTrue(stream.waitFor("checkpoint drift"))
        server.clearErrors()
        XCTAssertTrue(stream.waitFor("event: clear"), stream.received)
    }

    func testNewStreamStartsWithCurrentErrors() throws {
        server.showErrors([drift])
        let stream = try openStream()
        XCTAssertTrue(stream.waitFor("event: errors"), stream.received)
        XCTAssertTrue(stream.waitFor("expected: Total 24"))
    }

    func testKeepAliveAndCleanupOfClosedStreams() throws {
        let stream = try openStream()
        XCTAssertTrue(stream.waitFor(": keep-alive"), stream.received)
        XCTAssertEqual(server.openEventStreams, 1)
        stream.close()
        streams.removeAll()
        // The next keep-alive write fails and the stream is released.
        XCTAssertTrue(eventually(timeout: 4) { self.server.openEventStreams == 0 }, "stream not cleaned up")
    }

    func testStopEndsOpenStreamsPromptly() throws {
        let stream = try openStream()
        let started = Date()
        server.stop()
        XCTAssertLessThan(Date().timeIntervalSince(started), 2)
        XCTAssertTrue(stream.waitForClose(timeout: 2))
    }

    func testEventFormatting() {
        XCTAssertEqual(serverSentEvent("reload", data: "{}"), "event: reload\ndata: {}\n\n")
        XCTAssertEqual(serverSentEvent("x", data: "a\nb"), "event: x\ndata: a\ndata: b\n\n")
        XCTAssertFalse(OverlayDiagnostic.json([drift]).contains("\n"))
    }
}
