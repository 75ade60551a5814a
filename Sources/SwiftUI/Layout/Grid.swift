import LessonProtocol

/// A grid of rows; each `GridRow`'s cells line up in columns.
public struct Grid<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("content", content, env)] }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let rows = ctx.allChildElements()
        let columns = rows.map { $0.style.kind == .gridRow ? $0.children.count : 1 }.max() ?? 1
        // Cells are laid out row by row; a view outside any GridRow spans the whole row.
        var cells: [_Element] = []
        for row in rows {
            if row.style.kind == .gridRow {
                cells += row.children
                cells += Array(repeating: _Element(role: .group), count: max(0, columns - row.children.count))
            } else {
                cells.append(row)
                cells += Array(repeating: _Element(role: .group), count: max(0, columns - 1))
            }
        }
        var style = ScreenStyle {
            $0.kind = .grid
            $0.axis = .vertical
        }
        style.columns = columns
        return [_Element(role: .group, style: style, children: cells)]
    }
}

public struct GridRow<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) { self.content = content() }
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("content", content, env)] }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        [_Element(role: .group, style: ScreenStyle(kind: .gridRow), children: ctx.allChildElements())]
    }
}

extension View {
    public func gridCellColumns(_ count: Int) -> some View { self }
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { self }
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }
}
