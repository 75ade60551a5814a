internal import SwiftIDEUtils

/// One token of a Swift listing as `LexicalClassifier` sees it: a byte range and what the lexer
/// alone can tell about it.
struct SwiftToken {
    enum Kind: Equatable {
        /// Spaces and tabs, and the indentation a multi-line string strips from each line.
        case trivia
        case newline
        case comment(LexicalKind)
        /// `[A-Za-z_][A-Za-z0-9_]*`: an identifier or a keyword (the classifier decides which).
        case word
        /// `` `name` ``
        case backticked
        /// `$0` (a dollar identifier) or `$name` (an identifier).
        case dollar
        case number(isFloat: Bool)
        /// A piece of a string literal: its quotes, text and escapes.
        case string
        /// `\(` and the `)` that closes it.
        case interpolationOpen, interpolationClose
        /// `@name`
        case attribute
        /// The `#` of a freestanding macro (`#Preview`); the name is the next token.
        case pound
        /// One of `( ) [ ] { } , : ; . \ = ? !`.
        case punctuation(UInt8)
        case arrow
        /// Any other run of operator characters.
        case `operator`
    }

    var kind: Kind
    var range: Range<Int>
}

/// Splits a listing into `SwiftToken`s by Swift's lexical rules, or gives up (nil) on anything
/// whose tokens depend on more than the bytes around them — regex literals, raw strings, `#if`,
/// non-ASCII code, multi-line interpolations — so the caller can ask the compiler's parser.
struct SwiftTokenizer {
    private let bytes: [UInt8]
    private var index = 0
    private var tokens: [SwiftToken] = []
    /// Open string literals and the code inside their interpolations, innermost last.
    private var modes: [Mode] = []

    private enum Mode {
        /// Code inside `\(…)`, with how many of its own parentheses are open.
        case interpolation(depth: Int, inMultiline: Bool)
        /// A string literal being read; a multi-line one knows its closing line's indentation.
        case string(indentation: [UInt8]?)
    }

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    static func tokens(_ bytes: [UInt8]) -> [SwiftToken]? {
        var tokenizer = SwiftTokenizer(bytes)
        return tokenizer.run() ? tokenizer.tokens : nil
    }

    private mutating func run() -> Bool {
        while index < bytes.count {
            if case .string(let indentation) = modes.last {
                guard readString(indentation: indentation) else { return false }
                continue
            }
            guard readCode() else { return false }
        }
        return modes.isEmpty
    }

    private func byte(_ offset: Int = 0) -> UInt8? {
        index + offset < bytes.count ? bytes[index + offset] : nil
    }

    private mutating func emit(_ kind: SwiftToken.Kind, _ end: Int) {
        tokens.append(SwiftToken(kind: kind, range: index..<end))
        index = end
    }

    // MARK: Code

