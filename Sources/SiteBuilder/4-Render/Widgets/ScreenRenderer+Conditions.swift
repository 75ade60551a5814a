import LessonProtocol

// A phone drawn in the settings its checkpoint ran under: the appearance the app was in (the
// phone's CSS variables switch to iOS's dark or light palette, whatever the reader's own mode),
// text at the Dynamic Type size it was drawn at, and a right-to-left layout mirrored by the
// browser (`dir="rtl"`, with the phone's CSS written in logical start/end properties).
extension ScreenRenderer {
    /// The phone's classes and attributes after `class="phone`.
    func phoneAttributes(_ screen: ScreenNode) -> (classes: String, style: String, screenDirection: String) {
        var classes = ""
        if let scheme = screen.style.colorScheme { classes += " scheme-\(scheme.rawValue)" }
        var style = ""
        if let size = screen.style.dynamicTypeSize, let body = Self.scaledSize(of: nil, at: size) {
            style = " style=\"font-size:\(format(body))px\""
        }
        let direction = screen.style.layoutDirection == .rightToLeft ? " dir=\"rtl\"" : ""
        return (classes, style, direction)
    }

    /// ` style="…"` for an element whose text has a colour of the app's own, or is drawn at a Dynamic
    /// Type size other than Large.
    func typeSizeStyle(_ node: ScreenNode) -> String {
        // The app's own text colour (`.white`, `rgb(…)`) is drawn as it chose it.
        var css = inlineForeground(node)
        if let size = node.style.dynamicTypeSize {
            // A fixed size stays as the page draws it at Large, where the phone's own size would scale it.
            let points = Self.scaledSize(of: node.style.font, at: size) ?? Self.drawnSizes["body"]!
            css += "font-size:\(format(points))px"
        }
        return css.isEmpty ? "" : " style=\"\(css)\""
    }

    /// The drawing's size in CSS pixels of a text style at `size`: the size the page draws it at
    /// (at Large) scaled as iOS scales it. Nil for a fixed size (`.system(size:)`), which Dynamic
    /// Type leaves alone.
    static func scaledSize(of font: String?, at size: DeviceConditions.TypeSize) -> Double? {
        let style = font ?? "body"
        guard let points = dynamicTypePoints[style], let drawnAtLarge = drawnSizes[style] else { return nil }
        let index = DeviceConditions.TypeSize.allCases.firstIndex(of: size)!
        let large = DeviceConditions.TypeSize.allCases.firstIndex(of: .large)!
        return (drawnAtLarge * points[index] / points[large] * 10).rounded() / 10
    }

    /// What `templates/assets/site.css` draws each text style at, in CSS pixels, at Large.
    static let drawnSizes: [String: Double] = [
        "largeTitle": 22, "title": 19, "title2": 16, "title3": 15, "headline": 13, "body": 13, "callout": 13,
        "subheadline": 12, "footnote": 11, "caption": 10, "caption2": 10,
    ]

    /// Apple's Dynamic Type sizes for iOS (Human Interface Guidelines, Typography), in points,
    /// xSmall … xxxLarge, then accessibility1 … accessibility5.
    static let dynamicTypePoints: [String: [Double]] = [
        "largeTitle": [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        "title": [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        "title2": [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        "title3": [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
        "headline": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "body": [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        "callout": [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        "subheadline": [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        "footnote": [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        "caption": [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        "caption2": [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    /// iOS's system colours in dark appearance, for colours drawn as fills (`Color.red`, a shape's
    /// fill); text takes the page's contrast palette for the phone's appearance (reader.css).
    static let darkSystemColors: [String: String] = [
        "red": "#ff453a", "orange": "#ff9f0a", "yellow": "#ffd60a", "green": "#30d158", "mint": "#63e6e2",
        "teal": "#40c8e0", "cyan": "#64d2ff", "blue": "#0a84ff", "indigo": "#5e5ce6", "purple": "#bf5af2",
        "pink": "#ff375f", "brown": "#ac8e68", "gray": "#8e8e93", "secondary": "#98989f", "accentColor": "#0a84ff",
        "tint": "#0a84ff",
    ]
}
