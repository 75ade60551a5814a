/// Rows of a list as a person reads them, shared by the runtime (which row a step names) and the
/// engine (`see rows "Milk", "Eggs"`).
extension ScreenQueryable {
    /// What a list row reads as a name: its own label, or else the first text inside it.
    public var rowText: String? {
        if let label, !label.isEmpty { return label }
        return flattened.first { ($0.role == .text || $0.role == .label) && !($0.label ?? "").isEmpty }?.label
    }

    /// The rows of the first list (or form, a grouped list) on this screen, top to bottom: each child
    /// of the list is a row, and a section's rows stand in for the section.
    public var listRows: [Self]? {
        guard let list = flattened.first(where: { $0.role == .list || $0.role == .form }) else { return nil }
        func rows(_ node: Self) -> [Self] {
            node.queryChildren.flatMap { child -> [Self] in
                if child.role == .section { return rows(child) }
                if child.role == .group, child.label == nil, child.identifier == nil { return rows(child) }
                return [child]
            }
        }
        return rows(list)
    }
}
