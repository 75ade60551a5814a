import LessonProtocol

/// One element of an observed screen as a person sees it, for comparing two screens
/// (`ScreenChanges`): a text, a button, a control, a bar's title, a presented box.
struct ScreenElement {
    var node: ScreenNode
    /// Which of the screen's equal elements this is, counted in reading order from 0.
    var occurrence: Int
    /// Its role under its containers' roles (`screen/form/section/toggle`): where it sits, without
    /// positions, so the same control in the same place pairs up even after rows above it moved.
    var place: String
    /// The index of the presented box (alert, dialog, sheet, menu) it is drawn in, if any.
    var container: Int?
    /// How the containers around it move its drawing (a turned or faded stack turns or fades it too).
    var enclosingMotion = ""

    /// Equal for two elements a person cannot tell apart: same place, same reading, same state.
    var fingerprint: String {
        let state = "\(node.isEnabled)|\(node.isSelected ?? false)"
        let look = look.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        let value = node.role == .stepper ? "" : node.value ?? ""
        return [place, reading, value, state, look].joined(separator: "|")
    }

    /// How it is drawn, beyond what it reads — only what the phone drawing shows (`ScreenRenderer`):
    /// a colour, a font, a symbol that fills, the field being typed in; a shape's fill and stroke.
    var look: [String: String] {
        let style = node.style
        var look: [String: String] = [:]
        look["colour"] = style.foreground
        // An image reads as its symbol already; a control drawn from several views (a to-do row's
        // checkmark) looks like what is drawn inside it.
        if node.role != .image { look["symbol"] = style.systemImage ?? Self.inside(node, \.style.systemImage) }
        look["font"] = style.font
        look["weight"] = style.weight
        if style.focused { look["being edited"] = "yes" }
        if Self.isShape(node) {
            look["fill"] = style.fill ?? style.color
            look["stroke"] = style.stroke
        }
        // What the drawing paints around any element (`decorated`): its background, scale, blur and fade.
        look["background"] = style.background
        look["scale"] = style.scale
        look["blur"] = style.blur.map { String($0) }
        look["opacity"] = style.opacity.map { String($0) }
        // A sheet dragged to another detent is drawn at another height.
        if node.role == .sheet, style.detents != nil { look["detent"] = SheetDetents.resting(style) }
        // Where it is drawn turned or moved, by itself or inside a container (mid-animation too).
        look["rotation"] = style.rotation.map { String($0) }
        look["offset"] = style.offset
        if Self.isShape(node) { look["outline"] = style.path.map { $0 + " in " + (style.pathSize ?? "") } }
        if !enclosingMotion.isEmpty { look["container"] = enclosingMotion }
        return look
    }

    /// The facts of a container that move or fade everything drawn inside it.
    private static func motion(of node: ScreenNode) -> String {
        let style = node.style
        let facts: [(String, String?)] = [
            ("rotation", style.rotation.map { String($0) }), ("offset", style.offset), ("scale", style.scale),
            ("opacity", style.opacity.map { String($0) }), ("blur", style.blur.map { String($0) }),
        ]
        return facts.compactMap { name, value in value.map { "\(name) \($0)" } }.joined(separator: " ")
    }

    /// A drawn shape or colour (`Rectangle().fill(.red)`): an element of its own, seen on screen.
    static func isShape(_ node: ScreenNode) -> Bool {
        guard node.role == .group, let kind = node.style.kind else { return false }
        return [.circle, .capsule, .roundedRectangle, .rectangle, .ellipse, .path, .color].contains(kind)
    }

    /// The elements of a screen in reading order.
    static func elements(of screen: ScreenNode) -> [ScreenElement] {
        var elements: [ScreenElement] = []
        collect(screen, place: "", container: nil, motion: "", into: &elements)
        return elements
    }

