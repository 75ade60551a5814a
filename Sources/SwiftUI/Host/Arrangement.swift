import Foundation
import LessonProtocol

/// A container that sizes and places its children by its own rules rather than as a column:
/// grids, `ViewThatFits`, `safeAreaInset` (`GridLayout.swift`, `ArrangedLayout.swift`).
enum _Arrangement {
    /// `LazyVGrid` (grows vertically; its items are columns) or `LazyHGrid` (grows horizontally; rows).
    case lazyGrid(_LazyGridFacts)
    /// `Grid`: its children are the cells of its rows, in reading order.
    case grid(_GridFacts)
    /// A `GridRow` before its grid takes its cells.
    case gridRow(VerticalAlignment?)
    /// `ViewThatFits`: its children are the choices; the layout keeps the first that fits.
    case firstThatFits(Axis.Set)
    /// `safeAreaInset(edge:…)`: one child is the view, the other the inset along its edge.
    case safeAreaInset(_SafeAreaInsetFacts)
}

struct _LazyGridFacts {
    /// The axis the grid grows along: vertical for a `LazyVGrid`.
    var axis: ScreenStyle.Axis
    var items: [GridItem]
    /// The space between rows (a `LazyVGrid`) or columns (a `LazyHGrid`).
    var spacing: CGFloat?
    /// Where a cell smaller than its slot sits, unless its item says.
    var alignment: Alignment
}

struct _GridFacts {
    var alignment: Alignment
    var horizontalSpacing: CGFloat?
    var verticalSpacing: CGFloat?
    var rows: [_GridRowCells]
}

/// One row of a `Grid`: which of the grid's children are its cells.
struct _GridRowCells {
    var cells: [Int]
    var alignment: VerticalAlignment?
    /// A view outside any `GridRow`: one cell as wide as the grid.
    var spansAllColumns = false
}

struct _SafeAreaInsetFacts {
    /// One edge: `.top`, `.bottom`, `.leading` or `.trailing`.
    var edge: Edge.Set
    var alignment: Alignment
    var spacing: CGFloat
    /// The modified view among the element's two children.
    var mainIndex: Int
}

extension _Element {
    /// One element standing for several (a view whose body makes more than one). A navigation
    /// bar's carrier is wrapped too: the navigation stack takes it out, and the wrapper stays.
    static func wrapping(_ elements: [_Element]) -> _Element {
        elements.count == 1 && elements[0].barFacts == nil ? elements[0] : _Element(role: .group, children: elements)
    }
}
