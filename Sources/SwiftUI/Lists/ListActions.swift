import LessonProtocol

extension HeadlessHost {
    func _performListAction(_ action: Action, on screen: _Element) throws {
        let scope = screen.reachableScope
        switch action {
        case .deleteRow(let locator):
            let row = try _row(locator, in: scope, for: "deleted")
            let editing = row.style.editControls != nil
            if !row.row.trailingActions.isEmpty, !editing {
                throw HeadlessError(
                    "Row \(_rowName(row)) has swipe actions, which replace swipe-to-delete; use `swipe \(locator) and tap \"…\"` with one of: \(_names(row.row.trailingActions))."
                )
            }
            guard let delete = row.row.delete else {
                throw HeadlessError(
                    row.row.deleteDisabled
                        ? "Row \(_rowName(row)) cannot be deleted: it has .deleteDisabled(true)."
                        : "Row \(_rowName(row)) cannot be deleted: its ForEach has no .onDelete.")
            }
            delete()
        case .swipe(let locator, let name):
            let row = try _row(locator, in: scope, for: "swiped")
            var buttons = row.row.leadingActions + row.row.trailingActions
            if row.row.trailingActions.isEmpty, let delete = row.row.delete {
                var button = _Element(role: .button, label: "Delete")
                button.handlers.tap = delete
                buttons.append(button)
            }
            guard !buttons.isEmpty else {
                throw HeadlessError("Row \(_rowName(row)) has no swipe actions (no .swipeActions and no .onDelete).")
            }
            guard let button = buttons.first(where: { $0.matches(.label(name)) }), let tap = button.handlers.tap else {
                throw HeadlessError("Swiping row \(_rowName(row)) shows \(_names(buttons)), not \"\(name)\".")
            }
            guard button.isEnabled else { throw HeadlessError("\"\(name)\" is disabled") }
            tap()
        case .moveRow(let locator, let targetLocator, let below):
            let row = try _row(locator, in: scope, for: "moved")
            let target = try _row(targetLocator, in: scope, for: "moved to")
            guard let move = row.row.move else {
                throw HeadlessError(
                    row.row.moveDisabled
                        ? "Row \(_rowName(row)) cannot be moved: it has .moveDisabled(true)."
                        : "Row \(_rowName(row)) cannot be moved: its ForEach has no .onMove.")
            }
            guard target.row.moveGroup == row.row.moveGroup else {
                throw HeadlessError(
                    "Rows \(_rowName(row)) and \(_rowName(target)) are not in the same ForEach; a row moves only among its own.")
            }
            move(target.row.index + (below ? 1 : 0))
        case .search(let text):
            guard let field = scope.flattened.first(where: { $0.role == .searchField }), let setText = field.handlers.setText else {
                throw HeadlessError("This screen has no search field; add .searchable(text:) to the list (inside its NavigationStack).")
            }
            setText(text)
        case .submit(let locator):
            let field = try _locate(locator, in: screen, for: "submitted") { $0.role == .textField || $0.role == .searchField }
            guard field.isEnabled else { throw HeadlessError(field.disabledReason ?? "\(_describe(field)) is disabled") }
            field.handlers.submit?()
        case .refresh:
            guard let list = scope.flattened.first(where: { $0.row.refresh != nil }) else {
                throw HeadlessError("Nothing on this screen can be pulled to refresh; add .refreshable { … } to the list.")
            }
            list.row.refresh?()
        case .longPress(let locator):
            let element = try _locate(locator, in: screen, for: "long-pressed") { $0.handlers.longPress != nil }
            element.handlers.longPress?()
        default:
            break
        }
    }

    private func _row(_ locator: Locator, in scope: _Element, for kind: String) throws -> _Element {
        let rows = scope.flattened.filter { $0.row.isRow }
        if let row = rows.first(where: { $0.matches(locator) }) ?? rows.first(where: { !$0.elements(matching: locator).isEmpty }) {
            return row
        }
        let names = rows.map(_rowName)
        throw HeadlessError(
            "No list row matches \(locator) to be \(kind). The rows read: \(names.isEmpty ? "(no list rows on screen)" : names.joined(separator: ", "))."
        )
    }

    private func _names(_ buttons: [_Element]) -> String {
        buttons.map { "\"\($0.label ?? "")\"" }.joined(separator: ", ")
    }
}

/// How a row is named: its label, or the first text in it.
func _rowName(_ row: _Element) -> String {
    "\"\(row.rowText ?? "")\""
}