    private static func collect(
        _ node: ScreenNode, place: String, container: Int?, motion enclosing: String, into elements: inout [ScreenElement]
    ) {
        let place = place.isEmpty ? node.role.rawValue : place + "/" + node.role.rawValue
        var container = container
        if isElement(node) {
            let occurrence = elements.filter { $0.node == node }.count
            var element = ScreenElement(node: node, occurrence: occurrence, place: place, container: container)
            element.enclosingMotion = enclosing
            elements.append(element)
            if boxes.contains(node.role) { container = elements.count - 1 }
        }
        guard opensUp(node) else { return }
        // An element's own motion is in its look; a container's reaches everything inside it.
        let own = isElement(node) ? "" : motion(of: node)
        let inner = [enclosing, own].filter { !$0.isEmpty }.joined(separator: "; ")
        for child in node.children { collect(child, place: place, container: container, motion: inner, into: &elements) }
    }

    /// Presented boxes: when one appears, what it shows appears with it and is named with it.
    private static let boxes: Set<ScreenNode.Role> = [.alert, .dialog, .sheet, .contextMenu, .menu]

    private static func isElement(_ node: ScreenNode) -> Bool {
        switch node.role {
        case .group: return isShape(node)
        case .screen, .stack, .form, .section, .list, .toolbar, .tabBar: return false
        case .navigationBar: return node.label?.isEmpty == false
        case .image: return node.style.systemImage != nil || node.style.name != nil || node.label != nil
        default: return true
        }
    }

    /// Whether an element's children are elements of their own. A control's label is part of the
    /// control (a button is read by its label); containers, bars and presented boxes open up.
    private static func opensUp(_ node: ScreenNode) -> Bool {
        switch node.role {
        case .screen, .stack, .form, .section, .list, .group, .sheet, .navigationBar, .toolbar, .tabBar,
            .alert, .dialog, .contextMenu, .menu, .disclosureGroup:
            return true
        default:
            return false
        }
    }

    /// What it reads: its label, or for a button whose label is several texts, those texts.
    var reading: String {
        if let label = node.label, !label.isEmpty { return label }
        if Self.isShape(node) { return node.style.accessibilityLabel ?? "" }
        if node.role == .image { return node.style.systemImage ?? node.style.name ?? "" }
        guard [.button, .link, .toggle, .menu].contains(node.role) else { return "" }
        return Self.texts(in: node).joined(separator: " ")
    }

    /// What the views drawn inside a control show for one property, joined (nil when none does).
    private static func inside(_ node: ScreenNode, _ property: (ScreenNode) -> String?) -> String? {
        guard !opensUp(node) else { return nil }
        let found = node.children.flatMap { child in [property(child)].compactMap { $0 } + [inside(child, property)].compactMap { $0 } }
        return found.isEmpty ? nil : found.joined(separator: " ")
    }

    private static func texts(in node: ScreenNode) -> [String] {
        if node.role == .text || node.role == .label, let label = node.label { return [label] }
        return node.children.flatMap(texts)
    }

    /// The element as the reader knows it: `button “Add”`, `“Total: $24.00”`, `switch “Wi-Fi”`.
    var name: String {
        let quoted = reading.isEmpty ? "" : "“\(reading)”"
        return kind.isEmpty ? quoted : quoted.isEmpty ? kind : kind + " " + quoted
    }

    /// What kind of element it is in words (`button`, `switch`); empty for text, which is read as itself.
    var kind: String {
        switch node.role {
        case .text, .label, .labeledContent, .contentUnavailable: return ""
        case .sheet: return "a sheet"
        case .contextMenu: return "a menu"
        case .group where Self.isShape(node): return node.style.kind.map { "a " + Self.shapeWords($0) } ?? "a shape"
        default: return Self.roleWords[node.role] ?? node.role.rawValue
        }
    }

