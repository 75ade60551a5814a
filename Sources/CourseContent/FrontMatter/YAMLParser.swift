import CYaml
import Diagnostics

/// Parses YAML text into a `YAMLValue` through libyaml's event API, keeping libyaml's marks so every
/// value knows its file line and column.
///
/// Deliberately strict, because front matter is data a build trusts: anchors and aliases are refused
/// (an alias "billion laughs" can expand a small file into gigabytes), as are tags other than `!!str`,
/// nesting deeper than `maximumDepth`, more than one document and duplicate keys.
public enum YAMLParser {
    public static let maximumDepth = 16

    /// - Parameters:
    ///   - firstLine: the file line the YAML text starts on, so locations are file lines.
    /// - Returns: the document's root, or nil when the text holds no document (empty or only comments).
    /// - Throws: `DiagnosticsError` with every problem libyaml let it find.
    public static func parse(_ text: String, file: String, firstLine: Int = 1) throws -> YAMLValue? {
        var text = text
        // Each retry quotes one more scalar; a front matter with more than this many is not worth saving.
        for _ in 0..<maximumReservedScalarFixes {
            var builder = Builder(file: file, firstLine: firstLine, text: SourceFile(path: file, text: text))
            var bytes = Array(text.utf8)
            if bytes.isEmpty { bytes = [UInt8(ascii: "\n")] }
            bytes.withUnsafeBufferPointer { builder.run($0) }
            if let problem = builder.syntaxProblem, problem.problem == "found character that cannot start any token",
                let fixed = quotingReservedScalar(in: text, line: problem.line, column: problem.column)
            {
                text = fixed
                continue
            }
            if !builder.diagnostics.isEmpty { throw DiagnosticsError(builder.diagnostics) }
            return builder.root
        }
        throw DiagnosticsError([
            .error(
                "too many values start with '@' or '`'; put them in quotes",
                at: SourceLocation(file: file, line: firstLine, column: 1))
        ])
    }

    static let maximumReservedScalarFixes = 64

    /// YAML reserves `@` and `` ` `` at the start of a plain scalar, but authors write `title: @State`
    /// (the reference cards do) and mean the text. When libyaml stops at such a character, the scalar
    /// it starts is put in single quotes, in place, so the rest of the line keeps its columns up to it.
    /// Returns nil when the character at the mark is not one of those two.
    static func quotingReservedScalar(in text: String, line: Int, column: Int) -> String? {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { Array(String($0).unicodeScalars) }
        guard line < lines.count, column < lines[line].count else { return nil }
        let scalars = lines[line]
        guard scalars[column] == "@" || scalars[column] == "`" else { return nil }

        // Inside `[ … ]` or `{ … }` the scalar ends at the next separator; in block style at a comment.
        var flowDepth = 0
        var quote: Unicode.Scalar?
        for s in scalars[..<column] {
            if let q = quote {
                if s == q { quote = nil }
                continue
            }
            switch s {
            case "'", "\"": quote = s
            case "[", "{": flowDepth += 1
            case "]", "}": flowDepth -= 1
            default: break
            }
        }
        var end = column
        while end < scalars.count {
            let s = scalars[end]
            if flowDepth > 0, s == "," || s == "]" || s == "}" { break }
            if s == "#", end > column, scalars[end - 1] == " " || scalars[end - 1] == "\t" { break }
            if s == "\r" { break }
            end += 1
        }
        var value = Array(scalars[column..<end])
        while let last = value.last, last == " " || last == "\t" { value.removeLast() }
        let valueEnd = column + value.count
        var quoted: [Unicode.Scalar] = ["'"]
        for s in value {
            quoted.append(s)
            if s == "'" { quoted.append("'") }
        }
        quoted.append("'")
        lines[line] = Array(scalars[..<column]) + quoted + Array(scalars[valueEnd...])
        return lines.map { String(String.UnicodeScalarView($0)) }.joined(separator: "\n")
    }

    private enum Frame {
        case sequence([YAMLValue], SourceLocation)
        case mapping([YAMLMappingEntry], pendingKey: YAMLScalar?, SourceLocation)
    }

    private struct Builder {
        let file: String
        let firstLine: Int
        var root: YAMLValue?
        var stack: [Frame] = []
        var diagnostics: [Diagnostic] = []
        var documents = 0
        /// Mapping keys already seen at each open mapping, for duplicate detection.
        var seenKeys: [[String: SourceLocation]] = []

        /// The YAML text's line index: libyaml counts columns in characters, the project in UTF-8 bytes.
        let text: SourceFile

        init(file: String, firstLine: Int, text: SourceFile) {
            self.file = file
            self.firstLine = firstLine
            self.text = text
        }

        func location(_ mark: yaml_mark_t) -> SourceLocation {
            let column = text.utf8Column(line: Int(mark.line) + 1, scalarColumn: Int(mark.column) + 1)
            return SourceLocation(file: file, line: firstLine + Int(mark.line), column: column)
        }

        /// libyaml's problem and its 0-based mark, when parsing stopped on malformed YAML.
        var syntaxProblem: (problem: String, line: Int, column: Int)?

