import Diagnostics

/// A name in a tag: `title`, `lesson.author.name`, `.` or `.title`.
struct TagName: Sendable, Hashable {
    /// The name as written, used to match a section with its closing tag and in messages.
    var text: String
    /// The dot-separated parts to resolve; empty for the implicit iterator `.`.
    var components: [String]
    /// True for `.` and `.name`: resolution starts at the top of the context stack instead of
    /// searching down it, which lets a template insist on the current item's own field.
    var isAnchoredToTop: Bool
}

/// One piece of a template after lexing. Comments and delimiter changes leave no token.
struct Token: Sendable {
    enum Kind: Sendable {
        case text([UInt8])
        /// The start of a source line that survives standalone-line removal. Rendering a
        /// standalone partial writes its indentation at each of these.
        case lineStart
        case variable(TagName, escaped: Bool)
        case sectionStart(TagName, inverted: Bool)
        case sectionEnd(TagName)
        /// `indentation` is the whitespace before a standalone partial tag, nil when the tag
        /// shares its line with other content (the spec indents only standalone partials).
        case partial(name: String, indentation: [UInt8]?)
    }

    var kind: Kind
    /// Where a tag starts; text and line starts cannot fail, so they skip the lookup.
    var position: SourcePosition
}

/// Splits template source into tokens, applying the spec's standalone-line rule as it goes.
///
/// Works on UTF-8 bytes: every delimiter and sigil the lexer looks for is ASCII, and byte
/// offsets make the many small look-behinds of the standalone rule cheap.
struct Lexer {
    private let source: [UInt8]
    private let file: String
    /// The template's line index: tag positions are its locations (UTF-8 columns, as everywhere).
    private let lineIndex: SourceFile
    private var openDelimiter: [UInt8] = Array("{{".utf8)
    private var closeDelimiter: [UInt8] = Array("}}".utf8)
    private var tokens: [Token] = []

    init(source: String, file: String) {
        lineIndex = SourceFile(path: file, text: source)
        self.source = lineIndex.bytes
        self.file = file
    }

    static func tokenize(_ source: String, file: String) throws(TemplateError) -> [Token] {
        var lexer = Lexer(source: source, file: file)
        try lexer.run()
        return lexer.tokens
    }

    private mutating func run() throws(TemplateError) {
        var textStart = 0
        while let tagStart = find(openDelimiter, from: textStart) {
            textStart = try lexTag(at: tagStart, textStart: textStart)
        }
        emitText(from: textStart, to: source.count, lineStartAtEnd: false)
    }

    /// Lexes the tag opening at `tagStart`, emitting the text before it, and returns the
    /// offset where the next run of text begins.
    private mutating func lexTag(at tagStart: Int, textStart: Int) throws(TemplateError) -> Int {
        let position = self.position(of: tagStart)
        var contentStart = skipWhitespace(from: tagStart + openDelimiter.count)
        let first: UInt8? = contentStart < source.count ? source[contentStart] : nil
        if let first, first == UInt8(ascii: "<") || first == UInt8(ascii: "$") {
            throw TemplateError(
                "template inheritance tags ('\(Character(Unicode.Scalar(first)))') are not supported", file: file, at: position)
        }
        // Nil for a plain variable tag, whose first character is part of the name.
        let sigil = first.flatMap { Self.sigils.contains($0) ? $0 : nil }
        if sigil != nil { contentStart += 1 }

        // Triple mustaches and delimiter changes repeat their sigil before the closing delimiter.
        var closer = closeDelimiter
        if sigil == UInt8(ascii: "{") { closer = [UInt8(ascii: "}")] + closeDelimiter }
        if sigil == UInt8(ascii: "=") { closer = [UInt8(ascii: "=")] + closeDelimiter }

        guard let contentEnd = find(closer, from: contentStart) else {
            throw TemplateError("unclosed tag: expected '\(String(decoding: closer, as: UTF8.self))'", file: file, at: position)
        }
        let content = trimmed(contentStart, contentEnd)
        let tagEnd = contentEnd + closer.count

        // Interpolations never stand alone: they produce output, so their line must stay.
        let canStandAlone = sigil != nil && sigil != UInt8(ascii: "{") && sigil != UInt8(ascii: "&")
        let standalone = canStandAlone ? standaloneLine(tagStart: tagStart, tagEnd: tagEnd, textStart: textStart) : nil
        if let standalone {
            emitText(from: textStart, to: standalone.lineStart, lineStartAtEnd: false)
        } else {
            emitText(from: textStart, to: tagStart, lineStartAtEnd: true)
        }

        switch sigil {
        case UInt8(ascii: "!"):
            break
        case UInt8(ascii: "="):
            try changeDelimiters(to: content, at: position)
        case UInt8(ascii: ">"):
            let name = try partialName(content, at: position)
            let indentation = standalone.map { Array(source[$0.lineStart..<tagStart]) }
            tokens.append(Token(kind: .partial(name: name, indentation: indentation), position: position))
        case UInt8(ascii: "#"):
            tokens.append(Token(kind: .sectionStart(try tagName(content, at: position), inverted: false), position: position))
        case UInt8(ascii: "^"):
            tokens.append(Token(kind: .sectionStart(try tagName(content, at: position), inverted: true), position: position))
        case UInt8(ascii: "/"):
            tokens.append(Token(kind: .sectionEnd(try tagName(content, at: position)), position: position))
        case UInt8(ascii: "{"), UInt8(ascii: "&"):
            tokens.append(Token(kind: .variable(try tagName(content, at: position), escaped: false), position: position))
        default:
            tokens.append(Token(kind: .variable(try tagName(content, at: position), escaped: true), position: position))
        }
        return standalone?.nextLine ?? tagEnd
    }