    /// The name with the value it shows, for an element that appeared or disappeared; a presented
    /// box also names the first few things it shows.
    func summary(in elements: [ScreenElement]) -> String {
        var text = name
        if let value = node.value, !value.isEmpty, node.role != .stepper {
            text +=
                node.role == .labeledContent ? ": \(value)" : node.role == .alert || node.role == .dialog ? ": “\(value)”" : ", \(value)"
        }
        guard Self.boxes.contains(node.role), let me = elements.firstIndex(where: { $0.node == node && $0.occurrence == occurrence })
        else { return text }
        let inside = elements.indices.filter { elements[$0].container == me }.map { elements[$0].name }
        guard !inside.isEmpty else { return text }
        let shown = inside.prefix(3).joined(separator: ", ") + (inside.count > 3 ? ", …" : "")
        return text + (node.role == .sheet || node.role == .contextMenu ? " showing " : " with ") + shown
    }

    /// How the element reads differently, `nil` when it reads the same: `“Total: $24.00” → “Total: $26.40”`,
    /// `button “Start” → “Stop”`, `switch “Wi-Fi” off → on`, `“Too short” now red`.
    static func readingChange(from old: ScreenElement, to new: ScreenElement) -> String? {
        var parts: [String] = []
        if old.reading != new.reading {
            parts.append((old.kind.isEmpty ? "" : old.kind + " ") + "“\(old.reading)” → “\(new.reading)”")
        } else {
            parts.append(old.name)
        }
        // A stepper labelled "Quantity: 3" reads its value in its label already.
        let valueRead = old.reading.contains(old.node.value ?? "\u{0}") && new.reading.contains(new.node.value ?? "\u{0}")
        // A stepper shows its label, not its value: a value it does not show is no change to see.
        let valueShown = new.node.role != .stepper
        if valueShown, (old.node.value ?? "") != (new.node.value ?? ""), !(old.reading != new.reading && valueRead) {
            parts.append("\(shown(old.node.value)) → \(shown(new.node.value))")
        }
        parts += lookChanges(from: old.look, to: new.look)
        return parts.count == 1 && old.reading == new.reading ? nil : parts.joined(separator: " ")
    }

    private static func lookChanges(from old: [String: String], to new: [String: String]) -> [String] {
        var parts: [String] = []
        for flag in ["being edited"] where old[flag] != new[flag] {
            parts.append(new[flag] == nil ? "no longer \(flag)" : "now \(flag)")
        }
        if old["colour"] != new["colour"] { parts.append("now " + (new["colour"] ?? "in its usual colour")) }
        if old["fill"] != new["fill"] { parts.append("now " + (new["fill"] ?? "unfilled")) }
        if old["detent"] != new["detent"], let detent = new["detent"] { parts.append("now at \(detent)") }
        if old["symbol"] != new["symbol"] { parts.append("symbol \(shown(old["symbol"])) → \(shown(new["symbol"]))") }
        if old["rotation"] != new["rotation"] { parts.append("turned to \(degrees(new["rotation"]))") }
        if old["offset"] != new["offset"] { parts.append(new["offset"] == nil ? "back in its place" : "moved") }
        if parts.isEmpty, old != new { parts.append("drawn differently") }
        return parts
    }

    /// "45°", from a rotation fact in degrees (none: upright).
    private static func degrees(_ value: String?) -> String {
        guard let value, let number = Double(value) else { return "0°" }
        let rounded = (number * 10).rounded() / 10
        return (rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)) + "°"
    }

    private static func shown(_ value: String?) -> String {
        guard let value, !value.isEmpty else { return "empty" }
        return ["on", "off"].contains(value) ? value : "“\(value)”"
    }

    private static func shapeWords(_ kind: ScreenStyle.Kind) -> String {
        switch kind {
        case .roundedRectangle: return "rounded rectangle"
        case .color: return "colour"
        case .path: return "shape"
        default: return kind.rawValue
        }
    }

    private static let roleWords: [ScreenNode.Role: String] = [
        .textField: "text field", .searchField: "search field", .toggle: "switch", .navigationBar: "title", .datePicker: "date picker",
        .disclosureGroup: "disclosure group", .progress: "progress view", .contentUnavailable: "message",
        .pageIndicator: "page indicator",
    ]
}
