import SwiftUI

/// The models a view shows, fetched from the environment's model context:
/// `@Query(sort: \Book.title) var books: [Book]`. The view updates when a model of the type is
/// inserted or deleted, and when a property the filter or sort reads changes, as on a device.
@propertyWrapper
public struct Query<Element: PersistentModel, Result>: DynamicProperty where Result == [Element] {
    @Environment(\.modelContext) private var context
    let descriptor: FetchDescriptor<Element>

    init(descriptor: FetchDescriptor<Element>) { self.descriptor = descriptor }

    /// The models, fetched as the view's body reads them.
    public var wrappedValue: Result { ((try? context.fetch(descriptor)) ?? []) as! Result }

    /// In the type itself rather than an extension, so `@Query var books: [Book]` infers `Book`.
    public init() where Result == [Element] { self.init(descriptor: FetchDescriptor()) }

    /// The context the query fetches from.
    public var modelContext: ModelContext { context }

    /// The error of the last fetch; the lesson runtime's fetches report theirs by stopping the app.
    public var fetchError: (any Error)? { nil }
}

extension Query where Result == [Element] {
    public init(_ descriptor: FetchDescriptor<Element>, animation: Animation = .default) {
        self.init(descriptor: descriptor)
    }

    public init(_ descriptor: FetchDescriptor<Element>, transaction: Transaction?) {
        self.init(descriptor: descriptor)
    }

    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation = .default) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: descriptors))
    }

    public init(filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], transaction: Transaction?) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: descriptors))
    }

    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
        animation: Animation = .default
    ) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }

    public init<Value: Comparable>(
        filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward,
        animation: Animation = .default
    ) {
        self.init(descriptor: FetchDescriptor(predicate: filter, sortBy: [SortDescriptor(keyPath, order: order)]))
    }
}
