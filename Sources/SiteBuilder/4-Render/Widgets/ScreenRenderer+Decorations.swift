import Foundation
import LessonProtocol

/// The drawn modifiers of any element: the colour, gradient or material behind it, the shape it is
/// clipped to and how much it is scaled, as `.padding(50).background(.red).clipShape(.circle)`
/// looks on a device — a red disc around the label, not the bare label.
extension ScreenRenderer {
    /// `html` inside a box that draws the element's background, clip shape and scale; `html` itself
    /// when the element has none of them.
    func decorated(_ node: ScreenNode, _ html: String) -> String {
        // Drawn shapes place and turn themselves; their fill is their background.
        guard !html.isEmpty, node.style.kind != .path else { return html }
        var css = ""
        let (background, backgroundShape) = Self.backgroundLayer(node.style.background)
        // The text the background is read against: the element's own colour, else the first its
        // content sets (`VStack { Text("A").foregroundStyle(.white) }.background(.darkBackground)`).
        let foreground = node.style.foreground ?? Self.firstForeground(in: node.children)
        if let background, let paint = readablePaint(background, under: foreground) {
            css += "background:\(paint);"
            // Text that sets no colour of its own is drawn in the one it was checked against, in
            // light and dark appearance alike.
            // (A translucent background leaves the appearance's own text colour readable on it.)
            if foreground == nil, paint.hasPrefix("#"), paint.count == 7 { css += "color:#000000;" }
            // The box is as wide as its frame lets it be: `.frame(maxWidth: .infinity)` fills the width.
            if node.role != .stack, let padding = paddingPixels(node.style.padding) { css += "padding:\(padding);" }
        }
        if let clip = node.style.clipShape ?? backgroundShape, css.contains("background") {
            switch clip {
            case "Circle":
                // The largest circle in the box: for a label wider than tall, as tall as the label
                // (a line of body text, 22 points) and its padding.
                if let points = Double(node.style.padding ?? "") {
                    let diameter = format((2 * points + 22) * Self.pointsToPixels)
                    css += "width:\(diameter)px;height:\(diameter)px;padding:0;"
                }
                css += "border-radius:50%;"
            case "Capsule": css += "border-radius:999px;"
            case "Ellipse": css += "border-radius:50%;"
            case "RoundedRectangle", "UnevenRoundedRectangle":
                css += "border-radius:\(format((node.style.cornerRadius ?? 12) * Self.pointsToPixels))px;"
            default: break
            }
        }
        if let scale = node.style.scale {
            let factors = scale.split(separator: " ").compactMap { Double($0) }
            if factors.count == 1 { css += "transform:scale(\(format(factors[0])));" }
            if factors.count == 2 { css += "transform:scale(\(format(factors[0])),\(format(factors[1])));" }
        }
        if let blur = node.style.blur { css += "filter:blur(\(format(blur * Self.pointsToPixels))px);" }
        // Drawn shapes fade themselves; any other element fades here.
        if node.style.kind == nil, let opacity = node.style.opacity { css += "opacity:\(opacity);" }
        guard !css.isEmpty else { return html }
        let frame = node.style.frame ?? ""
        let wide = frame.contains("maxWidth infinity") ? " wide" : ""
        let tall = frame.contains("maxHeight infinity") ? " tall" : ""
        return "<span class=\"decorated\(wide)\(tall)\" style=\"\(css)\">\(html)</span>"
    }

    /// The background's paint, readable under the element's text: a system colour too light for
    /// its text is drawn in its "Increase Contrast" shade (as iOS draws it with that setting), and
    /// a background that stays unreadable is left out rather than drawn behind illegible text.
    private func readablePaint(_ description: String, under foreground: String?) -> String? {
        guard let paint = backgroundPaint(description) else { return nil }
        guard let text = Self.rgb(foreground.map(svgColor) ?? "#000000"), let back = Self.rgb(paint) else { return paint }
        if Self.contrast(text, back) >= 4.5 { return paint }
        let base = description.components(separatedBy: " opacity ")[0]
        if description == base, let shade = Self.increasedContrast[base], let rgb = Self.rgb(shade), Self.contrast(text, rgb) >= 4.5 {
            return shade
        }
        return nil
    }

