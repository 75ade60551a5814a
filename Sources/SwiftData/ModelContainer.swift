import Foundation

/// The models of an app and where they are kept: `try ModelContainer(for: Book.self)`, or
/// `.modelContainer(for: Book.self)` on the app's window group.
public final class ModelContainer: @unchecked Sendable {
    public let schema: Schema
    public let configurations: [ModelConfiguration]
    let store: _ModelStore

    /// The context views use (`@Environment(\.modelContext)`), whose changes are saved automatically.
    public private(set) lazy var mainContext: ModelContext = ModelContext(self)

    public convenience init(for forTypes: any PersistentModel.Type..., configurations: ModelConfiguration...) throws {
        try self.init(for: Schema(forTypes), configurations: configurations)
    }

    public convenience init(for givenSchema: Schema, configurations: ModelConfiguration...) throws {
        try self.init(for: givenSchema, configurations: configurations)
    }

    public init(for givenSchema: Schema, configurations: [ModelConfiguration]) throws {
        schema = givenSchema
        self.configurations = configurations.isEmpty ? [ModelConfiguration()] : configurations
        let configuration = self.configurations[0]
        store = try _ModelStore(
            file: configuration.isStoredInMemoryOnly ? nil : configuration.url, allowsSave: configuration.allowsSave,
            types: givenSchema.types + (configuration.schema?.types ?? []))
    }

    /// Deletes every model of the container, saved or not.
    public func deleteAllData() {
        store.deleteAll()
    }
}
