import LessonProtocol

/// The values `@AppStorage` and `@SceneStorage` keep. Each key is observed on its own: every view
/// that reads a key updates when it is written.
///
/// In a lesson process `@AppStorage` lives where it lives on a device, in the app's user defaults
/// (`UserDefaults.standard`, or the `store:` given), which the lesson host keeps in the app's
/// container inside the run's sandbox: lesson code that uses `UserDefaults` directly sees the same
/// values, and a relaunch finds them. Elsewhere (the runtime's own tests) values stay in memory,
/// fresh for every host, so nothing lands on the machine running them. `@SceneStorage` is always
/// in memory: a relaunch is a person closing the app, which discards its scenes' saved state.
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
    /// Set by the lesson host when the app has a container: `@AppStorage` then reads and writes
    /// user defaults.
    var persistsAppStorage = false
    /// The user defaults `@AppStorage` wrote to in this process, flushed before it ends.
    private var writtenStores: [ObjectIdentifier: UserDefaults] = [:]

    func reset() { slots = [:] }

    func slot(_ key: String) -> Slot {
        if let slot = slots[key] { return slot }
        let slot = Slot()
        slots[key] = slot
        return slot
    }

    /// Where an `@AppStorage` key lives: nil while values stay in memory.
    func defaults(_ store: UserDefaults?) -> UserDefaults? {
        persistsAppStorage ? store ?? .standard : nil
    }

    func noteWrite(to defaults: UserDefaults) { writtenStores[ObjectIdentifier(defaults)] = defaults }

    /// Writes what the app stored to its container, as the system has done by the time a process
    /// ends (user defaults are saved outside the app on a device, so a closed app loses nothing).
    func synchronize() {
        // Without a container nothing was written, and the home folder is not the app's.
        guard persistsAppStorage else { return }
        UserDefaults.standard.synchronize()
        for store in writtenStores.values { store.synchronize() }
    }
}

/// One stored key: its default, and how a value is kept (raw values for enums).
struct _StoredValue<Value> {
    let key: String
    let defaultValue: Value
    let encode: (Value) -> Any?
    let decode: (Any) -> Value?
    /// For `@AppStorage`: the key in user defaults, and the `store:` given.
    var defaultsKey: String? = nil
    var store: UserDefaults? = nil

    private var defaults: UserDefaults? { defaultsKey == nil ? nil : _StorageStore.shared.defaults(store) }

    /// What the key holds now, registering the read with the key's slot so that the view updates.
    private var stored: Any? {
        let memory = _StorageStore.shared.slot(key).value
        if let defaults, let defaultsKey { return defaults.object(forKey: defaultsKey) }
        return memory
    }

    var value: Value {
        get {
            guard let stored else { return defaultValue }
            return decode(stored) ?? defaultValue
        }
        nonmutating set {
            let slot = _StorageStore.shared.slot(key)
            let encoded = encode(newValue)
            // Writing the value a key already holds is not a change.
            if let old = stored, let encoded, _deepEqual(old, encoded) { return }
            if let defaults, let defaultsKey {
                if let encoded { defaults.set(encoded, forKey: defaultsKey) } else { defaults.removeObject(forKey: defaultsKey) }
                _StorageStore.shared.noteWrite(to: defaults)
            }
            slot.value = encoded
        }
    }
}

/// A value kept in the app's user defaults under `key`; reads its default while the key is absent.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty, _IgnoredForEquality {
    let stored: _StoredValue<Value>

    init(
        key: String, store: UserDefaults?, defaultValue: Value, encode: @escaping (Value) -> Any?,
        decode: @escaping (Any) -> Value?
    ) {
        stored = _StoredValue(
            key: "app." + key, defaultValue: defaultValue, encode: encode, decode: decode, defaultsKey: key, store: store)
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
        self.init(key: key, store: store, defaultValue: wrappedValue, encode: { $0 }, decode: { $0 as? Bool })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, store: store, defaultValue: wrappedValue, encode: { $0 }, decode: { $0 as? Int })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, store: store, defaultValue: wrappedValue, encode: { $0 }, decode: { $0 as? Double })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, store: store, defaultValue: wrappedValue, encode: { $0 }, decode: { $0 as? String })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        // Kept as its text, as a property list holds no URL.
        self.init(
            key: key, store: store, defaultValue: wrappedValue, encode: { $0.absoluteString },
            decode: { ($0 as? String).flatMap(URL.init(string:)) ?? ($0 as? URL) })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, store: store, defaultValue: wrappedValue, encode: { $0 }, decode: { $0 as? Data })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, store: store, defaultValue: wrappedValue, encode: { $0 }, decode: { $0 as? Date })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(
            key: key, store: store, defaultValue: wrappedValue, encode: { $0.rawValue },
            decode: { ($0 as? Int).flatMap(Value.init(rawValue:)) })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(
            key: key, store: store, defaultValue: wrappedValue, encode: { $0.rawValue },
            decode: { ($0 as? String).flatMap(Value.init(rawValue:)) })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, store: store, defaultValue: nil, encode: { $0 }, decode: { $0 as? Bool })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, store: store, defaultValue: nil, encode: { $0 }, decode: { $0 as? Int })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, store: store, defaultValue: nil, encode: { $0 }, decode: { $0 as? Double })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, store: store, defaultValue: nil, encode: { $0 }, decode: { $0 as? String })
    }
}

/// A value kept with the scene's saved state. On a device the system restores it when it relaunches
/// an app it ended in the background, and discards it when a person closes the app; a checkpoint's
/// `relaunch` is the person's, so it starts from its default then. Within one launch it behaves
/// like `@AppStorage` in its own namespace.
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
