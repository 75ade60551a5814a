/// A place in a source file, 1-based, as compilers print it.
public struct SourceLocation: Hashable, Sendable, Comparable {
    /// The path as the author should see it, relative to the working directory when possible.
    public var file: String
    public var line: Int
    /// 1-based column in UTF-8 bytes from the start of the line (see `SourceFile`), or nil when
    /// only the line is known.
    public var column: Int?

    public init(file: String, line: Int, column: Int? = nil) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column ?? 0) < (b.file, b.line, b.column ?? 0)
    }
}

/// One problem found while building, printed like a compiler error:
/// `content/lessons/x.md:42:3: error: checkpoint drift`, followed by indented notes.
public struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable { case error, warning, note }

    public var severity: Severity
    /// Nil for problems that belong to no file (a missing directory, a failed tool).
    public var location: SourceLocation?
    public var message: String
    /// Extra lines printed under the message: expected vs observed, the screen, a suggestion.
    public var notes: [String]
    /// Edits that would make the problem go away by writing what was observed (a drifted
    /// expectation's new text); `coursegen build --update` applies them.
    public var fixes: [SourceEdit]

    public init(
        _ severity: Severity = .error, at location: SourceLocation?, _ message: String, notes: [String] = [],
        fixes: [SourceEdit] = []
    ) {
        self.severity = severity
        self.location = location
        self.message = message
        self.notes = notes
        self.fixes = fixes
    }

    public static func error(
        _ message: String, at location: SourceLocation? = nil, notes: [String] = [],
        fixes: [SourceEdit] = []
    ) -> Diagnostic {
        Diagnostic(.error, at: location, message, notes: notes, fixes: fixes)
    }

    public static func warning(_ message: String, at location: SourceLocation? = nil, notes: [String] = []) -> Diagnostic {
        Diagnostic(.warning, at: location, message, notes: notes)
    }

    /// `file:line:col: error: message` and one indented line per note.
    public var description: String {
        var head = ""
        if let location {
            head = "\(location.file):\(location.line):"
            if let column = location.column { head += "\(column):" }
            head += " "
        }
        head += "\(severity.rawValue): \(message)"
        return ([head] + notes.map { "    " + $0 }).joined(separator: "\n")
    }
}

/// Thrown when a step produced problems that are already collected as diagnostics.
public struct DiagnosticsError: Error, CustomStringConvertible, Sendable {
    public var diagnostics: [Diagnostic]
    public init(_ diagnostics: [Diagnostic]) { self.diagnostics = diagnostics }
    public var description: String { diagnostics.map(\.description).joined(separator: "\n") }
}

extension Array where Element == Diagnostic {
    public var hasErrors: Bool { contains { $0.severity == .error } }

    /// Every fix the diagnostics carry, once each, in file order: what `--update` writes.
    public var fixes: [SourceEdit] {
        let all: [SourceEdit] = flatMap { $0.fixes }
        return [SourceEdit](Set(all)).sorted {
            ($0.span.file, $0.span.line, $0.span.startColumn) < ($1.span.file, $1.span.line, $1.span.startColumn)
        }
    }

    /// Sorted by file and line so every run prints the same report.
    public var sortedForReport: [Diagnostic] {
        enumerated().sorted { lhs, rhs in
            switch (lhs.element.location, rhs.element.location) {
            case (let l?, let r?) where l != r: return l < r
            case (nil, _?): return true
            case (_?, nil): return false
            default: return lhs.offset < rhs.offset
            }
        }.map(\.element)
    }
}
