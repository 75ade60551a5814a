import Foundation
import LessonProtocol

/// One column of a `LazyVGrid` (one row of a `LazyHGrid`) as the grid sized it.
struct _GridTrack: Equatable {
    var length: CGFloat
    var alignment: Alignment?
    /// The space between this track and the next.
    var spacing: CGFloat
}

/// A lazy grid's tracks across `available` points, by `GridItem.Size`'s documented rules: the
/// spacing between items and the fixed items are taken first; what is left is shared by the
/// flexible and adaptive items in order, each offered an equal share of what the ones before it
/// left. A flexible item takes its share kept between its bounds; an adaptive item fills its share
/// with as many tracks of its minimum (plus its spacing) as fit, at least one, each then growing to
/// share the space equally up to its maximum. With no width offered (a grid across a scroll
/// view's axis), flexible and adaptive items keep their minimum.
func _lazyGridTracks(_ items: [GridItem], available: CGFloat?) -> [_GridTrack] {
    func gap(_ item: GridItem) -> CGFloat { item.spacing ?? _Phone.stackSpacing }
    var remaining = available ?? 0
    for item in items.dropLast() { remaining -= gap(item) }
    var sharing = 0
    for item in items {
        if case .fixed(let length) = item.size { remaining -= length } else { sharing += 1 }
    }
    var tracks: [_GridTrack] = []
    for item in items {
        let share = available.map { _ in max(remaining, 0) / CGFloat(max(sharing, 1)) }
        switch item.size {
        case .fixed(let length):
            tracks.append(_GridTrack(length: length, alignment: item.alignment, spacing: gap(item)))
        case .flexible(let minimum, let maximum):
            let length = share.map { _clamp($0, minimum, maximum) } ?? minimum
            tracks.append(_GridTrack(length: length, alignment: item.alignment, spacing: gap(item)))
            remaining -= length
            sharing -= 1
        case .adaptive(let minimum, let maximum):
            let space = share ?? minimum
            let fitting = ((space + gap(item)) / (minimum + gap(item)) + 1e-9).rounded(.down)
            let count = max(1, Int(fitting))
            let length = _clamp((space - gap(item) * CGFloat(count - 1)) / CGFloat(count), minimum, maximum)
            tracks += Array(repeating: _GridTrack(length: length, alignment: item.alignment, spacing: gap(item)), count: count)
            remaining -= length * CGFloat(count) + gap(item) * CGFloat(count - 1)
            sharing -= 1
        }
    }
    return tracks
}

/// SwiftUI's way of sharing a length among a stack's views or a grid's columns and rows: what is
/// left after the spacing is offered least flexible first, each an equal share of what the ones
/// before it left. With no length offered, each takes its ideal length.
func _shareLength(
    count: Int, available: CGFloat?, spacing: CGFloat, flexibility: (Int) -> CGFloat, length: (Int, CGFloat?) -> CGFloat
) -> [CGFloat] {
    guard let available else { return (0..<count).map { length($0, nil) } }
    let flexibilities = (0..<count).map(flexibility)
    var remaining = max(available - spacing * CGFloat(max(count - 1, 0)), 0)
    var result = [CGFloat](repeating: 0, count: count)
    let order = (0..<count).sorted { flexibilities[$0] != flexibilities[$1] ? flexibilities[$0] < flexibilities[$1] : $0 < $1 }
    for (placed, index) in order.enumerated() {
        let share = remaining / CGFloat(count - placed)
        var chosen = length(index, share)
        if chosen.isInfinite { chosen = share }
        result[index] = chosen
        remaining = max(remaining - chosen, 0)
    }
    return result
}

extension _Element {
    /// `.gridCellColumns(_:)`: how many of a `Grid`'s columns this cell spans.
    var gridColumnSpan: Int {
        for step in layoutSteps.reversed() { if case .gridCellColumns(let count) = step { return max(count, 1) } }
        return 1
    }

    /// `.gridCellUnsizedAxes(_:)`: the axes along which this cell takes what its grid gives it.
    var gridUnsizedAxes: Axis.Set {
        for step in layoutSteps.reversed() { if case .gridCellUnsizedAxes(let axes) = step { return axes } }
        return []
    }

    /// `.gridColumnAlignment(_:)`: how this cell's column aligns its cells.
    var gridColumnAlignment: HorizontalAlignment? {
        for step in layoutSteps.reversed() { if case .gridColumnAlignment(let guide) = step { return guide } }
        return nil
    }
}

