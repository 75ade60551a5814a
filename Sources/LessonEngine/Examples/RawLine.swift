import Diagnostics

/// A line of a block as written, with what it compiles to and what the page shows.
struct RawLine: Equatable, Sendable {
    var text: String
    var file: String
    var line: Int
    var columnOffset: Int
    /// A line of a file on disk (`include=`): compiled exactly as written, never read as a hidden
    /// line (a real Swift file has none); shown only when `shown`.
    var verbatim = false
    var shown = true

    static func lines(of block: ExampleBlock) -> [RawLine] {
        if let included = block.included {
            let shown = Set(included.shownLines)
            return splitLines(included.text).enumerated().map { index, text in
                RawLine(text: text, file: included.file, line: index + 1, columnOffset: 0, verbatim: true, shown: shown.contains(index))
            }
        }
        return splitLines(block.code).enumerated().map { index, text in
            let column = block.lineColumns.flatMap { index < $0.count ? $0[index] : nil } ?? block.location.column ?? 1
            return RawLine(text: text, file: block.location.file, line: block.location.line + index, columnOffset: column - 1)
        }
    }

    /// `# code` and `#` are hidden lines: compiled, not shown. `## ` shows and compiles as `# `.
    var hiddenContent: String? {
        if verbatim { return nil }
        let indent = text.leadingWhitespace
        let rest = text.dropFirst(indent.count)
        if rest == "#" { return indent }
        if rest.hasPrefix("# ") { return indent + rest.dropFirst(2) }
        return nil
    }

    var compiled: SourceLine {
        let indent = text.leadingWhitespace
        let rest = text.dropFirst(indent.count)
        if verbatim { return SourceLine(text: text, file: file, line: line, columnOffset: columnOffset) }
        if hiddenContent != nil {
            return SourceLine(text: hiddenContent!, file: file, line: line, columnOffset: columnOffset + (rest == "#" ? 1 : 2))
        }
        if rest.hasPrefix("## ") {
            return SourceLine(text: indent + rest.dropFirst(1), file: file, line: line, columnOffset: columnOffset + 1)
        }
        return SourceLine(text: text, file: file, line: line, columnOffset: columnOffset)
    }

    var displayed: String? {
        if verbatim { return shown ? text : nil }
        if hiddenContent != nil { return nil }
        let indent = text.leadingWhitespace
        let rest = text.dropFirst(indent.count)
        if rest.hasPrefix("## ") { return indent + rest.dropFirst(1) }
        return text
    }
}
