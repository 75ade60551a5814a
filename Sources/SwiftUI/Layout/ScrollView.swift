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
        var element = _Element(role: .group, style: style, children: ctx.allChildElements())
        _attachScrollOffset(&element, ctx.node)
        return [element]
    }
}

/// A scroll view's (or list's) offset lives on its node, so it survives updates and goes with it.
func _attachScrollOffset(_ element: inout _Element, _ node: _ViewNode) {
    let box = (node.storage["scroll.offset"] as? _NodeValue<CGPoint>) ?? _NodeValue(CGPoint.zero)
    node.storage["scroll.offset"] = box
    element.scrollOffset = box.value
    element.handlers.setScrollOffset = { [weak node] offset in
        guard box.value != offset else { return }
        box.value = offset
        node?.invalidate()
    }
}
