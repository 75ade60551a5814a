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

    /// Equal for two elements a person cannot tell apart: same place, same reading, same state.
    var fingerprint: String {
        let state = "\(node.isEnabled)|\(node.isSelected ?? false)"
        let look = look.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ",")
        return [place, reading, node.value ?? "", state, look].joined(separator: "|")
    }

    /// How it is drawn, beyond what it reads: a to-do struck through when done, a symbol that
    /// fills, a colour, the field being typed in.
    var look: [String: String] {
        let style = node.style
        var look: [String: String] = [:]
        look["colour"] = style.foreground
        look["symbol"] = style.systemImage
        look["font"] = style.font
        look["weight"] = style.weight
        look["opacity"] = style.opacity.map { String($0) }
        look["background"] = style.background
        if style.strikethrough { look["struck through"] = "yes" }
        if style.underline { look["underlined"] = "yes" }
        if style.italic { look["italic"] = "yes" }
        if style.focused { look["being edited"] = "yes" }
        return look
    }

    /// The elements of a screen in reading order.
    static func elements(of screen: ScreenNode) -> [ScreenElement] {
        var elements: [ScreenElement] = []
        collect(screen, place: "", container: nil, into: &elements)
        return elements
    }

    private static func collect(_ node: ScreenNode, place: String, container: Int?, into elements: inout [ScreenElement]) {
        let place = place.isEmpty ? node.role.rawValue : place + "/" + node.role.rawValue
        var container = container
        if isElement(node) {
            let occurrence = elements.filter { $0.node == node }.count
            elements.append(ScreenElement(node: node, occurrence: occurrence, place: place, container: container))
            if boxes.contains(node.role) { container = elements.count - 1 }
        }
        guard opensUp(node) else { return }
        for child in node.children { collect(child, place: place, container: container, into: &elements) }
    }

    /// Presented boxes: when one appears, what it shows appears with it and is named with it.
    private static let boxes: Set<ScreenNode.Role> = [.alert, .dialog, .sheet, .contextMenu, .menu]

    private static func isElement(_ node: ScreenNode) -> Bool {
        switch node.role {
        case .screen, .stack, .form, .section, .list, .group, .toolbar, .tabBar: return false
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
        if node.role == .image { return node.style.systemImage ?? node.style.name ?? "" }
        return Self.texts(in: node).joined(separator: " ")
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
        default: return Self.roleWords[node.role] ?? node.role.rawValue
        }
    }

    /// The name with the value it shows, for an element that appeared or disappeared; a presented
    /// box also names the first few things it shows.
    func summary(in elements: [ScreenElement]) -> String {
        var text = name
        if let value = node.value, !value.isEmpty {
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
        if (old.node.value ?? "") != (new.node.value ?? "") {
            parts.append("\(shown(old.node.value)) → \(shown(new.node.value))")
        }
        parts += lookChanges(from: old.look, to: new.look)
        return parts.count == 1 && old.reading == new.reading ? nil : parts.joined(separator: " ")
    }

    private static func lookChanges(from old: [String: String], to new: [String: String]) -> [String] {
        var parts: [String] = []
        for flag in ["struck through", "underlined", "italic", "being edited"] where old[flag] != new[flag] {
            parts.append(new[flag] == nil ? "no longer \(flag)" : "now \(flag)")
        }
        if old["colour"] != new["colour"] { parts.append("now " + (new["colour"] ?? "in its usual colour")) }
        if old["symbol"] != new["symbol"] { parts.append("symbol \(shown(old["symbol"])) → \(shown(new["symbol"]))") }
        if parts.isEmpty, old != new { parts.append("drawn differently") }
        return parts
    }

    private static func shown(_ value: String?) -> String {
        guard let value, !value.isEmpty else { return "empty" }
        return ["on", "off"].contains(value) ? value : "“\(value)”"
    }

    private static let roleWords: [ScreenNode.Role: String] = [
        .textField: "text field", .toggle: "switch", .navigationBar: "title", .datePicker: "date picker",
        .disclosureGroup: "disclosure group", .progress: "progress view", .contentUnavailable: "message",
    ]
}
