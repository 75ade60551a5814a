import Diagnostics

/// The YAML between the `---` lines at the top of a page, and the markdown body after it.
public struct FrontMatter: Sendable {
    /// Front matter larger than this is refused before libyaml sees it.
    public static let maximumBytes = 64 * 1024

    public var file: String
    /// The YAML text, or nil when the file does not start with `---`.
    public var yaml: String?
    /// File line of the first YAML line (the line after the opening `---`).
    public var yamlFirstLine: Int
    /// Everything after the closing `---` line.
    public var body: String
    /// File line where the body starts.
    public var bodyFirstLine: Int

    /// Splits a page into front matter and body. A file that does not begin with a `---` line has no
    /// front matter; one that opens it and never closes it is an error.
    public static func split(_ source: String, file: String) throws -> FrontMatter {
        let bytes = Array(source.utf8)
        var lineStart = 0
        var lineNumber = 1
        var yamlStart: Int?
        while lineStart <= bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            let next = min(lineEnd + 1, bytes.count)
            let line = trimTrailingSpace(bytes[lineStart..<lineEnd])
            if yamlStart == nil {
                guard line.elementsEqual("---".utf8) else {
                    return FrontMatter(file: file, yaml: nil, yamlFirstLine: 1, body: source, bodyFirstLine: 1)
                }
                yamlStart = next
            } else if line.elementsEqual("---".utf8) || line.elementsEqual("...".utf8) {
                let yaml = String(decoding: bytes[yamlStart!..<lineStart], as: UTF8.self)
                let body = String(decoding: bytes[next...], as: UTF8.self)
                if yaml.utf8.count > maximumBytes {
                    throw DiagnosticsError([
                        .error(
                            "front matter is too large (\(yaml.utf8.count) bytes; the limit is \(maximumBytes))",
                            at: SourceLocation(file: file, line: 2, column: 1))
                    ])
                }
                return FrontMatter(file: file, yaml: yaml, yamlFirstLine: 2, body: body, bodyFirstLine: lineNumber + 1)
            }
            if lineEnd >= bytes.count { break }
            lineStart = next
            lineNumber += 1
        }
        throw DiagnosticsError([
            .error(
                "front matter is not closed; end it with a line containing only '---'",
                at: SourceLocation(file: file, line: 1, column: 1))
        ])
    }

    /// The front matter as a mapping (an empty one when there is none).
    /// - Throws: `DiagnosticsError` for malformed YAML or a top level that is not a mapping.
    public func parseMapping() throws -> YAMLValue {
        let start = SourceLocation(file: file, line: yamlFirstLine, column: 1)
        guard let yaml else { return .mapping([], location: SourceLocation(file: file, line: 1, column: 1)) }
        guard let root = try YAMLParser.parse(yaml, file: file, firstLine: yamlFirstLine), !root.isNull else {
            return .mapping([], location: start)
        }
        guard case .mapping = root else {
            throw DiagnosticsError([
                .error(
                    "front matter must be 'key: value' lines, found \(root.kindDescription)", at: root.location)
            ])
        }
        return root
    }

    private static func trimTrailingSpace(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var line = line
        while let last = line.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") || last == UInt8(ascii: "\r") {
            line = line.dropLast()
        }
        return line
    }
}
