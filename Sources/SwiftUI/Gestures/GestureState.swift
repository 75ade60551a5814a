/// State that lives only while a gesture is active: `updating` writes it as the gesture changes,
/// and it returns to its initial value when the gesture ends, before `onEnded` runs.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty, _NodeAttachable, _IgnoredForEquality {
    let cell: _StateCell<Value>

    public init(wrappedValue: Value) { cell = _StateCell(initial: wrappedValue) }
    public init(initialValue: Value) { cell = _StateCell(initial: initialValue) }
    public init(wrappedValue: Value, resetTransaction: Transaction) { cell = _StateCell(initial: wrappedValue) }
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) { cell = _StateCell(initial: wrappedValue) }

    public var wrappedValue: Value { cell.value }
    public var projectedValue: GestureState<Value> { self }

    func reset() { cell.value = cell.initial }

    func _attach(to node: _ViewNode, key: String) {
        if let box = node.storage[key] as? _StateBox<Value> {
            cell.box = box
        } else {
            let box = _StateBox(value: cell.initial, node: node)
            node.storage[key] = box
            cell.box = box
        }
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil) }
}