    private static let sigils: Set<UInt8> = Set("{&!#^/>=".utf8)

    // MARK: Standalone lines

    /// When the tag is the only thing on its line apart from spaces and tabs, the range of that
    /// line to drop: from its first byte to just past its line ending (or the end of the source).
    private func standaloneLine(tagStart: Int, tagEnd: Int, textStart: Int) -> (lineStart: Int, nextLine: Int)? {
        var lineStart = tagStart
        while lineStart > textStart, Self.isInlineSpace(source[lineStart - 1]) { lineStart -= 1 }
        // A byte other than a newline here is either text or the end of another tag on this line.
        guard lineStart == 0 || source[lineStart - 1] == .newline else { return nil }

        var end = tagEnd
        while end < source.count, Self.isInlineSpace(source[end]) { end += 1 }
        if end == source.count { return (lineStart, end) }
        if source[end] == .newline { return (lineStart, end + 1) }
        if source[end] == .carriageReturn, end + 1 < source.count, source[end + 1] == .newline {
            return (lineStart, end + 2)
        }
        return nil
    }

    /// Emits `source[start..<end]` as text, with a `lineStart` token wherever a source line
    /// begins. The end itself counts only when a tag that stays on its line follows, because a
    /// line start at the end of the source, or on a dropped standalone line, has nothing to indent.
    private mutating func emitText(from start: Int, to end: Int, lineStartAtEnd: Bool) {
        var pieceStart = start
        var offset = start
        while offset < end {
            if isLineStart(offset) {
                if offset > pieceStart { tokens.append(Token(kind: .text(Array(source[pieceStart..<offset])), position: .unknown)) }
                tokens.append(Token(kind: .lineStart, position: .unknown))
                pieceStart = offset
            }
            offset += 1
        }
        if end > pieceStart {
            tokens.append(Token(kind: .text(Array(source[pieceStart..<end])), position: .unknown))
        }
        if lineStartAtEnd, end < source.count, isLineStart(end) {
            tokens.append(Token(kind: .lineStart, position: .unknown))
        }
    }

    private func isLineStart(_ offset: Int) -> Bool {
        offset == 0 || source[offset - 1] == .newline
    }

    // MARK: Tag contents

    private mutating func changeDelimiters(to content: ArraySlice<UInt8>, at position: SourcePosition) throws(TemplateError) {
        let parts = content.split(whereSeparator: Self.isWhitespace)
        guard parts.count == 2, !parts.contains(where: { $0.contains(UInt8(ascii: "=")) }) else {
            throw TemplateError(
                "invalid delimiters '\(String(decoding: content, as: UTF8.self))': expected an opening and a closing delimiter separated by a space, as in {{=<% %>=}}",
                file: file, at: position)
        }
        openDelimiter = Array(parts[0])
        closeDelimiter = Array(parts[1])
    }

    private func tagName(_ content: ArraySlice<UInt8>, at position: SourcePosition) throws(TemplateError) -> TagName {
        let text = try singleWord(content, describing: "name", at: position)
        if text == "." {
            return TagName(text: text, components: [], isAnchoredToTop: true)
        }
        let isAnchored = text.hasPrefix(".")
        let components = text.dropFirst(isAnchored ? 1 : 0).split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard !components.contains(where: \.isEmpty) else {
            throw TemplateError("invalid name '\(text)': dotted names need a name between each pair of dots", file: file, at: position)
        }
        return TagName(text: text, components: components, isAnchoredToTop: isAnchored)
    }

    private func partialName(_ content: ArraySlice<UInt8>, at position: SourcePosition) throws(TemplateError) -> String {
        try singleWord(content, describing: "partial name", at: position)
    }

    /// Names cannot contain whitespace; a space inside a tag is almost always a typo or a
    /// stray opening delimiter, and reporting it beats silently rendering nothing.
    private func singleWord(
        _ content: ArraySlice<UInt8>, describing what: String, at position: SourcePosition
    ) throws(TemplateError) -> String {
        let text = String(decoding: content, as: UTF8.self)
        guard !content.isEmpty else {
            throw TemplateError("empty tag: expected a \(what)", file: file, at: position)
        }
        guard !content.contains(where: Self.isWhitespace) else {
            throw TemplateError("malformed tag: \(what) '\(text)' contains whitespace", file: file, at: position)
        }
        return text
    }

    // MARK: Bytes

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, needle.count <= source.count else { return nil }
        var offset = start
        let last = source.count - needle.count
        while offset <= last {
            if source[offset] == first, source[offset..<offset + needle.count].elementsEqual(needle) {
                return offset
            }
            offset += 1
        }
        return nil
    }

    private func skipWhitespace(from start: Int) -> Int {
        var offset = start
        while offset < source.count, Self.isWhitespace(source[offset]) { offset += 1 }
        return offset
    }

    private func trimmed(_ start: Int, _ end: Int) -> ArraySlice<UInt8> {
        var lower = start
        var upper = end
        while lower < upper, Self.isWhitespace(source[lower]) { lower += 1 }
        while upper > lower, Self.isWhitespace(source[upper - 1]) { upper -= 1 }
        return source[lower..<upper]
    }

    private static func isInlineSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        isInlineSpace(byte) || byte == .newline || byte == .carriageReturn
    }

    /// 1-based line and UTF-8 column of `offset`.
    private func position(of offset: Int) -> SourcePosition {
        let location = lineIndex.location(ofOffset: offset)
        return SourcePosition(line: location.line, column: location.column ?? 1)
    }
}

extension UInt8 {
    fileprivate static let newline = UInt8(ascii: "\n")
    fileprivate static let carriageReturn = UInt8(ascii: "\r")
}
