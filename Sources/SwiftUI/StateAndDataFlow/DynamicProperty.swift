/// A stored property of a view whose storage the runtime provides (State, Environment, …).
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// Dynamic properties the reconciler connects to a node's storage before each `body` evaluation.
///
/// The property is found by `Mirror` over the view's stored properties; the copy `Mirror` hands
/// back shares a reference-type cell with the view itself, so attaching through the copy is
/// seen by the view and by every closure its `body` creates.
protocol _NodeAttachable {
    func _attach(to node: _ViewNode, key: String)
}

/// Properties that never count as a change of a view's inputs when comparing two view values
/// (a child's `@State` initial value is ignored after the first render, as in SwiftUI).
protocol _IgnoredForEquality {}

enum _DynamicProperties {
    static func attach(_ value: Any, to node: _ViewNode, prefix: String = "") {
        for (index, child) in Mirror(reflecting: value).children.enumerated() {
            let key = prefix + (child.label ?? "#\(index)")
            if let attachable = child.value as? _NodeAttachable {
                attachable._attach(to: node, key: key)
            } else if child.value is DynamicProperty || child.value is any ViewModifier {
                // A lesson's own DynamicProperty or ViewModifier may hold @State of its own.
                attach(child.value, to: node, prefix: key + ".")
            }
        }
    }
}
