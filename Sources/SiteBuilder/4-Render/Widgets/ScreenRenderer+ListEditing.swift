import LessonProtocol

/// Drawings for search fields, progress views, context menus and list rows in edit mode.
extension ScreenRenderer {
    func listEditingNode(_ node: ScreenNode) -> String {
        let label = HTML.escape(node.label ?? "")
        switch node.role {
        case .searchField:
            let text = node.value ?? ""
            let content = fieldContent(
                typed: HTML.escape(text), placeholder: HTML.escape(node.style.placeholder ?? "Search"), focused: node.style.focused)
            let focused = node.style.focused ? " focused" : ""
            return "<span class=\"search-field\(focused)\"><span class=\"search-glass\" aria-hidden=\"true\"></span>\(content)</span>"
        case .progress:
            let title = node.label.map { "<span class=\"progress-label\">\(HTML.escape($0))</span>" } ?? ""
            if let fraction = Double(node.value ?? "") {
                let current = node.style.description.map { "<span class=\"progress-current\">\(HTML.escape($0))</span>" } ?? ""
                let percent = Int((min(max(fraction, 0), 1) * 100).rounded())
                return
                    "<span class=\"progress bar\" role=\"progressbar\" aria-valuenow=\"\(percent)\" aria-valuemin=\"0\" aria-valuemax=\"100\">\(title)"
                    + "<span class=\"progress-track\"><span class=\"progress-fill\" style=\"width:\(percent)%\"></span></span>\(current)</span>"
            }
            return "<span class=\"progress spinner\" role=\"progressbar\" aria-label=\"\(label.isEmpty ? "Loading" : label)\">"
                + "<span class=\"spinner-wheel\" aria-hidden=\"true\"></span>\(title)</span>"
        case .contextMenu:
            return contextMenu(node)
        default:
            return ""
        }
    }

    /// A held element's menu: a dimmed screen with the menu's buttons in a rounded panel.
    func contextMenu(_ menu: ScreenNode) -> String {
        let items = menu.flattened.filter { $0.role == .button }.map { item -> String in
            let destructive = item.style.role == .destructive ? " destructive" : ""
            return "<span class=\"context-item\(destructive)\">\(HTML.escape(item.label ?? ""))</span>"
        }.joined()
        let title = menu.label.map { "<div class=\"context-title\">\(HTML.escape($0))</div>" } ?? ""
        let backdrop = "<div class=\"sheet-backdrop\"></div>"
        return marked(
            menu, backdrop + "<div class=\"context-menu\">\(title)<div class=\"context-items\">\(items)</div></div>", after: backdrop)
    }

    /// A row while its list is editing: a red delete control before it, a drag handle after it.
    func editRow(_ content: String, controls: ScreenStyle.EditControls) -> String {
        let delete = controls.contains(.delete) ? "<span class=\"edit-delete\" aria-label=\"Delete\"></span>" : ""
        let move = controls.contains(.move) ? "<span class=\"edit-move\" aria-label=\"Reorder\"></span>" : ""
        return "<div class=\"edit-row\">\(delete)<div class=\"edit-content\">\(content)</div>\(move)</div>"
    }
}
