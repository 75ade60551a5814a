/// A font, described by its text style and weight (the facts the screen reports).
public struct Font: Hashable {
    let name: String
    var weight: Weight?
    var isItalic = false

    init(name: String) { self.name = name }

    public static let largeTitle = Font(name: "largeTitle")
    public static let title = Font(name: "title")
    public static let title2 = Font(name: "title2")
    public static let title3 = Font(name: "title3")
    public static let headline = Font(name: "headline")
    public static let subheadline = Font(name: "subheadline")
    public static let body = Font(name: "body")
    public static let callout = Font(name: "callout")
    public static let footnote = Font(name: "footnote")
    public static let caption = Font(name: "caption")
    public static let caption2 = Font(name: "caption2")

    public enum TextStyle: String, Hashable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    public enum Design: Hashable { case `default`, serif, rounded, monospaced }

    public struct Weight: Hashable {
        let name: String
        public static let ultraLight = Weight(name: "ultraLight")
        public static let thin = Weight(name: "thin")
        public static let light = Weight(name: "light")
        public static let regular = Weight(name: "regular")
        public static let medium = Weight(name: "medium")
        public static let semibold = Weight(name: "semibold")
        public static let bold = Weight(name: "bold")
        public static let heavy = Weight(name: "heavy")
        public static let black = Weight(name: "black")
    }

    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        var font = Font(name: style.rawValue)
        font.weight = weight
        return font
    }

    public static func system(size: CGFloat, weight: Weight? = nil, design: Design? = nil) -> Font {
        var font = Font(name: "system \(_number(size))")
        font.weight = weight
        return font
    }

    public static func custom(_ name: String, size: CGFloat) -> Font { Font(name: "\(name) \(_number(size))") }

    public func bold() -> Font { weight(.bold) }
    public func weight(_ weight: Weight) -> Font {
        var copy = self
        copy.weight = weight
        return copy
    }
    public func italic() -> Font {
        var copy = self
        copy.isItalic = true
        return copy
    }
    public func monospaced() -> Font { self }
    public func monospacedDigit() -> Font { self }
    public func smallCaps() -> Font { self }
    // Glyph variants the phone drawing does not distinguish: the text, its size and weight stay.
    public func lowercaseSmallCaps() -> Font { self }
    public func uppercaseSmallCaps() -> Font { self }
    public func leading(_ leading: Leading) -> Font { self }
    public func width(_ width: Width) -> Font { self }

    /// `relativeTo:` scales a custom font with Dynamic Type like that text style; `fixedSize:` never scales.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font { custom(name, size: size) }
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { custom(name, size: fixedSize) }

    /// The space between lines: tight, standard or loose.
    public enum Leading: Hashable, Sendable { case standard, tight, loose }

    /// How wide the letters are drawn (SF Pro's widths), from compressed to expanded.
    public struct Width: Hashable, Sendable {
        public var value: CGFloat
        public init(_ value: CGFloat) { self.value = value }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }
}
