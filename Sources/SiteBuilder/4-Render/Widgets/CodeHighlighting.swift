import Diagnostics
import SwiftSource

/// Swift listings as HTML: the compiler's classification (`SwiftSource.SwiftHighlighter`) as the
/// templates' `hl-…` classes. Only wraps, never changes, the text.
struct CodeHighlighting {
    private let highlighter = SwiftHighlighter()

    /// The listing as HTML, from the build's `HighlightStore` when it was highlighted before.
    func html(_ code: String) -> String {
        guard let store = HighlightStore.current else { return htmlText(code) }
        return store.html(for: code) { htmlText($0) }
    }

    /// One string per line, each span closed on its line.
    func htmlLines(_ code: String) -> [String] {
        // No escape or span writes a newline, so the listing's lines are the HTML's.
        htmlText(code).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The listing as HTML lines joined by newlines, written as bytes: a span is closed before each
    /// newline and opened again after it.
    private func htmlText(_ code: String) -> String {
        let (bytes, ranges) = highlighter.styledRanges(code)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count * 2)
        for (range, style) in ranges {
            let open = style.map(Self.openingTag)
            var start = range.lowerBound
            while start < range.upperBound {
                var end = start
                while end < range.upperBound, bytes[end] != UInt8(ascii: "\n") { end += 1 }
                if end > start {
                    if let open { out += open }
                    HTMLEscaping.appendEscaped(bytes[start..<end], to: &out)
                    if open != nil { out += Self.closingTag }
                }
                if end < range.upperBound {
                    out.append(UInt8(ascii: "\n"))
                    end += 1
                }
                start = end
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The span that opens a style (a switch: a dictionary lookup per token showed in profiles).
    private static func openingTag(_ style: CodeStyle) -> [UInt8] {
        switch style {
        case .keyword: return keywordTag
        case .string: return stringTag
        case .number: return numberTag
        case .comment: return commentTag
        case .attribute: return attributeTag
        case .type: return typeTag
        }
    }

    private static func tag(_ style: CodeStyle) -> [UInt8] { Array("<span class=\"hl-\(style.rawValue)\">".utf8) }
    private static let keywordTag = tag(.keyword)
    private static let stringTag = tag(.string)
    private static let numberTag = tag(.number)
    private static let commentTag = tag(.comment)
    private static let attributeTag = tag(.attribute)
    private static let typeTag = tag(.type)
    private static let closingTag = Array("</span>".utf8)
}
