import LessonProtocol

/// What a list row offers, attached to the row's element by the `ForEach` that made it.
struct _RowFacts {
    /// True for the elements a `ForEach` inside a `List` makes: each is one row on screen.
    var isRow = false
    /// Deletes the row (its ForEach has `.onDelete` and the row is not `.deleteDisabled`).
    var delete: (() -> Void)?
    /// Moves the row to an offset in its ForEach's data (`.onMove`), and which ForEach that is.
    var move: ((Int) -> Void)?
    var moveGroup: Int?
    var index = 0
    var deleteDisabled = false
    var moveDisabled = false
    /// `.swipeActions` buttons, by edge.
    var leadingActions: [_Element] = []
    var trailingActions: [_Element] = []
    /// A list's `.refreshable` action.
    var refresh: (() -> Void)?
}

/// Views that generate rows from data: `ForEach`, and `ForEach` with edit actions.
public protocol DynamicViewContent: View {
    associatedtype Data: Collection
    var data: Data { get }
}

extension ForEach: DynamicViewContent {}

/// The edit actions a `ForEach` passes to its rows' elements, set by `.onDelete` / `.onMove`.
struct _RowEditing {
    var onDelete: ((IndexSet) -> Void)?
    var onMove: ((IndexSet, Int) -> Void)?
}

private struct RowEditingKey: EnvironmentKey { static let defaultValue: _RowEditing? = nil }
private struct InListKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    var _rowEditing: _RowEditing? {
        get { self[RowEditingKey.self] }
        set { self[RowEditingKey.self] = newValue }
    }
    var _isInList: Bool {
        get { self[InListKey.self] }
        set { self[InListKey.self] = newValue }
    }
}

/// `.onDelete` / `.onMove` on a ForEach: the ForEach gives its rows these actions.
public struct _DynamicViewContentEditActions: ViewModifier, _PrimitiveModifier {
    public typealias Body = Never
    let onDelete: ((IndexSet) -> Void)??
    let onMove: ((IndexSet, Int) -> Void)??

    func _childEnvironment(_ env: EnvironmentValues) -> EnvironmentValues {
        var env = env
        var editing = env._rowEditing ?? _RowEditing()
        if let onDelete { editing.onDelete = onDelete }
        if let onMove { editing.onMove = onMove }
        env._rowEditing = editing
        return env
    }
}

extension ModifiedContent: DynamicViewContent where Content: DynamicViewContent, Modifier == _DynamicViewContentEditActions {
    public var data: Content.Data { content.data }
}

extension DynamicViewContent {
    /// Deletes rows swiped away (or deleted in edit mode): the action gets their offsets in `data`.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some DynamicViewContent {
        modifier(_DynamicViewContentEditActions(onDelete: .some(action), onMove: nil))
    }

    /// Moves rows dragged to a new place: the offsets moved, and the offset they move before.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some DynamicViewContent {
        modifier(_DynamicViewContentEditActions(onDelete: nil, onMove: .some(action)))
    }
}

extension ForEach {
    /// Rows of a ForEach with their row facts: which can be deleted or moved, and how.
    func _rows(_ ctx: inout _ElementContext) -> [_Element] {
        let editing = ctx.env._rowEditing
        let inList = ctx.env._isInList
        let isEditing = ctx.env._isEditing
        let group = ObjectIdentifier(ctx.node).hashValue
        var result: [_Element] = []
        for (offset, child) in ctx.node.children.enumerated() {
            for element in ctx.builder.elements(of: child) {
                var element = element
                element.implicitTag = element.implicitTag ?? child.identity.key
                if inList {
                    element.row.isRow = true
                    element.row.index = offset
                    if let onDelete = editing?.onDelete, !element.row.deleteDisabled {
                        element.row.delete = { onDelete(IndexSet(integer: offset)) }
                    }
                    if let onMove = editing?.onMove, !element.row.moveDisabled {
                        element.row.move = { destination in onMove(IndexSet(integer: offset), destination) }
                        element.row.moveGroup = group
                    }
                    if isEditing {
                        var controls = ScreenStyle.EditControls()
                        if element.row.delete != nil { controls.insert(.delete) }
                        if element.row.move != nil { controls.insert(.move) }
                        if !controls.isEmpty { element.style.editControls = controls }
                    }
                }
                result.append(element)
            }
        }
        return result
    }
}

/// Adjusts the row facts of the modified view's elements.
struct _RowFactsModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let transform: (inout _RowFacts) -> Void
    func _adjust(_ elements: [_Element], _ ctx: inout _ElementContext) -> [_Element] {
        elements.map { element in
            var element = element
            transform(&element.row)
            return element
        }
    }
}

extension View {
    /// Keeps this row from being deleted: no swipe to delete, no delete control in edit mode.
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        modifier(_RowFactsModifier { $0.deleteDisabled = $0.deleteDisabled || isDisabled })
    }

    /// Keeps this row where it is when rows are dragged.
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        modifier(_RowFactsModifier { $0.moveDisabled = $0.moveDisabled || isDisabled })
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at the offsets, as `.onDelete` hands them over.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}

extension MutableCollection {
    /// Moves the elements at `source` so they sit before the element that was at `destination`
    /// (or at the end), as `.onMove` hands them over.
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        var elements = Array(self)
        let moving = source.sorted().map { elements[$0] }
        let before = source.filter { $0 < destination }.count
        for offset in source.sorted().reversed() { elements.remove(at: offset) }
        elements.insert(contentsOf: moving, at: destination - before)
        var i = startIndex
        for element in elements {
            self[i] = element
            formIndex(after: &i)
        }
    }
}
