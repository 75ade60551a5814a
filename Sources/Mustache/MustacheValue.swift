/// The data a template renders: the JSON-like shapes a site hands to its templates.
///
/// Literals build values directly, so a context reads like the data it describes:
///
/// ```swift
/// let context: MustacheValue = ["title": "Closures", "steps": [["name": "Capture"]], "draft": false]
/// ```
public enum MustacheValue: Sendable, Hashable {
    case string(String)
    /// Text already encoded as UTF-8 (a page body rendered a moment before): written into the
    /// output as it is, never decoded into a `String` and checked again.
    case utf8([UInt8])
    case bool(Bool)
    case int(Int)
    case double(Double)
    case array([MustacheValue])
    case object([String: MustacheValue])
    case null
}

extension MustacheValue {
    /// The member named `key` when this value is an object that has one.
    ///
    /// Returns nil both for a missing key and for a value that is not an object, because
    /// name resolution treats both the same way: keep looking further down the context stack.
    public subscript(key: String) -> MustacheValue? {
        guard case .object(let members) = self else { return nil }
        return members[key]
    }

    /// Whether a section renders (and an inverted section does not).
    ///
    /// The spec leaves truthiness to the host language. These rules follow what a page template
    /// needs: `null`, `false`, an empty list and an empty string hide a section, so
    /// `{{#subtitle}}<h2>{{subtitle}}</h2>{{/subtitle}}` works whether the field is absent or blank.
    /// Numbers are always truthy, since a count of zero is still something to print.
    var isTruthy: Bool {
        switch self {
        case .null: return false
        case .bool(let value): return value
        case .string(let value): return !value.isEmpty
        case .utf8(let bytes): return !bytes.isEmpty
        case .array(let elements): return !elements.isEmpty
        case .int, .double, .object: return true
        }
    }

    /// The text an interpolation tag writes, before escaping; nil writes nothing.
    ///
    /// Lists and objects have no natural text form, so they render as nothing rather than as
    /// a debug dump that would leak into a published page.
    var interpolatedText: String? {
        switch self {
        case .string(let value): return value
        case .utf8(let bytes): return String(decoding: bytes, as: UTF8.self)
        case .bool(let value): return value ? "true" : "false"
        case .int(let value): return String(value)
        case .double(let value): return Self.format(value)
        case .null, .array, .object: return nil
        }
    }

    /// Whole doubles print without a fractional part (`3`, not `3.0`), as they do in JSON and
    /// JavaScript, because data often arrives from YAML or JSON where `3` may decode as a double.
    private static func format(_ value: Double) -> String {
        if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
            return String(Int64(value))
        }
        return String(value)
    }
}

extension MustacheValue: ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    public init(stringLiteral value: String) {
        self = .string(value)
    }
}

extension MustacheValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }
}

extension MustacheValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) {
        self = .int(value)
    }
}

extension MustacheValue: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Double) {
        self = .double(value)
    }
}

extension MustacheValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: MustacheValue...) {
        self = .array(elements)
    }
}

extension MustacheValue: ExpressibleByDictionaryLiteral {
    /// A repeated key keeps its last value, like a YAML or JSON decoder would, instead of trapping.
    public init(dictionaryLiteral elements: (String, MustacheValue)...) {
        self = .object(Dictionary(elements, uniquingKeysWith: { _, last in last }))
    }
}

extension MustacheValue: ExpressibleByNilLiteral {
    public init(nilLiteral: ()) {
        self = .null
    }
}
