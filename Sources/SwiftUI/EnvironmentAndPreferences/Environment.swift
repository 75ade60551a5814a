import LessonProtocol

/// A key for a value in the environment.
public protocol EnvironmentKey {
    associatedtype Value
    static var defaultValue: Value { get }
}

/// Values that flow from a view to everything inside it.
public struct EnvironmentValues: CustomStringConvertible {
    var values: [ObjectIdentifier: Any] = [:]
    /// Inherited rendering facts ("font", "foreground", "buttonStyle", …), read by the elements
    /// that care about them.
    var styleFacts = ScreenStyle()

    public init() {}

    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        // Not `as? K.Value ?? default`: for an optional Value, a missing entry would cast to nil.
        get {
            guard let stored = values[ObjectIdentifier(key)] else { return K.defaultValue }
            return stored as? K.Value ?? K.defaultValue
        }
        set { values[ObjectIdentifier(key)] = newValue }
    }

    subscript<T: AnyObject>(object type: T.Type) -> T? {
        get { values[ObjectIdentifier(type)] as? T }
        set { values[ObjectIdentifier(type)] = newValue }
    }

    public var description: String { "EnvironmentValues(\(values.count) values)" }

    static func == (lhs: EnvironmentValues, rhs: EnvironmentValues) -> Bool {
        guard lhs.styleFacts == rhs.styleFacts, lhs.values.count == rhs.values.count else { return false }
        for (key, value) in lhs.values {
            guard let other = rhs.values[key], _deepEqual(value, other) else { return false }
        }
        return true
    }
}

private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
private struct TimeZoneKey: EnvironmentKey { static let defaultValue = TimeZone(identifier: "UTC")! }
private struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction(id: 0, action: {}) }
private struct CalendarKey: EnvironmentKey { static let defaultValue: Calendar? = nil }
private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.light }
private struct PresentationDepthKey: EnvironmentKey { static let defaultValue = 0 }
private struct IsPresentedKey: EnvironmentKey { static let defaultValue = false }
private struct SubmitKey: EnvironmentKey { static let defaultValue: [_SubmitAction] = [] }

struct _SubmitAction: Equatable {
    let id: Int
    let action: () -> Void
    /// Which return keys run it: a text field's (`.text`) or the search field's (`.search`).
    var triggers: SubmitTriggers = .text
    static func == (a: _SubmitAction, b: _SubmitAction) -> Bool { a.id == b.id }
}

extension EnvironmentValues {
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
    /// The course's calendar: Gregorian, in its locale and time zone.
    public var calendar: Calendar {
        get { self[CalendarKey.self] ?? _CourseClock.calendar }
        set { self[CalendarKey.self] = newValue }
    }
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }
    public var isPresented: Bool {
        get { self[IsPresentedKey.self] }
        set { self[IsPresentedKey.self] = newValue }
    }
    var presentationDepth: Int {
        get { self[PresentationDepthKey.self] }
        set { self[PresentationDepthKey.self] = newValue }
    }
    var submitActions: [_SubmitAction] {
        get { self[SubmitKey.self] }
        set { self[SubmitKey.self] = newValue }
    }
}

/// Reads a value from the environment: `@Environment(\.dismiss) private var dismiss`,
/// or an `@Observable` object placed with `.environment(model)`: `@Environment(Model.self)`.
@propertyWrapper
public struct Environment<Value>: DynamicProperty, _NodeAttachable, _IgnoredForEquality {
    final class Cell {
        var env = EnvironmentValues()
    }
    let cell = Cell()
    let read: (EnvironmentValues) -> Value

    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        read = { $0[keyPath: keyPath] }
    }

    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        read = { env in
            guard let object = env[object: objectType] else {
                fatalError("No \(objectType) found in the environment; add .environment(\(objectType)(…)) to an ancestor view")
            }
            return object
        }
    }

    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        read = { $0[object: objectType] }
    }

    public var wrappedValue: Value { read(cell.env) }

    func _attach(to node: _ViewNode, key: String) { cell.env = node.env }
}

extension View {
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        modifier(_EnvironmentModifier { $0[keyPath: keyPath] = value })
    }

    /// Changes an environment value from what the view would otherwise get.
    public func transformEnvironment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, transform: @escaping (inout V) -> Void
    ) -> some View {
        modifier(_EnvironmentModifier { transform(&$0[keyPath: keyPath]) })
    }

    /// Places an `@Observable` object where `@Environment(Model.self)` finds it.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> some View {
        modifier(_EnvironmentModifier { $0[object: T.self] = object })
    }
}
