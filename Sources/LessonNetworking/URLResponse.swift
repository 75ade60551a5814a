import Foundation

/// The metadata of a URL load's response, as on Apple platforms.
open class URLResponse: NSObject, @unchecked Sendable {
    open private(set) var url: URL?
    open private(set) var mimeType: String?
    open private(set) var expectedContentLength: Int64
    open private(set) var textEncodingName: String?

    public init(url: URL, mimeType: String?, expectedContentLength length: Int, textEncodingName name: String?) {
        self.url = url
        self.mimeType = mimeType
        self.expectedContentLength = Int64(length)
        self.textEncodingName = name
    }

    /// The last path component of the URL, as a device suggests it for saving.
    open var suggestedFilename: String? {
        guard let last = url?.lastPathComponent, !last.isEmpty, last != "/" else { return "Unknown" }
        return last
    }
}

/// The response to an HTTP request: status code and headers.
open class HTTPURLResponse: URLResponse, @unchecked Sendable {
    open private(set) var statusCode: Int
    /// The response headers (`[AnyHashable: Any]`, as on Apple platforms).
    open private(set) var allHeaderFields: [AnyHashable: Any]
    private var headers: [String: String]

    public init?(url: URL, statusCode: Int, httpVersion HTTPVersion: String?, headerFields: [String: String]?) {
        self.statusCode = statusCode
        headers = headerFields ?? [:]
        allHeaderFields = headers
        let contentType = headers.first { $0.key.lowercased() == "content-type" }?.value
        let mime = contentType?.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
        let charset = contentType?.split(separator: ";").dropFirst()
            .map { $0.trimmingCharacters(in: .whitespaces) }
            .first { $0.lowercased().hasPrefix("charset=") }
            .map { String($0.dropFirst("charset=".count)) }
        let length = headers.first { $0.key.lowercased() == "content-length" }.flatMap { Int($0.value) } ?? -1
        super.init(url: url, mimeType: mime, expectedContentLength: length, textEncodingName: charset)
    }

    /// A header's value; names compare case-insensitively.
    open func value(forHTTPHeaderField field: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(field) == .orderedSame }?.value
    }

    /// The reason phrase for a status code, as Foundation words it ("not found").
    open class func localizedString(forStatusCode statusCode: Int) -> String {
        switch statusCode {
        case 200: "no error"
        case 201: "created"
        case 202: "accepted"
        case 204: "no content"
        case 301: "moved permanently"
        case 302: "found"
        case 304: "not modified"
        case 400: "bad request"
        case 401: "unauthorized"
        case 403: "forbidden"
        case 404: "not found"
        case 409: "conflict"
        case 422: "unprocessable entity"
        case 429: "too many requests"
        case 500: "internal server error"
        case 502: "bad gateway"
        case 503: "service unavailable"
        default:
            switch statusCode {
            case 100..<200: "informational"
            case 200..<300: "success"
            case 300..<400: "redirected"
            case 400..<500: "client error"
            default: "server error"
            }
        }
    }
}
