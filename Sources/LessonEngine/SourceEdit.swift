import Diagnostics

/// One replacement of bytes on one line of a markdown file, produced for `coursegen build --update`:
/// a drifted quoted literal, an `enabled`/`disabled` word, a count, or an observed-value link text.
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
                return "\(edit.span.file):\(edit.span.line):\(edit.span.startColumn): expected '\(edit.original)' but the file has '\(found)'"
            case .overlapping(let a, let b): return "overlapping edits: \(a) and \(b)"
            }
        }
    }

    /// Applies edits (all meant for this text's file) and changes no other byte. Lines keep their
    /// endings ("\n" or "\r\n"); identical duplicate edits are applied once.
    public static func apply(_ edits: [SourceEdit], to text: String) throws -> String {
        var bytes = Array(text.utf8)
        var lineStarts = [0]
        for (offset, byte) in bytes.enumerated() where byte == 0x0A { lineStarts.append(offset + 1) }
        /// The offset just past a line's last byte, before its "\n" or "\r\n".
        func lineEnd(_ line: Int) -> Int {
            let start = lineStarts[line - 1]
            var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
            if end > start, bytes[end - 1] == 0x0D { end -= 1 }
            return end
        }
        var ranges: [(range: Range<Int>, edit: SourceEdit)] = []
        for edit in Set(edits) {
            let line = edit.span.line
            guard line >= 1, line <= lineStarts.count, edit.span.startColumn >= 1,
                  edit.span.endColumn >= edit.span.startColumn else { throw ApplyError.lineOutOfRange(edit) }
            let start = lineStarts[line - 1] + edit.span.startColumn - 1
            let end = lineStarts[line - 1] + edit.span.endColumn - 1
            guard end <= lineEnd(line) else { throw ApplyError.lineOutOfRange(edit) }
            let found = String(decoding: bytes[start..<end], as: UTF8.self)
            guard found == edit.original else { throw ApplyError.textChanged(edit, found: found) }
            ranges.append((start..<end, edit))
        }
        ranges.sort { $0.range.lowerBound > $1.range.lowerBound }
        for (a, b) in zip(ranges, ranges.dropFirst()) where b.range.upperBound > a.range.lowerBound {
            throw ApplyError.overlapping(b.edit, a.edit)
        }
        for (range, edit) in ranges {
            bytes.replaceSubrange(range, with: Array(edit.replacement.utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
