import Foundation

/// What to fetch: the models of a type the predicate matches, in the order of the sort descriptors.
public struct FetchDescriptor<T: PersistentModel>: @unchecked Sendable {
    public var predicate: Predicate<T>?
    public var sortBy: [SortDescriptor<T>]
    public var fetchLimit: Int?
    public var fetchOffset: Int?
    public var includePendingChanges = true
    public var propertiesToFetch: [PartialKeyPath<T>] = []
    public var relationshipKeyPathsForPrefetching: [PartialKeyPath<T>] = []

    public init(predicate: Predicate<T>? = nil, sortBy: [SortDescriptor<T>] = []) {
        self.predicate = predicate
        self.sortBy = sortBy
    }
}

extension ModelContext {
    /// The models the descriptor describes: inserted ones included and deleted ones left out before
    /// any save, in insertion order unless sorted. A predicate that reads a property the model does
    /// not store stops the app, as SwiftData does on a device.
    public func fetch<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [T] {
        var models = store.models(of: T.self)
        if let predicate = descriptor.predicate {
            try _PredicateCheck.requireStoredProperties(predicate, of: T.self)
            models = try models.filter { try predicate.evaluate($0) }
        }
        if !descriptor.sortBy.isEmpty {
            models = _ModelSorting.sorted(models, by: descriptor.sortBy)
        }
        let offset = min(max(descriptor.fetchOffset ?? 0, 0), models.count)
        models = Array(models[offset...])
        if let limit = descriptor.fetchLimit { models = Array(models.prefix(max(limit, 0))) }
        return models
    }

    public func fetchCount<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> Int {
        try fetch(descriptor).count
    }

    public func fetchIdentifiers<T: PersistentModel>(_ descriptor: FetchDescriptor<T>) throws -> [PersistentIdentifier] {
        try fetch(descriptor).map(\.persistentModelID)
    }

    public func enumerate<T: PersistentModel>(_ descriptor: FetchDescriptor<T>, block: (T) throws -> Void) throws {
        for model in try fetch(descriptor) { try block(model) }
    }
}

/// Sorting as a device's store sorts: descriptors in turn, strings in the localized standard order
/// (the order of Finder and Files: "apple" before "Banana", "item 2" before "item 10"), ties kept
/// in insertion order.
enum _ModelSorting {
    static func sorted<T>(_ models: [T], by descriptors: [SortDescriptor<T>]) -> [T] {
        models.enumerated().sorted { a, b in
            for descriptor in descriptors {
                let order = compare(a.element, b.element, descriptor)
                if order != .orderedSame { return order == .orderedAscending }
            }
            return a.offset < b.offset
        }.map(\.element)
    }

    static func compare<T>(_ a: T, _ b: T, _ descriptor: SortDescriptor<T>) -> ComparisonResult {
        if let keyPath = descriptor.keyPath, let x = text(a[keyPath: keyPath]), let y = text(b[keyPath: keyPath]) {
            let order = x.localizedStandardCompare(y)
            return descriptor.order == .forward ? order : reversed(order)
        }
        return descriptor.compare(a, b)
    }

    /// A string, or nil for any other value; an optional string that is nil sorts first.
    private static func text(_ value: Any) -> String? {
        if let string = value as? String { return string }
        if let optional = value as? String? { return optional ?? "" }
        return nil
    }

    private static func reversed(_ order: ComparisonResult) -> ComparisonResult {
        switch order {
        case .orderedAscending: return .orderedDescending
        case .orderedDescending: return .orderedAscending
        case .orderedSame: return .orderedSame
        }
    }
}
