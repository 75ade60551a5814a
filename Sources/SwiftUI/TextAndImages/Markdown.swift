/// Inline markdown as `Text` renders it from a string literal (a `LocalizedStringKey`): `**bold**`,
/// `*italic*`, `_italic_`, `~~struck~~`, `` `code` `` and `[links](url)` show their text without
/// the markers. Text from a `String` value is never parsed, as on a device.
enum _InlineMarkdown {
    struct Run: Equatable {
        var text: String
        var bold = false
        var italic = false
        var strikethrough = false
        var code = false
        var link: String?
    }

    /// The text a person reads.
    static func plainText(_ source: String) -> String { runs(source).map(\.text).joined() }

    static func runs(_ source: String) -> [Run] {
        var result: [Run] = []
        parse(Array(_Inflection.apply(source)), Run(text: ""), into: &result)
        // Merge neighbours with the same attributes.
        var merged: [Run] = []
        for run in result where !run.text.isEmpty {
            if var last = merged.last, last.bold == run.bold, last.italic == run.italic, last.strikethrough == run.strikethrough,
                last.code == run.code, last.link == run.link
            {
                last.text += run.text
                merged[merged.count - 1] = last
            } else {
                merged.append(run)
            }
        }
        return merged
    }

    private static func isPunctuation(_ c: Character) -> Bool {
        c.isPunctuation || c.isSymbol
    }

    private static func parse(_ chars: [Character], _ attributes: Run, into result: inout [Run]) {
        var i = 0
        var buffer = ""
        func flush() {
            if !buffer.isEmpty {
                var run = attributes
                run.text = buffer
                result.append(run)
                buffer = ""
            }
        }
        while i < chars.count {
            let c = chars[i]
            if c == "\\", i + 1 < chars.count, isPunctuation(chars[i + 1]) {
                buffer.append(chars[i + 1])
                i += 2
                continue
            }
            if c == "`", let close = chars[(i + 1)...].firstIndex(of: "`"), close > i + 1 {
                flush()
                var run = attributes
                run.code = true
                run.text = String(chars[(i + 1)..<close])
                result.append(run)
                i = close + 1
                continue
            }
            if c == "[", let (text, url, end) = link(chars, at: i) {
                flush()
                var run = attributes
                run.link = url
                run.text = ""
                parse(text, run, into: &result)
                i = end
                continue
            }
            if c == "*" || c == "_" || c == "~" {
                let double = i + 1 < chars.count && chars[i + 1] == c
                if c == "~" && !double {
                    buffer.append(c)
                    i += 1
                    continue
                }
                let width = double ? 2 : 1
                if let close = closing(chars, delimiter: c, width: width, from: i) {
                    flush()
                    var run = attributes
                    if c == "~" { run.strikethrough = true } else if double { run.bold = true } else { run.italic = true }
                    parse(Array(chars[(i + width)..<close]), run, into: &result)
                    i = close + width
                    continue
                }
            }
            buffer.append(c)
            i += 1
        }
        flush()
    }

    /// The index of the delimiter run that closes the one opening at `start`, under CommonMark's
    /// flanking rules (no space inside the markers; `_` not inside a word).
    private static func closing(_ chars: [Character], delimiter: Character, width: Int, from start: Int) -> Int? {
        let contentStart = start + width
        guard contentStart < chars.count, !chars[contentStart].isWhitespace else { return nil }
        if delimiter == "_", start > 0, chars[start - 1].isLetter || chars[start - 1].isNumber { return nil }
        var j = contentStart + 1
        while j + width <= chars.count {
            let run = chars[j..<(j + width)]
            if run.allSatisfy({ $0 == delimiter }), !chars[j - 1].isWhitespace {
                let after = j + width
                let longer = after < chars.count && chars[after] == delimiter
                let intraword = delimiter == "_" && after < chars.count && (chars[after].isLetter || chars[after].isNumber)
                if !longer && !intraword && (width == 2 || chars[j - 1] != delimiter) { return j }
                if longer {
                    j += 1
                    continue
                }
            }
            j += 1
        }
        return nil
    }

    private static func link(_ chars: [Character], at start: Int) -> ([Character], String, Int)? {
        var depth = 0
        var j = start
        while j < chars.count {
            if chars[j] == "[" { depth += 1 }
            if chars[j] == "]" {
                depth -= 1
                if depth == 0 { break }
            }
            j += 1
        }
        guard j + 1 < chars.count, chars[j + 1] == "(", let close = chars[(j + 2)...].firstIndex(of: ")") else { return nil }
        return (Array(chars[(start + 1)..<j]), String(chars[(j + 2)..<close]), close + 1)
    }
}

// Foundation on Linux has no markdown parser for AttributedString; lesson code that builds one
// from markdown gets the same inline rules `Text` applies to its literals.
extension AttributedString {
    public struct MarkdownParsingOptions: Hashable {
        public enum InterpretedSyntax: Hashable { case full, inlineOnly, inlineOnlyPreservingWhitespace }
        public enum FailurePolicy: Hashable { case throwError, returnPartiallyParsedIfPossible }
        public var allowsExtendedAttributes: Bool
        public var interpretedSyntax: InterpretedSyntax
        public var failurePolicy: FailurePolicy
        public var languageCode: String?
        public init(
            allowsExtendedAttributes: Bool = false, interpretedSyntax: InterpretedSyntax = .full,
            failurePolicy: FailurePolicy = .throwError, languageCode: String? = nil
        ) {
            self.allowsExtendedAttributes = allowsExtendedAttributes
            self.interpretedSyntax = interpretedSyntax
            self.failurePolicy = failurePolicy
            self.languageCode = languageCode
        }
    }

    public init(markdown: String, options: MarkdownParsingOptions = .init(), baseURL: URL? = nil) throws {
        self.init(_InlineMarkdown.plainText(markdown))
    }
}
