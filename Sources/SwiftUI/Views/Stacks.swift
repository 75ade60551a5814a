import LessonProtocol

public struct HorizontalAlignment: Hashable {
    let name: String
    public static let leading = HorizontalAlignment(name: "leading")
    public static let center = HorizontalAlignment(name: "center")
    public static let trailing = HorizontalAlignment(name: "trailing")
}

public struct VerticalAlignment: Hashable {
    let name: String
    public static let top = VerticalAlignment(name: "top")
    public static let center = VerticalAlignment(name: "center")
    public static let bottom = VerticalAlignment(name: "bottom")
    public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
    public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")
}

public struct Alignment: Hashable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    var name: String {
        if vertical == .center { return horizontal.name }
        if horizontal == .center { return vertical.name }
        return vertical.name + horizontal.name.prefix(1).uppercased() + horizontal.name.dropFirst()
    }
}

/// Shared element building for the three stacks: the site lays children out from axis and spacing.
private func stackElement(_ ctx: inout _ElementContext, axis: String, alignment: String?, spacing: CGFloat?) -> [_Element] {
    var style = ScreenStyle(axis: axis)
    if let alignment, alignment != "center" { style.alignment = alignment }
    if let spacing { style.spacing = _number(spacing) }
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
        stackElement(&ctx, axis: "vertical", alignment: alignment.name, spacing: spacing)
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
        stackElement(&ctx, axis: "horizontal", alignment: alignment.name, spacing: spacing)
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
        stackElement(&ctx, axis: "depth", alignment: alignment.name, spacing: nil)
    }
}

public typealias LazyVStack = VStack
public typealias LazyHStack = HStack

/// Flexible space along a stack's axis.
public struct Spacer: View, _PrimitiveView {
    public typealias Body = Never
    let minLength: CGFloat?
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        [_Element(role: .group, style: ScreenStyle(kind: "spacer"))]
    }
}

public struct Divider: View, _PrimitiveView {
    public typealias Body = Never
    public init() {}
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        [_Element(role: .group, style: ScreenStyle(kind: "divider"))]
    }
}
