import CMicroHTTPD
import Diagnostics
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

// Building libmicrohttpd responses: the headers every answer carries, and the server's own pages.
extension PreviewServer {
    /// A small styled HTML page for the server's own answers (errors and the built-in 404). It
    /// carries the live-reload script too, so a 404 page turns into the page once it is built.
    func sendPage(_ connection: OpaquePointer, status: UInt32, title: String, message: String) -> MHD_Result {
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
        return send(
            connection, status: status, body: injectLiveReload(into: Array(html.utf8)),
            contentType: ContentTypes.byExtension["html"]!)
    }

    func send(
        _ connection: OpaquePointer, status: UInt32, body: [UInt8], contentType: String,
        headers: [(String, String)] = []
    ) -> MHD_Result {
        let response: OpaquePointer? = body.withUnsafeBytes { bytes in
            MHD_create_response_from_buffer(
                bytes.count, UnsafeMutableRawPointer(mutating: bytes.baseAddress),
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
    func addCommonHeaders(_ response: OpaquePointer, contentType: String) {
        MHD_add_response_header(response, "Content-Type", contentType)
        // The site changes under the browser on every save; never let it keep a stale copy.
        MHD_add_response_header(response, "Cache-Control", "no-store")
        MHD_add_response_header(response, "X-Content-Type-Options", "nosniff")
    }

    func readAll(_ fd: Int32, size: Int) -> [UInt8]? {
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

func escapeHTML(_ text: String) -> String { HTMLEscaping.escape(text) }
