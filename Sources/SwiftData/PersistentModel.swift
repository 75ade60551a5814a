import Observation

/// A class SwiftData stores: what `@Model` makes of `class Book { … }`. Models are observable (a view
/// that reads `book.title` updates when it changes), identifiable and hashable by their identity in
/// the store, so they work in `ForEach`, `List` and `NavigationLink(value:)`.
public protocol PersistentModel: AnyObject, Observable, Hashable, Identifiable, _RelationshipValue {
    /// Made by the store when it loads a saved model, without calling the class's own initialiser.
    init(backingData: _ModelBackingData)
    var _$backingData: _ModelBackingData { get }
    /// The persisted properties, as `@Model` lists them.
    static var _$properties: [_ModelProperty] { get }
}

extension PersistentModel {
    /// The model's identity in its store; stable for as long as the model exists, saved or not.
    public var persistentModelID: PersistentIdentifier {
        PersistentIdentifier(entityName: _ModelSchema.entityName(of: Self.self), uuid: _$backingData.uuid)
    }

    /// The context the model was inserted into, or nil before insertion and after deletion.
    public var modelContext: ModelContext? { _$backingData.isDeleted ? nil : _$backingData.context }

    /// True once the model has been deleted from its context.
    public var isDeleted: Bool { _$backingData.isDeleted }

    /// True while the model has changes its context has not saved.
    public var hasChanges: Bool { _$backingData.hasChanges }

    public var id: PersistentIdentifier { persistentModelID }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }

    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The identity of a model in its store: `book.persistentModelID`, also `book.id`.
public struct PersistentIdentifier: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// The model's type name.
    public let entityName: String
    let uuid: UUID

    public var storeIdentifier: String? { "default" }

    public static func < (lhs: PersistentIdentifier, rhs: PersistentIdentifier) -> Bool {
        (lhs.entityName, lhs.uuid.uuidString) < (rhs.entityName, rhs.uuid.uuidString)
    }

    public var description: String { "PersistentIdentifier(\(entityName)/\(uuid.uuidString))" }
}

/// What the store knows of one model object: its identity, its context, its place in insertion order.
public final class _ModelBackingData {
    let uuid: UUID
    /// Insertion order, the order a fetch without sort descriptors returns.
    var order = 0
    weak var context: ModelContext?
    var isDeleted = false
    var hasChanges = false

    public init() { uuid = UUID() }
    init(uuid: UUID, order: Int) {
        self.uuid = uuid
        self.order = order
    }
}

/// The value of one persisted property: nil only between `init(backingData:)` and loading.
public struct _PersistedValue<Value> {
    public var stored: Value?

    public init() {}
    public init(_ value: Value) { stored = value }

    public var value: Value {
        get {
            guard let stored else {
                fatalError("a SwiftData model property was read before the store loaded it")
            }
            return stored
        }
        set { stored = newValue }
    }
}

/// Called by every persisted property's setter: the model's context learns of the change.
public func _modelDidChange<Model: PersistentModel, Value>(_ model: Model, _ keyPath: KeyPath<Model, Value>, from oldValue: Value?) {
    guard !_ModelStore.isLoading, let context = model._$backingData.context, !model._$backingData.isDeleted else { return }
    context.modelDidChange(model, keyPath: keyPath, from: oldValue.map { $0 as Any })
}
