import Diagnostics
import Foundation

/// The Swift file Xcode generates for an app's asset catalog (`GeneratedAssetSymbols.swift`, with
/// "Generate Asset Symbols" on, as in every new project): `ColorResource.brand` and
/// `ImageResource.logo` for each set, then `Color.brand`, `ShapeStyle.brand`, `UIColor.brand` and
/// `UIImage.logo`. As Xcode does, it has no `Image.logo` (images are `Image(.logo)`), and a
/// member that would clash with one the type already has (`Color.primary`) is left out.
/// Before them, the catalog as the runtime reads it (`_AssetCatalog`), which the app's entry
/// point installs.
enum AssetSymbols {
    /// The global the generated file declares and `main.swift` installs.
    static let catalogGlobal = "__lessonAssetCatalog"

    /// The file for a catalog; nil when it has no sets, so such examples compile as before.
    static func source(for catalog: AssetCatalog) -> String? {
        guard !catalog.isEmpty else { return nil }
        var out = ["import SwiftUI", ""]
        out.append("let \(catalogGlobal) = _AssetCatalog(")
        out.append("    colors: [" + (catalog.colors.isEmpty ? ":" : ""))
        for set in catalog.colors {
            out.append("        \(swiftStringLiteral(set.name)): .init(light: \(literal(set.light)), dark: \(literal(set.dark))),")
        }
        out.append("    ],")
        out.append("    images: [" + (catalog.images.isEmpty ? ":" : ""))
        for set in catalog.images {
            out.append(
                "        \(swiftStringLiteral(set.name)): (width: \(set.width), height: \(set.height), scale: \(set.scale)),")
        }
        out.append("    ])")

        let colors = unique(catalog.colors.map { ($0.name, symbolName($0.name, isColor: true)) })
        let images = unique(catalog.images.map { ($0.name, symbolName($0.name, isColor: false)) })
        func resources(_ type: String, _ symbols: [(String, String)], kind: String) {
            guard !symbols.isEmpty else { return }
            out += ["", "extension \(type) {"]
            for (name, symbol) in symbols {
                out.append("    /// The \(swiftStringLiteral(name)) asset catalog \(kind) resource.")
                out.append("    static let \(symbol) = \(type)(name: \(swiftStringLiteral(name)), bundle: .main)")
            }
            out.append("}")
        }
        func members(_ type: String, _ symbols: [(String, String)], taken: Set<String>, value: (String) -> String) {
            let kept = symbols.filter { !taken.contains($0.1) }
            guard !kept.isEmpty else { return }
            out += ["", "extension \(type) {"]
            for (name, symbol) in kept {
                out.append("    /// The \(swiftStringLiteral(name)) asset catalog \(type.hasSuffix("Image") ? "image" : "color").")
                out.append("    static var \(symbol): \(type.hasPrefix("ShapeStyle") ? "Color" : type) { \(value(symbol)) }")
            }
            out.append("}")
        }
        resources("ColorResource", colors, kind: "color")
        resources("ImageResource", images, kind: "image")
        members("Color", colors, taken: colorMembers) { ".init(.\($0))" }
        members("ShapeStyle where Self == Color", colors, taken: colorMembers) { ".init(.\($0))" }
        members("UIColor", colors, taken: uiColorMembers) { ".init(resource: .\($0))" }
        members("UIImage", images, taken: uiImageMembers) { ".init(resource: .\($0))" }
        return out.joined(separator: "\n") + "\n"
    }

    /// Two sets that name the same symbol: Xcode keeps the first (by name) and warns of the other.
    private static func unique(_ symbols: [(String, String)]) -> [(String, String)] {
        var seen: Set<String> = []
        return symbols.filter { seen.insert($0.1).inserted }
    }

    private static func literal(_ c: AssetCatalog.Components?) -> String {
        guard let c else { return "nil" }
        return "(red: \(c.red), green: \(c.green), blue: \(c.blue), alpha: \(c.alpha))"
    }

    /// The symbol Xcode names a set by: words split at anything that is not a letter or digit
    /// (`-`, `_`, a space, a dot), joined in lower camel case; the first word's leading capitals
    /// lowered (`DSAction` → `dsAction`, `URL` → `url`); a colour's trailing "Color" dropped
    /// (`AccentColor` → `accent`); `_` before a leading digit (`10_arm` → `_10Arm`); a Swift
    /// keyword in backticks.
    static func symbolName(_ name: String, isColor: Bool) -> String {
        var base = name
        if isColor, base.count > 5, base.hasSuffix("Color") { base.removeLast(5) }
        let words = base.split { !($0.isLetter || $0.isNumber) }.map(String.init)
        guard let first = words.first else { return "_" }
        var symbol = lowerLeadingCapitals(first)
        for word in words.dropFirst() { symbol += word.prefix(1).uppercased() + word.dropFirst() }
        if let initial = symbol.first, initial.isNumber { symbol = "_" + symbol }
        return keywords.contains(symbol) ? "`\(symbol)`" : symbol
    }

    private static func lowerLeadingCapitals(_ word: String) -> String {
        let capitals = word.prefix { $0.isUppercase }.count
        if capitals == word.count { return word.lowercased() }
        // The last capital of a run starts the next word: `DSAction` is "ds" + "Action".
        let lowered = capitals > 1 ? capitals - 1 : capitals
        return word.prefix(lowered).lowercased() + word.dropFirst(lowered)
    }

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init", "inout",
        "internal", "let", "open", "operator", "private", "protocol", "public", "static", "struct", "subscript",
        "typealias", "var", "break", "case", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as", "catch", "false", "is", "nil",
        "rethrows", "super", "self", "throw", "throws", "true", "try",
    ]

    /// Members the types already have, which a generated one would clash with.
    static let colorMembers: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
        "white", "gray", "black", "clear", "primary", "secondary", "accentColor",
    ]
    static let uiColorMembers: Set<String> = [
        "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow", "magenta", "orange",
        "purple", "brown", "clear", "label", "secondaryLabel", "tertiaryLabel", "quaternaryLabel", "link", "placeholderText",
        "separator", "opaqueSeparator", "systemBackground", "secondarySystemBackground", "tertiarySystemBackground",
        "systemGroupedBackground", "secondarySystemGroupedBackground", "tertiarySystemGroupedBackground", "systemFill",
        "secondarySystemFill", "tertiarySystemFill", "quaternarySystemFill", "tintColor", "systemRed", "systemGreen",
        "systemBlue", "systemOrange", "systemYellow", "systemPink", "systemPurple", "systemTeal", "systemIndigo",
        "systemBrown", "systemMint", "systemCyan", "systemGray", "systemGray2", "systemGray3", "systemGray4", "systemGray5",
        "systemGray6", "darkText", "lightText",
    ]
    static let uiImageMembers: Set<String> = ["add", "remove", "checkmark", "actions", "strokedCheckmark"]
}

extension AssetSymbols {
    /// The generated file for an example's resources: every asset catalog among them, read as one
    /// (an app's catalogs together make its symbols).
    static func source(for resources: [ExampleResource]) -> String? {
        var catalog = AssetCatalog()
        for resource in resources where resource.isAssetCatalog {
            let read = AssetCatalog(path: resource.path)
            catalog.colors += read.colors
            catalog.images += read.images
        }
        catalog.colors.sort { $0.name < $1.name }
        catalog.images.sort { $0.name < $1.name }
        return source(for: catalog)
    }
}
