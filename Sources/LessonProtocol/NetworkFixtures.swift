import Foundation

/// One answer a lesson's network calls get instead of the internet: a request (method and URL)
/// and the response a server would give, declared in the lesson's front matter (`fixtures:`).
public struct NetworkFixture: Codable, Equatable, Sendable {
    /// "GET", "POST", …, upper case.
    public var method: String
    /// The absolute URL, compared exactly (query included).
    public var url: String
    public var status: Int
    /// Response headers; `Content-Type` is always set (from the body file's type when not given).
    public var headers: [String: String]
    /// The body file's bytes.
    public var body: Data
    /// When true the response body is the request's own body (a server that echoes what it is sent).
    public var echoesRequestBody: Bool
    /// Seconds of lesson time the answer takes to arrive.
    public var delay: Double

    public init(
        method: String, url: String, status: Int = 200, headers: [String: String] = [:], body: Data = Data(),
        echoesRequestBody: Bool = false, delay: Double = 0
    ) {
        self.method = method
        self.url = url
        self.status = status
        self.headers = headers
        self.body = body
        self.echoesRequestBody = echoesRequestBody
        self.delay = delay
    }
}

/// A request lesson code made, as the lesson process saw it.
public struct RecordedRequest: Codable, Equatable, Sendable {
    public var method: String
    public var url: String
    /// The body sent (a POST's JSON), if any.
    public var body: Data?
    /// False when no fixture answered it (the call failed as a device does offline).
    public var answered: Bool

    public init(method: String, url: String, body: Data? = nil, answered: Bool) {
        self.method = method
        self.url = url
        self.body = body
        self.answered = answered
    }
}
