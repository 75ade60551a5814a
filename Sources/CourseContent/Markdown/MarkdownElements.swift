import Diagnostics

/// A fenced or indented code block, with the fence's info string already taken apart.
///
/// The info string ` ```swift example=counter base=start ` becomes the language `swift` and the
/// attributes `example=counter`, `base=start`. Words without `=` are kept in `flags` so callers can
/// report them instead of silently ignoring a typo.
public struct CodeBlock: Hashable, Sendable {
    /// The whole info string as written after the fence, trimmed.
    public var info: String
    /// The first word of the info string, or nil for an indented block or a bare fence.
    public var language: String?
    /// `key=value` words after the language. Values may be double-quoted to hold spaces.
    public var attributes: [String: String]
    /// Attribute keys in the order they were written (for stable error messages).
    public var attributeOrder: [String]
    /// Words after the language that are not `key=value`.
    public var flags: [String]
    /// The literal content, ending with a newline unless empty.
    public var code: String
    /// True for ``` / ~~~ blocks, false for indented ones.
    public var isFenced: Bool
    /// File line of the opening fence (of the first line for indented blocks).
    public var fenceLine: Int
    /// File line of the first content line.
    public var contentLine: Int
    /// File line of the closing fence (or of the last line of the block).
    public var endLine: Int
    /// Where the block starts, for diagnostics.
    public var location: SourceLocation

    public subscript(_ key: String) -> String? { attributes[key] }
}

/// An inline link or image and where it is written.
public struct Link: Hashable, Sendable {
    /// The destination exactly as cmark parsed it (entities and escapes resolved).
    public var destination: String
    public var title: String?
    /// Plain text of the link's content (an image's alt text).
    public var text: String
    public var isImage: Bool
    /// File line and UTF-8 column of the opening `[` (or `!`).
    public var location: SourceLocation
    /// Where the text starts, right after the bracket, when it is written there exactly as `text`
    /// (no markup, escapes or entities in between): the place an edit of the text can aim at.
    public var textLocation: SourceLocation?
}

/// An ATX or setext heading with the anchor its `id=` gets.
public struct Heading: Hashable, Sendable {
    public var level: Int
    /// Plain text: the heading's inline content without markup.
    public var text: String
    /// A slug unique within the page: `pitfalls`, then `pitfalls-1`.
    public var anchor: String
    public var location: SourceLocation
}

extension CodeBlock {
    /// Splits an info string into language, attributes and flags.
    static func parseInfo(_ info: String) -> (language: String?, attributes: [String: String], order: [String], flags: [String]) {
        let words = tokenizeInfo(info)
        guard let first = words.first else { return (nil, [:], [], []) }
        var attributes: [String: String] = [:]
        var order: [String] = []
        var flags: [String] = []
        // A first word with `=` is an attribute, not a language (` ```example=x ` is odd but not a language).
        var language: String? = first
        var rest = words.dropFirst()
        if first.contains("=") {
            language = nil
            rest = words[...]
        }
        for word in rest {
            if let eq = word.firstIndex(of: "="), eq != word.startIndex {
                let key = String(word[..<eq])
                var value = String(word[word.index(after: eq)...])
                if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\"") {
                    value = String(value.dropFirst().dropLast())
                }
                // The first occurrence wins; a repeated key is kept as a flag so it can be reported.
                if attributes[key] == nil {
                    attributes[key] = value
                    order.append(key)
                } else {
                    flags.append(word)
                }
            } else {
                flags.append(word)
            }
        }
        return (language, attributes, order, flags)
    }

    /// Whitespace-separated words; a double-quoted run (`title="Two words"`) stays in one word.
    private static func tokenizeInfo(_ info: String) -> [String] {
        var words: [String] = []
        var current = ""
        var inQuotes = false
        for ch in info {
            if ch == "\"" {
                inQuotes.toggle()
                current.append(ch)
                continue
            }
            if !inQuotes, ch == " " || ch == "\t" {
                if !current.isEmpty {
                    words.append(current)
                    current = ""
                }
            } else {
                current.append(ch)
            }
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
