/// A label/value row, like the ones in Settings.
public struct LabeledContent<Label: View, Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] {
        // The style's body is the row; rows it shows inside are drawn as SwiftUI draws them.
        if let styled = env._styledChildren({
            LabeledContentStyleConfiguration(label: .init(view: AnyView(label)), content: .init(view: AnyView(content)))
        }) {
            return styled
        }
        return [_ChildSpec("label", label, env), _ChildSpec("content", content, env)]
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        if ctx.showsCustomStyle(LabeledContentStyleConfiguration.self) { return ctx.childElements("styled") }
        let contentElements = ctx.childElements("content")
        var element = _Element(
            role: .labeledContent, label: _Element.readableText(ctx.childElements("label")),
            style: ctx.inheritedStyle(for: .labeledContent))
        element.isEnabled = ctx.env.isEnabled
        // A plain value reads as the row's value; controls inside stay operable as children.
        if contentElements.allSatisfy({ $0.role == .text }) {
            element.value = _Element.readableText(contentElements) ?? ""
        } else {
            element.children = contentElements
        }
        return [element]
    }
}

extension LabeledContent where Label == Text, Content == Text {
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(content: { Text(value) }, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatInput: Equatable, F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}
