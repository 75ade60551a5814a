import Foundation

/// A load started with a completion handler. As on a device it starts at `resume()`, and its
/// handler runs later (once the fixture's delay has passed on the lesson's clock), never within
/// the call that started it.
open class URLSessionTask: NSObject, @unchecked Sendable {
    public enum State: Int, Sendable {
        case running, suspended, canceling, completed
    }

    private static var nextIdentifier = 0

    public let taskIdentifier: Int
    public let originalRequest: URLRequest?
    open var currentRequest: URLRequest? { originalRequest }
    open private(set) var response: URLResponse?
    open private(set) var error: (any Error)?
    open private(set) var state: State = .suspended
    open var priority: Float = 0.5
    open var taskDescription: String?

    private let completionHandler: @Sendable (Data?, URLResponse?, (any Error)?) -> Void
    private var work: Task<Void, Never>?

    init(request: URLRequest, completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void) {
        Self.nextIdentifier += 1
        taskIdentifier = Self.nextIdentifier
        originalRequest = request
        self.completionHandler = completionHandler
    }

    open func resume() {
        guard state == .suspended, let request = originalRequest else { return }
        state = .running
        work = Task { [self] in
            do {
                let (data, response) = try await _FixtureServer.shared.perform(request)
                finish(data, response, nil)
            } catch is CancellationError {
                finish(nil, nil, URLError(.cancelled))
            } catch {
                finish(nil, nil, error)
            }
        }
    }

    open func suspend() {}

    /// Ends the load; its handler runs with `URLError(.cancelled)`.
    open func cancel() {
        guard state == .running || state == .suspended else { return }
        let wasRunning = state == .running
        state = .canceling
        if wasRunning { work?.cancel() } else { finish(nil, nil, URLError(.cancelled)) }
    }

    private func finish(_ data: Data?, _ response: URLResponse?, _ error: (any Error)?) {
        guard state != .completed else { return }
        state = .completed
        self.response = response
        self.error = error
        completionHandler(data, response, error)
    }
}

open class URLSessionDataTask: URLSessionTask, @unchecked Sendable {}
open class URLSessionUploadTask: URLSessionDataTask, @unchecked Sendable {}
