import Combine
import Foundation
import LessonProtocol

/// Where a lesson's network requests go instead of the internet: the fixtures the lesson declares.
///
/// Lesson code runs sandboxed with no network, and a page must not depend on a server anyway, so
/// `URLSession` (this module's, which shadows Foundation's in lesson code) asks this table. A
/// request no fixture answers fails as it does on a device that is offline. Every request is
/// recorded, so a checkpoint can state what was sent.
public final class _FixtureServer: @unchecked Sendable {
    public static let shared = _FixtureServer()

    private let lock = NSLock()
    private var fixtures: [NetworkFixture] = []
    private var recorded: [RecordedRequest] = []

    /// The fixtures of this run, replacing any before (and forgetting what was recorded).
    public func install(_ fixtures: [NetworkFixture]) {
        lock.lock()
        defer { lock.unlock() }
        self.fixtures = fixtures
        recorded = []
    }

    /// The requests made since the last call, oldest first.
    public func takeRequests() -> [RecordedRequest] {
        lock.lock()
        defer { lock.unlock() }
        let taken = recorded
        recorded = []
        return taken
    }

    /// The answer to a request: the fixture for its method and URL, or the offline error a device
    /// gives. The request is recorded either way.
    func answer(_ request: URLRequest) -> (fixture: NetworkFixture?, body: Data?) {
        let method = (request.httpMethod ?? "GET").uppercased()
        let url = request.url?.absoluteString ?? ""
        lock.lock()
        defer { lock.unlock() }
        let fixture = fixtures.first { $0.method == method && $0.url == url }
        recorded.append(RecordedRequest(method: method, url: url, body: request.httpBody, answered: fixture != nil))
        return (fixture, request.httpBody)
    }

    /// Performs a request on the lesson's clock: waits the fixture's delay, then returns its body and
    /// response, or throws `URLError(.notConnectedToInternet)`.
    func perform(_ request: URLRequest) async throws -> (Data, URLResponse) {
        let (fixture, sent) = answer(request)
        guard let fixture, let url = request.url else {
            // Even an offline failure arrives after the call returns, never within it.
            await Task.yield()
            throw Self.offlineError(for: request.url)
        }
        if fixture.delay > 0 {
            try await _LessonClock.shared.sleep(nanoseconds: UInt64(fixture.delay * 1_000_000_000))
        } else {
            await Task.yield()
        }
        let body = fixture.echoesRequestBody ? (sent ?? Data()) : fixture.body
        var headers = fixture.headers
        headers["Content-Length"] = String(body.count)
        let response = HTTPURLResponse(url: url, statusCode: fixture.status, httpVersion: "HTTP/1.1", headerFields: headers)!
        return (body, response)
    }

    /// What `URLSession` throws on a device with no connection.
    static func offlineError(for url: URL?) -> URLError {
        var info: [String: Any] = [NSLocalizedDescriptionKey: "The Internet connection appears to be offline."]
        if let url {
            info[NSURLErrorFailingURLErrorKey] = url
            info[NSURLErrorFailingURLStringErrorKey] = url.absoluteString
        }
        return URLError(.notConnectedToInternet, userInfo: info)
    }
}
