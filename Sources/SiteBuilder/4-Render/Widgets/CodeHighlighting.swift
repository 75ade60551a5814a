import SwiftSource

/// Swift listings as HTML: the compiler's classification (`SwiftSource.SwiftHighlighter`) as the
/// templates' `hl-…` classes. Only wraps, never changes, the text.
struct CodeHighlighting {
    private let highlighter = SwiftHighlighter()

    /// The listing as HTML, from the build's `HighlightStore` when it was highlighted before.
    func html(_ code: String) -> String {
        guard let store = HighlightStore.current else { return htmlLines(code).joined(separator: "\n") }
        return store.html(for: code) { htmlLines($0).joined(separator: "\n") }
    }

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