/// A rectangle given by its origin and size along and across an axis.
private func _rect(_ axis: ScreenStyle.Axis, along: CGFloat, across: CGFloat, _ size: CGSize) -> CGRect {
    CGRect(origin: axis == .horizontal ? CGPoint(x: along, y: across) : CGPoint(x: across, y: along), size: size)
}

extension CGRect {
    fileprivate func minimum(_ axis: ScreenStyle.Axis) -> CGFloat { axis == .horizontal ? minX : minY }
}

extension ScreenStyle.Axis {
    fileprivate var other: ScreenStyle.Axis { self == .horizontal ? .vertical : .horizontal }
}

// MARK: Lazy grids

/// Where a lazy grid puts its children: each cell's line and track, and the lines a section's
/// header and footer take across the whole grid.
private struct _LazyGridPlan {
    struct Cell {
        var index: Int
        /// The cell's place in its section, when it is in one.
        var inner: Int?
        var line: Int
        var track: Int
    }
    var tracks: [_GridTrack]
    var cells: [Cell] = []
    /// Each line's length along the grid's axis (a `LazyVGrid`'s rows: their heights).
    var lines: [CGFloat] = []
    /// A section's lines, its header's and footer's included.
    var sections: [(index: Int, lines: Range<Int>)] = []
}

extension _PointLayout {
    /// Cells fill the tracks line by line, each line as long as its longest cell, every cell
    /// offered its track's width (a `LazyVGrid`'s column). A `Section` starts a new line: its
    /// header takes a line of its own across the grid, its cells follow, then its footer.
    private func lazyGridPlan(_ element: _Element, _ facts: _LazyGridFacts, across: CGFloat?, path: String) -> _LazyGridPlan {
        var plan = _LazyGridPlan(tracks: _lazyGridTracks(facts.items, available: across))
        let tracks = plan.tracks
        guard !tracks.isEmpty else { return plan }
        var run = 0
        func addCell(_ child: _Element, index: Int, inner: Int?, path: String) {
            if run % tracks.count == 0 { plan.lines.append(0) }
            let line = plan.lines.count - 1
            let offer = _Offer.make(facts.axis, along: nil, across: tracks[run % tracks.count].length)
            plan.lines[line] = max(plan.lines[line], size(child, offer, path: path).along(facts.axis))
            plan.cells.append(.init(index: index, inner: inner, line: line, track: run % tracks.count))
            run += 1
        }
        func band(_ text: String?) {
            guard let text else { return }
            let measured = _TextMetrics.size(of: text, font: nil, weight: nil, lineLimit: nil, proposedWidth: nil)
            plan.lines.append(measured.along(facts.axis))
        }
        for (index, child) in element.children.enumerated() {
            guard child.role == .section else {
                addCell(child, index: index, inner: nil, path: "\(path).\(index)")
                continue
            }
            let first = plan.lines.count
            band(child.label)
            run = 0
            for (inner, cell) in child.children.enumerated() {
                addCell(cell, index: index, inner: inner, path: "\(path).\(index).\(inner)")
            }
            band(child.style.footer)
            run = 0
            plan.sections.append((index, first..<plan.lines.count))
        }
        return plan
    }

    private func lazyGridExtent(_ plan: _LazyGridPlan, _ facts: _LazyGridFacts) -> CGSize {
        let across = plan.tracks.map(\.length).reduce(0, +) + plan.tracks.dropLast().map(\.spacing).reduce(0, +)
        let along = plan.lines.reduce(0, +) + (facts.spacing ?? _Phone.stackSpacing) * CGFloat(max(plan.lines.count - 1, 0))
        return CGSize.make(facts.axis, along: along, across: across)
    }

    /// A lazy grid takes the whole width it is offered (a `LazyHGrid` the height) and centres its
    /// tracks in it, so offering it its own size again lays it out the same.
    func lazyGridSize(_ element: _Element, _ facts: _LazyGridFacts, _ offer: _Offer, path: String) -> CGSize {
        let extent = lazyGridExtent(lazyGridPlan(element, facts, across: offer.across(facts.axis), path: path), facts)
        return CGSize.make(facts.axis, along: extent.along(facts.axis), across: offer.across(facts.axis) ?? extent.across(facts.axis))
    }

