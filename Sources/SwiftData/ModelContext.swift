import Foundation

/// Where an app inserts, deletes, fetches and saves models: `@Environment(\.modelContext)`.
///
/// Every context of a container sees the same models. What a context does is visible to fetches at
/// once, as on a device (a fetch includes unsaved changes); with `autosaveEnabled` (the main
/// context's default) the store file is written after each change, before the next screen is read.
public final class ModelContext: @unchecked Sendable {
    public let container: ModelContainer
    public var autosaveEnabled = true
    private var saveScheduled = false
    private var inserted: [any PersistentModel] = []
    private var deleted: [any PersistentModel] = []
    private var changed: [any PersistentModel] = []

    public init(_ container: ModelContainer) {
        self.container = container
        for model in container.store.models.values.joined() where model._$backingData.context == nil {
            model._$backingData.context = self
        }
    }

    var store: _ModelStore { container.store }

    /// True while the context has inserts, deletes or edits it has not saved.
    public var hasChanges: Bool { !(inserted.isEmpty && deleted.isEmpty && changed.isEmpty) }
    public var insertedModelsArray: [any PersistentModel] { inserted }
    public var deletedModelsArray: [any PersistentModel] { deleted }
    public var changedModelsArray: [any PersistentModel] { changed }

    /// Adds a model, and the models its relationships hold, to the context. A model with a
    /// `@Attribute(.unique)` value that a stored model already has updates that model instead.
    public func insert<T: PersistentModel>(_ model: T) {
        insertModel(model)
    }

    func insertModel(_ model: any PersistentModel) {
        guard !store.contains(model), !model._$backingData.isDeleted else { return }
        let properties = _ModelSchema.properties(of: type(of: model))
        if let existing = uniqueMatch(for: model, properties: properties) {
            for property in properties where !property.isRelationship { property.copyValue(model, existing) }
            return
        }
        model._$backingData.context = self
        model._$backingData.hasChanges = true
        store.register(model)
        inserted.append(model)
        for property in properties where property.isRelationship {
            for related in property.models(model) ?? [] { insertModel(related) }
            // The other ends learn of the models this one already holds.
            if let inverse = _ModelSchema.inverse(of: property, in: type(of: model)) {
                for related in property.models(model) ?? [] { add(model, to: inverse, of: related) }
            }
        }
        changesMade()
    }

    private func uniqueMatch(for model: any PersistentModel, properties: [_ModelProperty]) -> (any PersistentModel)? {
        for property in properties where property.isUnique {
            guard let value = property.hashableValue(model) else { continue }
            if let match = store.models[ObjectIdentifier(type(of: model))]?.first(where: { property.hashableValue($0) == value }) {
                return match
            }
        }
        return nil
    }

    /// Removes a model; its relationships follow their delete rules (`.cascade` deletes the related
    /// models, `.nullify` removes the model from theirs).
    public func delete<T: PersistentModel>(_ model: T) {
        deleteModel(model)
    }

    func deleteModel(_ model: any PersistentModel) {
        guard store.contains(model) else { return }
        model._$backingData.isDeleted = true
        store.unregister(model)
        inserted.removeAll { $0 === model }
        deleted.append(model)
        for property in _ModelSchema.properties(of: type(of: model)) where property.isRelationship {
            let related = property.models(model) ?? []
            switch property.deleteRule {
            case .cascade:
                for other in related { deleteModel(other) }
            case .nullify, .deny:
                if let inverse = _ModelSchema.inverse(of: property, in: type(of: model)) {
                    for other in related { remove(model, from: inverse, of: other) }
                }
            case .noAction:
                break
            }
        }
        changesMade()
    }

    /// Deletes every model of a type, or those the predicate matches.
    public func delete<T: PersistentModel>(model: T.Type, where predicate: Predicate<T>? = nil, includeSubclasses: Bool = true) throws {
        for model in try fetch(FetchDescriptor<T>(predicate: predicate)) { deleteModel(model) }
    }

    /// Writes the context's changes to the store file (nothing to write for an in-memory container).
    public func save() throws {
        saveScheduled = false
        try store.save()
        for model in inserted + changed { model._$backingData.hasChanges = false }
        inserted = []
        deleted = []
        changed = []
    }

    /// Forgets unsaved changes in the lists of inserted, deleted and changed models.
    public func rollback() {
        inserted = []
        deleted = []
        changed = []
    }

    /// Runs `block`, then saves.
    public func transaction(block: () throws -> Void) throws {
        try block()
        try save()
    }

    /// The model with this identity, if the container holds it.
    public func registeredModel<T: PersistentModel>(for persistentModelID: PersistentIdentifier) -> T? {
        store.model(for: persistentModelID) as? T
    }

    public func model(for persistentModelID: PersistentIdentifier) -> any PersistentModel {
        guard let model = store.model(for: persistentModelID) else {
            fatalError("no model with the identifier \(persistentModelID) in this context")
        }
        return model
    }

    // MARK: - Changes

    func modelDidChange<Model: PersistentModel>(_ model: Model, keyPath: AnyKeyPath, from oldValue: Any?) {
        if !changed.contains(where: { $0 === model }) && !inserted.contains(where: { $0 === model }) { changed.append(model) }
        model._$backingData.hasChanges = true
        if let property = _ModelSchema.properties(of: Model.self).first(where: { $0.keyPath == keyPath }), property.isRelationship {
            let old = oldValue.flatMap(property.modelsInValue) ?? []
            let new = property.models(model) ?? []
            for added in new where !old.contains(where: { $0 === added }) { insertModel(added) }
            if let inverse = _ModelSchema.inverse(of: property, in: Model.self) {
                for removed in old where !new.contains(where: { $0 === removed }) { remove(model, from: inverse, of: removed) }
                for added in new where !old.contains(where: { $0 === added }) { add(model, to: inverse, of: added) }
            }
        }
        changesMade()
    }

    /// `model` joins `other`'s side of the relationship, through `other`'s setter.
    private func add(_ model: any PersistentModel, to inverse: _ModelProperty, of other: any PersistentModel) {
        let current = inverse.models(other) ?? []
        guard !current.contains(where: { $0 === model }) else { return }
        inverse.setModels(other, inverse.isToMany ? current + [model] : [model])
    }

    private func remove(_ model: any PersistentModel, from inverse: _ModelProperty, of other: any PersistentModel) {
        guard inverse.isToMany || inverse.isOptional, let current = inverse.models(other), current.contains(where: { $0 === model })
        else { return }
        inverse.setModels(other, current.filter { $0 !== model })
    }

    /// With autosave, the store file is written once the current update is over.
    private func changesMade() {
        guard autosaveEnabled, store.file != nil, !saveScheduled else { return }
        saveScheduled = true
        DispatchQueue.main.async { [weak self] in
            guard let self, self.saveScheduled else { return }
            try? self.save()
        }
    }
}
