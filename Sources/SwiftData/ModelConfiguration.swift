import Foundation

/// Where a container keeps its models: in memory only, or in a store file.
public struct ModelConfiguration: Hashable, @unchecked Sendable {
    public let name: String
    public let isStoredInMemoryOnly: Bool
    public let allowsSave: Bool
    /// The store file; as on a device, `default.store` in the app's Application Support directory
    /// unless given. Inside a lesson's sandbox that directory is the app's own, so a store survives a
    /// relaunch of the app and nothing else.
    public let url: URL
    let schema: Schema?

    public init(_ name: String? = nil, schema: Schema? = nil, isStoredInMemoryOnly: Bool = false, allowsSave: Bool = true) {
        self.name = name ?? "default"
        self.schema = schema
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.allowsSave = allowsSave
        url = ModelConfiguration.applicationSupport.appendingPathComponent("\(name ?? "default").store")
    }

    public init(_ name: String? = nil, schema: Schema? = nil, url: URL, allowsSave: Bool = true) {
        self.name = name ?? "default"
        self.schema = schema
        self.isStoredInMemoryOnly = false
        self.allowsSave = allowsSave
        self.url = url
    }

    static var applicationSupport: URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSTemporaryDirectory())
    }

    public static func == (lhs: ModelConfiguration, rhs: ModelConfiguration) -> Bool {
        (lhs.name, lhs.isStoredInMemoryOnly, lhs.url, lhs.allowsSave) == (rhs.name, rhs.isStoredInMemoryOnly, rhs.url, rhs.allowsSave)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(url)
        hasher.combine(isStoredInMemoryOnly)
    }
}
