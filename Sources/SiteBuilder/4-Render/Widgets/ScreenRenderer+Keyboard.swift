import LessonProtocol

/// Text entry as a phone shows it: the caret after what was typed, and the keyboard at the bottom of
/// the screen while a field has focus.
extension ScreenRenderer {
    /// A field's text with the caret where typing continues: after the typed text, or before the
    /// placeholder of an empty field. Both arguments are already escaped.
    func fieldContent(typed: String, placeholder: String, focused: Bool) -> String {
        let caret = focused ? "<span class=\"caret\" aria-hidden=\"true\"></span>" : ""
        if typed.isEmpty { return caret + "<span class=\"placeholder\">\(placeholder)</span>" }
        return typed + caret
    }

    /// The software keyboard, drawn while a field the person can reach has focus (the topmost
    /// presentation's, when one is up). Its layout follows the field's `.keyboardType` and its
    /// return key reads the field's `.submitLabel`.
    func keyboard(for reachable: ScreenNode) -> String {
        guard
            let field = reachable.flattened.first(where: {
                ($0.role == .textField || $0.role == .searchField) && $0.style.focused
            })
        else { return "" }
        let keys: [[String]]
        switch field.style.keyboardType {
        case "numberPad", "phonePad", "asciiCapableNumberPad":
            keys = [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"], ["", "0", "⌫"]]
        case "decimalPad":
            keys = [["1", "2", "3"], ["4", "5", "6"], ["7", "8", "9"], [".", "0", "⌫"]]
        default:
            let bottom =
                field.style.keyboardType == "emailAddress"
                ? ["123", "space", "@", ".", returnKey(field)] : ["123", "space", returnKey(field)]
            keys = [
                "qwertyuiop".map(String.init), "asdfghjkl".map(String.init), ["⇧"] + "zxcvbnm".map(String.init) + ["⌫"], bottom,
            ]
        }
        let pad = keys.first?.count == 3 ? " pad" : ""
        let rows = keys.map { row in
            "<span class=\"keyboard-row\">"
                + row.map { key in
                    let wide = key.count > 1 ? " wide" : ""
                    return "<span class=\"key\(wide)\">\(HTML.escape(key))</span>"
                }.joined() + "</span>"
        }.joined()
        return "<div class=\"keyboard\(pad)\" aria-hidden=\"true\">\(rows)</div>"
    }

    /// The return key's word: `.submitLabel(.done)` reads "done", `.search` "search", ….
    private func returnKey(_ field: ScreenNode) -> String {
        guard let label = field.style.submitLabel, label != "return" else { return field.role == .searchField ? "search" : "return" }
        return label
    }
}
