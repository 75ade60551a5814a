import Combine

/// A node's subscription to one observable object: the view is evaluated again whenever the
/// object's `objectWillChange` fires.
final class _ObjectSubscription {
    let object: AnyObject
    var cancellable: AnyCancellable?

    init(_ object: any ObservableObject, node: _ViewNode) {
        self.object = object
        weak var weakNode = node
        cancellable = _observeWillChange(object) { weakNode?.invalidate() }
    }
}

extension _ViewNode {
    /// Keeps the node subscribed to `object` under `key`, replacing an older object's subscription.
    func _subscribe(to object: any ObservableObject, key: String) {
        if let existing = storage[key] as? _ObjectSubscription, existing.object === object { return }
        storage[key] = _ObjectSubscription(object, node: self)
    }
}

/// Creates an observable object once per view identity and keeps it for as long as the view lives.
/// The initial value is an autoclosure: it runs only the first time the view appears.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty, _NodeAttachable, _IgnoredForEquality {
    final class Cell {
        let make: () -> ObjectType
        var object: ObjectType?
        init(_ make: @escaping () -> ObjectType) { self.make = make }
    }
    final class Box {
        let object: ObjectType
        init(_ object: ObjectType) { self.object = object }
    }
    let cell: Cell

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) { cell = Cell(thunk) }

    public var wrappedValue: ObjectType {
        if let object = cell.object { return object }
        // Read before the view is installed (e.g. in an initialiser): SwiftUI warns and makes a
        // throwaway object; so does this.
        let object = cell.make()
        cell.object = object
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }

    func _attach(to node: _ViewNode, key: String) {
        let box: Box
        if let existing = node.storage[key] as? Box {
            box = existing
        } else {
            box = Box(cell.make())
            node.storage[key] = box
        }
        cell.object = box.object
        node._subscribe(to: box.object, key: key + ".subscription")
    }
}

/// Observes an object the view does not own: whoever passes it in owns it. An object created
/// inline where the view is built is created again on every update of the parent.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty, _NodeAttachable {
    let object: ObjectType

    public init(wrappedValue: ObjectType) { object = wrappedValue }
    public init(initialValue: ObjectType) { object = initialValue }

    public var wrappedValue: ObjectType { object }
    public var projectedValue: Wrapper { Wrapper(object: object) }

    func _attach(to node: _ViewNode, key: String) {
        node._subscribe(to: object, key: key + ".subscription")
    }

    /// `$model.name`: a binding to a property of the object.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = self.object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }
}

/// An observable object an ancestor placed with `.environmentObject(_:)`. Reading it when no
/// ancestor did stops the app, as it does on a device.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty, _NodeAttachable, _IgnoredForEquality {
    final class Cell {
        var object: ObjectType?
    }
    let cell = Cell()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = cell.object else {
            fatalError(
                "No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view."
            )
        }
        return object
    }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: wrappedValue) }

    func _attach(to node: _ViewNode, key: String) {
        cell.object = node.env[object: ObjectType.self]
        if let object = cell.object { node._subscribe(to: object, key: key + ".subscription") }
    }
}

extension View {
    /// Places an observable object where `@EnvironmentObject` finds it, for everything inside.
    public func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        modifier(_EnvironmentModifier { $0[object: T.self] = object })
    }
}
