import LessonProtocol

// Lists that edit: swipe to delete, drag to reorder, swipe actions, context menus, edit mode,
// selection, search and pull to refresh.

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
private struct RefreshKey: EnvironmentKey { static let defaultValue: _RefreshAction? = nil }
private struct EditModeKey: EnvironmentKey { static let defaultValue: Binding<EditMode>? = nil }
private struct EditModeBoxKey: EnvironmentKey { static let defaultValue: _EditModeBox? = nil }

struct _RefreshAction {
    let action: @Sendable () async -> Void
}

extension EnvironmentValues {
    var _rowEditing: _RowEditing? {
        get { self[RowEditingKey.self] }
        set { self[RowEditingKey.self] = newValue }
    }
    var _isInList: Bool {
        get { self[InListKey.self] }
        set { self[InListKey.self] = newValue }
    }
    var _refresh: _RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
    var _editModeBox: _EditModeBox? {
        get { self[EditModeBoxKey.self] }
        set { self[EditModeBoxKey.self] = newValue }
    }

    /// The edit mode of the screen: `EditButton` toggles it; lists show delete and move controls
    /// while it is active. Set it with `.environment(\.editMode, $mode)` to drive it yourself.
    public var editMode: Binding<EditMode>? {
        get {
            if let binding = self[EditModeKey.self] { return binding }
            guard let box = _editModeBox else { return nil }
            return Binding(get: { box.mode }, set: { box.mode = $0 })
        }
        set { self[EditModeKey.self] = newValue }
    }

    /// Whether the screen is editing right now.
    var _isEditing: Bool { editMode?.wrappedValue.isEditing ?? false }
}

extension HeadlessHost {
    /// The environment at the root of a hosted screen: the screen's edit mode.
    static func _rootEnvironment(_ env: EnvironmentValues) -> EnvironmentValues {
        var env = env
        env._editModeBox = _EditModeBox()
        return env
    }
}

/// Whether a view is in edit mode.
public enum EditMode: Hashable, Sendable {
    case inactive, transient, active
    public var isEditing: Bool { self != .inactive }
}

/// The screen's edit mode, observed like an `@Observable` property so views reading it update.
final class _EditModeBox: Observable, Equatable {
    private let registrar = ObservationRegistrar()
    private var _mode = EditMode.inactive
    var mode: EditMode {
        get {
            registrar.access(self, keyPath: \.mode)
            return _mode
        }
        set {
            guard newValue != _mode else { return }
            registrar.withMutation(of: self, keyPath: \.mode) { _mode = newValue }
        }
    }
    static func == (a: _EditModeBox, b: _EditModeBox) -> Bool { a === b }
}

/// A button that toggles the screen's edit mode, reading "Edit" or "Done".
public struct EditButton: View, _UncountedBody {
    @Environment(\.editMode) private var editMode
    public init() {}
    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        Button(isEditing ? "Done" : "Edit") {
            guard let editMode else { return }
            editMode.wrappedValue = isEditing ? .inactive : .active
        }
    }
}

// MARK: - Edit actions on ForEach

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
                        let controls = [element.row.delete != nil ? "delete" : nil, element.row.move != nil ? "move" : nil].compactMap { $0 }
                        if !controls.isEmpty { element.style.editControls = controls.joined(separator: " ") }
                    }
                }
                result.append(element)
            }
        }
        return result
    }
}

// MARK: - Row modifiers

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

public enum HorizontalEdge: Hashable, Sendable { case leading, trailing }

extension View {
    /// Keeps this row from being deleted: no swipe to delete, no delete control in edit mode.
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        modifier(_RowFactsModifier { $0.deleteDisabled = $0.deleteDisabled || isDisabled })
    }

    /// Keeps this row where it is when rows are dragged.
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        modifier(_RowFactsModifier { $0.moveDisabled = $0.moveDisabled || isDisabled })
    }

    /// Buttons revealed by swiping the row; trailing actions replace the swipe-to-delete button.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View {
        modifier(_SwipeActionsModifier(edge: edge, actions: content()))
    }

    /// A menu shown when the view is touched and held.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(_ContextMenuModifier(items: menuItems()))
    }

    /// A menu with a preview of the held content; the preview is not drawn (the menu's items are).
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        modifier(_ContextMenuModifier(items: menuItems()))
    }

    /// A list that can be pulled down to refresh runs `action`, showing a spinner until it returns.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_EnvironmentModifier { $0._refresh = _RefreshAction(action: action) })
    }
}

/// `.swipeActions`: the actions are built as live buttons (hidden until swiped) so that tapping
/// one runs its action.
struct _SwipeActionsModifier<Actions: View>: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let edge: HorizontalEdge
    let actions: Actions

    func _children(content: any View, _ env: EnvironmentValues) -> [_ChildSpec] {
        var actionEnv = env
        actionEnv._rowEditing = nil
        return [_ChildSpec("content", content, env), _ChildSpec("actions", actions, actionEnv)]
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let buttons = ctx.childElements("actions").flatMap { $0.flattened }.filter { $0.handlers.tap != nil }
        return ctx.childElements("content").map { element in
            var element = element
            if edge == .leading { element.row.leadingActions += buttons } else { element.row.trailingActions += buttons }
            return element
        }
    }
}

