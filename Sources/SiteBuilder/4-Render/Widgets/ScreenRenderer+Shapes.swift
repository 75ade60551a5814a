import Foundation
import LessonProtocol

/// A drawn shape as SVG: the outline the lesson's `path(in:)` produced, in the size it was given,
/// filled or stroked in its colours, moved and turned as the screen recorded.
extension ScreenRenderer {
    /// Points to CSS pixels on the phone drawing (a 393-point-wide screen in about 295 pixels).
    static let pointsToPixels = 0.75

    func shapeDrawing(_ node: ScreenNode) -> String {
        let size = (node.style.pathSize ?? "").split(separator: " ").compactMap { Double($0) }
        guard size.count == 2, size[0] > 0, size[1] > 0 else { return "" }
        // Gradient ids must differ between shapes on a page and be the same on every build.
        let id = (node.style.path ?? "").unicodeScalars.reduce(UInt32(5381)) { ($0 &* 33) ^ $1.value }
        var defs = ""
        func paint(_ description: String?, _ suffix: String) -> String {
            guard let description else { return "none" }
            if description == "foreground" { return node.style.foreground.map(svgColor) ?? "currentColor" }
            let kinds = ["linearGradient(", "radialGradient(", "angularGradient("]
            guard let kind = kinds.first(where: description.hasPrefix), description.hasSuffix(")") else { return svgColor(description) }
            let colors = Self.topLevelParts(String(description.dropFirst(kind.count).dropLast())).map(svgColor)
            let gradientID = "shape\(id)\(suffix)"
            let stops = colors.enumerated().map { index, color in
                "<stop offset=\"\(colors.count > 1 ? Double(index) / Double(colors.count - 1) : 0)\" stop-color=\"\(color)\"/>"
            }.joined()
            // SVG has no conic gradient; an angular one is drawn radially, with the same colours.
            if kind == "linearGradient(" {
                defs += "<linearGradient id=\"\(gradientID)\" x1=\"0\" y1=\"0\" x2=\"0\" y2=\"1\">\(stops)</linearGradient>"
            } else {
                defs += "<radialGradient id=\"\(gradientID)\">\(stops)</radialGradient>"
            }
            return "url(#\(gradientID))"
        }
        let stroked = node.style.stroke != nil
        let fill = stroked && node.style.fill == nil ? "none" : paint(node.style.fill ?? "foreground", "f")
        let stroke = paint(node.style.stroke, "s")
        var attributes = "d=\"\(HTML.escape(node.style.path ?? ""))\" fill=\"\(fill)\""
        if stroked { attributes += " stroke=\"\(stroke)\" stroke-width=\"\((node.style.lineWidth ?? 1).factText)\"" }
        if node.style.fillRule == "evenOdd" { attributes += " fill-rule=\"evenodd\"" }
        var css = "width:\(Int((size[0] * Self.pointsToPixels).rounded()))px;"
        var transforms: [String] = []
        let offset = (node.style.offset ?? "").split(separator: " ").compactMap { Double($0) }
        if offset.count == 2 { transforms.append("translate(\(offset[0] * Self.pointsToPixels)px,\(offset[1] * Self.pointsToPixels)px)") }
        if let degrees = node.style.rotation { transforms.append("rotate(\(degrees)deg)") }
        if !transforms.isEmpty { css += "transform:\(transforms.joined(separator: " "));" }
        if let opacity = node.style.opacity { css += "opacity:\(opacity);" }
        return "<svg class=\"shape path\" viewBox=\"0 0 \(size[0]) \(size[1])\" style=\"\(css)\" overflow=\"visible\" aria-hidden=\"true\">"
            + (defs.isEmpty ? "" : "<defs>\(defs)</defs>") + "<path \(attributes)/></svg>"
    }

    /// A colour description as SVG paint: named colours as on a device, `rgb(…)` and `hsb(…)` worked out.
    func svgColor(_ description: String) -> String {
        cssColor(description)
    }

    /// "a, hsb(1, 2, 3), b" split at the commas outside parentheses.
    static func topLevelParts(_ list: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in list {
            if character == "(" { depth += 1 } else if character == ")" { depth -= 1 }
            if character == ",", depth == 0 {
                parts.append(current.trimmingCharacters(in: .whitespaces))
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.trimmingCharacters(in: .whitespaces).isEmpty { parts.append(current.trimmingCharacters(in: .whitespaces)) }
        return parts
    }
}
