import LessonProtocol

/// A button that opens a list of actions; choosing one runs it and closes the menu.
public struct Menu<Label: View, Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let label: Label
    let content: Content
    let primaryAction: (() -> Void)?

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] {
        [_ChildSpec("label", label, env), _ChildSpec("content", content, env)]
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let node = ctx.node
        let open: _NodeValue<Bool>
        if let box = node.storage["open"] as? _NodeValue<Bool> {
            open = box
        } else {
            open = _NodeValue(false)
            node.storage["open"] = open
        }
        let labelElements = ctx.childElements("label")
        var element = ctx.control(.menu, label: _Element.readableText(labelElements))
        element.takeSymbol(from: labelElements)
        func close() {
            open.value = false
            node.invalidate()
        }
        if open.value {
            element.children = ctx.childElements("content").map { Self.closing(close, $0) }
        }
        if let primaryAction {
            element.handlers.tap = primaryAction
            element.handlers.longPress = {
                open.value = true
                node.invalidate()
            }
        } else {
            element.handlers.tap = {
                open.value.toggle()
                node.invalidate()
            }
        }
        return [element]
    }

    /// A menu item closes the menu after its action, as choosing from a menu does.
    static func closing(_ close: @escaping () -> Void, _ element: _Element) -> _Element {
        var element = element
        if let tap = element.handlers.tap {
            element.handlers.tap = {
                tap()
                close()
            }
        }
        if let pick = element.handlers.pick {
            element.handlers.pick = {
                try pick($0)
                close()
            }
        }
        element.children = element.children.map { closing(close, $0) }
        return element
    }
}

extension Menu where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { SwiftUI.Label(titleKey, systemImage: systemImage) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { SwiftUI.Label(title, systemImage: systemImage) })
    }
}