    /// Each cell is aligned in its slot by its item's alignment, else the grid's.
    func placeLazyGrid(
        _ element: inout _Element, _ facts: _LazyGridFacts, in rect: CGRect, path: String, names: [AnyHashable: CGRect]
    ) {
        let axis = facts.axis
        let plan = lazyGridPlan(element, facts, across: rect.size.across(axis), path: path)
        guard !plan.tracks.isEmpty else { return }
        element.style.columns = plan.tracks.count
        let extent = lazyGridExtent(plan, facts)
        var trackStarts: [CGFloat] = []
        var across = rect.minimum(axis.other) + (rect.size.across(axis) - extent.across(axis)) / 2
        for track in plan.tracks {
            trackStarts.append(across)
            across += track.length + track.spacing
        }
        var lineStarts: [CGFloat] = []
        var along = rect.minimum(axis)
        for line in plan.lines {
            lineStarts.append(along)
            along += line + (facts.spacing ?? _Phone.stackSpacing)
        }
        for cell in plan.cells {
            let track = plan.tracks[cell.track]
            let slot = _rect(
                axis, along: lineStarts[cell.line], across: trackStarts[cell.track],
                CGSize.make(axis, along: plan.lines[cell.line], across: track.length))
            let cellPath = "\(path).\(cell.index)" + (cell.inner.map { ".\($0)" } ?? "")
            let offer = _Offer.make(axis, along: nil, across: track.length)
            if let inner = cell.inner {
                let chosen = size(element.children[cell.index].children[inner], offer, path: cellPath)
                place(
                    &element.children[cell.index].children[inner], in: _align(chosen, in: slot, track.alignment ?? facts.alignment),
                    path: cellPath, names: names)
            } else {
                let chosen = size(element.children[cell.index], offer, path: cellPath)
                place(
                    &element.children[cell.index], in: _align(chosen, in: slot, track.alignment ?? facts.alignment), path: cellPath,
                    names: names)
            }
        }
        for section in plan.sections {
            // A section spans the grid from its header's line to its footer's.
            let start = section.lines.isEmpty ? rect.minimum(axis) : lineStarts[section.lines.lowerBound]
            let end = section.lines.isEmpty ? start : lineStarts[section.lines.upperBound - 1] + plan.lines[section.lines.upperBound - 1]
            element.children[section.index].frame = _rect(
                axis, along: start, across: trackStarts[0], CGSize.make(axis, along: end - start, across: extent.across(axis)))
        }
    }
}

// MARK: Grid

/// A `Grid`'s columns and rows as sized for an offer, and where each cell goes.
private struct _GridMetrics {
    struct Cell {
        var index: Int
        var row: Int
        /// The first column, nil for a view outside any `GridRow` (it spans the grid).
        var column: Int?
        var span: Int
    }
    var cells: [Cell]
    var columns: [CGFloat]
    var rows: [CGFloat]
    var horizontalSpacing: CGFloat
    var verticalSpacing: CGFloat
    var width: CGFloat

    var height: CGFloat { rows.reduce(0, +) + verticalSpacing * CGFloat(max(rows.count - 1, 0)) }

    func columnStart(_ column: Int) -> CGFloat {
        columns.prefix(column).reduce(0, +) + horizontalSpacing * CGFloat(column)
    }

    func width(of cell: Cell) -> CGFloat {
        guard let column = cell.column else { return width }
        let end = min(column + cell.span, columns.count)
        return columns[column..<end].reduce(0, +) + horizontalSpacing * CGFloat(max(end - column - 1, 0))
    }
}

