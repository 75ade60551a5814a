import CMicroHTTPD
import Diagnostics
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The `coursegen serve` HTTP server: serves the current site directory on loopback, injects the
/// live-reload client into HTML, and pushes reload and error events to open pages.
///
/// Built on libmicrohttpd in thread-per-connection mode: an event stream blocks its own thread
/// while it waits, never the pages being loaded next to it. While running, the server keeps
/// itself alive (libmicrohttpd holds a pointer to it); call `stop()` to release it.
public final class PreviewServer: @unchecked Sendable {
    public typealias Configuration = PreviewServerConfiguration

    public let configuration: PreviewServerConfiguration

    private let lock = NSLock()
    private var daemon: OpaquePointer?
    private var retainedSelf: Unmanaged<PreviewServer>?
    private var boundPort: UInt16 = 0
    private var allowedHostHeaders: Set<String> = []
    /// The errors on show, encoded once for the overlay; nil when the last build was good.
    private var currentErrorsJSON: String?
    private let hub: EventHub
    private let address: BindAddress
    /// Changes on every start, so open pages notice a restarted server and reload.
    private let instanceID = UUID().uuidString
    /// Ends connections that outlive the request time limit.
    fileprivate let watchdog = ConnectionWatchdog()

    /// Validates the configuration; nothing listens until `start()`.
    public init(configuration: PreviewServerConfiguration) throws {
        guard let address = BindAddress(configuration.host) else {
            throw PreviewServerError.invalidHost(configuration.host)
        }
        if !address.isLoopback && !configuration.allowExternalHost {
            throw PreviewServerError.externalHostNotAllowed(configuration.host)
        }
        self.configuration = configuration
        self.address = address
        self.hub = EventHub(keepAliveInterval: configuration.keepAliveInterval)
    }

    /// The bound port (the system's choice when the configuration asked for 0); 0 before start.
    public var port: UInt16 {
        lock.lock()
        defer { lock.unlock() }
        return boundPort
    }

    /// `http://host:port/` for printing.
    public var url: URL {
        URL(string: "http://\(address.urlHost):\(port)/")!
    }

    /// Whether the bound address is loopback; the CLI warns when it is not.
    public var isLoopbackOnly: Bool { address.isLoopback }

    /// How many pages are listening for events.
    public var openEventStreams: Int { hub.count }

    /// Binds and starts serving on background threads; returns once connections are accepted.
    public func start() throws {
        lock.lock()
        defer { lock.unlock() }
        guard daemon == nil, retainedSelf == nil else { throw PreviewServerError.alreadyStarted }

        let (fd, port) = try address.listen(port: configuration.port)
        hub.resume()
        // libmicrohttpd calls back through a C pointer; the running daemon keeps the server
        // alive through this retain until stop() has joined every connection thread.
        let context = Unmanaged.passRetained(self)
        let flags =
            MHD_USE_THREAD_PER_CONNECTION.rawValue | MHD_USE_INTERNAL_POLLING_THREAD.rawValue
            | MHD_USE_AUTO.rawValue
        // Idle keep-alive connections each hold a thread; close them after a while, but never
        // before an event stream's keep-alive comment would have refreshed it.
        let timeout = UInt32(max(60, (configuration.keepAliveInterval * 4).rounded(.up)))
        guard
            let started = coursegen_mhd_start_daemon(
                flags, fd, accessHandler, context.toOpaque(), rawURLUnescaper, nil, timeout,
                UInt32(configuration.connectionLimit), UInt32(configuration.perClientConnectionLimit),
                connectionNotifier, context.toOpaque()
            )
        else {
            context.release()
            close(fd)
            throw PreviewServerError.daemonFailed
        }
        daemon = started
        retainedSelf = context
        watchdog.start(limit: configuration.requestTimeLimit)
        boundPort = port

        var names = ["127.0.0.1", "localhost", "[::1]", address.urlHost]
        names += configuration.additionalAllowedHosts
        var allowed = Set<String>()
        for name in names.map({ $0.lowercased() }) {
            allowed.insert("\(name):\(port)")
            if port == 80 { allowed.insert(name) }  // browsers omit the default port
        }
        allowedHostHeaders = allowed
    }

