internal import SwiftIDEUtils
internal import SwiftParser
internal import SwiftSyntax

/// How a run of code is coloured.
public enum CodeStyle: String, Sendable {
    case keyword, string, number, comment, attribute, type
}

/// A run of a line's text in one style (nil: plain).
public struct StyledRun: Equatable, Sendable {
    public var text: String
    public var style: CodeStyle?
}

/// Highlighting for Swift listings from the compiler's own syntax classification (SwiftIDEUtils,
/// what sourcekit-lsp colours editors with): keywords, types, strings — multi-line and raw ones
/// and their interpolations included —, numbers, comments and attributes. The runs of each line
/// hold the text exactly, so what a reader copies is exactly the code that ran.
public struct SwiftHighlighter: Sendable {
    /// Whether listings the lexer alone can classify skip the parser (`LexicalClassifier`); off
    /// only to compare the two.
    var usesLexicalFastPath = true

    public init() {}

    /// The listing's lines as runs; no run crosses a line (so a diff can mark lines one by one and
    /// a multi-line string stays coloured on each).
    public func styledLines(_ code: String) -> [[StyledRun]] {
        let (bytes, ranges) = styledRanges(code)
        var lines: [[StyledRun]] = [[]]
        func append(_ range: Range<Int>, style: CodeStyle?) {
            var start = range.lowerBound
            // A span never crosses a line: it is closed before each newline and opened after it.
            while start < range.upperBound {
                var end = start
                while end < range.upperBound, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                if end > start {
                    lines[lines.count - 1].append(StyledRun(text: String(decoding: bytes[start..<end], as: UTF8.self), style: style))
                }
                if end < range.upperBound {
                    lines.append([])
                    end += 1
                }
                start = end
            }
        }
        for (range, style) in ranges { append(range, style: style) }
        return lines
    }

    /// The listing's bytes, and consecutive ranges of them that cover it, each in one style (nil:
    /// plain); a range may cross lines. What `styledLines` splits, for callers that write bytes.
    public func styledRanges(_ code: String) -> (bytes: [UInt8], ranges: [(range: Range<Int>, style: CodeStyle?)]) {
        let bytes = Array(code.utf8)
        let classifications = (usesLexicalFastPath ? LexicalClassifier.classify(bytes) : nil) ?? Self.parsedClassifications(code)
        var offset = 0
        var segments: [(range: Range<Int>, style: CodeStyle?)] = []
        segments.reserveCapacity(classifications.count * 2 + 1)
        for (range, kind) in classifications {
            if range.lowerBound > offset { segments.append((offset..<range.lowerBound, nil)) }
            segments.append((range, Self.style(kind, text: bytes[range])))
            offset = range.upperBound
        }
        if offset < bytes.count { segments.append((offset..<bytes.count, nil)) }
        return (bytes, Self.rawStringDelimitersJoined(Self.macroNamesJoined(segments, bytes), bytes))
    }

    /// The classification of SwiftIDEUtils, from the compiler's parser.
    static func parsedClassifications(_ code: String) -> [(range: Range<Int>, kind: SyntaxClassification)] {
        Parser.parse(source: code).classifications.map {
            ($0.range.lowerBound.utf8Offset..<$0.range.upperBound.utf8Offset, $0.kind)
        }
    }

    /// A freestanding macro's `#` is a token of its own; `#Preview` reads as one attribute-coloured
    /// name, as `#if` does.
    static func macroNamesJoined(
        _ segments: [(range: Range<Int>, style: CodeStyle?)], _ bytes: [UInt8]
    )
        -> [(range: Range<Int>, style: CodeStyle?)]
    {
        var result = segments
        for index in result.indices.dropLast() where result[index].style == nil {
            let range = result[index].range
            let next = result[index + 1]
            guard range.upperBound > range.lowerBound, bytes[range.upperBound - 1] == UInt8(ascii: "#"),
                next.style == nil || next.style == .type, let first = bytes[next.range].first,
                first == UInt8(ascii: "_") || (first | 0x20) >= UInt8(ascii: "a") && (first | 0x20) <= UInt8(ascii: "z")
            else { continue }
            result[index].range = range.lowerBound..<(range.upperBound - 1)
            result[index + 1] = ((range.upperBound - 1)..<next.range.upperBound, .attribute)
        }
        return result.filter { !$0.range.isEmpty }
    }

    /// A raw string's `#` delimiters are tokens of their own; they read as part of the string.
    static func rawStringDelimitersJoined(
        _ segments: [(range: Range<Int>, style: CodeStyle?)], _ bytes: [UInt8]
    )
        -> [(range: Range<Int>, style: CodeStyle?)]
    {
        var result = segments
        let pound = UInt8(ascii: "#")
        let string = CodeStyle.string
        for index in result.indices where result[index].style == nil {
            var range = result[index].range
            if index + 1 < result.count, result[index + 1].style == string {
                var start = range.upperBound
                while start > range.lowerBound, bytes[start - 1] == pound { start -= 1 }
                result[index + 1].range = start..<result[index + 1].range.upperBound
                range = range.lowerBound..<start
            }
            if index > 0, result[index - 1].style == string {
                var end = range.lowerBound
                while end < range.upperBound, bytes[end] == pound { end += 1 }
                result[index - 1].range = result[index - 1].range.lowerBound..<end
                range = end..<range.upperBound
            }
            result[index].range = range
        }
        return result.filter { !$0.range.isEmpty }
    }

    /// Swift names types with a capital letter, so an identifier that starts with one reads as a
    /// type where the tree alone cannot tell (`Text("Hi")` is a call).
    static func style(_ kind: SyntaxClassification, text: ArraySlice<UInt8>) -> CodeStyle? {
        switch kind {
        case .keyword: return .keyword
        case .stringLiteral, .regexLiteral: return .string
        case .integerLiteral, .floatLiteral: return .number
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: return .comment
        case .attribute, .ifConfigDirective: return .attribute
        case .type: return .type
        case .identifier:
            guard let first = text.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") else { return nil }
            return .type
        default: return nil
        }
    }
}
