import Diagnostics

/// A scalar as written, with where it starts. `isPlain` tells `true` apart from `"true"`.
public struct YAMLScalar: Hashable, Sendable {
    public var value: String
    public var location: SourceLocation
    /// Unquoted, not a block scalar: only plain scalars are read as booleans or null.
    public var isPlain: Bool

    public init(value: String, location: SourceLocation, isPlain: Bool) {
        self.value = value
        self.location = location
        self.isPlain = isPlain
    }
}

/// One `key: value` pair, in the order written.
public struct YAMLMappingEntry: Hashable, Sendable {
    public var key: String
    public var keyLocation: SourceLocation
    public var value: YAMLValue
}

/// The small subset of YAML that front matter and the manifest use: strings, lists and mappings,
/// each remembering where it was written so errors can point at it.
public indirect enum YAMLValue: Hashable, Sendable {
    case scalar(YAMLScalar)
    case sequence([YAMLValue], location: SourceLocation)
    case mapping([YAMLMappingEntry], location: SourceLocation)

    public var location: SourceLocation {
        switch self {
        case .scalar(let s): return s.location
        case .sequence(_, let location), .mapping(_, let location): return location
        }
    }

    public var scalar: YAMLScalar? {
        if case .scalar(let s) = self { return s }
        return nil
    }

    /// The scalar's text; nil for lists, mappings and null.
    public var string: String? {
        guard let s = scalar, !isNull else { return nil }
        return s.value
    }

    /// `key:` with nothing after it, `~` or `null`.
    public var isNull: Bool {
        guard let s = scalar, s.isPlain else { return false }
        return ["", "~", "null", "Null", "NULL"].contains(s.value)
    }

    /// YAML 1.2 core booleans, only when unquoted.
    public var bool: Bool? {
        guard let s = scalar, s.isPlain else { return nil }
        switch s.value {
        case "true", "True", "TRUE": return true
        case "false", "False", "FALSE": return false
        default: return nil
        }
    }

    public var items: [YAMLValue]? {
        if case .sequence(let items, _) = self { return items }
        return nil
    }

    public var entries: [YAMLMappingEntry]? {
        if case .mapping(let entries, _) = self { return entries }
        return nil
    }

    public subscript(key: String) -> YAMLValue? {
        entries?.first { $0.key == key }?.value
    }

    /// "a string", "a list", "a mapping": for "expected X, found Y" messages.
    public var kindDescription: String {
        switch self {
        case .scalar: return isNull ? "nothing" : "a string"
        case .sequence: return "a list"
        case .mapping: return "a mapping"
        }
    }
}
