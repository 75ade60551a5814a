import Foundation

/// An asset catalog (`Assets.xcassets`) as Xcode reads it to build an app: its colour sets with
/// their colours, and its image sets with the image a phone picks. Sets are found in any folder
/// of the catalog, by the folder's name (`Brand.colorset` is the colour "Brand").
struct AssetCatalog: Equatable {
    struct ColorSet: Equatable {
        var name: String
        /// "Any Appearance" and the dark appearance; nil when the set has no such colour.
        var light: Components?
        var dark: Components?
    }
    struct Components: Equatable {
        var red, green, blue, alpha: Double
    }
    struct ImageSet: Equatable {
        var name: String
        /// The best scale's image (@3x before @2x before 1x): its pixels and scale; nil for a set
        /// with no image file.
        var width: Double = 0
        var height: Double = 0
        var scale: Double = 1
    }

    var colors: [ColorSet] = []
    var images: [ImageSet] = []

    var isEmpty: Bool { colors.isEmpty && images.isEmpty }

    init(colors: [ColorSet] = [], images: [ImageSet] = []) {
        self.colors = colors
        self.images = images
    }

    /// Reads the catalog at `path`; sets are sorted by name, as Xcode lists them.
    init(path: String) {
        let fm = FileManager.default
        guard let enumerator = fm.enumerator(atPath: path) else { return }
        for case let relative as String in enumerator {
            let url = URL(fileURLWithPath: path + "/" + relative)
            let name = url.deletingPathExtension().lastPathComponent
            switch url.pathExtension {
            case "colorset":
                let json = (try? Data(contentsOf: url.appendingPathComponent("Contents.json"))).flatMap {
                    try? JSONSerialization.jsonObject(with: $0) as? [String: Any]
                }
                colors.append(Self.colorSet(name: name, contents: json ?? [:]))
            case "imageset":
                images.append(Self.imageSet(name: name, folder: url.path))
            default: continue
            }
        }
        colors.sort { $0.name < $1.name }
        images.sort { $0.name < $1.name }
    }

    /// A colour set's `Contents.json`: each entry of `colors` is the universal colour, or the
    /// dark one when its `appearances` say `luminosity: dark`.
    static func colorSet(name: String, contents: [String: Any]) -> ColorSet {
        var set = ColorSet(name: name)
        for entry in contents["colors"] as? [[String: Any]] ?? [] {
            guard let color = entry["color"] as? [String: Any], let components = Self.components(color) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            if appearances.contains(where: { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }) {
                set.dark = components
            } else if appearances.isEmpty {
                set.light = components
            }
        }
        return set
    }

    /// Xcode writes a component as a float ("0.400"), an 8-bit integer ("102") or hex ("0x66");
    /// a grey colour space has `white` instead of red, green and blue.
    static func components(_ color: [String: Any]) -> Components? {
        guard let values = color["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> Double? {
            guard let text = (values[key] as? String) ?? (values[key].map { "\($0)" }) else { return nil }
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            if trimmed.lowercased().hasPrefix("0x") { return Int(trimmed.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            if trimmed.contains(".") { return Double(trimmed) }
            return Int(trimmed).map { Double($0) / 255 }
        }
        let alpha = value("alpha") ?? 1
        if let white = value("white") { return Components(red: white, green: white, blue: white, alpha: alpha) }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        return Components(red: red, green: green, blue: blue, alpha: alpha)
    }

    static func imageSet(name: String, folder: String) -> ImageSet {
        var set = ImageSet(name: name)
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0 != "Contents.json" }
        func scale(_ file: String) -> Double {
            let base = URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent
            return base.hasSuffix("@3x") ? 3 : base.hasSuffix("@2x") ? 2 : 1
        }
        for file in files.sorted(by: { (scale($0), $1) > (scale($1), $0) }) {
            guard let data = FileManager.default.contents(atPath: folder + "/" + file), let size = Self.pixelSize(of: data) else {
                continue
            }
            (set.width, set.height, set.scale) = (size.width, size.height, scale(file))
            break
        }
        return set
    }

    /// Width and height in pixels from a PNG, GIF or JPEG header (as UIKit's stand-in reads them).
    static func pixelSize(of data: Data) -> (width: Double, height: Double)? {
        let bytes = [UInt8](data.prefix(64 * 1024))
        func be16(_ i: Int) -> Int { Int(bytes[i]) << 8 | Int(bytes[i + 1]) }
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]), bytes.count >= 24 {
            return (Double(be16(16) << 16 | be16(18)), Double(be16(20) << 16 | be16(22)))
        }
        if bytes.starts(with: Array("GIF8".utf8)), bytes.count >= 10 {
            return (Double(Int(bytes[6]) | Int(bytes[7]) << 8), Double(Int(bytes[8]) | Int(bytes[9]) << 8))
        }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
            var i = 2
            while i + 9 < bytes.count, bytes[i] == 0xFF {
                let marker = bytes[i + 1]
                if (0xC0...0xCF).contains(marker), marker != 0xC4, marker != 0xC8, marker != 0xCC {
                    return (Double(be16(i + 7)), Double(be16(i + 5)))
                }
                i += 2 + be16(i + 2)
            }
        }
        return nil
    }
}