    /// Ends every event stream, closes the listening socket and waits for connection threads.
    /// Safe to call more than once.
    public func stop() {
        lock.lock()
        let running = daemon
        let context = retainedSelf
        daemon = nil
        retainedSelf = nil
        lock.unlock()
        guard let running else { return }
        watchdog.stop()
        // Event streams block their threads; wake them first or the daemon would wait for them.
        hub.stop()
        MHD_stop_daemon(running)
        context?.release()
    }

    // MARK: Live reload

    /// Tells every open page to reload (after a successful rebuild).
    public func broadcastReload() {
        hub.broadcast("reload", data: "{}")
    }

    /// Shows `diagnostics` in every open page, and in every page served until `clearErrors()`.
    public func showErrors(_ diagnostics: [Diagnostic]) {
        let json = OverlayDiagnostic.json(diagnostics)
        lock.lock()
        currentErrorsJSON = diagnostics.isEmpty ? nil : json
        lock.unlock()
        hub.broadcast("errors", data: json)
    }

    /// Removes the error overlay (call before `broadcastReload()` after a good build).
    public func clearErrors() {
        lock.lock()
        currentErrorsJSON = nil
        lock.unlock()
        hub.broadcast("clear", data: "{}")
    }

    private var errorsSnapshot: String? {
        lock.lock()
        defer { lock.unlock() }
        return currentErrorsJSON
    }

    // MARK: Requests

    fileprivate func handle(_ connection: OpaquePointer, rawURL: String?, method: String) -> MHD_Result {
        let isHead = method == "HEAD"
        guard method == "GET" || isHead else {
            return send(
                connection, status: 405, body: Array("Method not allowed\n".utf8),
                contentType: ContentTypes.byExtension["txt"]!, headers: [("Allow", "GET, HEAD")])
        }
        // DNS rebinding: a hostile page whose name resolves to 127.0.0.1 still sends its own name
        // in Host. Only our own names pass, so such a page can never read a response.
        let hostHeader = MHD_lookup_connection_value(connection, .HEADER_KIND, "Host").map { String(cString: $0) }
        guard let hostHeader, isAllowedHost(hostHeader) else {
            return sendPage(
                connection, status: 403, title: "Forbidden",
                message: "This preview server only answers requests addressed to itself.")
        }
        guard let rawURL else {
            return sendPage(connection, status: 400, title: "Bad request", message: "The request path is not valid.")
        }

        let path = rawURL.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? rawURL
        if path.hasPrefix(ReservedPaths.prefix) {
            return handleReserved(connection, path: path, isHead: isHead)
        }

        let root = configuration.siteRoot()
        switch RequestPathResolver.resolve(rawTarget: rawURL, root: root) {
        case .file(let file):
            return sendFile(connection, path: file, root: root, status: 200)
        case .redirect(let location):
            // 302, not 301: browsers cache permanent redirects, and in a preview a directory
            // may become a file on the next build.
            return send(
                connection, status: 302, body: [], contentType: ContentTypes.byExtension["txt"]!,
                headers: [("Location", location)])
        case .refused(.notFound):
            return sendNotFound(connection, root: root)
        case .refused(.outsideRoot):
            return sendPage(connection, status: 403, title: "Forbidden", message: "That path leads outside the site.")
        case .refused(.malformed):
            return sendPage(connection, status: 400, title: "Bad request", message: "The request path is not valid.")
        }
    }

    private func isAllowedHost(_ header: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return allowedHostHeaders.contains(header.trimmingCharacters(in: .whitespaces).lowercased())
    }

    private func handleReserved(_ connection: OpaquePointer, path: String, isHead: Bool) -> MHD_Result {
        switch path {
        case ReservedPaths.script:
            return send(
                connection, status: 200, body: Array(LiveReloadScript.source.utf8),
                contentType: ContentTypes.byExtension["js"]!)
        case ReservedPaths.errors:
            return send(
                connection, status: 200, body: Array((errorsSnapshot ?? "[]").utf8),
                contentType: ContentTypes.byExtension["json"]!)
        case ReservedPaths.events:
            return openEventStream(connection, isHead: isHead)
        default:
            return sendPage(connection, status: 404, title: "Not found", message: "No such preview resource.")
        }
    }

