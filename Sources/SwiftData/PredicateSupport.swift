import Foundation

/// What SwiftData can evaluate in a `#Predicate` (Foundation's own macro) beyond Foundation on Linux.
enum _PredicateCheck {
    /// A device's store can filter only on what it stores: a predicate that reads a computed or
    /// `@Transient` property of a model stops the app there, so it stops the lesson too, by name.
    static func requireStoredProperties<T: PersistentModel>(_ predicate: Predicate<T>, of type: T.Type) throws {
        for keyPath in keyPaths(in: predicate.expression) {
            guard let model = Swift.type(of: keyPath).rootType as? any PersistentModel.Type else { continue }
            let stored = _ModelSchema.properties(of: model)
            guard !stored.contains(where: { $0.keyPath == keyPath }) else { continue }
            let name = String(describing: keyPath)
            fatalError(
                "SwiftData cannot evaluate this #Predicate: it reads \(name), which \(model) does not store "
                    + "(stored: \(stored.map(\.name).joined(separator: ", "))). A device stops the app here too; filter on a stored property."
            )
        }
    }

    private static func keyPaths(in value: Any) -> [AnyKeyPath] {
        if let keyPath = value as? AnyKeyPath { return [keyPath] }
        let mirror = Mirror(reflecting: value)
        // A captured model or other object is a value the predicate compares with, not part of it.
        guard mirror.displayStyle != .class else { return [] }
        return mirror.children.flatMap { keyPaths(in: $0.value) }
    }
}

extension PredicateExpressions {
    /// `name.localizedStandardContains("r")` in a `#Predicate`: contains, ignoring case and diacritics,
    /// as Apple's Foundation evaluates it.
    public struct StringLocalizedStandardContains<Root: PredicateExpression, Other: PredicateExpression>: PredicateExpression
    where Root.Output: StringProtocol, Other.Output: StringProtocol {
        public typealias Output = Bool
        public let root: Root
        public let other: Other

        public init(root: Root, other: Other) {
            self.root = root
            self.other = other
        }

        public func evaluate(_ bindings: PredicateBindings) throws -> Bool {
            let text = String(try root.evaluate(bindings))
            let part = String(try other.evaluate(bindings))
            return text.range(of: part, options: [.caseInsensitive, .diacriticInsensitive]) != nil
        }
    }

    public static func build_localizedStandardContains<Root, Other>(
        _ root: Root, _ other: Other
    )
        -> StringLocalizedStandardContains<Root, Other>
    {
        StringLocalizedStandardContains(root: root, other: other)
    }
}

extension PredicateExpressions.StringLocalizedStandardContains: StandardPredicateExpression
where Root: StandardPredicateExpression, Other: StandardPredicateExpression {}

extension PredicateExpressions.StringLocalizedStandardContains: Codable where Root: Codable, Other: Codable {}

extension PredicateExpressions.StringLocalizedStandardContains: Sendable where Root: Sendable, Other: Sendable {}
