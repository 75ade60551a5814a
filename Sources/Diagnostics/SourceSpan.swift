/// A run of bytes on one line of a source file, in UTF-8 columns (1-based, end exclusive).
/// Edits are made in bytes so that `--update` can rewrite exactly the literal and nothing else,
/// whatever characters precede it on the line.
public struct SourceSpan: Hashable, Sendable {
    public var file: String
    public var line: Int
    public var startColumn: Int
    public var endColumn: Int

    public init(file: String, line: Int, startColumn: Int, endColumn: Int) {
        self.file = file
        self.line = line
        self.startColumn = startColumn
        self.endColumn = endColumn
    }

    public var location: SourceLocation { SourceLocation(file: file, line: line, column: startColumn) }
}
