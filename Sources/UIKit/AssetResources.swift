import Foundation

/// A colour set of the app's asset catalog, as the symbols Xcode generates for a catalog name it
/// (`ColorResource.brand`); `Color(.brand)` and `UIColor(resource: .brand)` draw it.
public struct ColorResource: Hashable, @unchecked Sendable {
    public let name: String
    public let bundle: Bundle
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// An image set of the app's asset catalog, as the symbols Xcode generates for a catalog name it
/// (`ImageResource.logo`); `Image(.logo)` and `UIImage(resource: .logo)` draw it.
public struct ImageResource: Hashable, @unchecked Sendable {
    public let name: String
    public let bundle: Bundle
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}
