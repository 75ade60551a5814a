import CCmark
import Diagnostics

/// Small, read-only helpers over cmark's C node API.
enum CmarkNode {
    static func type(_ node: OpaquePointer) -> cmark_node_type { cmark_node_get_type(node) }

    static func literal(_ node: OpaquePointer) -> String {
        cmark_node_get_literal(node).map { String(cString: $0) } ?? ""
    }

    static func url(_ node: OpaquePointer) -> String {
        cmark_node_get_url(node).map { String(cString: $0) } ?? ""
    }

    static func title(_ node: OpaquePointer) -> String? {
        guard let raw = cmark_node_get_title(node) else { return nil }
        let title = String(cString: raw)
        return title.isEmpty ? nil : title
    }

    static func fenceInfo(_ node: OpaquePointer) -> String {
        cmark_node_get_fence_info(node).map { String(cString: $0) } ?? ""
    }

    static func isLeaf(_ type: cmark_node_type) -> Bool {
        switch type {
        case CMARK_NODE_HTML_BLOCK, CMARK_NODE_THEMATIC_BREAK, CMARK_NODE_CODE_BLOCK, CMARK_NODE_TEXT,
            CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE:
            return true
        default:
            return false
        }
    }

    /// Calls `visit(node, entering)` for every node under `root` in document order, using cmark's
    /// iterator (leaf nodes are reported once, entering).
    static func walk(_ root: OpaquePointer, _ visit: (OpaquePointer, Bool) -> Void) {
        guard let iter = cmark_iter_new(root) else { return }
        defer { cmark_iter_free(iter) }
        while true {
            let event = cmark_iter_next(iter)
            if event == CMARK_EVENT_DONE || event == CMARK_EVENT_NONE { break }
            guard let node = cmark_iter_get_node(iter) else { continue }
            visit(node, event == CMARK_EVENT_ENTER)
        }
    }

    /// The link's content when it is a single text of lowercase letters, digits and hyphens.
    static func soleWord(of link: OpaquePointer) -> String? {
        guard let text = cmark_node_first_child(link), CmarkNode.type(text) == CMARK_NODE_TEXT,
            cmark_node_next(text) == nil
        else { return nil }
        let word = CmarkNode.literal(text)
        let isWord =
            !word.isEmpty
            && word.utf8.allSatisfy { byte in
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                    || byte == UInt8(ascii: "-")
            }
        return isWord ? word : nil
    }

    /// The text a reader sees: text and code spans, line breaks as spaces, markup and raw HTML dropped.
    static func plainText(_ node: OpaquePointer) -> String {
        var text = ""
        walk(node) { child, entering in
            guard entering else { return }
            switch type(child) {
            case CMARK_NODE_TEXT, CMARK_NODE_CODE: text += literal(child)
            case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK: text += " "
            default: break
            }
        }
        return text
    }
}

/// Pulls code blocks, links, headings and the first paragraph out of a parsed tree.
/// The renderer visits nodes in the same order, so it can match them by index.
struct Extractor {
    let file: String
    let firstLine: Int
    /// The body's line index (body lines: file line `firstLine` is body line 1).
    let body: SourceFile
    private var inlineColumns: InlineColumns
    var codeBlocks: [CodeBlock] = []
    var links: [Link] = []
    var headings: [Heading] = []
    var firstParagraphText: String?
    private var slugger = HeadingSlugger()

    init(file: String, firstLine: Int, body: SourceFile) {
        self.file = file
        self.firstLine = firstLine
        self.body = body
        inlineColumns = InlineColumns(body: body)
    }

    /// A block's file location: cmark's line and UTF-8 column, moved down past the front matter.
    private func location(_ node: OpaquePointer) -> SourceLocation {
        location(line: Int(cmark_node_get_start_line(node)), column: Int(cmark_node_get_start_column(node)))
    }

