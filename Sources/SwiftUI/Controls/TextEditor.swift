import LessonProtocol

/// Multi-line text editing; `type "…" into #notes` replaces its text.
public struct TextEditor: View, _PrimitiveView {
    public typealias Body = Never
    let text: Binding<String>
    public init(text: Binding<String>) { self.text = text }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        var element = ctx.control(.textField, label: nil, value: text.wrappedValue)
        element.style.lineLimit = "multiline"
        let text = self.text
        element.handlers.setText = { text.wrappedValue = $0 }
        return [element]
    }
}
