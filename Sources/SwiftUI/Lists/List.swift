import LessonProtocol

/// A scrolling list of rows, from views or from data.
public struct List<SelectionValue: Hashable, Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content
    var selection: _ListSelection?
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("content", content, Self._rowEnvironment(env))] }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        var list = _Element(role: .list, style: ctx.inheritedStyle(for: .list), children: ctx.allChildElements())
        _decorate(&list, &ctx)
        _attachScrollOffset(&list, ctx.node)
        return [list]
    }
}

extension List where SelectionValue == Never {
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    // A `Binding` to a collection is a collection too, so `List($items) { $item in … }` also
    // matches these two; disfavoured, they leave it to the binding initializers below.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = ForEach(data, content: rowContent)
    }

    @_disfavoredOverload
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == ForEach<Data, ID, RowContent> {
        content = ForEach(data, id: id, content: rowContent)
    }

    public init<RowContent: View>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent> {
        content = ForEach(data, content: rowContent)
    }
}

extension List where SelectionValue == Never {
    /// `List($items) { $item in … }`: each row gets a binding to its element.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where Content == ForEach<[Binding<Data.Element>], Data.Element.ID, RowContent>, Data.Element: Identifiable, Data.Index: Hashable {
        content = ForEach<[Binding<Data.Element>], Data.Element.ID, RowContent>(data, content: rowContent)
    }

    /// `List($items, id: \.name) { $item in … }`.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where Content == ForEach<[Binding<Data.Element>], ID, RowContent>, Data.Index: Hashable {
        content = ForEach<[Binding<Data.Element>], ID, RowContent>(data, id: id, content: rowContent)
    }
}
