import LessonProtocol

/// A rounded, tinted box around related content, with an optional title.
public struct GroupBox<Label: View, Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] {
        if let styled = env._styledChildren({ GroupBoxStyleConfiguration(label: AnyView(label), content: AnyView(content)) }) {
            return styled
        }
        return [_ChildSpec("label", label, env), _ChildSpec("content", content, env)]
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        if ctx.showsCustomStyle(GroupBoxStyleConfiguration.self) { return ctx.childElements("styled") }
        let title = _Element.readableText(ctx.childElements("label"))
        let children = ctx.childElements("content")
        var element = _Element(role: .group, label: nil, style: ScreenStyle(kind: .groupBox), children: children)
        element.label = title
        return [element]
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) { self.init(content: content, label: { EmptyView() }) }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

/// How a group box looks: the built-in style is a rounded, tinted box; a lesson's own style's
/// `makeBody` really runs, and what it builds from the label and content is shown.
public protocol GroupBoxStyle {
    associatedtype Body: View
    typealias Configuration = GroupBoxStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

public struct GroupBoxStyleConfiguration {
    public let label: AnyView
    public let content: AnyView
}

extension GroupBoxStyle where Body == Never {
    public func makeBody(configuration: Configuration) -> Never { fatalError("\(Self.self) is drawn by the runtime") }
}

public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public typealias Body = Never
    public init() {}
}
extension GroupBoxStyle where Self == DefaultGroupBoxStyle { public static var automatic: DefaultGroupBoxStyle { .init() } }

extension GroupBox where Label == AnyView, Content == AnyView {
    /// The group box a style was given, drawn as the built-in box (inside a custom style).
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

extension View {
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        _customStyle(style.makeBody(configuration:), isBuiltIn: S.Body.self == Never.self)
    }
}
