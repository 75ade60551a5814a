import CCmark
import Diagnostics

/// Exact UTF-8 columns for inline nodes (links, images, their text).
///
/// cmark's block columns are exact, and so are inline columns on the first line of a paragraph or
/// heading. On a continuation line they are not: cmark counts the line from where its container
/// would begin, so the indentation a paragraph strips from the line is missing from the column, and
/// a lazy continuation line (one without its block quote's `>`) is counted as if the `>` were
/// there. Either way a line's error is the same for every inline on it, and the line's first inline
/// begins where its content does — after any indentation and `>` markers — which fixes the error.
struct InlineColumns {
    let body: SourceFile
    /// The first line of the paragraph or heading being walked: its inline columns are exact.
    private var blockStartLine = 0
    /// Each line's correction, found from its first inline (nodes come in document order).
    private var shifts: [Int: Int] = [:]

    init(body: SourceFile) { self.body = body }

    /// Called for every node the walk enters, so the first inline of each line is seen first.
    mutating func enter(_ node: OpaquePointer) {
        let type = CmarkNode.type(node)
        if type == CMARK_NODE_PARAGRAPH || type == CMARK_NODE_HEADING {
            blockStartLine = Int(cmark_node_get_start_line(node))
            return
        }
        let line = Int(cmark_node_get_start_line(node))
        let column = Int(cmark_node_get_start_column(node))
        // Soft and hard line breaks carry no position (line 0).
        guard type.rawValue >= CMARK_NODE_FIRST_INLINE.rawValue, line > 0, column > 0, shifts[line] == nil else { return }
        shifts[line] = line == blockStartLine ? 0 : contentStart(line: line) - column
    }

    /// The body column (UTF-8, 1-based) of an inline node entered before.
    func column(of node: OpaquePointer) -> Int {
        let line = Int(cmark_node_get_start_line(node))
        return Int(cmark_node_get_start_column(node)) + (shifts[line] ?? 0)
    }

    /// The column of a continuation line's first byte of content: past its indentation and any
    /// block quote markers (a continuation line cannot begin with a literal `>`: that would open a
    /// block quote).
    private func contentStart(line: Int) -> Int {
        guard let text = body.line(line) else { return 1 }
        var column = 1
        for byte in text {
            guard byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: ">") else { break }
            column += 1
        }
        return column
    }
}
