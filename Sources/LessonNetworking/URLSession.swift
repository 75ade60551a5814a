import Foundation

/// The object lesson code loads URLs with. Every load is answered by the lesson's fixtures
/// (`_FixtureServer`) on the lesson's clock; nothing leaves the process.
open class URLSession: NSObject, @unchecked Sendable {
    /// The shared session, as on Apple platforms.
    public static let shared = URLSession(configuration: .default)

    public let configuration: URLSessionConfiguration
    public let delegate: (any URLSessionDelegate)?
    public let delegateQueue: OperationQueue

    public init(configuration: URLSessionConfiguration) {
        self.configuration = configuration
        delegate = nil
        delegateQueue = OperationQueue.main
    }

    public init(configuration: URLSessionConfiguration, delegate: (any URLSessionDelegate)?, delegateQueue queue: OperationQueue?) {
        self.configuration = configuration
        self.delegate = delegate
        delegateQueue = queue ?? OperationQueue.main
    }

    open var sessionDescription: String?

    // MARK: async/await

    public func data(for request: URLRequest, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (Data, URLResponse) {
        try await _FixtureServer.shared.perform(prepared(request))
    }

    public func data(from url: URL, delegate: (any URLSessionTaskDelegate)? = nil) async throws -> (Data, URLResponse) {
        try await data(for: URLRequest(url: url), delegate: delegate)
    }

    /// Sends `bodyData` as the request's body (its `httpBody` is ignored, as on a device).
    public func upload(
        for request: URLRequest, from bodyData: Data, delegate: (any URLSessionTaskDelegate)? = nil
    ) async throws -> (
        Data, URLResponse
    ) {
        var request = request
        request.httpBody = bodyData
        return try await data(for: request, delegate: delegate)
    }

    // MARK: completion handlers

    public func dataTask(
        with request: URLRequest, completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
    ) -> URLSessionDataTask {
        URLSessionDataTask(request: prepared(request), completionHandler: completionHandler)
    }

    public func dataTask(
        with url: URL, completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
    ) -> URLSessionDataTask {
        dataTask(with: URLRequest(url: url), completionHandler: completionHandler)
    }

    public func uploadTask(
        with request: URLRequest, from bodyData: Data?, completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
    ) -> URLSessionUploadTask {
        var request = request
        request.httpBody = bodyData
        return URLSessionUploadTask(request: prepared(request), completionHandler: completionHandler)
    }

    open func finishTasksAndInvalidate() {}
    open func invalidateAndCancel() {}

    /// The session's extra headers under the request's own, as a device sends them.
    private func prepared(_ request: URLRequest) -> URLRequest {
        var request = request
        for (name, value) in configuration.httpAdditionalHeaders ?? [:] {
            guard let name = name as? String, request.value(forHTTPHeaderField: name) == nil else { continue }
            request.setValue("\(value)", forHTTPHeaderField: name)
        }
        return request
    }
}

/// A session's settings. Only the headers change what a fixture sees; the rest are kept as set.
open class URLSessionConfiguration: NSObject, @unchecked Sendable {
    open class var `default`: URLSessionConfiguration { URLSessionConfiguration() }
    open class var ephemeral: URLSessionConfiguration { URLSessionConfiguration() }

    open var httpAdditionalHeaders: [AnyHashable: Any]?
    open var timeoutIntervalForRequest: TimeInterval = 60
    open var timeoutIntervalForResource: TimeInterval = 604_800
    open var requestCachePolicy: URLRequest.CachePolicy = .useProtocolCachePolicy
    open var allowsCellularAccess = true
    open var waitsForConnectivity = false
    open var httpMaximumConnectionsPerHost = 6
}

/// What a session tells its delegate; accepted so lesson code compiles, never called.
public protocol URLSessionDelegate: NSObjectProtocol, Sendable {}
public protocol URLSessionTaskDelegate: URLSessionDelegate {}
public protocol URLSessionDataDelegate: URLSessionTaskDelegate {}
