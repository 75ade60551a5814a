import Foundation
import LessonProtocol

/// Drawings for forms' controls and containers beyond the basic ones: links, menus, date pickers,
/// gauges, disclosure groups, group boxes, grids and shapes.
extension ScreenRenderer {
    func controlDrawing(_ node: ScreenNode, icon: String, render: (ScreenNode) -> String) -> String {
        let label = HTML.escape(node.label ?? "")
        let value = HTML.escape(node.value ?? "")
        let disabled = node.isEnabled ? "" : " disabled"
        switch node.role {
        case .link:
            return "<span class=\"link\(disabled)\">\(icon)\(label)</span>"
        case .menu:
            var html = "<span class=\"menu-button\(disabled)\">\(icon)\(label)</span>"
            if !node.children.isEmpty {
                html +=
                    "<span class=\"menu-items\">" + node.children.map { "<span class=\"menu-item\">\(render($0))</span>" }.joined()
                    + "</span>"
            }
            return "<span class=\"menu\">\(html)</span>"
        case .datePicker:
            let buttons = "<span class=\"date-button\">\(value)</span>"
            return
                "<span class=\"date-picker\(disabled)\"><span class=\"control-label\">\(label)</span><span class=\"date-buttons\">\(buttons)</span></span>"
        case .gauge:
            let fraction = min(max(node.style.fraction ?? 0, 0), 1)
            return "<span class=\"gauge\"><span class=\"control-label\">\(label)</span>"
                + "<span class=\"track\"><span class=\"fill\" style=\"width:\(Int((fraction * 100).rounded()))%\"></span></span>"
                + "<span class=\"gauge-value\">\(value)</span></span>"
        case .disclosureGroup:
            let expanded = node.value == "expanded"
            let body = expanded ? "<div class=\"disclosure-content\">" + node.children.map(render).joined() + "</div>" : ""
            return "<div class=\"disclosure\(expanded ? " expanded" : "")\"><span class=\"disclosure-label\">\(label)"
                + "<span class=\"disclosure-chevron\" aria-hidden=\"true\"></span></span>\(body)</div>"
        default:
            return node.children.map(render).joined()
        }
    }

    /// Groups that have a look of their own; nil for plain groups.
    func groupDrawing(_ node: ScreenNode, render: (ScreenNode) -> String) -> String? {
        guard let kind = node.style.kind else { return nil }
        // Drawn only where a case uses them: a child is drawn once (`ChangeMarker` counts the drawings).
        var children: String { node.children.map(render).joined() }
        switch kind {
        case .groupBox:
            let title = node.label.map { "<div class=\"groupbox-title\">\(HTML.escape($0))</div>" } ?? ""
            return "<div class=\"groupbox\">\(title)<div class=\"stack v\">\(children)</div></div>"
        case .grid:
            let columns = max(1, node.style.columns ?? 1)
            let horizontal = node.style.axis == .horizontal
            let template =
                horizontal
                ? "grid-auto-flow:column;grid-template-rows:repeat(\(columns),auto)"
                : "grid-template-columns:repeat(\(columns),minmax(0,1fr))"
            // A section's header and footer take a line of their own across the grid; its cells
            // follow as the grid's own.
            let across = horizontal ? "grid-row:1/-1" : "grid-column:1/-1"
            func band(_ text: String?) -> String {
                text.map { "<div class=\"grid-cell\" style=\"\(across);justify-content:flex-start\"><span>\(HTML.escape($0))</span></div>" }
                    ?? ""
            }
            func cells(_ child: ScreenNode) -> String {
                guard child.role == .section else { return "<div class=\"grid-cell\">\(render(child))</div>" }
                return band(child.label) + child.children.map { "<div class=\"grid-cell\">\(render($0))</div>" }.joined()
                    + band(child.style.footer)
            }
            return "<div class=\"grid\" style=\"\(template)\">" + node.children.map(cells).joined() + "</div>"
        case .circle, .capsule, .roundedRectangle, .rectangle, .ellipse:
            var style = ""
            if let fill = node.style.fill ?? node.style.foreground {
                style += "background:\(cssColor(fill));"
            } else if node.style.stroke == nil {
                style += "background:var(--phone-tint, #007aff);"
            }
            if let stroke = node.style.stroke { style += "border:2px solid \(cssColor(stroke));" }
            style += frameSize(node.style.frame)
            if kind == .roundedRectangle, let radius = node.style.cornerRadius { style += "border-radius:\(Int(radius * 0.75))px;" }
            if let opacity = node.style.opacity { style += "opacity:\(HTML.escape(opacity.factText));" }
            return "<span class=\"shape \(kind.rawValue)\" style=\"\(style)\">\(children)</span>"
        case .path:
            return shapeDrawing(node)
        case .color:
            return "<span class=\"shape color\" style=\"background:\(cssColor(node.style.color ?? "clear"))\">\(children)</span>"
        case .divider:
            return "<hr class=\"divider\">"
        default:
            return nil
        }
    }

    /// A SwiftUI colour or gradient description as CSS; an unknown one grey.
    func cssColor(_ description: String) -> String { colorValue(description) ?? "#8e8e93" }

    /// A SwiftUI colour or gradient description as CSS, or nil when it names no colour (the type name
    /// of a view used as a background).
    func colorValue(_ description: String) -> String? {
        if let custom = customColor(description) { return custom }
        let named: [String: String] = [
            "red": "#ff3b30", "orange": "#ff9500", "yellow": "#ffcc00", "green": "#34c759", "mint": "#00c7be",
            "teal": "#30b0c7", "cyan": "#32ade6", "blue": "#007aff", "indigo": "#5856d6", "purple": "#af52de",
            "pink": "#ff2d55", "brown": "#a2845e", "white": "#ffffff", "gray": "#8e8e93", "black": "#000000",
            "clear": "transparent", "primary": "currentColor", "secondary": "#8e8e93", "accentColor": "#007aff", "tint": "#007aff",
        ]
        if description.hasPrefix("linearGradient(") || description.hasPrefix("radialGradient(") || description.hasPrefix("angularGradient(")
        {
            let inner = description.drop { $0 != "(" }.dropFirst().dropLast()
            let colors = Self.topLevelParts(String(inner)).map(cssColor)
            if description.hasPrefix("radial") { return "radial-gradient(\(colors.joined(separator: ",")))" }
            if description.hasPrefix("angular") { return "conic-gradient(\(colors.joined(separator: ",")))" }
            return "linear-gradient(\(colors.joined(separator: ",")))"
        }
        let parts = description.components(separatedBy: " opacity ")
        // UIKit's system colours (`Color(.systemRed)`) are SwiftUI's named ones; its backgrounds and
        // label follow the phone's appearance through its CSS variables.
        let system = [
            "systemBackground": "var(--phone-bg)", "background": "var(--phone-bg)",
            "secondarySystemBackground": "var(--phone-grouped)", "systemGroupedBackground": "var(--phone-grouped)",
            "secondarySystemGroupedBackground": "var(--phone-cell)", "label": "currentColor",
        ]
        if let variable = system[parts[0]] { return variable }
        var name = parts[0]
        if name.hasPrefix("system"), name.count > 6 {
            name = name.dropFirst(6).prefix(1).lowercased() + name.dropFirst(7)
        }
        let dark = appearance == .dark ? Self.darkSystemColors[name] : nil
        guard let base = dark ?? named[name] else { return nil }
        if parts.count == 2, let opacity = Double(parts[1]), base.hasPrefix("#") {
            return base + String(format: "%02x", Int(opacity * 255))
        }
        return base
    }
}
