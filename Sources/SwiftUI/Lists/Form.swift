import LessonProtocol

/// A grouped, settings-like container of sections and controls.
public struct Form<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    // A form is a grouped list: its ForEach rows can be swiped to delete and dragged, as in a List.
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] {
        if let styled = env._styledChildren({ FormStyleConfiguration(content: AnyView(content)) }) { return styled }
        return [_ChildSpec("content", content, List<Never, EmptyView>._rowEnvironment(env))]
    }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        if ctx.showsCustomStyle(FormStyleConfiguration.self) { return ctx.childElements("styled") }
        return [_Element(role: .form, children: ctx.allChildElements())]
    }
}

/// How a form is laid out. On an iPhone `.automatic` is `.grouped` (the inset-grouped list the
/// drawing shows) and `.columns` looks the same; a lesson's own style's `makeBody` really runs.
public protocol FormStyle {
    associatedtype Body: View
    typealias Configuration = FormStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

public struct FormStyleConfiguration {
    public let content: AnyView
}

extension FormStyle where Body == Never {
    public func makeBody(configuration: Configuration) -> Never { fatalError("\(Self.self) is drawn by the runtime") }
}

public struct AutomaticFormStyle: FormStyle {
    public typealias Body = Never
    public init() {}
}
public struct GroupedFormStyle: FormStyle {
    public typealias Body = Never
    public init() {}
}
public struct ColumnsFormStyle: FormStyle {
    public typealias Body = Never
    public init() {}
}
extension FormStyle where Self == AutomaticFormStyle { public static var automatic: AutomaticFormStyle { .init() } }
extension FormStyle where Self == GroupedFormStyle { public static var grouped: GroupedFormStyle { .init() } }
extension FormStyle where Self == ColumnsFormStyle { public static var columns: ColumnsFormStyle { .init() } }

extension View {
    public func formStyle<S: FormStyle>(_ style: S) -> some View {
        _customStyle(style.makeBody(configuration:), isBuiltIn: S.Body.self == Never.self)
    }
}
