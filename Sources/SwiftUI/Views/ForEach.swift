/// Views computed from data; each row's identity is its id, so rows keep their state when the
/// data reorders and lose it when their element is removed.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    public var data: Data
    public var content: (Data.Element) -> Content
    let id: (Data.Element) -> ID

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.id = { $0[keyPath: id] }
    }

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] {
        // `.onDelete`/`.onMove` belong to this ForEach, not to a ForEach nested in its rows.
        var rowEnv = env
        rowEnv._rowEditing = nil
        return data.map { _ChildSpec(AnyHashable(id($0)), content($0), rowEnv) }
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        // A picker over a ForEach without explicit tags uses the row ids as tags, like SwiftUI;
        // inside a List each element is a row that may be deleted, moved or swiped (ListEditing.swift).
        _rows(&ctx)
    }
}

extension ForEach where ID == Data.Element.ID, Data.Element: Identifiable {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach {
    /// `ForEach($items) { $item in … }`: rows get bindings to the elements of a bound collection.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    )
    where Data == [Binding<C.Element>], ID == C.Element.ID, C.Element: Identifiable, C.Index: Hashable {
        let bindings = data.wrappedValue.indices.map { index -> Binding<C.Element> in
            var last = data.wrappedValue[index]
            return Binding(
                get: {
                    let current = data.wrappedValue
                    if current.indices.contains(index) { last = current[index] }
                    return last
                }, set: { data.wrappedValue[index] = $0 })
        }
        self.init(bindings, id: \.wrappedValue.id, content: content)
    }
}

extension ForEach {
    /// `ForEach($names, id: \.self) { $name in … }`: bindings to the elements, identified by a key path.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    )
    where Data == [Binding<C.Element>], C.Index: Hashable {
        let bindings = data.wrappedValue.indices.map { index -> Binding<C.Element> in
            var last = data.wrappedValue[index]
            return Binding(
                get: {
                    let current = data.wrappedValue
                    if current.indices.contains(index) { last = current[index] }
                    return last
                }, set: { data.wrappedValue[index] = $0 })
        }
        let elementID = (\Binding<C.Element>.wrappedValue).appending(path: id)
        self.init(bindings, id: elementID, content: content)
    }
}
