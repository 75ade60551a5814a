import LessonProtocol

/// A grouped, settings-like container of sections and controls.
public struct Form<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content
    public init(@ViewBuilder content: () -> Content) { self.content = content() }
    // A form is a grouped list: its ForEach rows can be swiped to delete and dragged, as in a List.
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] {
        [_ChildSpec("content", content, List<Never, EmptyView>._rowEnvironment(env))]
    }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        [_Element(role: .form, children: ctx.allChildElements())]
    }
}
