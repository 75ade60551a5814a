import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// This machine's IP addresses, for `serve --allow-external`.
public enum NetworkAddresses {
    /// Every IPv4 and IPv6 address of an interface that is up, loopback excluded.
    public static func local() -> [String] {
        var addresses: [String] = []
        var list: UnsafeMutablePointer<ifaddrs>?
        guard getifaddrs(&list) == 0, let first = list else { return [] }
        defer { freeifaddrs(list) }
        for entry in sequence(first: first, next: { $0.pointee.ifa_next }) {
            let flags = Int32(entry.pointee.ifa_flags)
            guard flags & Int32(IFF_UP) != 0, flags & Int32(IFF_LOOPBACK) == 0,
                let address = entry.pointee.ifa_addr
            else { continue }
            let family = Int32(address.pointee.sa_family)
            guard family == AF_INET || family == AF_INET6 else { continue }
            var host = [CChar](repeating: 0, count: Int(NI_MAXHOST))
            let length = socklen_t(family == AF_INET ? MemoryLayout<sockaddr_in>.size : MemoryLayout<sockaddr_in6>.size)
            if getnameinfo(address, length, &host, socklen_t(host.count), nil, 0, NI_NUMERICHOST) == 0 {
                addresses.append(String(cString: host))
            }
        }
        return addresses
    }

    /// A URL someone else on the network can open: a wildcard bind prints the first real address.
    public static func displayURL(for server: PreviewServer) -> String {
        let host = server.configuration.host
        guard host == "0.0.0.0" || host == "::", let address = local().first(where: { !$0.contains(":") }) else {
            return server.url.absoluteString
        }
        return "http://\(address):\(server.port)/"
    }
}
