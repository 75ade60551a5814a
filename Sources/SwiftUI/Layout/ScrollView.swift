import LessonProtocol

public struct ScrollView<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content
    let axes: Axis.Set
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.content = content()
        self.axes = axes
    }
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("content", content, env)] }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        var style = ScreenStyle(kind: .scroll)
        // A scroll view that scrolls sideways only lays its content out in a row.
        if axes == .horizontal { style.axis = .horizontal }
        return [_Element(role: .group, style: style, children: ctx.allChildElements())]
    }
}
