import Diagnostics

/// Reads typed fields out of a YAML mapping and collects every problem on the way, so one run
/// reports the unknown key, the wrong type and the missing title together.
struct FieldReader {
    let entries: [YAMLMappingEntry]
    /// Where "missing key" errors point: the start of the mapping (or the front matter).
    let start: SourceLocation
    /// "front-matter key", "manifest key", "key in a part": used in messages.
    let keyDescription: String
    var diagnostics: [Diagnostic] = []

    init(_ value: YAMLValue, keyDescription: String, start: SourceLocation? = nil) {
        self.entries = value.entries ?? []
        self.start = start ?? value.location
        self.keyDescription = keyDescription
    }

    /// Errors for keys not in `known`, with "did you mean" when one is a likely typo.
    mutating func rejectUnknownKeys(known: [String]) {
        for entry in entries where !known.contains(entry.key) {
            var message = "unknown \(keyDescription) '\(entry.key)'"
            var notes: [String] = []
            if let suggestion = Suggestions.closest(to: entry.key, in: known) {
                message += "; did you mean '\(suggestion)'?"
            } else {
                notes.append("known keys: " + known.joined(separator: ", "))
            }
            diagnostics.append(.error(message, at: entry.keyLocation, notes: notes))
        }
    }

    func value(_ key: String) -> YAMLMappingEntry? {
        entries.first { $0.key == key }
    }

    /// A string field. Nil when absent or null; an error when it is a list or mapping.
    mutating func string(_ key: String, required: Bool = false) -> YAMLScalar? {
        guard let entry = value(key), !entry.value.isNull else {
            if required {
                let present = value(key) != nil
                diagnostics.append(
                    .error(
                        present ? "'\(key)' must not be empty" : "missing required \(keyDescription) '\(key)'",
                        at: value(key)?.keyLocation ?? start))
            }
            return nil
        }
        guard let scalar = entry.value.scalar else {
            diagnostics.append(.error("'\(key)' must be a string, found \(entry.value.kindDescription)", at: entry.value.location))
            return nil
        }
        if required, scalar.value.trimmingWhitespace().isEmpty {
            diagnostics.append(.error("'\(key)' must not be empty", at: scalar.location))
            return nil
        }
        return scalar
    }

    /// A list of strings; a single string is accepted as a one-item list when `allowSingle`.
    mutating func stringList(_ key: String, allowSingle: Bool) -> [YAMLScalar]? {
        guard let entry = value(key), !entry.value.isNull else { return nil }
        switch entry.value {
        case .scalar(let scalar) where allowSingle:
            return [scalar]
        case .sequence(let items, _):
            var result: [YAMLScalar] = []
            for item in items {
                if let scalar = item.scalar, !item.isNull {
                    result.append(scalar)
                } else {
                    diagnostics.append(.error("'\(key)' must be a list of strings, found \(item.kindDescription) in it", at: item.location))
                }
            }
            return result
        default:
            diagnostics.append(.error("'\(key)' must be a list of strings, found \(entry.value.kindDescription)", at: entry.value.location))
            return nil
        }
    }

    mutating func bool(_ key: String) -> Bool? {
        guard let entry = value(key), !entry.value.isNull else { return nil }
        guard let bool = entry.value.bool else {
            let found = entry.value.scalar.map { "'\($0.value)'" } ?? entry.value.kindDescription
            diagnostics.append(.error("'\(key)' must be true or false, found \(found)", at: entry.value.location))
            return nil
        }
        return bool
    }
}

/// The error for an id that is not a slug, suggesting the slug it probably meant.
func notASlugError(_ scalar: YAMLScalar, what: String) -> Diagnostic {
    let suggestion = HeadingSlugger.slug(scalar.value)
    var message = "\(what) '\(scalar.value)' is not a slug: use lowercase letters, digits and single hyphens"
    if suggestion != "section", isSlug(suggestion), !Page.reservedIDs.contains(suggestion) {
        message += "; did you mean '\(suggestion)'?"
    }
    return .error(message, at: scalar.location)
}
