/// The model types a container stores, and the vocabulary of `@Attribute` and `@Relationship`.
public final class Schema: @unchecked Sendable {
    public struct Version: Hashable, Sendable, CustomStringConvertible {
        public let major: Int
        public let minor: Int
        public let patch: Int
        public init(_ major: Int, _ minor: Int, _ patch: Int) { (self.major, self.minor, self.patch) = (major, minor, patch) }
        public var description: String { "\(major).\(minor).\(patch)" }
    }

    /// Every model type, the given ones first, then those their relationships reach.
    let types: [any PersistentModel.Type]
    public let version: Version

    public init(_ types: [any PersistentModel.Type], version: Version = Version(1, 0, 0)) {
        var found: [any PersistentModel.Type] = []
        var pending = types
        while !pending.isEmpty {
            let type = pending.removeFirst()
            guard !found.contains(where: { $0 == type }) else { continue }
            found.append(type)
            pending += _ModelSchema.properties(of: type).compactMap(\.relatedType)
        }
        self.types = found
        self.version = version
    }

    public convenience init(_ types: any PersistentModel.Type..., version: Version = Version(1, 0, 0)) {
        self.init(types, version: version)
    }

    /// The names of the model types (entities), in the order they were given.
    public var entityNames: [String] { types.map { _ModelSchema.entityName(of: $0) } }

    public enum Attribute {
        /// `.unique`: inserting a model whose value is already stored updates the stored one.
        public struct Option: Hashable, Sendable {
            let name: String
            public static let unique = Option(name: "unique")
            public static let externalStorage = Option(name: "externalStorage")
            public static let allowsCloudEncryption = Option(name: "allowsCloudEncryption")
            public static let preserveValueOnDeletion = Option(name: "preserveValueOnDeletion")
            public static let ephemeral = Option(name: "ephemeral")
            public static let spotlight = Option(name: "spotlight")
        }
    }

    public enum Relationship {
        /// What deleting a model does to the models its relationship holds.
        public enum DeleteRule: String, Hashable, Codable, Sendable {
            /// The related models are deleted too.
            case cascade
            /// Deleting is refused while related models remain.
            case deny
            /// The related models are left as they are.
            case noAction
            /// The related models stop referring to the deleted one (the default).
            case nullify
        }

        public struct Option: Hashable, Sendable {
            let name: String
            public static let unique = Option(name: "unique")
        }
    }
}
