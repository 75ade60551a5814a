import SwiftUI

// SwiftData's SwiftUI integration, which lives with SwiftData as on Apple platforms: the model
// context in the environment and the modifiers that put a container there.

private struct ModelContextKey: EnvironmentKey {
    /// Without a container a view still gets a context, in memory, so previews of a single view work.
    static let defaultValue: ModelContext = {
        let container = try! ModelContainer(for: Schema([]), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
        return container.mainContext
    }()
}

extension EnvironmentValues {
    /// The model context of the nearest `.modelContainer`: what views insert into and delete from.
    public var modelContext: ModelContext {
        get { self[ModelContextKey.self] }
        set { self[ModelContextKey.self] = newValue }
    }
}

extension View {
    /// Puts the container's main context in the environment of this view and everything inside it.
    public func modelContainer(_ container: ModelContainer) -> some View {
        environment(\.modelContext, container.mainContext)
    }

    /// Makes a container for the models once, for as long as the view exists, and puts its main
    /// context in the environment. Not in memory, the store is a file that outlives the app's process.
    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        modifier(_ModelContainerModifier(types: [modelType], inMemory: inMemory, autosave: isAutosaveEnabled, onSetup: onSetup))
    }

    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some View {
        modifier(_ModelContainerModifier(types: modelTypes, inMemory: inMemory, autosave: isAutosaveEnabled, onSetup: onSetup))
    }

    /// Puts a context of one's own in the environment.
    public func modelContext(_ modelContext: ModelContext) -> some View {
        environment(\.modelContext, modelContext)
    }
}

extension Scene {
    /// The same modifiers on a window group: every window's content gets the container.
    public func modelContainer(_ container: ModelContainer) -> some Scene {
        _modifyingContent(_ModelContextModifier(context: container.mainContext))
    }

    public func modelContainer(
        for modelType: any PersistentModel.Type, inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene {
        _modifyingContent(_ModelContainerModifier(types: [modelType], inMemory: inMemory, autosave: isAutosaveEnabled, onSetup: onSetup))
    }

    public func modelContainer(
        for modelTypes: [any PersistentModel.Type], inMemory: Bool = false, isAutosaveEnabled: Bool = true,
        isUndoEnabled: Bool = false, onSetup: @escaping (Result<ModelContainer, any Error>) -> Void = { _ in }
    ) -> some Scene {
        _modifyingContent(_ModelContainerModifier(types: modelTypes, inMemory: inMemory, autosave: isAutosaveEnabled, onSetup: onSetup))
    }

    public func modelContext(_ modelContext: ModelContext) -> some Scene {
        _modifyingContent(_ModelContextModifier(context: modelContext))
    }
}

struct _ModelContextModifier: ViewModifier {
    let context: ModelContext
    func body(content: Content) -> some View { content.environment(\.modelContext, context) }
}

/// Holds the container it makes in the view's state, so it is made once and survives every update.
struct _ModelContainerModifier: ViewModifier {
    final class Holder {
        var container: ModelContainer?
    }

    let types: [any PersistentModel.Type]
    let inMemory: Bool
    let autosave: Bool
    let onSetup: (Result<ModelContainer, any Error>) -> Void
    @State private var holder = Holder()

    func body(content: Content) -> some View {
        content.environment(\.modelContext, container().mainContext)
    }

    private func container() -> ModelContainer {
        if let container = holder.container { return container }
        let made: ModelContainer
        do {
            made = try ModelContainer(for: Schema(types), configurations: [ModelConfiguration(isStoredInMemoryOnly: inMemory)])
            onSetup(.success(made))
        } catch {
            onSetup(.failure(error))
            made = try! ModelContainer(for: Schema(types), configurations: [ModelConfiguration(isStoredInMemoryOnly: true)])
        }
        made.mainContext.autosaveEnabled = autosave
        holder.container = made
        return made
    }
}
