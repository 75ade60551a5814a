import CCmark

/// A stretch of a document's text under one heading, as a search index reads it.
public struct TextSection: Equatable, Sendable {
    /// The heading the section starts at; nil for the text before the first one.
    public var heading: Heading?
    /// What a reader reads there: text, code spans and the code blocks `codeText` gives, with
    /// whitespace collapsed. Markup, raw HTML and images are not text.
    public var text: String
}

extension MarkdownDocument {
    /// The document's text split at headings whose level is in `levels`, taken from the tree (the
    /// same nodes the HTML renderer walks, never its output). Headings of other levels are part of
    /// the text. `codeText` gives a code block's text, or nil to leave the block out. A `# Title`
    /// opening the document is left out when `dropsLeadingTitle`: the page shows it as its title.
    /// A knowledge-check choice's `[x]`/`[ ]` marker is not text. `linkText` is the renderer's
    /// `linkContent` for text: given a link whose whole content is one plain word, and that word, it
    /// returns the text shown instead (a page's title), or nil.
    public func textSections(
        splittingAt levels: ClosedRange<Int> = 2...3, dropsLeadingTitle: Bool = true,
        codeText: (CodeBlock) -> String?,
        linkText: (Link, String) -> String? = { _, _ in nil }
    ) -> [TextSection] {
        var sections: [TextSection] = []
        var heading: Heading?
        var text = ""
        var headingIndex = 0
        var codeBlockIndex = 0
        var linkIndex = 0
        /// A link whose text `linkText` replaced: its own text node is passed over.
        var replacedLink: OpaquePointer?
        /// Inside a heading that starts a section (or the dropped title): its text is not body text.
        var inSectionHeading = false
        var imageDepth = 0
        func close() {
            let collapsed = Self.collapsingWhitespace(text)
            if heading != nil || !collapsed.isEmpty || sections.isEmpty {
                sections.append(TextSection(heading: heading, text: collapsed))
            }
            text = ""
        }
        tree.withRoot { root in
            CmarkNode.walk(root) { node, entering in
                switch CmarkNode.type(node) {
                case CMARK_NODE_HEADING:
                    let level = Int(cmark_node_get_heading_level(node))
                    let isTitle =
                        dropsLeadingTitle && level == 1 && cmark_node_previous(node) == nil
                        && cmark_node_parent(node).map { CmarkNode.type($0) == CMARK_NODE_DOCUMENT } == true
                    let splits = levels.contains(level) || isTitle
                    if entering {
                        let current = headings[headingIndex]
                        headingIndex += 1
                        if levels.contains(level) {
                            close()
                            heading = current
                        }
                        inSectionHeading = splits
                    } else {
                        inSectionHeading = false
                        text += " "
                    }
                case CMARK_NODE_CODE_BLOCK:
                    let block = codeBlocks[codeBlockIndex]
                    codeBlockIndex += 1
                    if let code = codeText(block) { text += " " + code + " " }
                case CMARK_NODE_IMAGE:
                    imageDepth += entering ? 1 : -1
                    if entering { linkIndex += 1 }
                case CMARK_NODE_LINK:
                    if !entering {
                        if replacedLink == node { replacedLink = nil }
                        break
                    }
                    let link = links[linkIndex]
                    linkIndex += 1
                    guard !inSectionHeading, imageDepth == 0, link.title == nil, let word = CmarkNode.soleWord(of: node),
                        let shown = linkText(link, word)
                    else { break }
                    text += shown
                    replacedLink = node
                case CMARK_NODE_TEXT where replacedLink != nil:
                    break
                case CMARK_NODE_TEXT where !inSectionHeading && imageDepth == 0:
                    text += Self.withoutChoiceMarker(CmarkNode.literal(node), node)
                case CMARK_NODE_CODE where !inSectionHeading && imageDepth == 0:
                    text += CmarkNode.literal(node)
                case CMARK_NODE_SOFTBREAK, CMARK_NODE_LINEBREAK:
                    text += " "
                case CMARK_NODE_PARAGRAPH, CMARK_NODE_ITEM, CMARK_NODE_BLOCK_QUOTE, CMARK_NODE_HTML_BLOCK,
                    CMARK_NODE_THEMATIC_BREAK:
                    text += " "
                default:
                    break
                }
            }
        }
        close()
        return sections
    }

    /// A list item's opening `[x] `, `[X] ` or `[ ] ` left out.
    private static func withoutChoiceMarker(_ literal: String, _ node: OpaquePointer) -> String {
        guard literal.hasPrefix("[x]") || literal.hasPrefix("[X]") || literal.hasPrefix("[ ]"),
            cmark_node_previous(node) == nil, let paragraph = cmark_node_parent(node),
            cmark_node_previous(paragraph) == nil, let item = cmark_node_parent(paragraph),
            CmarkNode.type(item) == CMARK_NODE_ITEM
        else { return literal }
        return String(literal.dropFirst(3))
    }

    /// Runs of whitespace as one space, none at either end; over bytes (this runs over every page).
    static func collapsingWhitespace(_ text: String) -> String {
        var text = text
        return text.withUTF8 { source in
            // Written straight into the string's storage: appending byte by byte to an array was
            // most of the time a page's search text took.
            String(unsafeUninitializedCapacity: source.count) { output in
                var count = 0
                var pendingSpace = false
                for byte in source {
                    switch byte {
                    case 0x20, 0x09, 0x0A, 0x0B, 0x0C, 0x0D:
                        pendingSpace = count > 0
                    default:
                        if pendingSpace {
                            output[count] = 0x20
                            count += 1
                            pendingSpace = false
                        }
                        output[count] = byte
                        count += 1
                    }
                }
                return count
            }
        }
    }
}