extension _PointLayout {
    /// Columns as wide as their widest cell and rows as tall as their tallest, shared as a stack
    /// shares its length when the grid is offered one; a cell spanning columns
    /// (`gridCellColumns`) and a view outside any row take the width of what they span.
    private func gridMetrics(_ element: _Element, _ facts: _GridFacts, _ offer: _Offer, path: String) -> _GridMetrics {
        var cells: [_GridMetrics.Cell] = []
        for (row, facts) in facts.rows.enumerated() {
            var column = 0
            for index in facts.cells where index < element.children.count {
                if facts.spansAllColumns {
                    cells.append(.init(index: index, row: row, column: nil, span: 1))
                } else {
                    let span = element.children[index].gridColumnSpan
                    cells.append(.init(index: index, row: row, column: column, span: span))
                    column += span
                }
            }
        }
        let columnCount = cells.compactMap { cell in cell.column.map { $0 + cell.span } }.max() ?? 0
        func measure(_ index: Int, _ offer: _Offer) -> CGSize { size(element.children[index], offer, path: "\(path).\(index)") }
        let single = (0..<columnCount).map { column in
            cells.filter { $0.column == column && $0.span == 1 && !element.children[$0.index].gridUnsizedAxes.contains(.horizontal) }
                .map(\.index)
        }
        let horizontal = facts.horizontalSpacing ?? _Phone.stackSpacing
        let vertical = facts.verticalSpacing ?? _Phone.stackSpacing
        let columns = _shareLength(
            count: columnCount, available: offer.width, spacing: horizontal,
            flexibility: { column in
                single[column].map {
                    measure($0, _Offer(width: .infinity, height: nil)).width - measure($0, _Offer(width: 0, height: nil)).width
                }
                .max() ?? 0
            },
            length: { column, share in single[column].map { measure($0, _Offer(width: share, height: nil)).width }.max() ?? 0 })
        var width = columns.reduce(0, +) + horizontal * CGFloat(max(columnCount - 1, 0))
        if columnCount == 0 {
            width = cells.map { measure($0.index, _Offer(width: offer.width, height: nil)).width }.max() ?? 0
        }
        var metrics = _GridMetrics(
            cells: cells, columns: columns, rows: [], horizontalSpacing: horizontal, verticalSpacing: vertical, width: width)
        let inRow = (0..<facts.rows.count).map { row in
            let sized = cells.filter { $0.row == row && !element.children[$0.index].gridUnsizedAxes.contains(.vertical) }
            return sized.isEmpty ? cells.filter { $0.row == row } : sized
        }
        metrics.rows = _shareLength(
            count: facts.rows.count, available: offer.height, spacing: vertical,
            flexibility: { row in
                inRow[row].map { cell in
                    let width = metrics.width(of: cell)
                    return measure(cell.index, _Offer(width: width, height: .infinity)).height
                        - measure(cell.index, _Offer(width: width, height: 0)).height
                }
                .max() ?? 0
            },
            length: { row, share in
                inRow[row].map { measure($0.index, _Offer(width: metrics.width(of: $0), height: share)).height }.max() ?? 0
            })
        return metrics
    }

    func gridSize(_ element: _Element, _ facts: _GridFacts, _ offer: _Offer, path: String) -> CGSize {
        let metrics = gridMetrics(element, facts, offer, path: path)
        return CGSize(width: metrics.width, height: metrics.height)
    }

    /// Each cell is offered its slot and aligned in it: across by its column's
    /// `gridColumnAlignment`, else the grid's alignment; up and down by its row's alignment, else
    /// the grid's.
    func placeGrid(_ element: inout _Element, _ facts: _GridFacts, in rect: CGRect, path: String, names: [AnyHashable: CGRect]) {
        let metrics = gridMetrics(element, facts, _Offer(width: rect.width, height: rect.height), path: path)
        element.style.columns = max(metrics.columns.count, 1)
        var columnAlignment: [Int: HorizontalAlignment] = [:]
        for cell in metrics.cells {
            if let column = cell.column, let guide = element.children[cell.index].gridColumnAlignment { columnAlignment[column] = guide }
        }
        let origin = CGPoint(x: rect.minX + (rect.width - metrics.width) / 2, y: rect.minY + (rect.height - metrics.height) / 2)
        var rowStarts: [CGFloat] = []
        var y = origin.y
        for row in metrics.rows {
            rowStarts.append(y)
            y += row + metrics.verticalSpacing
        }
        for cell in metrics.cells {
            let width = metrics.width(of: cell)
            let slot = CGRect(
                x: origin.x + (cell.column.map(metrics.columnStart) ?? 0), y: rowStarts[cell.row], width: width,
                height: metrics.rows[cell.row])
            let alignment = Alignment(
                horizontal: cell.column.flatMap { columnAlignment[$0] } ?? facts.alignment.horizontal,
                vertical: facts.rows[cell.row].alignment ?? facts.alignment.vertical)
            let chosen = size(element.children[cell.index], _Offer(width: width, height: slot.height), path: "\(path).\(cell.index)")
            place(&element.children[cell.index], in: _align(chosen, in: slot, alignment), path: "\(path).\(cell.index)", names: names)
        }
    }
}
