import Foundation

/// An image as UIKit holds it. Headlessly an image is what it was made from: an asset's name, a
/// symbol's name, or decoded bytes (whose pixel size is read from a PNG, JPEG or GIF header).
open class UIImage: NSObject, @unchecked Sendable {
    /// The asset or file name, when it has one.
    public let _name: String?
    /// The SF Symbol's name, for `UIImage(systemName:)`.
    public let _systemName: String?
    private let data: Data?
    /// In points: pixels divided by `scale`.
    open private(set) var size: CGSize
    open private(set) var scale: CGFloat

    /// An image from the app's asset catalog (an image set of that name) or a file in its bundle
    /// (`name.png` or its `@3x`/`@2x` version, or the file named exactly); nil when there is
    /// neither, as on a device. Its size is the image's, in points.
    public init?(named name: String) {
        guard let (pixels, scale) = Self.find(named: name) else { return nil }
        _name = name
        _systemName = nil
        data = nil
        size = CGSize(width: pixels.width / scale, height: pixels.height / scale)
        self.scale = scale
    }

    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// An image set of the asset catalog, by the symbol Xcode generates for it (`UIImage(resource: .logo)`).
    public convenience init(resource: ImageResource) {
        if let found = Self.find(named: resource.name) {
            self.init(name: resource.name, pixels: found.pixels, scale: found.scale)
        } else {
            // The symbol exists only for a set of the catalog, so this is an empty set.
            self.init(name: resource.name, pixels: .zero, scale: 3)
        }
    }

    private init(name: String, pixels: CGSize, scale: CGFloat) {
        _name = name
        _systemName = nil
        data = nil
        size = CGSize(width: pixels.width / scale, height: pixels.height / scale)
        self.scale = scale
    }

    /// Where `UIImage(named:)` finds an image: the catalog's set first, then a bundled file, the
    /// best scale first. Its pixel size and scale.
    static func find(named name: String) -> (pixels: CGSize, scale: CGFloat)? {
        if let set = _AssetCatalog.current?._images[name] {
            return (CGSize(width: set.width, height: set.height), CGFloat(set.scale))
        }
        let bundle = Bundle.main.bundlePath
        // A PNG may be named without its extension; any other file by its full name.
        let candidates =
            (name as NSString).pathExtension.isEmpty
            ? [("\(name)@3x.png", 3), ("\(name)@2x.png", 2), ("\(name).png", 1)]
            : [(name, 1)]
        for (file, scale) in candidates {
            guard let data = FileManager.default.contents(atPath: bundle + "/" + file), let pixels = pixelSize(of: data) else { continue }
            return (pixels, CGFloat(scale))
        }
        return nil
    }

    public init?(systemName name: String) {
        _name = nil
        _systemName = name
        data = nil
        size = CGSize(width: 20, height: 20)
        scale = 3
    }

    /// Decodes PNG, JPEG, GIF, WebP or HEIC bytes; nil for anything else, as on a device.
    public init?(data: Data, scale: CGFloat = 1) {
        guard let pixels = Self.pixelSize(of: data) else { return nil }
        _name = nil
        _systemName = nil
        self.data = data
        self.scale = scale
        size = CGSize(width: pixels.width / scale, height: pixels.height / scale)
    }

    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        self.init(data: data)
    }

    /// The bytes it was decoded from when they were PNG; nil for a named image, as nothing was decoded.
    open func pngData() -> Data? {
        guard let data, data.starts(with: [0x89, 0x50, 0x4E, 0x47]) else { return nil }
        return data
    }

    open func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let data, data.starts(with: [0xFF, 0xD8, 0xFF]) else { return nil }
        return data
    }

    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
    open func withTintColor(_ color: UIColor) -> UIImage { self }

    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// Width and height in pixels from an image file's header; nil when the bytes are no image.
    static func pixelSize(of data: Data) -> CGSize? {
        let bytes = [UInt8](data.prefix(64 * 1024))
        func be16(_ i: Int) -> Int { Int(bytes[i]) << 8 | Int(bytes[i + 1]) }
        func be32(_ i: Int) -> Int { be16(i) << 16 | be16(i + 2) }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) {
            return bytes.count >= 24 ? CGSize(width: be32(16), height: be32(20)) : CGSize.zero
        }
        if bytes.starts(with: Array("GIF8".utf8)) {
            guard bytes.count >= 10 else { return .zero }
            return CGSize(width: Int(bytes[6]) | Int(bytes[7]) << 8, height: Int(bytes[8]) | Int(bytes[9]) << 8)
        }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            // The first start-of-frame marker holds the size.
            var i = 2
            while i + 9 < bytes.count, bytes[i] == 0xFF {
                let marker = bytes[i + 1]
                if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                    return CGSize(width: be16(i + 7), height: be16(i + 5))
                }
                i += 2 + be16(i + 2)
            }
            return .zero
        }
        if bytes.starts(with: Array("RIFF".utf8)), bytes.count >= 12, Array(bytes[8..<12]) == Array("WEBP".utf8) { return .zero }
        if bytes.count >= 8, Array(bytes[4..<8]) == Array("ftyp".utf8) { return .zero }
        return nil
    }
}
