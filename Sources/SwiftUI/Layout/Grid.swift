import LessonProtocol

/// A grid of rows; each `GridRow`'s cells line up in columns as wide as their widest cell.
public struct Grid<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("content", content, env)] }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        // A navigation bar's carrier among the cells goes last: the navigation stack takes it
        // out, and the cells keep their places.
        var carriers: [_Element] = []
        func cellsOf(_ elements: [_Element]) -> [_Element] {
            carriers += elements.filter { $0.barFacts != nil }
            return elements.filter { $0.barFacts == nil }
        }
        let rows = cellsOf(ctx.allChildElements()).map { row -> _Element in
            var row = row
            if case .gridRow = row.arrangement { row.children = cellsOf(row.children) }
            return row
        }
        func isRow(_ element: _Element) -> Bool {
            if case .gridRow = element.arrangement { return true }
            return false
        }
        let columns = rows.map { isRow($0) ? $0.children.map(\.gridColumnSpan).reduce(0, +) : 1 }.max() ?? 1
        // Cells in reading order, row by row. The drawing fills a row's missing cells with empty
        // ones; the layout places only the cells themselves, a view outside any GridRow as wide
        // as the grid.
        var cells: [_Element] = []
        var layout: [_GridRowCells] = []
        for row in rows {
            if case .gridRow(let alignment) = row.arrangement {
                layout.append(_GridRowCells(cells: Array(cells.count..<cells.count + row.children.count), alignment: alignment))
                cells += row.children
                // The drawing gives a spanning cell one place of its row.
                cells += Array(repeating: _Element(role: .group), count: max(0, columns - row.children.count))
            } else {
                layout.append(_GridRowCells(cells: [cells.count], alignment: nil, spansAllColumns: true))
                cells.append(row)
                cells += Array(repeating: _Element(role: .group), count: max(0, columns - 1))
            }
        }
        var style = ScreenStyle {
            $0.kind = .grid
            $0.axis = .vertical
        }
        style.columns = columns
        var grid = _Element(role: .group, style: style, children: cells + carriers)
        grid.arrangement = .grid(
            _GridFacts(alignment: alignment, horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing, rows: layout))
        return [grid]
    }
}

public struct GridRow<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("content", content, env)] }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        var row = _Element(role: .group, style: ScreenStyle(kind: .gridRow), children: ctx.allChildElements())
        row.arrangement = .gridRow(alignment)
        return [row]
    }
}

extension View {
    /// The cell spans this many of its grid's columns.
    public func gridCellColumns(_ count: Int) -> some View { _layoutStep(.gridCellColumns(count)) }
    /// Aligns every cell of this cell's column.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View { _layoutStep(.gridColumnAlignment(guide)) }
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View { self }
    /// The cell asks for no room along these axes: a flexible view (a divider, a colour) takes
    /// the width of its column and the height of its row as the other cells size them.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View { _layoutStep(.gridCellUnsizedAxes(axes)) }
}
