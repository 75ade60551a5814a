import Foundation
import Diagnostics
import CMicroHTTPD
#if canImport(Glibc)
import Glibc
#endif

/// How a preview server listens and what it serves.
public struct PreviewServerConfiguration: Sendable {
    /// The address to bind: an IPv4 or IPv6 literal, or `localhost`.
    public var host: String
    /// 0 asks the system for a free port; read the chosen one from `PreviewServer.port`.
    public var port: UInt16
    /// Binding anything but loopback exposes unpublished drafts to the network, so it has to be
    /// asked for explicitly (the CLI prints a warning when it is).
    public var allowExternalHost: Bool
    /// Extra `Host` header names to accept (without port), e.g. the machine's LAN name when
    /// serving externally. Loopback names and the bound host are always accepted.
    public var additionalAllowedHosts: [String]
    /// The current site directory. Asked on every request, because each rebuild publishes a
    /// new directory atomically and the server must follow it.
    public var siteRoot: @Sendable () -> URL
    /// How often an idle event stream sends a comment line.
    public var keepAliveInterval: TimeInterval

    public init(
        host: String = "127.0.0.1",
        port: UInt16 = 0,
        allowExternalHost: Bool = false,
        additionalAllowedHosts: [String] = [],
        keepAliveInterval: TimeInterval = 15,
        siteRoot: @escaping @Sendable () -> URL
    ) {
        self.host = host
        self.port = port
        self.allowExternalHost = allowExternalHost
        self.additionalAllowedHosts = additionalAllowedHosts
        self.keepAliveInterval = keepAliveInterval
        self.siteRoot = siteRoot
    }
}

public enum PreviewServerError: Error, Equatable, CustomStringConvertible {
    /// The host is not loopback and `allowExternalHost` is false.
    case externalHostNotAllowed(String)
    /// Not an IP literal or `localhost` (names are not resolved, so the bound address is certain).
    case invalidHost(String)
    /// socket/bind/listen failed; `reason` is the system's message (e.g. address already in use).
    case cannotListen(host: String, port: UInt16, reason: String)
    case daemonFailed
    case alreadyStarted

    public var description: String {
        switch self {
        case .externalHostNotAllowed(let host):
            return "refusing to serve on \(host): not a loopback address (pass the option that allows an external host to expose the site to the network)"
        case .invalidHost(let host):
            return "invalid host '\(host)': use an IP address or localhost"
        case .cannotListen(let host, let port, let reason):
            return "cannot listen on \(host):\(port): \(reason)"
        case .daemonFailed:
            return "the HTTP server could not start"
        case .alreadyStarted:
            return "the preview server is already running"
        }
    }
}

/// The `coursegen serve` HTTP server: serves the current site directory on loopback, injects the
/// live-reload client into HTML, and pushes reload and error events to open pages.
///
/// Built on libmicrohttpd in thread-per-connection mode: an event stream blocks its own thread
/// while it waits, never the pages being loaded next to it.
public final class PreviewServer: @unchecked Sendable {
    public let configuration: PreviewServerConfiguration

    private let lock = NSLock()
    private var daemon: OpaquePointer?
    private var retainedSelf: Unmanaged<PreviewServer>?
    private var boundPort: UInt16 = 0
    private var allowedHostHeaders: Set<String> = []
    private var currentErrors: [Diagnostic] = []
    private let hub: EventHub
    private let address: BindAddress
    /// Changes on every start, so open pages notice a restarted server and reload.
    private let instanceID = UUID().uuidString

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
        let flags = MHD_USE_THREAD_PER_CONNECTION.rawValue | MHD_USE_INTERNAL_POLLING_THREAD.rawValue
            | MHD_USE_AUTO.rawValue
        // Idle keep-alive connections each hold a thread; close them after a while, but never
        // before an event stream's keep-alive comment would have refreshed it.
        let timeout = UInt32(max(60, (configuration.keepAliveInterval * 4).rounded(.up)))
        guard let started = coursegen_mhd_start_daemon(
            flags, fd, accessHandler, context.toOpaque(), rawURLUnescaper, nil, timeout
        ) else {
            context.release()
            close(fd)
            throw PreviewServerError.daemonFailed
        }
        daemon = started
        retainedSelf = context
        boundPort = port

