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
        if let background = node.style.background, let paint = backgroundPaint(background) {
            css += "background:\(paint);"
            // The box is as wide as its frame lets it be: `.frame(maxWidth: .infinity)` fills the width.
            if node.role != .stack, let padding = paddingPixels(node.style.padding) { css += "padding:\(padding);" }
        }
        if let clip = node.style.clipShape, css.contains("background") {
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
        let wide = (node.style.frame ?? "").contains("maxWidth infinity") ? " wide" : ""
        return "<span class=\"decorated\(wide)\" style=\"\(css)\">\(html)</span>"
    }

    /// A background fact as CSS paint, or nil when it names a view (which is drawn as a child).
    private func backgroundPaint(_ description: String) -> String? {
        if description.hasSuffix("Material") || description == "bar" {
            // Materials blur what is behind them; on the drawing, a translucent light pane.
            return "rgba(242,242,247,.82)"
        }
        let gradients = ["linearGradient(", "radialGradient(", "angularGradient("]
        if gradients.contains(where: description.hasPrefix) { return cssColor(description) }
        let base = description.components(separatedBy: " opacity ")[0]
        let known = ["rgb(", "hsb(", "white("].contains(where: base.hasPrefix) || cssColor(base) != "#8e8e93" || base == "gray"
        return known ? svgColor(description) : nil
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

    private func format(_ number: Double) -> String {
        number == number.rounded() ? String(Int(number)) : String(format: "%.1f", number)
    }
}
