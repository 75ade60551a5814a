/// A small lexical highlighter for Swift listings: keywords, attributes, strings, numbers,
/// comments and type names get `<span class="…">`. It never changes the text, only wraps it,
/// so what a reader copies is exactly the code that ran.
///
/// A lexer rather than a grammar: one pass over the UTF-8 bytes, linear in the input, which
/// keeps highlighting a small share of build time even for thousands of pages.
struct SwiftHighlighter {
    private static let keywords: Set<String> = [
        "import", "struct", "class", "enum", "protocol", "extension", "func", "var", "let", "if", "else",
        "guard", "return", "for", "in", "while", "repeat", "switch", "case", "default", "break", "continue",
        "private", "fileprivate", "internal", "public", "open", "static", "some", "any", "self", "Self",
        "true", "false", "nil", "init", "deinit", "try", "throws", "throw", "async", "await", "do", "catch",
        "where", "as", "is", "mutating", "final", "override", "weak", "lazy", "inout", "typealias", "get", "set",
        "didSet", "willSet", "defer",
    ]

    func highlight(_ code: String) -> String {
        let bytes = Array(code.utf8)
        var output = ""
        output.reserveCapacity(bytes.count * 2)
        var index = 0

        func text(_ range: Range<Int>) -> String { String(decoding: bytes[range], as: UTF8.self) }
        func span(_ cls: String, _ range: Range<Int>) { output += "<span class=\"\(cls)\">" + HTML.escape(text(range)) + "</span>" }

        while index < bytes.count {
            let byte = bytes[index]
            let start = index
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { index += 1 }
                span("hl-comment", start..<index)
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index = min(index + 2, bytes.count)
                span("hl-comment", start..<index)
            } else if byte == UInt8(ascii: "\"") {
                index += 1
                var depth = 0  // parentheses inside \( … ) interpolations
                while index < bytes.count {
                    let current = bytes[index]
                    if current == UInt8(ascii: "\\"), index + 1 < bytes.count {
                        if bytes[index + 1] == UInt8(ascii: "(") { depth += 1 }
                        index += 2; continue
                    }
                    if depth > 0 {
                        if current == UInt8(ascii: "(") { depth += 1 } else if current == UInt8(ascii: ")") { depth -= 1 }
                    } else if current == UInt8(ascii: "\"") || current == UInt8(ascii: "\n") {
                        index += 1; break
                    }
                    index += 1
                }
                span("hl-string", start..<index)
            } else if isDigit(byte) {
                while index < bytes.count, isDigit(bytes[index]) || bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: "_") { index += 1 }
                span("hl-number", start..<index)
            } else if byte == UInt8(ascii: "@") || byte == UInt8(ascii: "#"), index + 1 < bytes.count, isIdentifierStart(bytes[index + 1]) {
                index += 1
                while index < bytes.count, isIdentifierPart(bytes[index]) { index += 1 }
                span("hl-attribute", start..<index)
            } else if isIdentifierStart(byte) {
                while index < bytes.count, isIdentifierPart(bytes[index]) { index += 1 }
                let word = text(start..<index)
                if Self.keywords.contains(word) {
                    span("hl-keyword", start..<index)
                } else if let first = word.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z") {
                    span("hl-type", start..<index)
                } else {
                    output += HTML.escape(word)
                }
            } else {
                // Copy everything else (operators, whitespace, multi-byte characters) unchanged.
                while index < bytes.count, !startsToken(bytes, index) { index += 1 }
                if index == start { index += 1 }
                output += HTML.escape(text(start..<index))
            }
        }
        return output
    }

    private func startsToken(_ bytes: [UInt8], _ index: Int) -> Bool {
        let byte = bytes[index]
        return byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "@")
            || byte == UInt8(ascii: "#") || isDigit(byte) || isIdentifierStart(byte)
    }
    private func isDigit(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
    private func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= 65 && byte <= 90) || (byte >= 97 && byte <= 122) || byte == 95
    }
    private func isIdentifierPart(_ byte: UInt8) -> Bool { isIdentifierStart(byte) || isDigit(byte) }
}
