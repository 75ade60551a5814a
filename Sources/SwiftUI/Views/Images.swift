/// An image; only its name matters headlessly (symbols report `systemImage`).
public struct Image: View, _PrimitiveView, Hashable {
    public typealias Body = Never
    let systemName: String?
    let name: String?

    public init(systemName: String) {
        self.systemName = systemName
        name = nil
    }
    public init(_ name: String, bundle: Bundle? = nil) {
        self.name = name
        systemName = nil
    }

    public func resizable() -> Image { self }
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
    public enum TemplateRenderingMode: Hashable { case template, original }
    public enum Scale: Hashable { case small, medium, large }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        var element = _Element(role: .image, style: ctx.inheritedStyle(for: .image))
        if let systemName {
            // `.symbolVariant(.fill)` and friends pick the symbol's variant, as the symbol font does.
            var name = systemName
            for suffix in ctx.env.symbolVariantSuffixes where !name.hasSuffix(suffix) && !name.contains(suffix + ".") { name += suffix }
            element.style.systemImage = name
        }
        if let name { element.style.name = name }
        return [element]
    }
}

/// A title with an icon. In a button, the title is the button's label.
public struct Label<Title: View, Icon: View>: View, _PrimitiveView {
    public typealias Body = Never
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] {
        [_ChildSpec("title", title, env), _ChildSpec("icon", icon, env)]
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let titleElements = ctx.childElements("title")
        var element = _Element(role: .label, label: _Element.readableText(titleElements), style: ctx.inheritedStyle(for: .label))
        if let image = _Element.firstSystemImage(ctx.childElements("icon")) { element.style.systemImage = image }
        return [element]
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}

/// The platform's empty state: a title, a symbol, a description and optional actions.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View, _PrimitiveView {
    public typealias Body = Never
    let label: Label
    let description: Description
    let actions: Actions

    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() }, @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] {
        [_ChildSpec("label", label, env), _ChildSpec("description", description, env), _ChildSpec("actions", actions, env)]
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let labelElements = ctx.childElements("label")
        var element = _Element(role: .contentUnavailable, label: _Element.readableText(labelElements),
                               style: ctx.inheritedStyle(for: .contentUnavailable), children: ctx.childElements("actions"))
        if let image = _Element.firstSystemImage(labelElements) { element.style.systemImage = image }
        if let description = _Element.readableText(ctx.childElements("description")) { element.style.description = description }
        return [element]
    }
}

extension ContentUnavailableView where Label == SwiftUI.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { SwiftUI.Label(title, systemImage: name) }, description: { description }, actions: { EmptyView() })
    }
}