        var names = ["127.0.0.1", "localhost", "[::1]", address.urlHost]
        names += configuration.additionalAllowedHosts
        var allowed = Set<String>()
        for name in names.map({ $0.lowercased() }) {
            allowed.insert("\(name):\(port)")
            if port == 80 { allowed.insert(name) }   // browsers omit the default port
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
        lock.lock()
        currentErrors = diagnostics
        lock.unlock()
        hub.broadcast("errors", data: OverlayDiagnostic.json(diagnostics))
    }

    /// Removes the error overlay (call before `broadcastReload()` after a good build).
    public func clearErrors() {
        lock.lock()
        currentErrors = []
        lock.unlock()
        hub.broadcast("clear", data: "{}")
    }

    private var errorsSnapshot: [Diagnostic] {
        lock.lock()
        defer { lock.unlock() }
        return currentErrors
    }

    // MARK: Requests

    fileprivate func handle(_ connection: OpaquePointer, rawURL: String?, method: String) -> MHD_Result {
        let isHead = method == "HEAD"
        guard method == "GET" || isHead else {
            return send(connection, status: 405, body: Array("Method not allowed\n".utf8),
                        contentType: ContentTypes.byExtension["txt"]!, headers: [("Allow", "GET, HEAD")])
        }
        // DNS rebinding: a hostile page whose name resolves to 127.0.0.1 still sends its own name
        // in Host. Only our own names pass, so such a page can never read a response.
        let hostHeader = MHD_lookup_connection_value(connection, .HEADER_KIND, "Host").map { String(cString: $0) }
        guard let hostHeader, isAllowedHost(hostHeader) else {
            return sendPage(connection, status: 403, title: "Forbidden",
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
            return send(connection, status: 302, body: [], contentType: ContentTypes.byExtension["txt"]!,
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
            return send(connection, status: 200, body: Array(LiveReloadScript.source.utf8),
                        contentType: ContentTypes.byExtension["js"]!)
        case ReservedPaths.errors:
            return send(connection, status: 200, body: Array(OverlayDiagnostic.json(errorsSnapshot).utf8),
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
        let errors = errorsSnapshot
        if !errors.isEmpty { initial += serverSentEvent("errors", data: OverlayDiagnostic.json(errors)) }
        guard let client = hub.open(initial: initial) else {
            return sendPage(connection, status: 503, title: "Stopping", message: "The preview server is stopping.")
        }
        let context = Unmanaged.passRetained(client)
        guard let response = MHD_create_response_from_callback(
            UInt64.max /* MHD_SIZE_UNKNOWN */, 4096, eventStreamReader, context.toOpaque(), eventStreamRelease
        ) else {
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
        sendPage(connection, status: 404, title: "Page not found",
                 message: "Nothing in the site at this address. If you just added it, the rebuild may still be running.")
    }

    func injectLiveReload(into page: [UInt8]) -> [UInt8] {
        let errors = errorsSnapshot
        let snippet = LiveReloadScript.snippet(errorsJSON: errors.isEmpty ? nil : OverlayDiagnostic.json(errors))
        return LiveReloadScript.inject(snippet, into: page)
    }

    /// A small styled HTML page for the server's own answers (errors and the built-in 404). It
    /// carries the live-reload script too, so a 404 page turns into the page once it is built.
    private func sendPage(_ connection: OpaquePointer, status: UInt32, title: String, message: String) -> MHD_Result {
        let html = """
        <!doctype html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>\(status) \(escapeHTML(title))</title>
        <style>
        body { font: 16px/1.5 system-ui, -apple-system, sans-serif; margin: 0; display: grid;
               min-height: 100vh; place-items: center; background: #f6f6f7; color: #1d1d1f; }
        main { max-width: 34rem; padding: 2rem; }
        h1 { font-size: 1.4rem; margin: 0 0 .5rem; }
        .code { font-size: 3rem; font-weight: 700; color: #8e8e93; margin: 0; }
        a { color: #0b57d0; }
        @media (prefers-color-scheme: dark) {
          body { background: #1c1c1e; color: #f2f2f7; } .code { color: #636366; } a { color: #8ab4f8; }
        }
        </style></head>
        <body><main><p class="code">\(status)</p><h1>\(escapeHTML(title))</h1>
        <p>\(escapeHTML(message))</p><p><a href="/">Back to the course home</a></p></main></body></html>

        """
        return send(connection, status: status, body: injectLiveReload(into: Array(html.utf8)),
                    contentType: ContentTypes.byExtension["html"]!)
    }

    private func send(_ connection: OpaquePointer, status: UInt32, body: [UInt8], contentType: String,
                      headers: [(String, String)] = []) -> MHD_Result {
        let response: OpaquePointer? = body.withUnsafeBytes { bytes in
            MHD_create_response_from_buffer(bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress),
                                            .RESPMEM_MUST_COPY)
        }
        guard let response else { return .NO }
        addCommonHeaders(response, contentType: contentType)
        for (name, value) in headers { MHD_add_response_header(response, name, value) }
        let result = MHD_queue_response(connection, status, response)
        MHD_destroy_response(response)
        return result
    }

    /// Headers on every response. Nothing here names an `Access-Control-Allow-Origin`: no other
    /// origin may read the preview (Vite's CVE-2025-24010 came from a permissive one).
    private func addCommonHeaders(_ response: OpaquePointer, contentType: String) {
        MHD_add_response_header(response, "Content-Type", contentType)
        // The site changes under the browser on every save; never let it keep a stale copy.
        MHD_add_response_header(response, "Cache-Control", "no-store")
        MHD_add_response_header(response, "X-Content-Type-Options", "nosniff")
    }

    private func readAll(_ fd: Int32, size: Int) -> [UInt8]? {
        var bytes = [UInt8]()
        bytes.reserveCapacity(size)
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                return nil
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }
}

func escapeHTML(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text {
        switch character {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "'": out += "&#39;"
        default: out.append(character)
        }
    }
    return out
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

// MARK: - Binding

/// The address the server binds, parsed without name resolution.
struct BindAddress {
    enum Family { case v4(in_addr), v6(in6_addr) }
    let family: Family
    /// The host as it appears in a URL or Host header (IPv6 in brackets).
    let urlHost: String

    init?(_ host: String) {
        var text = host.trimmingCharacters(in: .whitespaces)
        if text.lowercased() == "localhost" { text = "127.0.0.1" }
        if text.hasPrefix("[") && text.hasSuffix("]") { text = String(text.dropFirst().dropLast()) }
        var v4 = in_addr()
        var v6 = in6_addr()
        if inet_pton(AF_INET, text, &v4) == 1 {
            family = .v4(v4)
            urlHost = text
        } else if inet_pton(AF_INET6, text, &v6) == 1 {
            family = .v6(v6)
            urlHost = "[\(text.lowercased())]"
        } else {
            return nil
        }
    }

    var isLoopback: Bool {
        switch family {
        case .v4(let address):
            return UInt32(bigEndian: address.s_addr) >> 24 == 127
        case .v6(var address):
            var loopback = in6_addr()
            _ = inet_pton(AF_INET6, "::1", &loopback)
            return memcmp(&address, &loopback, MemoryLayout<in6_addr>.size) == 0
        }
    }

    /// A bound, listening, non-blocking socket and its port.
    func listen(port: UInt16) throws -> (Int32, UInt16) {
        let domain: Int32
        switch family {
        case .v4: domain = AF_INET
        case .v6: domain = AF_INET6
        }
        let fd = socket(domain, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
        guard fd >= 0 else { throw failure(port) }
        var on: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &on, socklen_t(MemoryLayout<Int32>.size))

        var bound: Int32
        switch family {
        case .v4(let address):
            var sa = sockaddr_in()
            sa.sin_family = sa_family_t(AF_INET)
            sa.sin_port = port.bigEndian
            sa.sin_addr = address
            bound = withUnsafePointer(to: &sa) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
            }
        case .v6(let address):
            setsockopt(fd, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &on, socklen_t(MemoryLayout<Int32>.size))
            var sa = sockaddr_in6()
            sa.sin6_family = sa_family_t(AF_INET6)
            sa.sin6_port = port.bigEndian
            sa.sin6_addr = address
            bound = withUnsafePointer(to: &sa) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in6>.size)) }
            }
        }
        guard bound == 0, Glibc.listen(fd, 128) == 0 else {
            let error = failure(port)
            close(fd)
            throw error
        }

        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let named = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard named == 0 else {
            let error = failure(port)
            close(fd)
            throw error
        }
        let chosen: UInt16 = withUnsafePointer(to: &storage) { pointer in
            switch family {
            case .v4: return pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin_port) }
            case .v6: return pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { UInt16(bigEndian: $0.pointee.sin6_port) }
            }
        }
        return (fd, chosen)
    }

    private func failure(_ port: UInt16) -> PreviewServerError {
        .cannotListen(host: urlHost, port: port, reason: String(cString: strerror(errno)))
    }
}
