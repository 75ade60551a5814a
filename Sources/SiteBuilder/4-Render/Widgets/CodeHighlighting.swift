import SwiftSource

/// Swift listings as HTML: the compiler's classification (`SwiftSource.SwiftHighlighter`) as the
/// templates' `hl-…` classes. Only wraps, never changes, the text.
struct CodeHighlighting {
    private let highlighter = SwiftHighlighter()

    func html(_ code: String) -> String { htmlLines(code).joined(separator: "\n") }

    /// One string per line, each span closed on its line.
    func htmlLines(_ code: String) -> [String] {
        highlighter.styledLines(code).map { runs in
            runs.map { run in
                let text = HTML.escape(run.text)
                guard let style = run.style else { return text }
                return "<span class=\"hl-\(style.rawValue)\">\(text)</span>"
            }.joined()
        }
    }
}
