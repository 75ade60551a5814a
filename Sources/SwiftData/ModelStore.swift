import Foundation
import Observation

/// The models of one container, shared by all its contexts: every live model in insertion order,
/// and, unless the container is in memory only, the store file they are saved to and loaded from.
///
/// Fetches read `generation`, so a view whose `@Query` fetched is updated when a model is inserted
/// or deleted; edits of a property update the views that read it through the model's own observation.
final class _ModelStore: Observable, @unchecked Sendable {
    /// Set while a saved store is read back: the loader's writes are not changes.
    nonisolated(unsafe) static var isLoading = false
    nonisolated(unsafe) private static var nextOrder = 1

    private let registrar = ObservationRegistrar()
    private var _generation = 0
    let file: URL?
    let allowsSave: Bool
    private var types: [String: any PersistentModel.Type] = [:]
    private(set) var models: [ObjectIdentifier: [any PersistentModel]] = [:]

    init(file: URL?, allowsSave: Bool, types: [any PersistentModel.Type]) throws {
        self.file = file
        self.allowsSave = allowsSave
        for type in types { self.types[_ModelSchema.entityName(of: type)] = type }
        if let file, FileManager.default.fileExists(atPath: file.path) { try load(file) }
    }

    var generation: Int {
        registrar.access(self, keyPath: \.generation)
        return _generation
    }

    func changed() {
        registrar.withMutation(of: self, keyPath: \.generation) { _generation += 1 }
    }

    func register(_ model: any PersistentModel) {
        let type = type(of: model)
        types[_ModelSchema.entityName(of: type)] = type
        if model._$backingData.order == 0 {
            model._$backingData.order = Self.nextOrder
            Self.nextOrder += 1
        }
        models[ObjectIdentifier(type), default: []].append(model)
        changed()
    }

    func unregister(_ model: any PersistentModel) {
        models[ObjectIdentifier(type(of: model))]?.removeAll { $0 === model }
        changed()
    }

    func contains(_ model: any PersistentModel) -> Bool {
        models[ObjectIdentifier(type(of: model))]?.contains { $0 === model } ?? false
    }

    func models<T: PersistentModel>(of type: T.Type) -> [T] {
        _ = generation
        return (models[ObjectIdentifier(type)] ?? []).map { $0 as! T }
    }

    func model(for identifier: PersistentIdentifier) -> (any PersistentModel)? {
        guard let type = types[identifier.entityName] else { return nil }
        return models[ObjectIdentifier(type)]?.first { $0._$backingData.uuid == identifier.uuid }
    }

    func deleteAll() {
        for model in models.values.joined() { model._$backingData.isDeleted = true }
        models = [:]
        changed()
        try? save()
    }

    // MARK: - The store file

    /// One saved model: its type, identity, order, the JSON of each value and the identities of
    /// the models each relationship holds (nil for an empty optional).
    struct Record: Codable {
        var entity: String
        var id: UUID
        var order: Int
        var values: [String: String]
        var relationships: [String: [UUID]?]
    }

    struct Contents: Codable {
        var models: [Record]
    }

    func save() throws {
        guard let file, allowsSave else { return }
        var records: [Record] = []
        for model in models.values.joined().sorted(by: { $0._$backingData.order < $1._$backingData.order }) {
            var record = Record(
                entity: _ModelSchema.entityName(of: type(of: model)), id: model._$backingData.uuid,
                order: model._$backingData.order, values: [:], relationships: [:])
            for property in _ModelSchema.properties(of: type(of: model)) {
                if property.isRelationship {
                    record.relationships[property.name] = .some(property.models(model)?.map { $0._$backingData.uuid })
                } else if let data = try property.encode(model) {
                    record.values[property.name] = String(decoding: data, as: UTF8.self)
                }
            }
            records.append(record)
        }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(Contents(models: records)).write(to: file, options: .atomic)
    }

    private func load(_ file: URL) throws {
        let contents = try JSONDecoder().decode(Contents.self, from: Data(contentsOf: file))
        Self.isLoading = true
        defer { Self.isLoading = false }
        var loaded: [UUID: any PersistentModel] = [:]
        var pending: [(any PersistentModel, Record)] = []
        for record in contents.models {
            guard let type = types[record.entity] else { continue }
            let model = type.init(backingData: _ModelBackingData(uuid: record.id, order: record.order))
            for property in _ModelSchema.properties(of: type) where !property.isRelationship {
                guard let json = record.values[property.name] else { continue }
                try property.decode(model, Data(json.utf8))
            }
            loaded[record.id] = model
            pending.append((model, record))
            Self.nextOrder = max(Self.nextOrder, record.order + 1)
        }
        for (model, record) in pending {
            for property in _ModelSchema.properties(of: type(of: model)) where property.isRelationship {
                guard let stored = record.relationships[property.name] else { continue }
                property.loadModels(model, stored.map { $0.compactMap { loaded[$0] } })
            }
            models[ObjectIdentifier(type(of: model)), default: []].append(model)
        }
    }
}
