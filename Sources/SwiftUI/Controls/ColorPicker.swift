import LessonProtocol

/// Chooses a colour; `pick "blue" in "Accent"` chooses one of the system colours by name.
public struct ColorPicker<Label: View>: View, _PrimitiveView {
    public typealias Body = Never
    let label: Label
    let selection: Binding<Color>
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
    }
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("label", label, env)] }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let title = _Element.readableText(ctx.childElements("label"))
        var element = ctx.control(.picker, label: title, value: selection.wrappedValue.name)
        element.style.pickerStyle = .colorPicker
        element.style.color = selection.wrappedValue.name
        let names = [
            "red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
            "white", "gray", "black",
        ]
        element.options = names
        let selection = self.selection
        element.handlers.pick = { name in
            guard let match = names.first(where: { LabelPattern.matches(name, $0) }) else {
                throw HeadlessError("'\(title ?? "ColorPicker")' offers the system colours: \(names.joined(separator: ", "))")
            }
            selection.wrappedValue = Color(name: match)
        }
        return [element]
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity, label: { Text(title) })
    }
}
