// Rows over a bound collection: `List($scrums) { $scrum in … }` and `ForEach($items, id: \.self) { $item in … }`
// hand each row a binding to its element, as SwiftUI does; the rows keep the elements' identity.

extension ForEach {
    /// `ForEach($names, id: \.self) { $name in … }`: bindings to the elements, identified by a key path.
    public init<C: MutableCollection & RandomAccessCollection>(_ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where Data == [Binding<C.Element>], C.Index: Hashable {
        let bindings = data.wrappedValue.indices.map { index -> Binding<C.Element> in
            var last = data.wrappedValue[index]
            return Binding(get: {
                let current = data.wrappedValue
                if current.indices.contains(index) { last = current[index] }
                return last
            }, set: { data.wrappedValue[index] = $0 })
        }
        let elementID = (\Binding<C.Element>.wrappedValue).appending(path: id)
        self.init(bindings, id: elementID, content: content)
    }
}

extension List where SelectionValue == Never {
    /// `List($items) { $item in … }`: each row gets a binding to its element.
    public init<Data: MutableCollection & RandomAccessCollection, RowContent: View>(_ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<[Binding<Data.Element>], Data.Element.ID, RowContent>, Data.Element: Identifiable, Data.Index: Hashable {
        self.init(content: { ForEach(data, content: rowContent) })
    }

    /// `List($items, id: \.name) { $item in … }`.
    public init<Data: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(_ data: Binding<Data>, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent)
    where Content == ForEach<[Binding<Data.Element>], ID, RowContent>, Data.Index: Hashable {
        self.init(content: { ForEach(data, id: id, content: rowContent) })
    }
}
