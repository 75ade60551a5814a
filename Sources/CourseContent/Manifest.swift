import Diagnostics

/// `content/course.yml`: the course's title, locale and the reading order of its pages.
public struct Manifest: Sendable {
    public static let knownKeys = [
        "title", "description", "locale", "time_zone", "parts", "reference", "allow_raw_html",
        "search_placeholder", "reference_introduction", "reference_filter_placeholder",
    ]
    public static let knownPartKeys = ["title", "lessons"]
    public static let maximumBytes = 256 * 1024

    /// An id as listed in the manifest, with where it is listed.
    public struct Entry: Hashable, Sendable {
        public var id: String
        public var location: SourceLocation
    }

    public struct Part: Hashable, Sendable {
        public var title: String
        public var location: SourceLocation
        public var lessons: [Entry]
    }

    public var path: String
    public var title: String
    public var description: String?
    /// Formatting locale for every example, e.g. `en_US` (the default).
    public var locale: String
    /// The time zone every example runs in, e.g. `America/New_York` (`UTC` by default).
    public var timeZone: String = "UTC"
    public var parts: [Part]
    public var reference: [Entry]
    /// Whether raw HTML in markdown reaches the page. Off by default.
    public var allowRawHTML: Bool
    /// The course's own words on every site page; the defaults suit any course.
    public var searchPlaceholder = "Search the course"
    /// Inline markdown above the reference index's list of cards.
    public var referenceIntroduction = "One card per idea, each with code that ran. Filter them by the word you already know."
    public var referenceFilterPlaceholder = "Filter cards"
    /// The text the manifest was parsed from (with `path`, all it is made of); empty for one made in code.
    public private(set) var source = ""

    /// - Throws: `DiagnosticsError` with every problem in the manifest.
    public static func parse(source: String, path: String) throws -> Manifest {
        let start = SourceLocation(file: path, line: 1, column: 1)
        if source.utf8.count > maximumBytes {
            throw DiagnosticsError([
                .error("course manifest is too large (\(source.utf8.count) bytes; the limit is \(maximumBytes))", at: start)
            ])
        }
        guard let root = try YAMLParser.parse(source, file: path, firstLine: 1), !root.isNull else {
            throw DiagnosticsError([.error("course manifest is empty; it needs at least a 'title'", at: start)])
        }
        guard case .mapping = root else {
            throw DiagnosticsError([.error("course manifest must be 'key: value' lines, found \(root.kindDescription)", at: root.location)])
        }
        var reader = FieldReader(root, keyDescription: "manifest key", start: start)
        reader.rejectUnknownKeys(known: knownKeys)
        let title = reader.string("title", required: true)
        let description = reader.string("description")
        let locale = reader.string("locale")
        if let locale, !isLocaleIdentifier(locale.value) {
            reader.diagnostics.append(.error("'locale' must look like 'en_US' or 'fr', found '\(locale.value)'", at: locale.location))
        }
        let timeZone = reader.string("time_zone")
        if let timeZone, !isTimeZoneIdentifier(timeZone.value) {
            reader.diagnostics.append(
                .error(
                    "'time_zone' must be an IANA time zone such as 'UTC' or 'America/New_York', found '\(timeZone.value)'",
                    at: timeZone.location))
        }
        let allowRawHTML = reader.bool("allow_raw_html") ?? false
        let searchPlaceholder = reader.string("search_placeholder")
        let referenceIntroduction = reader.string("reference_introduction")
        let referenceFilterPlaceholder = reader.string("reference_filter_placeholder")
        let reference = ids(reader.stringList("reference", allowSingle: false) ?? [], into: &reader.diagnostics)

        var parts: [Part] = []
        if let entry = reader.value("parts"), !entry.value.isNull {
            if let items = entry.value.items {
                for item in items {
                    if let part = parsePart(item, into: &reader.diagnostics) { parts.append(part) }
                }
            } else {
                reader.diagnostics.append(
                    .error(
                        "'parts' must be a list of parts, each with a 'title' and 'lessons', found \(entry.value.kindDescription)",
                        at: entry.value.location))
            }
        }

        guard reader.diagnostics.isEmpty, let title else { throw DiagnosticsError(reader.diagnostics) }
        var manifest = Manifest(
            path: path, title: title.value, description: description?.value,
            locale: locale?.value ?? "en_US", parts: parts, reference: reference,
            allowRawHTML: allowRawHTML)
        if let timeZone { manifest.timeZone = timeZone.value }
        if let searchPlaceholder { manifest.searchPlaceholder = searchPlaceholder.value }
        if let referenceIntroduction { manifest.referenceIntroduction = referenceIntroduction.value }
        if let referenceFilterPlaceholder { manifest.referenceFilterPlaceholder = referenceFilterPlaceholder.value }
        manifest.source = source
        return manifest
    }

    private static func parsePart(_ item: YAMLValue, into diagnostics: inout [Diagnostic]) -> Part? {
        guard case .mapping = item else {
            diagnostics.append(.error("each part must have a 'title' and 'lessons', found \(item.kindDescription)", at: item.location))
            return nil
        }
        var reader = FieldReader(item, keyDescription: "key in a part")
        reader.rejectUnknownKeys(known: knownPartKeys)
        let title = reader.string("title", required: true)
        let lessons = reader.stringList("lessons", allowSingle: false)
        if reader.value("lessons") == nil {
            reader.diagnostics.append(.error("missing required key in a part 'lessons'", at: item.location))
        }
        let entries = ids(lessons ?? [], into: &reader.diagnostics)
        diagnostics += reader.diagnostics
        guard let title else { return nil }
        return Part(title: title.value, location: title.location, lessons: entries)
    }

    private static func ids(_ scalars: [YAMLScalar], into diagnostics: inout [Diagnostic]) -> [Entry] {
        scalars.compactMap { scalar in
            guard isSlug(scalar.value) else {
                diagnostics.append(notASlugError(scalar, what: "id"))
                return nil
            }
            return Entry(id: scalar.value, location: scalar.location)
        }
    }

    /// `en`, `en_US`, `pt_BR`, `es_419`: what Foundation's locales accept, without asking Foundation.
    static func isLocaleIdentifier(_ text: String) -> Bool {
        let parts = text.split(separator: "_", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count) else { return false }
        let language = parts[0]
        guard (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLowercase }) else { return false }
        if parts.count == 2 {
            let region = parts[1]
            let letters = region.count == 2 && region.allSatisfy { $0.isASCII && $0.isUppercase }
            let digits = region.count == 3 && region.allSatisfy { $0.isASCII && $0.isNumber }
            return letters || digits
        }
        return true
    }

    /// `UTC`, `Europe/London`, `America/Argentina/Buenos_Aires`: the shape of an IANA name, without
    /// asking Foundation (the lesson process checks it exists).
    static func isTimeZoneIdentifier(_ text: String) -> Bool {
        guard !text.isEmpty, text.count <= 64 else { return false }
        return text.split(separator: "/", omittingEmptySubsequences: false).allSatisfy { part in
            !part.isEmpty && part.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" || $0 == "+") }
        }
    }
}
