internal import SwiftParser
internal import SwiftSyntax

/// A position in a Swift file as an author reads it: a line (0-based index into the file's lines)
/// and a 1-based column counted in UTF-8 bytes, the unit every coursegen diagnostic uses.
public struct LinePosition: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public var description: String { "\(line):\(column)" }
}

/// One Swift file parsed by the compiler's own parser (SwiftParser, from the toolchain), with the
/// means to turn the tree's byte offsets into lines and columns.
struct ParsedSwiftFile {
    let tree: SourceFileSyntax
    let converter: SourceLocationConverter

    init(_ text: String) {
        tree = Parser.parse(source: text)
        converter = SourceLocationConverter(fileName: "", tree: tree)
    }

    func position(_ offset: AbsolutePosition) -> LinePosition {
        let location = converter.location(for: offset)
        return LinePosition(line: location.line - 1, column: location.column)
    }

    /// The line of a node's first token, not counting the comments and blank lines before it.
    func firstLine(_ node: some SyntaxProtocol) -> Int { position(node.positionAfterSkippingLeadingTrivia).line }

    /// The line of a node's last token, not counting a comment after it.
    func lastLine(_ node: some SyntaxProtocol) -> Int { position(node.endPositionBeforeTrailingTrivia).line }
}