        /// Parses until the end or the first problem; problems are left in `diagnostics`.
        mutating func run(_ buffer: UnsafeBufferPointer<UInt8>) {
            var parser = yaml_parser_t()
            guard yaml_parser_initialize(&parser) != 0 else {
                diagnostics.append(.error("could not start the YAML parser", at: SourceLocation(file: file, line: firstLine)))
                return
            }
            defer { yaml_parser_delete(&parser) }
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)

            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) != 0 else {
                    diagnostics.append(syntaxError(parser))
                    syntaxProblem = (
                        parser.problem.map { String(cString: $0) } ?? "",
                        Int(parser.problem_mark.line), Int(parser.problem_mark.column)
                    )
                    break
                }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { break }
                guard handle(event) else { break }
            }
        }

        /// libyaml's own words, at its problem mark, with the context it was in.
        func syntaxError(_ parser: yaml_parser_t) -> Diagnostic {
            let problem = parser.problem.map { String(cString: $0) } ?? "malformed YAML"
            var message = "malformed YAML: \(problem)"
            var at = location(parser.problem_mark)
            if parser.error == YAML_READER_ERROR {
                // Reader errors carry a byte offset, not a mark.
                at = SourceLocation(file: file, line: firstLine)
            }
            if let context = parser.context.map({ String(cString: $0) }) {
                let c = location(parser.context_mark)
                message += " (\(context) at line \(c.line), column \(c.column ?? 1))"
            }
            return .error(message, at: at)
        }

        /// Returns false to stop parsing.
        mutating func handle(_ event: yaml_event_t) -> Bool {
            let at = location(event.start_mark)
            switch event.type {
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    diagnostics.append(.error("expected one YAML document, found a second one", at: at))
                    return false
                }
            case YAML_ALIAS_EVENT:
                let name = event.data.alias.anchor.map { String(cString: $0) } ?? ""
                diagnostics.append(.error("YAML aliases ('*\(name)') are not allowed here; write the value out", at: at))
                // Keep going with a placeholder so later problems are reported too.
                add(.scalar(YAMLScalar(value: "", location: at, isPlain: true)))
            case YAML_SCALAR_EVENT:
                let s = event.data.scalar
                checkAnchorAndTag(anchor: s.anchor, tag: s.tag, at: at)
                let value = s.value.map { String(decoding: UnsafeBufferPointer(start: $0, count: s.length), as: UTF8.self) } ?? ""
                // An explicit `!!str` makes a plain-looking scalar a string.
                let plain = s.style == YAML_PLAIN_SCALAR_STYLE && s.tag == nil
                add(.scalar(YAMLScalar(value: value, location: at, isPlain: plain)))
            case YAML_SEQUENCE_START_EVENT:
                let s = event.data.sequence_start
                checkAnchorAndTag(anchor: s.anchor, tag: s.tag, at: at)
                guard checkDepth(at) else { return false }
                stack.append(.sequence([], at))
            case YAML_MAPPING_START_EVENT:
                let m = event.data.mapping_start
                checkAnchorAndTag(anchor: m.anchor, tag: m.tag, at: at)
                guard checkDepth(at) else { return false }
                stack.append(.mapping([], pendingKey: nil, at))
                seenKeys.append([:])
            case YAML_SEQUENCE_END_EVENT:
                guard case .sequence(let items, let start)? = stack.popLast() else { return false }
                add(.sequence(items, location: start))
            case YAML_MAPPING_END_EVENT:
                guard case .mapping(let entries, _, let start)? = stack.popLast() else { return false }
                seenKeys.removeLast()
                add(.mapping(entries, location: start))
            default:
                break
            }
            return true
        }

        mutating func checkDepth(_ at: SourceLocation) -> Bool {
            guard stack.count < YAMLParser.maximumDepth else {
                diagnostics.append(.error("YAML is nested more than \(YAMLParser.maximumDepth) levels deep", at: at))
                return false
            }
            return true
        }

        /// Records the problem and lets parsing go on, so the rest of the document is still checked.
        mutating func checkAnchorAndTag(
            anchor: UnsafeMutablePointer<yaml_char_t>?, tag: UnsafeMutablePointer<yaml_char_t>?, at: SourceLocation
        ) {
            if let anchor {
                let name = String(cString: anchor)
                diagnostics.append(.error("YAML anchors ('&\(name)') are not allowed here; write the value out", at: at))
            }
            if let tag {
                let name = String(cString: tag)
                if name != "tag:yaml.org,2002:str" {
                    diagnostics.append(.error("YAML tag '\(name)' is not supported; remove it", at: at))
                }
            }
        }

        /// Puts a finished value into the collection that is open, or makes it the root.
        mutating func add(_ value: YAMLValue) {
            guard let top = stack.popLast() else {
                root = value
                return
            }
            switch top {
            case .sequence(var items, let start):
                items.append(value)
                stack.append(.sequence(items, start))
            case .mapping(var entries, let pendingKey, let start):
                if let key = pendingKey {
                    entries.append(YAMLMappingEntry(key: key.value, keyLocation: key.location, value: value))
                    stack.append(.mapping(entries, pendingKey: nil, start))
                } else if case .scalar(let key) = value {
                    if let first = seenKeys[seenKeys.count - 1][key.value] {
                        diagnostics.append(
                            .error(
                                "duplicate key '\(key.value)'", at: key.location,
                                notes: ["\(first.file):\(first.line):\(first.column ?? 1): note: first written here"]))
                    } else {
                        seenKeys[seenKeys.count - 1][key.value] = key.location
                    }
                    stack.append(.mapping(entries, pendingKey: key, start))
                } else {
                    diagnostics.append(.error("a mapping key must be a plain word, not \(value.kindDescription)", at: value.location))
                    // Record a placeholder key so the value that follows is consumed.
                    stack.append(.mapping(entries, pendingKey: YAMLScalar(value: "", location: value.location, isPlain: true), start))
                }
            }
        }
    }
}
