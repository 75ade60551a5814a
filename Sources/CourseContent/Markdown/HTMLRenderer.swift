import Diagnostics
import CCmark

/// Walks a document's cmark tree and writes HTML in the shape cmark's own renderer produces,
/// with the course's hooks for code blocks and links, and with raw HTML and dangerous URLs removed.
struct HTMLRenderer {
    let document: MarkdownDocument
    let options: RenderOptions
    private var out = ""
    // The extractor saw the same nodes in the same order, so the n-th code block here is codeBlocks[n].
    private var codeBlockIndex = 0
    private var linkIndex = 0
    private var headingIndex = 0
    /// Inside an image only plain text is written: it is the `alt` attribute.
    private var imageDepth = 0
    /// For inline-only rendering: block tags are left out.
    private var inlineOnly = false

    init(document: MarkdownDocument, options: RenderOptions) {
        self.document = document
        self.options = options
    }

    mutating func render() -> String {
        out = ""
        var renderer = self
        CmarkNode.walk(document.tree.root) { node, entering in renderer.visit(node, entering: entering) }
        return renderer.out
    }

    mutating func renderInlineContent() -> String {
        inlineOnly = true
        return render().trimmingWhitespace()
    }

    private mutating func cr() {
        if let last = out.utf8.last, last != UInt8(ascii: "\n") { out += "\n" }
    }

    private var rawHTMLOmitted: String { "<!-- raw HTML omitted -->" }

    private mutating func visit(_ node: OpaquePointer, entering: Bool) {
        let type = CmarkNode.type(node)

        if imageDepth > 0 {
            visitInsideImage(node, type: type, entering: entering)
            return
        }

        switch type {
        case CMARK_NODE_DOCUMENT:
            break
        case CMARK_NODE_BLOCK_QUOTE:
            guard !inlineOnly else { break }
            cr()
            out += entering ? "<blockquote>\n" : "</blockquote>\n"
        case CMARK_NODE_LIST:
            guard !inlineOnly else { break }
            let ordered = cmark_node_get_list_type(node) == CMARK_ORDERED_LIST
            if entering {
                cr()
                let start = Int(cmark_node_get_list_start(node))
                out += ordered ? (start == 1 ? "<ol>\n" : "<ol start=\"\(start)\">\n") : "<ul>\n"
            } else {
                out += ordered ? "</ol>\n" : "</ul>\n"
            }
        case CMARK_NODE_ITEM:
            guard !inlineOnly else { break }
            if entering { cr(); out += "<li>" } else { out += "</li>\n" }
        case CMARK_NODE_HEADING:
            if entering {
                let heading = document.headings[headingIndex]
                headingIndex += 1
                guard !inlineOnly else { break }
                cr()
                out += "<h\(heading.level)"
                if options.headingAnchors { out += " id=\"\(HTMLEscaping.escape(heading.anchor))\"" }
                out += ">"
            } else if !inlineOnly {
                out += "</h\(cmark_node_get_heading_level(node))>\n"
            }
        case CMARK_NODE_CODE_BLOCK:
            let block = document.codeBlocks[codeBlockIndex]
            codeBlockIndex += 1
            if inlineOnly { out += HTMLEscaping.escape(block.code); break }
            cr()
            if let custom = options.codeBlock(block) {
                out += custom
                cr()
            } else {
                out += "<pre><code"
                if let language = block.language {
                    out += " class=\"language-\(HTMLEscaping.escape(language))\""
                }
                out += ">" + HTMLEscaping.escape(block.code) + "</code></pre>\n"
            }
        case CMARK_NODE_HTML_BLOCK:
            if !inlineOnly { cr() }
            out += options.allowRawHTML ? CmarkNode.literal(node) : rawHTMLOmitted
            if !inlineOnly { cr() }
        case CMARK_NODE_PARAGRAPH:
            guard !inlineOnly, !isInTightList(node) else { break }
            if entering { cr(); out += "<p>" } else { out += "</p>\n" }
        case CMARK_NODE_THEMATIC_BREAK:
            guard !inlineOnly else { break }
            cr()
            out += "<hr />\n"
        case CMARK_NODE_TEXT:
            out += HTMLEscaping.escape(CmarkNode.literal(node))
        case CMARK_NODE_SOFTBREAK:
            out += inlineOnly ? " " : "\n"
        case CMARK_NODE_LINEBREAK:
            out += inlineOnly ? " " : "<br />\n"
        case CMARK_NODE_CODE:
            out += "<code>" + HTMLEscaping.escape(CmarkNode.literal(node)) + "</code>"
        case CMARK_NODE_HTML_INLINE:
            out += options.allowRawHTML ? CmarkNode.literal(node) : rawHTMLOmitted
        case CMARK_NODE_EMPH:
            out += entering ? "<em>" : "</em>"
        case CMARK_NODE_STRONG:
            out += entering ? "<strong>" : "</strong>"
        case CMARK_NODE_LINK:
            if entering {
                let link = nextLink()
                out += "<a href=\"\(href(for: link))\""
                if let title = link.title { out += " title=\"\(HTMLEscaping.escape(title))\"" }
                out += ">"
            } else {
                out += "</a>"
            }
        case CMARK_NODE_IMAGE:
            // Only entering is seen here; the exit arrives while imageDepth > 0.
            let link = nextLink()
            out += "<img src=\"\(href(for: link))\" alt=\""
            imageDepth = 1
        default:
            // Custom nodes never come out of the parser.
            break
        }
    }

    /// An image's content is its alt text: write text only, and close the tag when the image ends.
    private mutating func visitInsideImage(_ node: OpaquePointer, type: cmark_node_type, entering: Bool) {
        switch type {
        case CMARK_NODE_TEXT, CMARK_NODE_CODE, CMARK_NODE_HTML_INLINE:
            out += HTMLEscaping.escape(CmarkNode.literal(node))
        case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
            out += " "
        case CMARK_NODE_LINK:
            if entering { linkIndex += 1 }
        case CMARK_NODE_IMAGE:
            if entering {
                linkIndex += 1
                imageDepth += 1
            } else {
                imageDepth -= 1
                if imageDepth == 0 {
                    out += "\""
                    if let title = CmarkNode.title(node) { out += " title=\"\(HTMLEscaping.escape(title))\"" }
                    out += " />"
                }
            }
        default:
            break
        }
    }

    private mutating func nextLink() -> Link {
        let link = document.links[linkIndex]
        linkIndex += 1
        return link
    }

    /// The destination after the hook, emptied when it is a scheme that must never reach a page.
    private func href(for link: Link) -> String {
        let destination = options.link(link) ?? link.destination
        if HTMLEscaping.isDangerousURL(destination) { return "" }
        return HTMLEscaping.escapeHref(destination)
    }

    private func isInTightList(_ paragraph: OpaquePointer) -> Bool {
        guard let item = cmark_node_parent(paragraph), let list = cmark_node_parent(item),
              CmarkNode.type(list) == CMARK_NODE_LIST else { return false }
        return cmark_node_get_list_tight(list) != 0
    }
}
