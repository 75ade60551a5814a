import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The address the server binds, parsed without name resolution.
struct BindAddress {
    enum Family {
        case v4(in_addr)
        case v6(in6_addr)
    }
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
