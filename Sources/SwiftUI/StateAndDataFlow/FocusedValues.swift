/// Values the focused view publishes for the app's commands (`.focusedValue(\.selectedLandmark, …)`,
/// read by `@FocusedBinding` in a `Commands`). A lesson's phone has no hardware keyboard or menu bar
/// that would read them, and no view reads them back on an iPhone screen here: `@FocusedValue` and
/// `@FocusedBinding` read nil.
public protocol FocusedValueKey {
    associatedtype Value
}

public struct FocusedValues {
    var values: [ObjectIdentifier: Any] = [:]
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { values[ObjectIdentifier(key)] as? Key.Value }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}

@propertyWrapper
public struct FocusedValue<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {}
    public var wrappedValue: Value? { nil }
}

@propertyWrapper
public struct FocusedBinding<Value>: DynamicProperty {
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {}
    public var wrappedValue: Value? {
        get { nil }
        nonmutating set {}
    }
    public var projectedValue: Binding<Value?> { .constant(nil) }
}

extension View {
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { self }
    public func focusedValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value) -> some View { self }
    public func focusedSceneValue<Value>(_ keyPath: WritableKeyPath<FocusedValues, Value?>, _ value: Value?) -> some View { self }
}
