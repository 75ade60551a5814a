import LessonProtocol

/// An editable line of text, bound to a String or, through a format, to a value.
///
/// Typing replaces the text and commits it, as pressing return does: a value field parses the
/// text through its format (unparseable text keeps the old value, empty text clears an optional).
public struct TextField<Label: View>: View, _PrimitiveView {
    public typealias Body = Never
    let label: Label
    let prompt: Text?
    /// The text shown for the current value, in a locale.
    let display: (Locale) -> String
    /// Commits typed text, in a locale.
    let commit: (String, Locale) -> Void
    /// The iOS 13 callbacks: editing began (true) or ended (false), and return was pressed.
    var onEditingChanged: ((Bool) -> Void)?
    var onCommit: (() -> Void)?

    init(label: Label, prompt: Text?, display: @escaping (Locale) -> String, commit: @escaping (String, Locale) -> Void) {
        self.label = label
        self.prompt = prompt
        self.display = display
        self.commit = commit
    }

    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(label: label(), prompt: prompt, display: { _ in text.wrappedValue }, commit: { s, _ in text.wrappedValue = s })
    }

    public init(text: Binding<String>, prompt: Text? = nil, axis: Axis, @ViewBuilder label: () -> Label) {
        self.init(text: text, prompt: prompt, label: label)
    }

    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label)
    where F.FormatOutput == String {
        self.init(
            label: label(), prompt: prompt,
            display: { _format(value.wrappedValue, format, $0) },
            commit: { text, locale in
                if let parsed = _parse(text, format, locale) { value.wrappedValue = parsed }
            })
    }

    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil, @ViewBuilder label: () -> Label)
    where F.FormatOutput == String {
        self.init(
            label: label(), prompt: prompt,
            display: { locale in value.wrappedValue.map { _format($0, format, locale) } ?? "" },
            commit: { text, locale in
                if text.trimmingCharacters(in: .whitespaces).isEmpty {
                    value.wrappedValue = nil
                } else if let parsed = _parse(text, format, locale) {
                    value.wrappedValue = parsed
                }
            })
    }

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] {
        [_ChildSpec("label", label, env), _ChildSpec("prompt", prompt, env)]
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let title = _Element.readableText(ctx.childElements("label"))
        var element = ctx.control(.textField, label: title, value: display(ctx.locale))
        element.style.placeholder = _Element.readableText(ctx.childElements("prompt")) ?? title ?? ""
        let commit = self.commit
        let locale = ctx.locale
        let submits = ctx.env.submitActions.filter { $0.triggers.contains(.text) }
        let onEditingChanged = self.onEditingChanged
        let onCommit = self.onCommit
        element.handlers.setText = { text in
            // Typing starts with the field taking focus: editing begins.
            onEditingChanged?(true)
            commit(text, locale)
        }
        // Return commits what was typed and runs `.onSubmit` (and the older `onCommit`, after
        // editing ends); typing alone does not submit.
        let current = display(ctx.locale)
        element.handlers.submit = {
            commit(current, locale)
            onEditingChanged?(false)
            onCommit?()
            submits.forEach { $0.action() }
        }
        return [element]
    }
}

extension TextField where Label == Text {
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt, label: { Text(titleKey) })
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text? = nil) {
        self.init(text: text, prompt: prompt, label: { Text(title) })
    }

    // The iOS 13 forms, `init(_:text:onEditingChanged:onCommit:)`, which older course material uses.
    // Apple declares one initializer with both callbacks defaulted; here each call shape has its own
    // overload, so a plain `TextField("Name", text: $name)` stays unambiguous.
    public init(
        _ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
        onCommit: @escaping () -> Void
    ) {
        self.init(text: text, prompt: nil, label: { Text(titleKey) })
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(titleKey, text: text, onEditingChanged: onEditingChanged, onCommit: {})
    }
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(titleKey, text: text, onEditingChanged: { _ in }, onCommit: onCommit)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
        onCommit: @escaping () -> Void
    ) {
        self.init(text: text, prompt: nil, label: { Text(title) })
        self.onEditingChanged = onEditingChanged
        self.onCommit = onCommit
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void) {
        self.init(title, text: text, onEditingChanged: onEditingChanged, onCommit: {})
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, onCommit: @escaping () -> Void) {
        self.init(title, text: text, onEditingChanged: { _ in }, onCommit: onCommit)
    }
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt, label: { Text(titleKey) })
    }
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt, label: { Text(title) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol, F: ParseableFormatStyle>(_ title: S, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(value: value, format: format, prompt: prompt, label: { Text(title) })
    }
}

public protocol TextFieldStyle { var _styleName: ScreenStyle.TextFieldStyle { get } }
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _styleName: ScreenStyle.TextFieldStyle { .roundedBorder }
}
public struct PlainTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _styleName: ScreenStyle.TextFieldStyle { .plain }
}
public struct DefaultTextFieldStyle: TextFieldStyle {
    public init() {}
    public var _styleName: ScreenStyle.TextFieldStyle { .automatic }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { .init() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle { public static var plain: PlainTextFieldStyle { .init() } }
extension TextFieldStyle where Self == DefaultTextFieldStyle { public static var automatic: DefaultTextFieldStyle { .init() } }

extension View {
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View { _styleFact(\.textFieldStyle, style._styleName) }
}

extension TextField where Label == Text {
    /// A field that grows along `axis` (iOS 16), titled by a string value.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
        self.init(text: text, prompt: nil, label: { Text(title) })
    }

    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?, axis: Axis) {
        self.init(text: text, prompt: prompt, label: { Text(title) })
    }
}
