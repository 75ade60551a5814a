import LessonProtocol

/// Shared element building for the three stacks: the site lays children out from axis and spacing.
private func stackElement(_ ctx: inout _ElementContext, axis: ScreenStyle.Axis, alignment: String?, spacing: CGFloat?) -> [_Element] {
    var style = ScreenStyle { $0.axis = axis }
    style.alignment = alignment
    if let spacing { style.spacing = Double(spacing) }
    return [_Element(role: .stack, style: style, children: ctx.allChildElements())]
}

public struct VStack<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("content", content, env)] }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        stackElement(&ctx, axis: .vertical, alignment: alignment == .center ? nil : alignment.name, spacing: spacing)
    }
}

public struct HStack<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("content", content, env)] }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        stackElement(&ctx, axis: .horizontal, alignment: alignment == .center ? nil : alignment.name, spacing: spacing)
    }
}

public struct ZStack<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let content: Content
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("content", content, env)] }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        stackElement(&ctx, axis: .depth, alignment: alignment == .center ? nil : alignment.name, spacing: nil)
    }
}

public typealias LazyVStack = VStack
public typealias LazyHStack = HStack

extension VStack {
    public init(
        alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews,
        @ViewBuilder content: () -> Content
    ) {
        self.init(alignment: alignment, spacing: spacing, content: content)
    }
}

extension HStack {
    public init(
        alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, pinnedViews: PinnedScrollableViews,
        @ViewBuilder content: () -> Content
    ) {
        self.init(alignment: alignment, spacing: spacing, content: content)
    }
}
