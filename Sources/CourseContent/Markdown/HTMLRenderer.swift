import CCmark
import Diagnostics
import Foundation

/// Walks a document's cmark tree and writes HTML in the shape cmark's own renderer produces,
/// with the course's hooks for code blocks and links, and with raw HTML and dangerous URLs removed.
struct HTMLRenderer {
    let document: MarkdownDocument
    let options: RenderOptions
    private var out = HTMLBuffer()
    // The extractor saw the same nodes in the same order, so the n-th code block here is codeBlocks[n].
    private var codeBlockIndex = 0
    private var linkIndex = 0
    private var headingIndex = 0
    /// Inside an image only plain text is written: it is the `alt` attribute.
    private var imageDepth = 0
    /// For inline-only rendering: block tags are left out.
    private var inlineOnly = false
    /// Nodes whose subtrees the walk passes over (until each one's exit), because they were written
    /// another way (a knowledge check) or are left out (the leading title).
    private var skipping: [OpaquePointer] = []
    /// While skipping, whether links, headings and code blocks inside still count: they do when the
    /// subtree is left out, not when it was already written (which counted them).
    private var skippedNodesCount = false
    /// The next text is a knowledge-check choice whose `[x] ` marker is not written.
    private var dropsChoiceMarker = false
    /// Inside a heading that gets `headingEnd`: the heading and its text so far, as HTML without tags.
    private var openHeading: (heading: Heading, textHTML: String)?
    /// Inside a `<p>`: the hrefs of the links written in it so far, for `repeatedLink`.
    private var paragraphHrefs: Set<String>?
    /// What closes each open link: `</a>`, or the end of what `repeatedLink` wrote instead.
    private var linkCloses: [String] = []

    init(document: MarkdownDocument, options: RenderOptions) {
        self.document = document
        self.options = options
    }

    mutating func render() -> String {
        String(decoding: renderUTF8(), as: UTF8.self)
    }

    mutating func renderUTF8() -> [UInt8] {
        // A page's HTML is somewhat larger than its markdown.
        out = HTMLBuffer(capacity: document.source.utf8.count + document.source.utf8.count / 2)
        var renderer = self
        document.tree.withRoot { root in
            CmarkNode.walk(root) { node, entering in renderer.visit(node, entering: entering) }
        }
        if let finalPass = options.finalPass,
            let replaced = renderer.out.bytes.withUnsafeBufferPointer({ finalPass($0) })
        {
            return replaced
        }
        return renderer.out.bytes
    }

    mutating func renderInlineContent() -> String {
        inlineOnly = true
        return render().trimmingWhitespace()
    }

    private mutating func cr() {
        if let last = out.bytes.last, last != UInt8(ascii: "\n") { out += "\n" }
    }

    private var rawHTMLOmitted: String { "<!-- raw HTML omitted -->" }