    private func openEventStream(_ connection: OpaquePointer, isHead: Bool) -> MHD_Result {
        let contentType = "text/event-stream; charset=utf-8"
        if isHead { return send(connection, status: 200, body: [], contentType: contentType) }

        // The stream opens with the current state: the server instance (a change means the
        // server restarted and the page is stale) and any errors, so a reconnecting page catches up.
        var initial = "retry: 1000\n\n" + serverSentEvent("hello", data: instanceID)
        if let errors = errorsSnapshot { initial += serverSentEvent("errors", data: errors) }
        // An event stream is meant to stay open: the time limit does not apply to it.
        watchdog.exempt(fd: coursegen_mhd_connection_fd(connection))
        guard let client = hub.open(initial: initial) else {
            return sendPage(connection, status: 503, title: "Stopping", message: "The preview server is stopping.")
        }
        let context = Unmanaged.passRetained(client)
        guard
            let response = MHD_create_response_from_callback(
                UInt64.max /* MHD_SIZE_UNKNOWN */, 4096, eventStreamReader, context.toOpaque(), eventStreamRelease
            )
        else {
            context.takeRetainedValue().release()
            return .NO
        }
        addCommonHeaders(response, contentType: contentType)
        let result = MHD_queue_response(connection, 200, response)
        MHD_destroy_response(response)
        return result
    }

    private func sendFile(_ connection: OpaquePointer, path: String, root: URL, status: UInt32) -> MHD_Result {
        guard let (fd, size) = RequestPathResolver.openContained(path, root: root) else {
            // Gone or swapped between resolving and opening (a rebuild just published).
            return status == 404 ? sendBuiltInNotFound(connection) : sendNotFound(connection, root: root)
        }
        let contentType = ContentTypes.forPath(path)
        if ContentTypes.isHTML(contentType) {
            defer { close(fd) }
            guard let page = readAll(fd, size: size) else {
                return sendPage(connection, status: 500, title: "Read error", message: "The file could not be read.")
            }
            return send(connection, status: status, body: injectLiveReload(into: page), contentType: contentType)
        }
        // Everything else goes out straight from the descriptor (sendfile), which
        // libmicrohttpd closes when the response is done.
        guard let response = MHD_create_response_from_fd(size, fd) else {
            close(fd)
            return .NO
        }
        addCommonHeaders(response, contentType: contentType)
        let result = MHD_queue_response(connection, status, response)
        MHD_destroy_response(response)
        return result
    }

    /// The site's own `404.html` when it has one (resolved with the same checks as any page),
    /// otherwise a built-in page. Either way the status is 404.
    private func sendNotFound(_ connection: OpaquePointer, root: URL) -> MHD_Result {
        if case .file(let page) = RequestPathResolver.resolve(rawTarget: "/404.html", root: root) {
            return sendFile(connection, path: page, root: root, status: 404)
        }
        return sendBuiltInNotFound(connection)
    }

    private func sendBuiltInNotFound(_ connection: OpaquePointer) -> MHD_Result {
        sendPage(
            connection, status: 404, title: "Page not found",
            message: "Nothing in the site at this address. If you just added it, the rebuild may still be running.")
    }

    func injectLiveReload(into page: [UInt8]) -> [UInt8] {
        let snippet = LiveReloadScript.snippet(errorsJSON: errorsSnapshot)
        return LiveReloadScript.inject(snippet, into: page)
    }
}

// MARK: - C callbacks
//
// These are plain C function pointers: they capture nothing and find their Swift object through
// the context pointer libmicrohttpd passes back.

