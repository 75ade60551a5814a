/// One replacement of bytes on one line of a file: the fix a diagnostic carries. `coursegen build
/// --update` applies the fixes of drift diagnostics — a drifted quoted literal, an
/// `enabled`/`disabled` word, a count, or an observed-value link text — and nothing else.
public struct SourceEdit: Hashable, Sendable, CustomStringConvertible {
    /// The bytes to replace (1-based UTF-8 columns, end exclusive).
    public var span: SourceSpan
    /// What those bytes are now; the edit refuses to apply if the file says something else.
    public var original: String
    public var replacement: String

    public init(span: SourceSpan, original: String, replacement: String) {
        self.span = span
        self.original = original
        self.replacement = replacement
    }

    public var file: String { span.file }

    public var description: String {
        "\(span.file):\(span.line):\(span.startColumn): \(original) → \(replacement)"
    }

    /// Text for the inside of a checkpoint's double quotes.
    public static func quoted(_ value: String) -> String {
        var result = ""
        for c in value {
            switch c {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.append(c)
            }
        }
        return result
    }

    public enum ApplyError: Error, Equatable, CustomStringConvertible {
        case lineOutOfRange(SourceEdit)
        case textChanged(SourceEdit, found: String)
        case overlapping(SourceEdit, SourceEdit)

        public var description: String {
            switch self {
            case .lineOutOfRange(let edit): return "\(edit.span.file):\(edit.span.line): the file has no such line or column"
            case .textChanged(let edit, let found):
                return
                    "\(edit.span.file):\(edit.span.line):\(edit.span.startColumn): expected '\(edit.original)' but the file has '\(found)'"
            case .overlapping(let a, let b): return "overlapping edits: \(a) and \(b)"
            }
        }
    }

    /// Applies edits (all meant for this text's file) and changes no other byte.
    public static func apply(_ edits: [SourceEdit], to text: String) throws -> String {
        try SourceFile(path: edits.first?.file ?? "", text: text).applying(edits)
    }
}