/// `.contextMenu`: touching and holding the view opens its menu above the screen; choosing an
/// item (or tapping outside) closes it.
struct _ContextMenuModifier<Items: View>: ViewModifier {
    let items: Items
    @State private var isOpen = false
    func body(content: Content) -> some View {
        content.modifier(_ContextMenuPresenter(isOpen: $isOpen, items: items))
    }
}

struct _ContextMenuPresenter<Items: View>: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let isOpen: Binding<Bool>
    let items: Items

    func _children(content: any View, _ env: EnvironmentValues) -> [_ChildSpec] {
        var specs = [_ChildSpec("content", content, env)]
        if isOpen.wrappedValue {
            var menuEnv = env
            menuEnv.isEnabled = true
            menuEnv.presentationDepth += 1
            menuEnv._rowEditing = nil
            specs.append(_ChildSpec("menu", items, menuEnv))
        }
        return specs
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let isOpen = self.isOpen
        let base = ctx.childElements("content").map { element -> _Element in
            var element = element
            element.handlers.longPress = { isOpen.wrappedValue = true }
            return element
        }
        if isOpen.wrappedValue {
            var menu = _Element(role: .contextMenu, label: base.first.flatMap { $0.label ?? _Element.readableText([$0]) })
            menu.children = ctx.childElements("menu").map { Self.closing($0, isOpen) }
            menu.handlers.dismiss = { isOpen.wrappedValue = false }
            ctx.present(menu)
        }
        return base
    }

    /// Choosing an item closes the menu, then runs the item's action.
    static func closing(_ element: _Element, _ isOpen: Binding<Bool>) -> _Element {
        var element = element
        if let tap = element.handlers.tap {
            element.handlers.tap = {
                isOpen.wrappedValue = false
                tap()
            }
        }
        element.children = element.children.map { closing($0, isOpen) }
        return element
    }
}

// MARK: - Lists

/// How a List with a selection binding selects rows.
struct _ListSelection {
    let isSelected: (AnyHashable) -> Bool
    let select: (AnyHashable) -> Void
    /// A set selection only selects in edit mode on iPhone; a single selection selects on tap.
    let needsEditMode: Bool
}

extension List {
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        if let selection {
            self.selection = _ListSelection(isSelected: { selection.wrappedValue.map(AnyHashable.init) == $0 },
                                            select: { tag in if let value = tag.base as? SelectionValue { selection.wrappedValue = value } },
                                            needsEditMode: false)
        }
    }

    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        if let selection {
            self.selection = _ListSelection(isSelected: { tag in selection.wrappedValue.contains { AnyHashable($0) == tag } },
                                            select: { tag in
                                                guard let value = tag.base as? SelectionValue else { return }
                                                if selection.wrappedValue.contains(value) { selection.wrappedValue.remove(value) } else { selection.wrappedValue.insert(value) }
                                            },
                                            needsEditMode: true)
        }
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
                                                                          @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
                                                                          @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<SelectionValue?>?,
                                                               @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, RowContent: View>(_ data: Data, selection: Binding<Set<SelectionValue>>?,
                                                               @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    /// The environment rows see: they know they are rows of a list.
    static func _rowEnvironment(_ env: EnvironmentValues) -> EnvironmentValues {
        var env = env
        env._isInList = true
        env._refresh = nil
        return env
    }

    /// Pull to refresh and selection, on the list element.
    func _decorate(_ list: inout _Element, _ ctx: inout _ElementContext) {
        if let refresh = ctx.env._refresh {
            list.style.refreshable = "true"
            list.row.refresh = { Task { @MainActor in await refresh.action() } }
        }
        if let selection {
            let active = !selection.needsEditMode || ctx.env._isEditing
            list.children = list.children.map { Self.selectable($0, selection, active: active) }
        }
    }

    private static func selectable(_ element: _Element, _ selection: _ListSelection, active: Bool) -> _Element {
        var element = element
        if element.row.isRow, let tag = element.tag ?? element.implicitTag {
            element.isSelected = selection.isSelected(tag)
            if active, element.handlers.tap == nil { element.handlers.tap = { selection.select(tag) } }
            return element
        }
        element.children = element.children.map { selectable($0, selection, active: active) }
        return element
    }
}

// MARK: - Search

/// Where the search field sits; the headless screen puts it above the content either way.
public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { .navigationBarDrawer }
    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable { case automatic, always }
}

struct _SearchableModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let text: Binding<String>
    let prompt: (EnvironmentValues) -> String

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let prompt = self.prompt(ctx.env)
        var field = _Element(role: .searchField, label: prompt, value: text.wrappedValue)
        field.style.placeholder = prompt
        let text = self.text
        field.handlers.setText = { text.wrappedValue = $0 }
        // `.onSubmit(of: .search)` runs when return is pressed in the search field.
        let submits = ctx.env.submitActions.filter { $0.triggers.contains(.search) }
        field.handlers.submit = { submits.forEach { $0.action() } }
        return [field] + ctx.childElements("content")
    }
}

