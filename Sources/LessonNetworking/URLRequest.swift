import Foundation

// Foundation on Linux keeps its URL loading in FoundationNetworking, which lesson code does not
// import; these declarations have Apple's signatures and shadow Foundation's placeholders, so
// `URLRequest(url:)` and `URLSession.shared` compile as lessons write them and reach the fixtures.

/// A URL load request: the URL, the method, headers and body, as on Apple platforms.
public struct URLRequest: Hashable, Equatable, @unchecked Sendable, CustomStringConvertible {
    public enum CachePolicy: UInt, Sendable {
        case useProtocolCachePolicy = 0
        case reloadIgnoringLocalCacheData = 1
        case reloadIgnoringLocalAndRemoteCacheData = 4
        case returnCacheDataElseLoad = 2
        case returnCacheDataDontLoad = 3
        case reloadRevalidatingCacheData = 5
        public static var reloadIgnoringCacheData: CachePolicy { .reloadIgnoringLocalCacheData }
    }

    public enum NetworkServiceType: UInt, Sendable {
        case `default`, video, background, voice, responsiveData, avStreaming, responsiveAV, callSignaling
    }

    public var url: URL?
    public var cachePolicy: CachePolicy
    public var timeoutInterval: TimeInterval
    /// "GET" unless set; setting nil means "GET", as on a device.
    public var httpMethod: String? {
        get { method }
        set { method = newValue ?? "GET" }
    }
    private var method = "GET"
    public var httpBody: Data?
    public var mainDocumentURL: URL?
    public var networkServiceType: NetworkServiceType = .default
    public var allowsCellularAccess = true
    public var allowsExpensiveNetworkAccess = true
    public var allowsConstrainedNetworkAccess = true
    public var httpShouldHandleCookies = true
    public var httpShouldUsePipelining = true
    private var headers: [(name: String, value: String)] = []

    public init(url: URL, cachePolicy: CachePolicy = .useProtocolCachePolicy, timeoutInterval: TimeInterval = 60.0) {
        self.url = url
        self.cachePolicy = cachePolicy
        self.timeoutInterval = timeoutInterval
    }

    /// The headers set, or nil when none is. Header names compare case-insensitively.
    public var allHTTPHeaderFields: [String: String]? {
        get { headers.isEmpty ? nil : Dictionary(headers.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last }) }
        set { headers = (newValue ?? [:]).sorted { $0.key < $1.key }.map { (name: $0.key, value: $0.value) } }
    }

    public func value(forHTTPHeaderField field: String) -> String? {
        headers.first { $0.name.caseInsensitiveCompare(field) == .orderedSame }?.value
    }

    /// Sets a header, replacing any value it had (nil removes it).
    public mutating func setValue(_ value: String?, forHTTPHeaderField field: String) {
        let index = headers.firstIndex { $0.name.caseInsensitiveCompare(field) == .orderedSame }
        switch (index, value) {
        case (let index?, let value?): headers[index].value = value
        case (let index?, nil): headers.remove(at: index)
        case (nil, let value?): headers.append((field, value))
        case (nil, nil): break
        }
    }

    /// Adds a value to a header, comma-separated after any it already has.
    public mutating func addValue(_ value: String, forHTTPHeaderField field: String) {
        if let existing = self.value(forHTTPHeaderField: field) {
            setValue(existing + "," + value, forHTTPHeaderField: field)
        } else {
            setValue(value, forHTTPHeaderField: field)
        }
    }

    public var description: String { url?.absoluteString ?? "(null)" }

    public static func == (a: URLRequest, b: URLRequest) -> Bool {
        a.url == b.url && a.method == b.method && a.httpBody == b.httpBody && a.allHTTPHeaderFields == b.allHTTPHeaderFields
            && a.cachePolicy == b.cachePolicy && a.timeoutInterval == b.timeoutInterval
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(url)
        hasher.combine(method)
        hasher.combine(httpBody)
    }
}
