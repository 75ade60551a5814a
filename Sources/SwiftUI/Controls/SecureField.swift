import LessonProtocol

/// A text field whose text is hidden: it reads as one dot per character, as VoiceOver and XCUITest
/// read a secure field on a device. Typing, focus and `.onSubmit` work as in a `TextField`.
public struct SecureField<Label: View>: View, _PrimitiveView {
    public typealias Body = Never
    let field: TextField<Label>

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        field = TextField(text: text, prompt: prompt, label: label)
    }

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("field", field, env)] }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        ctx.childElements("field").map { element in
            var element = element
            element.style.secure = true
            element.value = String(repeating: "•", count: element.value?.count ?? 0)
            return element
        }
    }
}

extension SecureField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt, label: { Text(title) })
    }
}
