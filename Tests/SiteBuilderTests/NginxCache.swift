import Foundation
import XCTest

/// A real WebDAV server for the shared result cache: Debian's nginx (`nginx-light`, installed by
/// script/install-deps) with `dav_methods PUT; create_full_put_path on;`, on a free loopback port,
/// with its own prefix, configuration, logs and storage in a temporary folder. Started by the test,
/// stopped (or killed) by it, and removed with it.
///
/// - `/` stores and serves entries; PUT needs `Authorization: Bearer <token>` when a token is given.
/// - `/slow/` answers every request after `slowSeconds` (the echo module's `echo_sleep`): a server
///   that is up but too slow.
final class NginxCache: @unchecked Sendable {
    let directory: URL
    let port: Int
    private let process = Process()

    static let executable = "/usr/sbin/nginx"
    static let echoModule = "/usr/lib/nginx/modules/ngx_http_echo_module.so"

    var url: URL { URL(string: "http://127.0.0.1:\(port)/cache")! }
    var slowURL: URL { URL(string: "http://127.0.0.1:\(port)/slow/cache")! }
    var storage: URL { directory.appendingPathComponent("data/cache/ac") }

    init(token: String? = nil, slowSeconds: Int = 5) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.executable) else {
            throw XCTSkip("nginx is not installed: run script/install-deps (it installs nginx-light)")
        }
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("coursegen-nginx-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("data/cache"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("logs"), withIntermediateDirectories: true)
        port = try Self.freeLoopbackPort()
        let d = directory.path
        let writeCheck =
            token.map { token in
                """
                        set $write_denied "";
                        if ($request_method = PUT) { set $write_denied "put"; }
                        if ($http_authorization != "Bearer \(token)") { set $write_denied "${write_denied}-unauthorized"; }
                        if ($write_denied = "put-unauthorized") { return 401; }
                """
            } ?? ""
        let slow =
            FileManager.default.fileExists(atPath: Self.echoModule)
            ? "location /slow/ { echo_sleep \(slowSeconds); echo \"late\"; }" : "location /slow/ { return 504; }"
        let configuration = """
            \(FileManager.default.fileExists(atPath: Self.echoModule) ? "load_module \(Self.echoModule);" : "")
            daemon off;
            master_process off;
            worker_processes 1;
            error_log \(d)/logs/error.log info;
            pid \(d)/logs/nginx.pid;
            events { worker_connections 256; }
            http {
                access_log \(d)/logs/access.log;
                client_body_temp_path \(d)/body;
                proxy_temp_path \(d)/proxy;
                fastcgi_temp_path \(d)/fastcgi;
                uwsgi_temp_path \(d)/uwsgi;
                scgi_temp_path \(d)/scgi;
                server {
                    listen 127.0.0.1:\(port);
                    root \(d)/data;
                    client_max_body_size 64m;
                    \(slow)
                    location / {
            \(writeCheck)
                        dav_methods PUT;
                        create_full_put_path on;
                        dav_access user:rw group:r all:r;
                    }
                }
            }
            """
        try Data(configuration.utf8).write(to: directory.appendingPathComponent("nginx.conf"))
        process.executableURL = URL(fileURLWithPath: Self.executable)
        process.arguments = ["-p", d, "-c", "\(d)/nginx.conf", "-e", "\(d)/logs/error.log"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Ready when it accepts connections.
        let deadline = Date().addingTimeInterval(10)
        while !Self.accepts(port: port) {
            guard process.isRunning, Date() < deadline else {
                let log = (try? String(contentsOf: directory.appendingPathComponent("logs/error.log"), encoding: .utf8)) ?? ""
                stop()
                throw NSError(domain: "NginxCache", code: 1, userInfo: [NSLocalizedDescriptionKey: "nginx did not start: \(log)"])
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    deinit {
        stop()
        try? FileManager.default.removeItem(at: directory)
    }

    /// Stops it the way a crash does: no goodbye to open connections.
    func kill() {
        guard process.isRunning else { return }
        Foundation.kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }

    func stop() {
        guard process.isRunning else { return }
        process.terminate()
        process.waitUntilExit()
    }

    /// Stored entry files.
    func entries() -> [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: storage, includingPropertiesForKeys: nil)) ?? [])
            .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Lines of the access log (`… "GET /cache/ac/… HTTP/1.1" 404 …`).
    func requests() -> [String] {
        let text = (try? String(contentsOf: directory.appendingPathComponent("logs/access.log"), encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map(String.init)
    }

    static func freeLoopbackPort() throws -> Int {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = 0
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, length) == 0 && getsockname(socket, $0, &length) == 0 }
        }
        guard bound else { throw NSError(domain: "NginxCache", code: 2, userInfo: [NSLocalizedDescriptionKey: "no free port"]) }
        return Int(UInt16(bigEndian: address.sin_port))
    }

    static func accepts(port: Int) -> Bool {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        address.sin_port = UInt16(port).bigEndian
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) == 0 }
        }
    }
}
