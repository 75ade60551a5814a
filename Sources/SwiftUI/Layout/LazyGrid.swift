import LessonProtocol

/// How one column (or row) of a lazy grid is sized.
public struct GridItem: Hashable {
    public enum Size: Hashable {
        case fixed(CGFloat)
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }
    public var size: Size
    public var spacing: CGFloat?
    public var alignment: Alignment?
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// How many columns fit, as the grid computes them: every fixed and flexible item is one column;
/// an adaptive item fits as many columns of its minimum width (plus spacing) as the width allows.
func _columnCount(_ items: [GridItem], available: CGFloat = _contentWidth, spacing: CGFloat? = nil) -> Int {
    var count = 0
    var remaining = available
    for item in items {
        switch item.size {
        case .fixed(let width):
            count += 1
            remaining -= width + (item.spacing ?? spacing ?? 8)
        case .flexible(let minimum, _):
            count += 1
            remaining -= minimum + (item.spacing ?? spacing ?? 8)
        case .adaptive: break
        }
    }
    for item in items {
        if case .adaptive(let minimum, _) = item.size {
            let gap = item.spacing ?? spacing ?? 8
            count += max(1, Int(((max(remaining, 0) + gap) / (minimum + gap)).rounded(.down)))
        }
    }
    return max(1, count)
}

public struct PinnedScrollableViews: OptionSet, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// A vertically growing grid: its children fill the columns row by row.
public struct LazyVGrid<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let columns: [GridItem]
    let spacing: CGFloat?
    let content: Content
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.spacing = spacing
        self.content = content()
    }
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("content", content, env)] }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        var style = ScreenStyle {
            $0.kind = .grid
            $0.axis = .vertical
        }
        style.columns = _columnCount(columns, spacing: spacing)
        return [_Element(role: .group, style: style, children: ctx.allChildElements())]
    }
}

/// A horizontally growing grid: its children fill the rows column by column.
public struct LazyHGrid<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let rows: [GridItem]
    let content: Content
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.content = content()
    }
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("content", content, env)] }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        var style = ScreenStyle {
            $0.kind = .grid
            $0.axis = .horizontal
        }
        style.columns = _columnCount(rows, available: 300)
        return [_Element(role: .group, style: style, children: ctx.allChildElements())]
    }
}