extension View {
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(_SearchableModifier(text: text, prompt: { env in prompt?._resolve(env) ?? "Search" }))
    }
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        modifier(_SearchableModifier(text: text, prompt: { prompt.resolve($0) }))
    }
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        let prompt = String(prompt)
        return modifier(_SearchableModifier(text: text, prompt: { _ in prompt }))
    }

    /// Suggestions shown under an active search field. Not drawn yet: the headless search field
    /// is never "active" between steps; a `search` step sets its text directly.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }
    /// The text a suggestion fills in when chosen (suggestions are not drawn yet).
    public func searchCompletion(_ completion: String) -> some View { self }
}

// MARK: - Arrays

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

// MARK: - Performing row actions

extension HeadlessHost {
    func _performDataAction(_ action: Action, on screen: _Element) throws {
        let scope = screen.reachableScope
        switch action {
        case .deleteRow(let locator):
            let row = try _row(locator, in: scope, for: "deleted")
            let editing = row.style.editControls != nil
            if !row.row.trailingActions.isEmpty, !editing {
                throw HeadlessError("Row \(_rowName(row)) has swipe actions, which replace swipe-to-delete; use `swipe \(locator) and tap \"…\"` with one of: \(_names(row.row.trailingActions)).")
            }
            guard let delete = row.row.delete else {
                throw HeadlessError(row.row.deleteDisabled
                    ? "Row \(_rowName(row)) cannot be deleted: it has .deleteDisabled(true)."
                    : "Row \(_rowName(row)) cannot be deleted: its ForEach has no .onDelete.")
            }
            delete()
        case .swipe(let locator, let name):
            let row = try _row(locator, in: scope, for: "swiped")
            var buttons = row.row.leadingActions + row.row.trailingActions
            if row.row.trailingActions.isEmpty, let delete = row.row.delete {
                var button = _Element(role: .button, label: "Delete")
                button.handlers.tap = delete
                buttons.append(button)
            }
            guard !buttons.isEmpty else {
                throw HeadlessError("Row \(_rowName(row)) has no swipe actions (no .swipeActions and no .onDelete).")
            }
            guard let button = buttons.first(where: { $0.matches(.label(name)) }), let tap = button.handlers.tap else {
                throw HeadlessError("Swiping row \(_rowName(row)) shows \(_names(buttons)), not \"\(name)\".")
            }
            guard button.isEnabled else { throw HeadlessError("\"\(name)\" is disabled") }
            tap()
        case .moveRow(let locator, let targetLocator, let below):
            let row = try _row(locator, in: scope, for: "moved")
            let target = try _row(targetLocator, in: scope, for: "moved to")
            guard let move = row.row.move else {
                throw HeadlessError(row.row.moveDisabled
                    ? "Row \(_rowName(row)) cannot be moved: it has .moveDisabled(true)."
                    : "Row \(_rowName(row)) cannot be moved: its ForEach has no .onMove.")
            }
            guard target.row.moveGroup == row.row.moveGroup else {
                throw HeadlessError("Rows \(_rowName(row)) and \(_rowName(target)) are not in the same ForEach; a row moves only among its own.")
            }
            move(target.row.index + (below ? 1 : 0))
        case .search(let text):
            guard let field = scope.flattened.first(where: { $0.role == .searchField }), let setText = field.handlers.setText else {
                throw HeadlessError("This screen has no search field; add .searchable(text:) to the list (inside its NavigationStack).")
            }
            setText(text)
        case .submit(let locator):
            let field = try _locate(locator, in: screen, for: "submitted") { $0.role == .textField || $0.role == .searchField }
            guard field.isEnabled else { throw HeadlessError(field.disabledReason ?? "\(_describe(field)) is disabled") }
            field.handlers.submit?()
        case .refresh:
            guard let list = scope.flattened.first(where: { $0.row.refresh != nil }) else {
                throw HeadlessError("Nothing on this screen can be pulled to refresh; add .refreshable { … } to the list.")
            }
            list.row.refresh?()
        case .longPress(let locator):
            let element = try _locate(locator, in: screen, for: "long-pressed") { $0.handlers.longPress != nil }
            element.handlers.longPress?()
        default:
            break
        }
    }

    private func _row(_ locator: Locator, in scope: _Element, for kind: String) throws -> _Element {
        let rows = scope.flattened.filter { $0.row.isRow }
        if let row = rows.first(where: { $0.matches(locator) }) ?? rows.first(where: { !$0.elements(matching: locator).isEmpty }) {
            return row
        }
        let names = rows.map(_rowName)
        throw HeadlessError("No list row matches \(locator) to be \(kind). The rows read: \(names.isEmpty ? "(no list rows on screen)" : names.joined(separator: ", ")).")
    }

    private func _names(_ buttons: [_Element]) -> String {
        buttons.map { "\"\($0.label ?? "")\"" }.joined(separator: ", ")
    }
}

/// How a row is named: its label, or the first text in it.
func _rowName(_ row: _Element) -> String {
    "\"\(row.rowText ?? "")\""
}
