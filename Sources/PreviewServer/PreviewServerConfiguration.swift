import Foundation

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
    /// Connections open at once, in total and from one address; more are refused at once.
    public var connectionLimit: Int = 128
    public var perClientConnectionLimit: Int = 32
    /// Seconds a connection may take in all, however busy (a client sending one byte at a time
    /// resets an idle timer forever). Live-reload event streams are exempt: they are meant to last.
    public var requestTimeLimit: TimeInterval = 30

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
            return
                "refusing to serve on \(host): not a loopback address (pass the option that allows an external host to expose the site to the network)"
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
