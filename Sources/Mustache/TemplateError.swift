import Diagnostics

/// A problem in a template, located the way a compiler locates one, so editors can jump to it:
///
///     templates/lesson.mustache:12:5: error: unclosed section 'items'
public struct TemplateError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The template's file as the author should see it, or its name when it has no file.
    public var file: String
    /// 1-based line of the offending tag; 0 when the error concerns no particular place.
    public var line: Int
    /// 1-based column of the offending tag's opening delimiter in UTF-8 bytes (the unit of every
    /// `SourceLocation`); 0 when the error concerns no particular place.
    public var column: Int
    public var message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public var description: String {
        let place = line > 0 ? "\(file):\(line):\(column):" : "\(file):"
        return "\(place) error: \(message)"
    }
}

/// A place in a template's source, kept on the nodes that can fail at render time.
struct SourcePosition: Sendable, Hashable {
    var line: Int
    var column: Int

    static let unknown = SourcePosition(line: 0, column: 0)
}

extension TemplateError {
    init(_ message: String, file: String, at position: SourcePosition) {
        self.init(file: file, line: position.line, column: position.column, message: message)
    }
}

extension Diagnostic {
    /// A template error as the build reports it; an error that belongs to no line (an unknown
    /// template name) names only the file.
    public init(_ error: TemplateError) {
        let location =
            error.line > 0
            ? SourceLocation(file: error.file, line: error.line, column: error.column)
            : SourceLocation(file: error.file, line: 1)
        self.init(.error, at: error.line > 0 ? location : nil, error.line > 0 ? error.message : "\(error.file): \(error.message)")
    }
}
