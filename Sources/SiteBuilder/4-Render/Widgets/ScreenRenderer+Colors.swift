import Foundation
import LessonProtocol

/// An app's own colours (`Color(red:green:blue:)`, `Color(white:)`, `Color(hue:saturation:brightness:)`)
/// and the backgrounds and text colours it sets, drawn as the device draws them: the app's values,
/// never adjusted, since they are what a reader's phone shows.
extension ScreenRenderer {
    /// The text colours the style sheets draw through classes (`fg-red`), which follow the phone's
    /// appearance; every other foreground is drawn inline in its own colour.
    static let classedForegrounds: Set<String> = [
        "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "gray",
        "secondary", "primary", "redacted",
    ]

    /// A foreground the classes do not draw (`.white`, `rgb(…)`), as a CSS declaration.
    func inlineForeground(_ node: ScreenNode) -> String {
        guard let foreground = node.style.foreground, !Self.classedForegrounds.contains(foreground),
            let color = colorValue(foreground)
        else { return "" }
        return "color:\(color);"
    }

    /// `rgb(r, g, b[, a])`, `white(w[, a])` and `hsb(h, s, b[, a])`, with an optional ` opacity x`, as a
    /// hex colour; nil for any other description.
    func customColor(_ description: String) -> String? {
        let parts = description.components(separatedBy: " opacity ")
        let base = parts[0]
        func numbers(_ prefix: String) -> [Double]? {
            guard base.hasPrefix(prefix + "("), base.hasSuffix(")") else { return nil }
            return base.dropFirst(prefix.count + 1).dropLast().split(separator: ",").compactMap {
                Double($0.trimmingCharacters(in: .whitespaces))
            }
        }
        var rgba: [Double]
        if let rgb = numbers("rgb"), rgb.count >= 3 {
            rgba = rgb
        } else if let white = numbers("white"), !white.isEmpty {
            rgba = [white[0], white[0], white[0]] + white.dropFirst()
        } else if let hsb = numbers("hsb"), hsb.count >= 3 {
            rgba = Self.rgb(hue: hsb[0], saturation: hsb[1], brightness: hsb[2]) + hsb.dropFirst(3)
        } else {
            return nil
        }
        if rgba.count < 4 { rgba.append(1) }
        if parts.count == 2, let opacity = Double(parts[1]) { rgba[3] *= opacity }
        let bytes = rgba.map { Int((min(max($0, 0), 1) * 255).rounded()) }
        let hex = String(format: "#%02x%02x%02x", bytes[0], bytes[1], bytes[2])
        return bytes[3] == 255 ? hex : hex + String(format: "%02x", bytes[3])
    }

    static func rgb(hue: Double, saturation s: Double, brightness v: Double) -> [Double] {
        let h = (hue - hue.rounded(.down)) * 6
        let c = v * s
        let x = c * (1 - abs(h.truncatingRemainder(dividingBy: 2) - 1))
        let m = v - c
        let (r, g, b): (Double, Double, Double) =
            switch Int(h) {
            case 0: (c, x, 0)
            case 1: (x, c, 0)
            case 2: (0, c, x)
            case 3: (0, x, c)
            case 4: (x, 0, c)
            default: (c, 0, x)
            }
        return [r + m, g + m, b + m]
    }
}
