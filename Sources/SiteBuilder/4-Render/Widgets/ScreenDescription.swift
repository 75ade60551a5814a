import LessonProtocol

/// What an observed screen shows, in words, for the phone drawing's accessible name: a screen
/// reader hears "Step 1: tap "Add one". The screen shows: Tickets; Quantity: 2; Total: 24;
/// button Remove one; button Add one, dimmed; …" instead of only the action.
enum ScreenDescription {
    /// At most this many items are read; the rest is summarised as "and N more".
    static let limit = 24

    static func describe(_ screen: ScreenNode) -> String {
        var items: [String] = []
        collect(screen, into: &items)
        guard !items.isEmpty else { return "The screen is empty." }
        var shown = Array(items.prefix(limit))
        if items.count > limit { shown.append("and \(items.count - limit) more") }
        return "The screen shows: " + shown.joined(separator: "; ") + "."
    }

    private static func collect(_ node: ScreenNode, into items: inout [String]) {
        // What VoiceOver skips is not read here either (text drawn in a canvas, hidden views).
        if node.style.accessibilityHidden, node.role != .screen { return }
        let label = node.label?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let value = node.value?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        let dimmed = node.isEnabled ? "" : ", dimmed"
        switch node.role {
        case .text, .label:
            if !label.isEmpty { items.append(label) }
        case .image:
            break  // decorative symbols; a labelled one is read through its label
        case .button:
            if !label.isEmpty { items.append("button \(label)\(dimmed)") }
        case .toggle:
            items.append("switch \(label), \(value == "on" ? "on" : "off")\(dimmed)")
        case .textField:
            items.append("text field \(label)" + (value.isEmpty ? ", empty" : ", \(value)") + dimmed)
        case .stepper, .picker, .slider:
            items.append("\(node.role.rawValue) \(label)" + (value.isEmpty ? "" : ", \(value)") + dimmed)
        case .labeledContent:
            items.append(value.isEmpty ? label : "\(label): \(value)")
        case .section:
            if !label.isEmpty { items.append("section \(label)") }
        case .sheet:
            items.append(node.style.detents == nil ? "a sheet" : "a sheet at \(SheetDetents.resting(node.style))")
        case .pageIndicator:
            if !value.isEmpty { items.append(value) }
        case .contentUnavailable:
            if !label.isEmpty { items.append(label) }
        default:
            break
        }
        if node.role == .labeledContent { return }
        for child in node.children { collect(child, into: &items) }
    }
}
