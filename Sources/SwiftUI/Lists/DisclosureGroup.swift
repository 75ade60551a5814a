import LessonProtocol

/// A label that shows or hides its content when tapped; collapsed at first unless bound.
public struct DisclosureGroup<Label: View, Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?

    public init(@ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        isExpanded = nil
    }

    public init(isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
        self.isExpanded = isExpanded
    }

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] {
        // The content stays mounted (its state survives collapsing); it is on the screen only expanded.
        [_ChildSpec("label", label, env), _ChildSpec("content", content, env)]
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let state = _DisclosureState.box(on: ctx.node)
        let open = isExpanded?.wrappedValue ?? state.value
        var element = ctx.control(
            .disclosureGroup, label: _Element.readableText(ctx.childElements("label")),
            value: open ? "expanded" : "collapsed")
        if open { element.children = ctx.childElements("content") }
        let binding = isExpanded
        let node = ctx.node
        element.handlers.tap = {
            if let binding {
                binding.wrappedValue.toggle()
            } else {
                state.value.toggle()
                node.invalidate()
            }
        }
        return [element]
    }
}

/// The expansion of a DisclosureGroup without a binding, kept on its node.
enum _DisclosureState {
    static func box(on node: _ViewNode) -> _NodeValue<Bool> {
        if let box = node.storage["expanded"] as? _NodeValue<Bool> { return box }
        let box = _NodeValue(false)
        node.storage["expanded"] = box
        return box
    }
}

extension DisclosureGroup: _LifecycleView {}

extension DisclosureGroup where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: @escaping () -> Content) {
        self.init(content: content, label: { Text(label) })
    }
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: @escaping () -> Content) {
        self.init(isExpanded: isExpanded, content: content, label: { Text(label) })
    }
}