    private mutating func visit(_ node: OpaquePointer, entering: Bool) {
        let type = CmarkNode.type(node)

        if let skipped = skipping.first {
            if skippedNodesCount, entering {
                switch type {
                case CMARK_NODE_LINK, CMARK_NODE_IMAGE: linkIndex += 1
                case CMARK_NODE_HEADING: headingIndex += 1
                case CMARK_NODE_CODE_BLOCK: codeBlockIndex += 1
                default: break
                }
            }
            if node == skipped, !entering { skipping.removeFirst() }
            return
        }
        if entering, !inlineOnly, options.dropsLeadingTitle, type == CMARK_NODE_HEADING,
            cmark_node_get_heading_level(node) == 1, cmark_node_previous(node) == nil,
            let parent = cmark_node_parent(node), CmarkNode.type(parent) == CMARK_NODE_DOCUMENT
        {
            skippedNodesCount = true
            skipping = [node]
            headingIndex += 1
            return
        }
        if entering, !inlineOnly, type == CMARK_NODE_PARAGRAPH, let hook = options.knowledgeCheck,
            let (question, list) = knowledgeCheckParts(node)
        {
            let block = renderKnowledgeCheck(question: question, list: list)
            cr()
            out += hook(block)
            cr()
            skippedNodesCount = false
            skipping = [node, list]
            return
        }

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
            if entering {
                cr()
                out += "<li>"
            } else {
                out += "</li>\n"
            }
        case CMARK_NODE_HEADING:
            if entering {
                let heading = document.headings[headingIndex]
                headingIndex += 1
                guard !inlineOnly else { break }
                cr()
                out += "<h\(heading.level)"
                if options.headingAnchors { out += " id=\"\(HTMLEscaping.escape(heading.anchor))\"" }
                out += ">"
                if options.headingAnchors, options.headingEnd != nil { openHeading = (heading, "") }
            } else if !inlineOnly {
                if let (heading, text) = openHeading, let hook = options.headingEnd { out += hook(heading, text) }
                openHeading = nil
                out += "</h\(cmark_node_get_heading_level(node))>\n"
            }
        case CMARK_NODE_CODE_BLOCK:
            let block = document.codeBlocks[codeBlockIndex]
            codeBlockIndex += 1
            if inlineOnly {
                out += HTMLEscaping.escape(block.code)
                break
            }
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
            if entering {
                cr()
                out += "<p>"
            } else {
                out += "</p>\n"
            }
            paragraphHrefs = entering ? [] : nil
        case CMARK_NODE_THEMATIC_BREAK:
            guard !inlineOnly else { break }
            cr()
            out += "<hr />\n"
        case CMARK_NODE_TEXT:
            // Most text goes from cmark's bytes straight into the page.
            if !dropsChoiceMarker, openHeading == nil {
                out.appendEscaped(cmark_node_get_literal(node))
                break
            }
            var text = CmarkNode.literal(node)
            if dropsChoiceMarker {
                dropsChoiceMarker = false
                text = String(text.dropFirst(3).drop(while: { $0 == " " }))
            }
            let escaped = HTMLEscaping.escape(text)
            out += escaped
            openHeading?.textHTML += escaped
        case CMARK_NODE_SOFTBREAK:
            out += inlineOnly ? " " : "\n"
            openHeading?.textHTML += "\n"
        case CMARK_NODE_LINEBREAK:
            out += inlineOnly ? " " : "<br />\n"
            openHeading?.textHTML += "\n"
        case CMARK_NODE_CODE:
            if openHeading == nil {
                out += "<code>"
                out.appendEscaped(cmark_node_get_literal(node))
                out += "</code>"
                break
            }
            let escaped = HTMLEscaping.escape(CmarkNode.literal(node))
            out += "<code>" + escaped + "</code>"
            openHeading?.textHTML += escaped
        case CMARK_NODE_HTML_INLINE:
            out += options.allowRawHTML ? CmarkNode.literal(node) : rawHTMLOmitted
        case CMARK_NODE_EMPH:
            out += entering ? "<em>" : "</em>"
        case CMARK_NODE_STRONG:
            out += entering ? "<strong>" : "</strong>"
        case CMARK_NODE_LINK:
            if entering {
                enterLink(node)
            } else {
                out += linkCloses.popLast() ?? "</a>"
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

    /// A link's opening tag, or what the `repeatedLink` and `linkContent` hooks write instead.
    private mutating func enterLink(_ node: OpaquePointer) {
        let link = nextLink()
        let destination = href(for: link)
        if link.title == nil, paragraphHrefs?.insert(destination).inserted == false,
            let hook = options.repeatedLink, let element = hook(destination)
        {
            out += element.open
            linkCloses.append(element.close)
            return
        }
        if link.title == nil, let hook = options.linkContent, let word = CmarkNode.soleWord(of: node),
            let content = hook(destination, word)
        {
            out += "<a href=\"\(destination)\">" + content + "</a>"
            openHeading?.textHTML += HTMLEscaping.escape(word)
            // The word was written another way; its text node holds no link, heading or code block.
            skippedNodesCount = false
            skipping = [node]
            return
        }
        out += "<a href=\"\(destination)\""
        if let title = link.title { out += " title=\"\(HTMLEscaping.escape(title))\"" }
        out += ">"
        linkCloses.append("</a>")
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

    // MARK: - Knowledge checks

    /// The question's paragraph (opening with a strong "Q:") and the list right after it, when every
    /// item of the list starts with `[x]`, `[X]` or `[ ]`.
    private func knowledgeCheckParts(_ paragraph: OpaquePointer) -> (OpaquePointer, OpaquePointer)? {
        guard let strong = cmark_node_first_child(paragraph), CmarkNode.type(strong) == CMARK_NODE_STRONG,
            CmarkNode.plainText(strong) == "Q:",
            let list = cmark_node_next(paragraph), CmarkNode.type(list) == CMARK_NODE_LIST,
            cmark_node_get_list_type(list) == CMARK_BULLET_LIST
        else { return nil }
        var item = cmark_node_first_child(list)
        guard item != nil else { return nil }
        while let current = item {
            guard choiceMarker(current) != nil else { return nil }
            item = cmark_node_next(current)
        }
        return (paragraph, list)
    }

    /// True for `[x]`/`[X]`, false for `[ ]`, nil when the item does not start with a marker.
    private func choiceMarker(_ item: OpaquePointer) -> Bool? {
        guard let paragraph = cmark_node_first_child(item), CmarkNode.type(paragraph) == CMARK_NODE_PARAGRAPH,
            let text = cmark_node_first_child(paragraph), CmarkNode.type(text) == CMARK_NODE_TEXT
        else { return nil }
        let literal = CmarkNode.literal(text)
        if literal.hasPrefix("[x]") || literal.hasPrefix("[X]") { return true }
        if literal.hasPrefix("[ ]") { return false }
        return nil
    }

    /// The question and its choices as inline HTML, written through this renderer so links, code
    /// spans and emphasis inside them are handled (and counted) as everywhere else.
    private mutating func renderKnowledgeCheck(question: OpaquePointer, list: OpaquePointer) -> KnowledgeCheckBlock {
        let saved = out
        defer { out = saved }
        out = HTMLBuffer()
        var child = cmark_node_next(cmark_node_first_child(question)!)
        while let node = child {
            CmarkNode.walk(node) { inner, entering in self.visit(inner, entering: entering) }
            child = cmark_node_next(node)
        }
        let questionHTML = out.text.trimmingWhitespace()
        var choices: [KnowledgeCheckBlock.Choice] = []
        var item = cmark_node_first_child(list)
        while let current = item {
            out = HTMLBuffer()
            let isCorrect = choiceMarker(current) ?? false
            dropsChoiceMarker = true
            let wasInline = inlineOnly
            inlineOnly = true
            var block = cmark_node_first_child(current)
            while let node = block {
                CmarkNode.walk(node) { inner, entering in self.visit(inner, entering: entering) }
                block = cmark_node_next(node)
            }
            inlineOnly = wasInline
            choices.append(.init(isCorrect: isCorrect, html: out.text.trimmingWhitespace(), location: sourceLocation(of: current)))
            item = cmark_node_next(current)
        }
        return KnowledgeCheckBlock(questionHTML: questionHTML, choices: choices, location: sourceLocation(of: question))
    }

    /// A node's first line in the file (cmark counts from the body's first line).
    private func sourceLocation(of node: OpaquePointer) -> SourceLocation {
        SourceLocation(file: document.file, line: document.firstLine + Int(cmark_node_get_start_line(node)) - 1, column: 1)
    }

    private func isInTightList(_ paragraph: OpaquePointer) -> Bool {
        guard let item = cmark_node_parent(paragraph), let list = cmark_node_parent(item),
            CmarkNode.type(list) == CMARK_NODE_LIST
        else { return false }
        return cmark_node_get_list_tight(list) != 0
    }
}

/// The page being written, as UTF-8 bytes: appending to a `String` piece by piece costs more than
/// the walk itself.
struct HTMLBuffer {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) { bytes.reserveCapacity(capacity) }

    var text: String { String(decoding: bytes, as: UTF8.self) }

    static func += (buffer: inout HTMLBuffer, text: String) {
        buffer.bytes.append(contentsOf: text.utf8)
    }

    /// A C string from cmark, escaped as `HTMLEscaping.escape` escapes.
    mutating func appendEscaped(_ literal: UnsafePointer<CChar>?) {
        guard let literal else { return }
        let count = strlen(literal)
        literal.withMemoryRebound(to: UInt8.self, capacity: count) { start in
            let text = UnsafeBufferPointer(start: start, count: count)
            if text.contains(where: HTMLEscaping.needsEscaping) {
                HTMLEscaping.appendEscaped(text, to: &bytes)
            } else {
                bytes.append(contentsOf: text)
            }
        }
    }
}
