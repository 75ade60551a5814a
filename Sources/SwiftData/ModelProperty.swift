import Foundation

/// One persisted property of a model type, as `@Model` lists it in `_$properties`: its name, its key
/// path, its `@Attribute`/`@Relationship` options, and how the store reads, writes and encodes it.
public struct _ModelProperty: @unchecked Sendable {
    public let name: String
    let keyPath: AnyKeyPath
    let attribute: _AttributeOptions?
    let relationshipOptions: _RelationshipOptions?
    /// The model type at the other end, when the property holds models (`Author?`, `[Book]`, `[Book]?`).
    let relatedType: (any PersistentModel.Type)?
    let isToMany: Bool
    /// Whether the property can be nil (`Author?`), so a relationship can be emptied.
    let isOptional: Bool
    /// The models the property holds (nil for a nil optional), read through the model's getter.
    let models: (any PersistentModel) -> [any PersistentModel]?
    let modelsInValue: (Any) -> [any PersistentModel]?
    /// Writes related models through the model's setter, so readers are told.
    let setModels: (any PersistentModel, [any PersistentModel]?) -> Void
    /// JSON of a value property; nil when its type is not Codable.
    let encode: (any PersistentModel) throws -> Data?
    /// Loading: writes the decoded value, or the related models, straight into the property's storage.
    let decode: (any PersistentModel, Data) throws -> Void
    let loadModels: (any PersistentModel, [any PersistentModel]?) -> Void
    let hashableValue: (any PersistentModel) -> AnyHashable?
    let copyValue: (_ from: any PersistentModel, _ to: any PersistentModel) -> Void

    var isRelationship: Bool { relatedType != nil }
    var isUnique: Bool { attribute?.options.contains(.unique) ?? false }
    var deleteRule: Schema.Relationship.DeleteRule { relationshipOptions?.deleteRule ?? .nullify }

    public init<Model: PersistentModel, Value>(
        name: String, keyPath: ReferenceWritableKeyPath<Model, Value>,
        storage: ReferenceWritableKeyPath<Model, _PersistedValue<Value>>, attribute: _AttributeOptions? = nil,
        relationship: _RelationshipOptions? = nil
    ) {
        self.name = name
        self.keyPath = keyPath
        self.attribute = attribute
        self.relationshipOptions = relationship
        let relation = Value.self as? any _RelationshipValue.Type
        relatedType = relation?._relatedModelType
        isToMany = relation?._isToMany ?? false
        isOptional = Value.self is any ExpressibleByNilLiteral.Type
        modelsInValue = { value in (value as? any _RelationshipValue)?._relatedModels }
        models = { model in ((model as! Model)[keyPath: keyPath] as? any _RelationshipValue)?._relatedModels }
        setModels = { model, related in
            guard let relation else { return }
            (model as! Model)[keyPath: keyPath] = relation._fromRelatedModels(related) as! Value
        }
        encode = { model in
            guard let value = (model as! Model)[keyPath: keyPath] as? any Encodable else { return nil }
            return try JSONEncoder().encode(value)
        }
        decode = { model, data in
            guard let type = Value.self as? any Decodable.Type else { return }
            (model as! Model)[keyPath: storage].stored = try JSONDecoder().decode(type, from: data) as? Value
        }
        loadModels = { model, related in
            guard let relation else { return }
            (model as! Model)[keyPath: storage].stored = relation._fromRelatedModels(related) as? Value
        }
        hashableValue = { model in (model as! Model)[keyPath: keyPath] as? AnyHashable }
        copyValue = { from, to in (to as! Model)[keyPath: keyPath] = (from as! Model)[keyPath: keyPath] }
    }
}

/// `@Attribute(.unique, originalName: …)`, as the model lists it.
public struct _AttributeOptions: Sendable {
    let options: [Schema.Attribute.Option]
    public init(_ options: Schema.Attribute.Option..., originalName: String? = nil, hashModifier: String? = nil) {
        self.options = options
    }
}

/// `@Relationship(deleteRule: .cascade, inverse: \Book.author)`, as the model lists it.
public struct _RelationshipOptions: @unchecked Sendable {
    let deleteRule: Schema.Relationship.DeleteRule
    let inverse: AnyKeyPath?
    public init(
        _ options: Schema.Relationship.Option..., deleteRule: Schema.Relationship.DeleteRule = .nullify,
        minimumModelCount: Int? = 0, maximumModelCount: Int? = 0, originalName: String? = nil, inverse: AnyKeyPath? = nil,
        hashModifier: String? = nil
    ) {
        self.deleteRule = deleteRule
        self.inverse = inverse
    }
}

/// The property types that hold models: a model, an optional one, an array of them, an optional array.
public protocol _RelationshipValue {
    static var _relatedModelType: any PersistentModel.Type { get }
    static var _isToMany: Bool { get }
    var _relatedModels: [any PersistentModel]? { get }
    static func _fromRelatedModels(_ models: [any PersistentModel]?) -> Self
}

extension PersistentModel {
    public static var _relatedModelType: any PersistentModel.Type { Self.self }
    public static var _isToMany: Bool { false }
    public var _relatedModels: [any PersistentModel]? { [self] }
    public static func _fromRelatedModels(_ models: [any PersistentModel]?) -> Self {
        guard let first = models?.first else { fatalError("a non-optional relationship to \(Self.self) was left without a model") }
        return first as! Self
    }
}

extension Optional: _RelationshipValue where Wrapped: _RelationshipValue {
    public static var _relatedModelType: any PersistentModel.Type { Wrapped._relatedModelType }
    public static var _isToMany: Bool { Wrapped._isToMany }
    public var _relatedModels: [any PersistentModel]? { self?._relatedModels }
    public static func _fromRelatedModels(_ models: [any PersistentModel]?) -> Self {
        guard let models, Wrapped._isToMany || !models.isEmpty else { return nil }
        return Wrapped._fromRelatedModels(models)
    }
}

extension Array: _RelationshipValue where Element: PersistentModel {
    public static var _relatedModelType: any PersistentModel.Type { Element.self }
    public static var _isToMany: Bool { true }
    public var _relatedModels: [any PersistentModel]? { map { $0 } }
    public static func _fromRelatedModels(_ models: [any PersistentModel]?) -> Self { (models ?? []).map { $0 as! Element } }
}

/// The persisted properties of each model type, read once, and the names of the types.
enum _ModelSchema {
    nonisolated(unsafe) private static var cache: [ObjectIdentifier: [_ModelProperty]] = [:]

    static func properties(of type: any PersistentModel.Type) -> [_ModelProperty] {
        if let cached = cache[ObjectIdentifier(type)] { return cached }
        let properties = type._$properties
        cache[ObjectIdentifier(type)] = properties
        return properties
    }

    static func entityName(of type: any PersistentModel.Type) -> String { String(describing: type) }

    /// The property at the other end of a relationship: the one `inverse:` names, else the one
    /// relationship of the related type that holds this type (as SwiftData infers it).
    static func inverse(of property: _ModelProperty, in type: any PersistentModel.Type) -> _ModelProperty? {
        guard let related = property.relatedType else { return nil }
        let candidates = properties(of: related).filter {
            ($0.relatedType.map { $0 == type } ?? false) && $0.keyPath != property.keyPath
        }
        if let named = property.relationshipOptions?.inverse { return candidates.first { $0.keyPath == named } }
        if let naming = candidates.first(where: { $0.relationshipOptions?.inverse == property.keyPath }) { return naming }
        let unnamed = candidates.filter { $0.relationshipOptions?.inverse == nil }
        return unnamed.count == 1 ? unnamed[0] : nil
    }
}