    private func location(line: Int, column: Int) -> SourceLocation {
        SourceLocation(file: file, line: firstLine + max(line, 1) - 1, column: column > 0 ? column : nil)
    }

    /// Where a link's text starts, when it stands right after the bracket exactly as the reader
    /// sees it; nil when markup, escapes or entities lie between the brackets.
    private func textLocation(ofLink node: OpaquePointer, text: String, isImage: Bool) -> SourceLocation? {
        let line = Int(cmark_node_get_start_line(node))
        let textColumn = inlineColumns.column(of: node) + (isImage ? 2 : 1)
        guard let raw = body.line(line), textColumn >= 1 else { return nil }
        let written = raw.dropFirst(textColumn - 1)
        guard written.starts(with: Array(text.utf8) + [UInt8(ascii: "]")]) else { return nil }
        return location(line: line, column: textColumn)
    }

    mutating func walk(_ root: OpaquePointer) {
        var collected = self
        CmarkNode.walk(root) { node, entering in
            guard entering else { return }
            collected.inlineColumns.enter(node)
            collected.visit(node)
        }
        self = collected
    }

    private mutating func visit(_ node: OpaquePointer) {
        switch CmarkNode.type(node) {
        case CMARK_NODE_CODE_BLOCK:
            let info = CmarkNode.fenceInfo(node).trimmingWhitespace()
            let startLine = Int(cmark_node_get_start_line(node))
            let fenced = isFence(line: startLine, byteColumn: Int(cmark_node_get_start_column(node)))
            let parsed = CodeBlock.parseInfo(info)
            let fenceLine = firstLine + startLine - 1
            codeBlocks.append(
                CodeBlock(
                    info: info, language: parsed.language, attributes: parsed.attributes,
                    attributeOrder: parsed.order, flags: parsed.flags, code: CmarkNode.literal(node),
                    isFenced: fenced, fenceLine: fenceLine, contentLine: fenced ? fenceLine + 1 : fenceLine,
                    endLine: firstLine + max(Int(cmark_node_get_end_line(node)), startLine) - 1,
                    location: location(node)))
        case CMARK_NODE_HEADING:
            let text = CmarkNode.plainText(node)
            headings.append(
                Heading(
                    level: Int(cmark_node_get_heading_level(node)), text: text,
                    anchor: slugger.uniqueSlug(for: text), location: location(node)))
        case CMARK_NODE_LINK, CMARK_NODE_IMAGE:
            let text = CmarkNode.plainText(node)
            let isImage = CmarkNode.type(node) == CMARK_NODE_IMAGE
            links.append(
                Link(
                    destination: CmarkNode.url(node), title: CmarkNode.title(node), text: text, isImage: isImage,
                    location: location(line: Int(cmark_node_get_start_line(node)), column: inlineColumns.column(of: node)),
                    textLocation: textLocation(ofLink: node, text: text, isImage: isImage)))
        case CMARK_NODE_PARAGRAPH:
            if firstParagraphText == nil, let parent = cmark_node_parent(node),
                CmarkNode.type(parent) == CMARK_NODE_DOCUMENT
            {
                firstParagraphText = CmarkNode.plainText(node)
            }
        default:
            break
        }
    }

    /// cmark does not say whether a code block was fenced; the text where it starts does.
    private func isFence(line: Int, byteColumn: Int) -> Bool {
        guard let text = body.line(line) else { return false }
        var rest = text.dropFirst(max(byteColumn - 1, 0))
        var spaces = 0
        while rest.first == UInt8(ascii: " "), spaces < 3 {
            rest = rest.dropFirst()
            spaces += 1
        }
        return rest.starts(with: "```".utf8) || rest.starts(with: "~~~".utf8)
    }
}

extension String {
    func trimmingWhitespace() -> String {
        var s = Substring(self)
        while let f = s.first, f.isWhitespace { s = s.dropFirst() }
        while let l = s.last, l.isWhitespace { s = s.dropLast() }
        return String(s)
    }
}
