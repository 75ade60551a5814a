import LessonProtocol

/// How a List with a selection binding selects rows.
struct _ListSelection {
    let isSelected: (AnyHashable) -> Bool
    let select: (AnyHashable) -> Void
    /// A set selection only selects in edit mode on iPhone; a single selection selects on tap.
    let needsEditMode: Bool
    /// Clears a single selection (a split view's detail popped on an iPhone); nothing for a set.
    var deselect: () -> Void = {}
}

extension List {
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        if let selection {
            self.selection = _ListSelection(
                isSelected: { selection.wrappedValue.map(AnyHashable.init) == $0 },
                select: { tag in if let value = tag.base as? SelectionValue { selection.wrappedValue = value } },
                needsEditMode: false, deselect: { selection.wrappedValue = nil })
        }
    }

    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.content = content()
        if let selection {
            self.selection = _ListSelection(
                isSelected: { tag in selection.wrappedValue.contains { AnyHashable($0) == tag } },
                select: { tag in
                    guard let value = tag.base as? SelectionValue else { return }
                    if selection.wrappedValue.contains(value) {
                        selection.wrappedValue.remove(value)
                    } else {
                        selection.wrappedValue.insert(value)
                    }
                },
                needsEditMode: true)
        }
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, ID, RowContent> {
        self.init(selection: selection) { ForEach(data, id: id, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { ForEach(data, content: rowContent) }
    }

    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
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
            list.style.refreshable = true
            list.row.refresh = { Task { @MainActor in await refresh.action() } }
        }
        if var selection {
            // In a split view's sidebar, choosing a row shows the detail: on an iPhone, pushes it.
            if let split = ctx.env._splitDetail, !selection.needsEditMode {
                let choose = selection.select
                selection = _ListSelection(
                    isSelected: selection.isSelected,
                    select: {
                        choose($0)
                        split.show()
                    }, needsEditMode: false,
                    deselect: selection.deselect)
                split.deselect = selection.deselect
            }
            let active = !selection.needsEditMode || ctx.env._isEditing
            list.children = list.children.map { Self.selectable($0, selection, active: active) }
        }
    }

    private static func selectable(_ element: _Element, _ selection: _ListSelection, active: Bool) -> _Element {
        var element = element
        // A ForEach row is selected by its id unless tagged; a row written out needs its `.tag`.
        if let tag = element.tag ?? (element.row.isRow ? element.implicitTag : nil) {
            element.isSelected = selection.isSelected(tag)
            if active, element.handlers.tap == nil { element.handlers.tap = { selection.select(tag) } }
            return element
        }
        element.children = element.children.map { selectable($0, selection, active: active) }
        return element
    }
}
