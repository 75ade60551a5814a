/// A value owned by a view, stored by the runtime for as long as the view's identity lives.
///
/// The struct only carries a cell; the value lives in a box kept by the view's node. The first
/// time a node is rendered the box is created from the initial value; every later render reuses
/// it, which is why `@State` takes its initial value once.
@propertyWrapper
public struct State<Value>: DynamicProperty, _NodeAttachable, _IgnoredForEquality {
    let cell: _StateCell<Value>

    public init(wrappedValue value: Value) { cell = _StateCell(initial: value) }
    public init(initialValue value: Value) { cell = _StateCell(initial: value) }

    public var wrappedValue: Value {
        get { cell.value }
        nonmutating set { cell.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let cell = self.cell
        return Binding(get: { cell.value }, set: { cell.value = $0 })
    }

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

extension State where Value: ExpressibleByNilLiteral {
    public init() { self.init(wrappedValue: nil) }
}

final class _StateCell<Value> {
    let initial: Value
    var box: _StateBox<Value>?
    init(initial: Value) { self.initial = initial }

    var value: Value {
        get { box?.value ?? initial }
        // Before the view is installed there is nowhere to store a write; SwiftUI ignores it too.
        set { box?.set(newValue) }
    }
}

/// The storage of one `@State` property of one node.
final class _StateBox<Value> {
    var value: Value
    weak var node: _ViewNode?

    init(value: Value, node: _ViewNode) {
        self.value = value
        self.node = node
    }

    func set(_ newValue: Value) {
        let unchanged = _deepEqual(value, newValue)
        value = newValue
        // Writing the same value is not a change: no view needs to be evaluated again.
        if !unchanged { node?.invalidate() }
    }
}