private let accessHandler: MHD_AccessHandlerCallback = { context, connection, url, method, _, _, _, _ in
    guard let context, let connection, let method else { return .NO }
    let server = Unmanaged<PreviewServer>.fromOpaque(context).takeUnretainedValue()
    // The URL arrives exactly as sent (see rawURLUnescaper); bytes that are not UTF-8 are refused
    // by the resolver's caller rather than repaired into a different path.
    let rawURL = url.flatMap { String(validatingCString: $0) }
    return server.handle(connection, rawURL: rawURL, method: String(cString: method))
}

/// Leaves the URL untouched: percent-decoding happens once, in RequestPathResolver, where every
/// check runs on the result. libmicrohttpd's own decoder would turn `%00` into a NUL that
/// silently truncates the path before we could refuse it.
private let rawURLUnescaper: coursegen_mhd_unescape_callback = { _, _, text in
    guard let text else { return 0 }
    return strlen(text)
}

/// Connection start and end, for the watchdog.
private let connectionNotifier: MHD_NotifyConnectionCallback = { context, connection, _, code in
    guard let context, let connection else { return }
    let server = Unmanaged<PreviewServer>.fromOpaque(context).takeUnretainedValue()
    let fd = coursegen_mhd_connection_fd(connection)
    if code.rawValue == 0 /* MHD_CONNECTION_NOTIFY_STARTED */ {
        server.watchdog.opened(fd: fd)
    } else {
        server.watchdog.closed(fd: fd)
    }
}

/// An absolute time limit per connection. libmicrohttpd's own timeout is an idle timeout that
/// every byte resets, so a client trickling one byte at a time would hold a thread forever; once a
/// second this shuts down the sockets of connections older than the limit (the connection's thread
/// then sees the end of the stream and closes it). Sockets are shut down under the same lock that
/// closing takes, so a descriptor is never touched after libmicrohttpd has let it go.
final class ConnectionWatchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var opened: [Int32: (start: DispatchTime, exempt: Bool)] = [:]
    private var timer: DispatchSourceTimer?

    func start(limit: TimeInterval) {
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue.global())
        let interval = min(1, max(0.05, limit / 4))
        timer.schedule(deadline: .now() + interval, repeating: interval)
        timer.setEventHandler { [weak self] in self?.sweep(limit: limit) }
        timer.resume()
        lock.lock()
        self.timer = timer
        lock.unlock()
    }

    func stop() {
        lock.lock()
        timer?.cancel()
        timer = nil
        lock.unlock()
    }

    func opened(fd: Int32) {
        guard fd >= 0 else { return }
        lock.lock()
        opened[fd] = (DispatchTime.now(), false)
        lock.unlock()
    }

    func closed(fd: Int32) {
        lock.lock()
        opened[fd] = nil
        lock.unlock()
    }

    func exempt(fd: Int32) {
        lock.lock()
        opened[fd]?.exempt = true
        lock.unlock()
    }

    private func sweep(limit: TimeInterval) {
        let now = DispatchTime.now().uptimeNanoseconds
        let limitNanoseconds = UInt64(limit * 1_000_000_000)
        lock.lock()
        defer { lock.unlock() }
        for (fd, entry) in opened where !entry.exempt && now - entry.start.uptimeNanoseconds > limitNanoseconds {
            shutdown(fd, Int32(SHUT_RDWR))
            opened[fd]?.exempt = true  // once
        }
    }
}

private let eventStreamReader: MHD_ContentReaderCallback = { context, _, buffer, capacity in
    guard let context, let buffer else { return -2 }  // MHD_CONTENT_READER_END_WITH_ERROR
    let client = Unmanaged<EventStreamClient>.fromOpaque(context).takeUnretainedValue()
    guard let count = client.read(into: UnsafeMutableRawPointer(buffer), capacity: capacity) else {
        return -1  // MHD_CONTENT_READER_END_OF_STREAM
    }
    return count
}

/// Called when libmicrohttpd is done with the stream, including when the page went away.
private let eventStreamRelease: MHD_ContentReaderFreeCallback = { context in
    guard let context else { return }
    Unmanaged<EventStreamClient>.fromOpaque(context).takeRetainedValue().release()
}
