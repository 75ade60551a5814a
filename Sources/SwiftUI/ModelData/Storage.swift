import LessonProtocol

/// The values `@AppStorage` and `@SceneStorage` keep. On a device they live in UserDefaults and
/// the scene's saved state; a lesson keeps them in memory, fresh for every run, so nothing leaks
/// between runs or onto the author's machine. Each key is observed on its own: every view that
/// reads a key updates when it is written.
final class _StorageStore {
    static let shared = _StorageStore()

    final class Slot: Observable {
        private let registrar = ObservationRegistrar()
        private var _value: Any?
        var value: Any? {
            get {
                registrar.access(self, keyPath: \.value)
                return _value
            }
            set { registrar.withMutation(of: self, keyPath: \.value) { _value = newValue } }
        }
    }

    private var slots: [String: Slot] = [:]

    func reset() { slots = [:] }

    func slot(_ key: String) -> Slot {
        if let slot = slots[key] { return slot }
        let slot = Slot()
        slots[key] = slot
        return slot
    }
}

/// One stored key: its default, and how a value is kept (raw values for enums).
struct _StoredValue<Value> {
    let key: String
    let defaultValue: Value
    let encode: (Value) -> Any?
    let decode: (Any) -> Value?

    var value: Value {
        get {
            guard let stored = _StorageStore.shared.slot(key).value else { return defaultValue }
            return decode(stored) ?? defaultValue
        }
        nonmutating set {
            let slot = _StorageStore.shared.slot(key)
            let encoded = encode(newValue)
            // Writing the value a key already holds is not a change.
            if let old = slot.value, let encoded, _deepEqual(old, encoded) { return }
            slot.value = encoded
        }
    }
}

/// A value kept in the app's user defaults under `key`; reads its default while the key is absent.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty, _IgnoredForEquality {
    let stored: _StoredValue<Value>

    init(key: String, defaultValue: Value, encode: @escaping (Value) -> Any?, decode: @escaping (Any) -> Value?) {
        stored = _StoredValue(key: "app." + key, defaultValue: defaultValue, encode: encode, decode: decode)
    }

    public var wrappedValue: Value {
        get { stored.value }
        nonmutating set { stored.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let stored = self.stored
        return Binding(get: { stored.value }, set: { stored.value = $0 })
    }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, encode: { $0 }, decode: { $0 as? Bool })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, encode: { $0 }, decode: { $0 as? Int })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, encode: { $0 }, decode: { $0 as? Double })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, encode: { $0 }, decode: { $0 as? String })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, encode: { $0 }, decode: { $0 as? URL })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, encode: { $0 }, decode: { $0 as? Data })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue, encode: { $0 }, decode: { $0 as? Date })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, encode: { $0.rawValue }, decode: { ($0 as? Int).flatMap(Value.init(rawValue:)) })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, encode: { $0.rawValue }, decode: { ($0 as? String).flatMap(Value.init(rawValue:)) })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, encode: { $0 }, decode: { $0 as? Bool })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, encode: { $0 }, decode: { $0 as? Int })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, encode: { $0 }, decode: { $0 as? Double })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, encode: { $0 }, decode: { $0 as? String })
    }
}

/// A value kept with the scene's saved state (restored when the app is relaunched); within a run
/// it behaves like `@AppStorage` in its own namespace.
@propertyWrapper
public struct SceneStorage<Value>: DynamicProperty, _IgnoredForEquality {
    let stored: _StoredValue<Value>

    init(key: String, defaultValue: Value, encode: @escaping (Value) -> Any?, decode: @escaping (Any) -> Value?) {
        stored = _StoredValue(key: "scene." + key, defaultValue: defaultValue, encode: encode, decode: decode)
    }

    public var wrappedValue: Value {
        get { stored.value }
        nonmutating set { stored.value = newValue }
    }

    public var projectedValue: Binding<Value> {
        let stored = self.stored
        return Binding(get: { stored.value }, set: { stored.value = $0 })
    }
}

extension SceneStorage {
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, encode: { $0 }, decode: { $0 as? Bool })
    }
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, encode: { $0 }, decode: { $0 as? Int })
    }
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, encode: { $0 }, decode: { $0 as? Double })
    }
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, encode: { $0 }, decode: { $0 as? String })
    }
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, encode: { $0 }, decode: { $0 as? URL })
    }
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, encode: { $0 }, decode: { $0 as? Data })
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(key: key, defaultValue: wrappedValue, encode: { $0.rawValue }, decode: { ($0 as? Int).flatMap(Value.init(rawValue:)) })
    }
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, encode: { $0.rawValue }, decode: { ($0 as? String).flatMap(Value.init(rawValue:)) })
    }
    public init(_ key: String) where Value == String? { self.init(key: key, defaultValue: nil, encode: { $0 }, decode: { $0 as? String }) }
    public init(_ key: String) where Value == Int? { self.init(key: key, defaultValue: nil, encode: { $0 }, decode: { $0 as? Int }) }
}
