import Foundation

/// A tree of rows: each element with children is a disclosure group (collapsed until tapped, as
/// on a device) holding its children's rows; an element whose children are nil is a plain row.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View, _UncountedBody {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    public init(_ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf)
    where Data.Element: Identifiable, ID == Data.Element.ID {
        self.init(data, id: \.id, children: children, content: content)
    }

    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) {
        self.data = data
        self.id = id
        self.children = children
        self.content = content
    }

    public var body: some View {
        ForEach(data, id: id) { element in
            if let nested = element[keyPath: children] {
                DisclosureGroup {
                    OutlineGroup(nested, id: id, children: children, content: content)
                } label: {
                    content(element)
                }
            } else {
                content(element)
            }
        }
    }
}

extension List where SelectionValue == Never {
    /// An outline list: `List(files, children: \.children) { Text($0.name) }`.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        content = OutlineGroup(data, children: children, content: rowContent)
    }

    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where Content == OutlineGroup<Data, ID, RowContent> {
        content = OutlineGroup(data, id: id, children: children, content: rowContent)
    }
}
