/// Read and write access to a value someone else owns.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    let getter: () -> Value
    let setter: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = { set($0, Transaction()) }
    }

    public init(projectedValue: Binding<Value>) { self = projectedValue }

    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// `$draft.title`: a binding to a field of the bound value. Writing it writes the whole value,
    /// so the owner sees a change of the struct.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getter = self.getter
        let setter = self.setter
        return Binding<Subject>(
            get: { getter()[keyPath: keyPath] },
            set: { newValue in
                var whole = getter()
                whole[keyPath: keyPath] = newValue
                setter(whole)
            })
    }

    /// Writes through this binding animate, as if made inside `withAnimation(animation)`.
    public func animation(_ animation: Animation? = .default) -> Binding<Value> {
        let setter = self.setter
        return Binding(get: getter, set: { newValue in withAnimation(animation) { setter(newValue) } })
    }
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        let setter = self.setter
        return Binding(get: getter, set: { newValue in withTransaction(transaction) { setter(newValue) } })
    }
}

extension Binding {
    /// A binding to an optional, made from a binding to a non-optional value.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { Optional(base.wrappedValue) }, set: { if let v = $0 { base.wrappedValue = v } })
    }

    /// Unwraps a binding to an optional; nil when the value is nil now.
    public init?(_ base: Binding<Value?>) {
        guard let current = base.wrappedValue else { return nil }
        var last = current
        self.init(
            get: {
                if let v = base.wrappedValue { last = v }
                return last
            }, set: { base.wrappedValue = $0 })
    }

    public init<V: Hashable>(_ base: Binding<V>) where Value == AnyHashable {
        self.init(get: { AnyHashable(base.wrappedValue) }, set: { if let v = $0.base as? V { base.wrappedValue = v } })
    }
}

extension Binding: Identifiable where Value: Identifiable {
    public var id: Value.ID { wrappedValue.id }
}

extension Binding: DynamicProperty {}

// A binding to a mutable collection is itself a collection of bindings to its elements, as in
// SwiftUI since iOS 15: `$items.count`, `$items[0].title`, `for $item in $items`. Each element's
// binding reads and writes through the whole collection, so the owner sees the change.

extension Binding: Sequence where Value: MutableCollection {
    public typealias Element = Binding<Value.Element>
    public typealias Iterator = IndexingIterator<Binding<Value>>
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    public typealias Index = Value.Index
    public typealias Indices = Value.Indices

    public var startIndex: Index { wrappedValue.startIndex }
    public var endIndex: Index { wrappedValue.endIndex }
    public var indices: Indices { wrappedValue.indices }

    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }
    public func formIndex(after i: inout Index) { wrappedValue.formIndex(after: &i) }

    /// A row's binding may be read once more after its element was removed (the row is leaving):
    /// it then reads the element it last saw instead of trapping, and writes nothing.
    public subscript(position: Index) -> Binding<Value.Element> {
        let getter = self.getter
        let setter = self.setter
        var last = getter()[position]
        return Binding<Value.Element>(
            get: {
                let whole = getter()
                if position >= whole.startIndex && position < whole.endIndex { last = whole[position] }
                return last
            },
            set: { newValue in
                var whole = getter()
                guard position >= whole.startIndex && position < whole.endIndex else { return }
                whole[position] = newValue
                setter(whole)
            })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }
    public func formIndex(before i: inout Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}