    /// iOS's system colours with Increase Contrast on (light appearance).
    static let increasedContrast = [
        "red": "#d70015", "orange": "#c93400", "yellow": "#a05a00", "green": "#248a3d", "mint": "#0c817b",
        "teal": "#008299", "cyan": "#0071a4", "blue": "#0040dd", "indigo": "#3634a3", "purple": "#8944ab",
        "pink": "#d30f45", "brown": "#7f6545", "gray": "#6c6c70",
    ]

    /// "#rrggbb" (or "#rrggbbaa", seen over the phone's white) as components from 0 to 1.
    static func rgb(_ hex: String) -> (Double, Double, Double)? {
        guard hex.hasPrefix("#"), hex.count == 7 || hex.count == 9, let value = UInt32(hex.dropFirst(), radix: 16) else { return nil }
        let alpha = hex.count == 9 ? Double(value & 255) / 255 : 1
        let rgb = hex.count == 9 ? value >> 8 : value
        func over(_ channel: UInt32) -> Double { Double(channel & 255) / 255 * alpha + (1 - alpha) }
        return (over(rgb >> 16), over(rgb >> 8), over(rgb))
    }

    /// WCAG's contrast ratio of two colours.
    static func contrast(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double {
        func luminance(_ c: (Double, Double, Double)) -> Double {
            func channel(_ v: Double) -> Double { v <= 0.03928 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4) }
            return 0.2126 * channel(c.0) + 0.7152 * channel(c.1) + 0.0722 * channel(c.2)
        }
        let (la, lb) = (luminance(a), luminance(b))
        return (max(la, lb) + 0.05) / (min(la, lb) + 0.05)
    }

    /// A background fact as CSS paint, or nil when it names a view (which is drawn as a child).
    private func backgroundPaint(_ description: String) -> String? {
        if description.hasSuffix("Material") || description == "bar" {
            // Materials blur what is behind them; on the drawing, a translucent light pane.
            return "var(--phone-material)"
        }
        return colorValue(description)
    }

    /// The first layer of a `.background` fact and the shape it is drawn in, when it names one
    /// (`.background(.blue, in: Capsule())` is "rgb(0, 0, 1) Capsule"); later layers are not drawn.
    static func backgroundLayer(_ fact: String?) -> (paint: String?, shape: String?) {
        guard let layer = fact?.components(separatedBy: "; ").first else { return (nil, nil) }
        let shapes: Set<String> = ["Capsule", "Circle", "Ellipse", "RoundedRectangle", "UnevenRoundedRectangle", "Rectangle"]
        guard let space = layer.lastIndex(of: " ") else { return (layer, nil) }
        let shape = layer[layer.index(after: space)...].components(separatedBy: "<")[0]
        guard shapes.contains(shape) else { return (layer, nil) }
        return (String(layer[..<space]), shape)
    }

    /// The first foreground colour set inside an element, in reading order.
    static func firstForeground(in nodes: [ScreenNode]) -> String? {
        for node in nodes {
            if let foreground = node.style.foreground ?? firstForeground(in: node.children) { return foreground }
        }
        return nil
    }

    /// A shape's `.frame(width:height:)` ("width 200 height 200") as its drawn size: a frame of
    /// zero draws nothing, as on a device.
    func frameSize(_ fact: String?) -> String {
        let words = (fact ?? "").split(separator: " ").map(String.init)
        var css = ""
        for (index, word) in words.enumerated() where index + 1 < words.count {
            guard let points = Double(words[index + 1]) else { continue }
            if word == "width" { css += "width:\(format(points * Self.pointsToPixels))px;min-width:0;align-self:center;" }
            if word == "height" { css += "height:\(format(points * Self.pointsToPixels))px;min-height:0;" }
        }
        return css
    }

    /// "50", "vertical 20", "horizontal 16; 8": the padding of a box, in CSS pixels.
    private func paddingPixels(_ fact: String?) -> String? {
        guard let fact else { return nil }
        var top = 0.0
        var leading = 0.0
        for part in fact.components(separatedBy: "; ") {
            let points = part.split(separator: " ").last.flatMap { Double($0) } ?? 16
            let named = part.first?.isLetter == true && !part.hasPrefix("default")
            if !named || part.contains("all") || part.contains("vertical") || part.contains("top") || part.contains("bottom") {
                top += points
            }
            if !named || part.contains("all") || part.contains("horizontal") || part.contains("leading") || part.contains("trailing") {
                leading += points
            }
        }
        return "\(format(top * Self.pointsToPixels))px \(format(leading * Self.pointsToPixels))px"
    }
}