    private mutating func readCode() -> Bool {
        let first = bytes[index]
        switch first {
        case UInt8(ascii: " "), UInt8(ascii: "\t"):
            var end = index + 1
            while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
            emit(.trivia, end)
        case UInt8(ascii: "\n"):
            // An interpolation spanning lines is left to the parser.
            if case .interpolation = modes.last { return false }
            emit(.newline, index + 1)
        case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "/"):
            var end = index
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            // `///` and longer are documentation, as the compiler's lexer reads them.
            emit(.comment(byte(2) == UInt8(ascii: "/") ? .docLineComment : .lineComment), end)
        case UInt8(ascii: "/") where byte(1) == UInt8(ascii: "*"):
            return readBlockComment()
        case _ where Self.isIdentifierStart(first):
            emit(.word, identifierEnd(from: index))
        case UInt8(ascii: "0")...UInt8(ascii: "9"):
            return readNumber()
        case UInt8(ascii: "\""):
            return openString()
        case UInt8(ascii: "`"):
            let end = identifierEnd(from: index + 1)
            guard end > index + 1, end < bytes.count, bytes[end] == UInt8(ascii: "`") else { return false }
            emit(.backticked, end + 1)
        case UInt8(ascii: "$"):
            let end = identifierEnd(from: index + 1)
            guard end > index + 1 else { return false }
            emit(.dollar, end)
        case UInt8(ascii: "@"):
            guard let next = byte(1), Self.isIdentifierStart(next) else { return false }
            emit(.attribute, identifierEnd(from: index + 1))
        case UInt8(ascii: "#"):
            // Only a macro's `#Name`: `#if`, `#available`, raw strings and regexes need the parser.
            guard let next = byte(1), Self.isIdentifierStart(next),
                tokens.last?.kind != .string
            else { return false }
            emit(.pound, index + 1)
        case UInt8(ascii: "("):
            if case .interpolation(let depth, let multiline) = modes.last {
                modes[modes.count - 1] = .interpolation(depth: depth + 1, inMultiline: multiline)
            }
            emit(.punctuation(first), index + 1)
        case UInt8(ascii: ")"):
            if case .interpolation(let depth, let multiline) = modes.last {
                if depth == 0 {
                    modes.removeLast()
                    emit(.interpolationClose, index + 1)
                    return true
                }
                modes[modes.count - 1] = .interpolation(depth: depth - 1, inMultiline: multiline)
            }
            emit(.punctuation(first), index + 1)
        case UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: ","),
            UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "\\"):
            emit(.punctuation(first), index + 1)
        case UInt8(ascii: "."):
            guard byte(1) == UInt8(ascii: ".") else {
                // `.5` is an error the parser recovers from in its own way; `.==` is an operator.
                if let next = byte(1), Self.isDigit(next) || Self.isOperatorCharacter(next) { return false }
                emit(.punctuation(first), index + 1)
                return true
            }
            return readOperator(allowingDots: true)
        case UInt8(ascii: "?"):
            if byte(1) == UInt8(ascii: "?") { return readOperator(allowingDots: false, from: index + 2) }
            emit(.punctuation(first), index + 1)
        case UInt8(ascii: "!"):
            if byte(1) == UInt8(ascii: "=") { return readOperator(allowingDots: false, from: index + 1) }
            emit(.punctuation(first), index + 1)
        case _ where Self.isOperatorCharacter(first):
            return readOperator(allowingDots: false)
        default:
            // Non-ASCII identifiers and operators, `'`, carriage returns, control characters.
            return false
        }
        return true
    }

    private mutating func readBlockComment() -> Bool {
        var depth = 0
        var end = index
        while end + 1 < bytes.count {
            if bytes[end] == UInt8(ascii: "/"), bytes[end + 1] == UInt8(ascii: "*") {
                depth += 1
                end += 2
            } else if bytes[end] == UInt8(ascii: "*"), bytes[end + 1] == UInt8(ascii: "/") {
                depth -= 1
                end += 2
                if depth == 0 { break }
            } else {
                end += 1
            }
        }
        guard depth == 0 else { return false }
        // `/**` opens documentation, except the empty `/**/`.
        let isDoc = byte(2) == UInt8(ascii: "*") && !(byte(3) == UInt8(ascii: "/"))
        emit(.comment(isDoc ? .docBlockComment : .blockComment), end)
        return true
    }

    private mutating func readOperator(allowingDots: Bool, from start: Int? = nil) -> Bool {
        var end = start ?? index + 1
        while end < bytes.count, Self.isOperatorCharacter(bytes[end]) || (allowingDots && bytes[end] == UInt8(ascii: ".")) {
            // A comment ends an operator.
            if bytes[end] == UInt8(ascii: "/"), end + 1 < bytes.count,
                bytes[end + 1] == UInt8(ascii: "/") || bytes[end + 1] == UInt8(ascii: "*")
            {
                break
            }
            end += 1
        }
        let run = bytes[index..<end]
        // A `/` might open a regex literal, and `*/` outside a comment is an error: the parser decides.
        // Division written `a / b` or `a /= b` is safe.
        // Right after a name, a number or `)` (no space between), `/` divides: `2/3`.
        if let slash = run.firstIndex(of: UInt8(ascii: "/")) {
            let after = slash + 1 < bytes.count ? bytes[slash + 1] : UInt8(ascii: " ")
            let dividesValue: Bool
            switch tokens.last?.kind {
            case .word, .number, .punctuation(UInt8(ascii: ")")): dividesValue = tokens.last?.range.upperBound == index
            default: dividesValue = false
            }
            guard run.count <= 2, slash == index,
                dividesValue || after == UInt8(ascii: " ") || after == UInt8(ascii: "=") || after == UInt8(ascii: "\n")
            else { return false }
        }
        if run.elementsEqual("->".utf8) {
            emit(.arrow, end)
        } else if run.count == 1, run.first == UInt8(ascii: "=") {
            emit(.punctuation(UInt8(ascii: "=")), end)
        } else {
            emit(.operator, end)
        }
        return true
    }

    private mutating func readNumber() -> Bool {
        var end = index + 1
        var isFloat = false
        func digits(_ allowed: (UInt8) -> Bool) {
            while end < bytes.count, allowed(bytes[end]) || bytes[end] == UInt8(ascii: "_") { end += 1 }
        }
        if bytes[index] == UInt8(ascii: "0"), let radix = byte(1),
            radix == UInt8(ascii: "x") || radix == UInt8(ascii: "b") || radix == UInt8(ascii: "o")
        {
            end = index + 2
            switch radix {
            case UInt8(ascii: "x"):
                digits { Self.isDigit($0) || ($0 | 0x20 >= UInt8(ascii: "a") && $0 | 0x20 <= UInt8(ascii: "f")) }
                // Hexadecimal floats (`0x1p4`) are rare enough to leave to the parser.
                if end < bytes.count, bytes[end] == UInt8(ascii: ".") || bytes[end] | 0x20 == UInt8(ascii: "p") { return false }
            case UInt8(ascii: "b"): digits { $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: "1") }
            default: digits { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "7") }
            }
            guard end > index + 2 else { return false }
        } else {
            digits(Self.isDigit)
            if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "."), Self.isDigit(bytes[end + 1]) {
                isFloat = true
                end += 1
                digits(Self.isDigit)
            }
            if end < bytes.count, bytes[end] | 0x20 == UInt8(ascii: "e") {
                var exponent = end + 1
                if exponent < bytes.count, bytes[exponent] == UInt8(ascii: "+") || bytes[exponent] == UInt8(ascii: "-") { exponent += 1 }
                guard exponent < bytes.count, Self.isDigit(bytes[exponent]) else { return false }
                isFloat = true
                end = exponent
                digits(Self.isDigit)
            }
        }
        // `1abc` and `1.5.6` are errors the parser recovers from in its own way.
        if end < bytes.count, Self.isIdentifierCharacter(bytes[end]) { return false }
        if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "."), Self.isDigit(bytes[end + 1]) { return false }
        emit(.number(isFloat: isFloat), end)
        return true
    }

    // MARK: Strings

    private mutating func openString() -> Bool {
        guard byte(1) == UInt8(ascii: "\""), byte(2) == UInt8(ascii: "\"") else {
            modes.append(.string(indentation: nil))
            // The opening quote is part of the first piece.
            return readString(indentation: nil, from: index + 1)
        }
        // A multi-line string: `"""`, a line break, lines indented at least as its closing `"""`.
        guard byte(3) == UInt8(ascii: "\n"), let indentation = closingIndentation(after: index + 4) else { return false }
        emit(.string, index + 3)
        emit(.trivia, index + 1)
        modes.append(.string(indentation: indentation))
        return startLine(indentation)
    }

    /// The indentation of the line that closes a multi-line string starting at `start`; nil when
    /// there is none or a line holds `"""` elsewhere.
    private func closingIndentation(after start: Int) -> [UInt8]? {
        var lineStart = start
        while lineStart < bytes.count {
            var contentStart = lineStart
            while contentStart < bytes.count, bytes[contentStart] == UInt8(ascii: " ") || bytes[contentStart] == UInt8(ascii: "\t") {
                contentStart += 1
            }
            var lineEnd = contentStart
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            let line = bytes[contentStart..<lineEnd]
            if line.starts(with: "\"\"\"".utf8) { return Array(bytes[lineStart..<contentStart]) }
            if containsTripleQuote(line) { return nil }
            lineStart = lineEnd + 1
        }
        return nil
    }

    private func containsTripleQuote(_ line: ArraySlice<UInt8>) -> Bool {
        var run = 0
        for byte in line {
            run = byte == UInt8(ascii: "\"") ? run + 1 : 0
            if run == 3 { return true }
        }
        return false
    }

    /// At the start of a multi-line string's line: its indentation is trivia, or the line closes the string.
    private mutating func startLine(_ indentation: [UInt8]) -> Bool {
        var contentStart = index
        while contentStart < bytes.count, bytes[contentStart] == UInt8(ascii: " ") || bytes[contentStart] == UInt8(ascii: "\t") {
            contentStart += 1
        }
        if bytes[contentStart...].starts(with: "\"\"\"".utf8) {
            guard bytes[index..<contentStart].elementsEqual(indentation) else { return false }
            if contentStart > index { emit(.trivia, contentStart) }
            emit(.string, contentStart + 3)
            modes.removeLast()
            // `"""#` would be a raw string's end.
            return byte() != UInt8(ascii: "#")
        }
        if byte() == UInt8(ascii: "\n") { return true }
        guard bytes[index...].starts(with: indentation) else { return false }
        if !indentation.isEmpty { emit(.trivia, index + indentation.count) }
        return true
    }

    /// Reads a string's text up to its end or its next interpolation.
    private mutating func readString(indentation: [UInt8]?, from start: Int? = nil) -> Bool {
        var end = start ?? index
        while end < bytes.count {
            switch bytes[end] {
            case UInt8(ascii: "\"") where indentation == nil:
                emit(.string, end + 1)
                modes.removeLast()
                // `"…"#` would be a raw string's end.
                return byte() != UInt8(ascii: "#")
            case UInt8(ascii: "\n"):
                guard let indentation else { return false }
                emit(.string, end + 1)
                guard startLine(indentation) else { return false }
                if case .string = modes.last {} else { return true }
                end = index
            case UInt8(ascii: "\\"):
                guard end + 1 < bytes.count else { return false }
                switch bytes[end + 1] {
                case UInt8(ascii: "("):
                    if end > index { emit(.string, end) }
                    emit(.interpolationOpen, end + 2)
                    modes.append(.interpolation(depth: 0, inMultiline: indentation != nil))
                    return true
                case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "n"), UInt8(ascii: "t"),
                    UInt8(ascii: "r"), UInt8(ascii: "0"):
                    end += 2
                case UInt8(ascii: "u"):
                    guard end + 2 < bytes.count, bytes[end + 2] == UInt8(ascii: "{") else { return false }
                    var close = end + 3
                    while close < bytes.count, bytes[close] != UInt8(ascii: "}"), bytes[close] != UInt8(ascii: "\n") { close += 1 }
                    guard close < bytes.count, bytes[close] == UInt8(ascii: "}") else { return false }
                    end = close + 1
                default:
                    // Line continuations, raw escapes (`\#`), invalid escapes.
                    return false
                }
            default:
                end += 1
            }
        }
        return false
    }

    // MARK: Characters

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
    }

    private static func isIdentifierCharacter(_ byte: UInt8) -> Bool { Self.isIdentifierStart(byte) || Self.isDigit(byte) }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    /// ASCII operator characters, `?`, `!` and `.` aside (they are punctuation on their own).
    private static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "/"), UInt8(ascii: "="), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "*"), UInt8(ascii: "%"),
            UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "^"), UInt8(ascii: "~"):
            return true
        default: return false
        }
    }

    private func identifierEnd(from start: Int) -> Int {
        var end = start
        while end < bytes.count, Self.isIdentifierCharacter(bytes[end]) { end += 1 }
        return end
    }
}
