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

/// How many columns fit across an iPhone's content width (the drawing's columns before the
/// layout places the grid and counts them at the width it was given).
func _columnCount(_ items: [GridItem], available: CGFloat = _contentWidth) -> Int {
    max(1, _lazyGridTracks(items, available: available).count)
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
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.columns = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("content", content, env)] }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        var style = ScreenStyle {
            $0.kind = .grid
            $0.axis = .vertical
        }
        style.columns = _columnCount(columns)
        var grid = _Element(role: .group, style: style, children: ctx.allChildElements())
        grid.arrangement = .lazyGrid(
            _LazyGridFacts(
                axis: .vertical, items: columns, spacing: spacing, alignment: Alignment(horizontal: alignment, vertical: .center)))
        return [grid]
    }
}

/// A horizontally growing grid: its children fill the rows column by column.
public struct LazyHGrid<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        self.rows = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("content", content, env)] }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        var style = ScreenStyle {
            $0.kind = .grid
            $0.axis = .horizontal
        }
        style.columns = _columnCount(rows, available: 300)
        var grid = _Element(role: .group, style: style, children: ctx.allChildElements())
        grid.arrangement = .lazyGrid(
            _LazyGridFacts(axis: .horizontal, items: rows, spacing: spacing, alignment: Alignment(horizontal: .center, vertical: alignment))
        )
        return [grid]
    }
}
