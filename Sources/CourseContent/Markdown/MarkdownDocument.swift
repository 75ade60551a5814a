import CCmark
import Diagnostics
import Foundation

/// A markdown body parsed by libcmark, with the pieces the site builder needs already pulled out.
///
/// Every location is a line of the *file*, not of the body: `firstLine` is the file line where the
/// body starts (after the front matter), so diagnostics point where the author looks.
public struct MarkdownDocument: Sendable {
    /// Inputs above this size are refused: the Debian cmark may predate upstream fixes for inputs that
    /// take quadratic time, and no course page comes anywhere near it.
    public static let maximumBytes = 2 * 1024 * 1024
    /// Block quotes nested deeper than this on one line are refused for the same reason.
    public static let maximumQuoteNesting = 32
    /// Image openers allowed in one paragraph (see `checkLimits`).
    public static let maximumImageOpenersPerParagraph = 1000

    public let file: String
    public let firstLine: Int
    /// The body text that was parsed.
    public let source: String
    public let codeBlocks: [CodeBlock]
    public let links: [Link]
    public let headings: [Heading]
    /// Plain text of the first top-level paragraph: a summary when the front matter has none.
    public let firstParagraphText: String?

    let tree: CmarkTree

    public init(parsing source: String, file: String, firstLine: Int = 1) throws {
        try Self.checkLimits(source, file: file, firstLine: firstLine)
        self.file = file
        self.firstLine = firstLine
        self.source = source
        self.tree = CmarkTree(source: source)
        var extractor = Extractor(file: file, firstLine: firstLine, body: SourceFile(path: file, text: source))
        tree.withRoot { extractor.walk($0) }
        codeBlocks = extractor.codeBlocks
        links = extractor.links
        headings = extractor.headings
        firstParagraphText = extractor.firstParagraphText
    }

    private static func limitExceeded(_ message: String, file: String, line: Int) -> DiagnosticsError {
        DiagnosticsError([.error(message, at: SourceLocation(file: file, line: line, column: 1))])
    }

    private static func checkLimits(_ source: String, file: String, firstLine: Int) throws {
        let size = source.utf8.count
        if size > maximumBytes {
            throw limitExceeded("file is too large (\(size) bytes; the limit is \(maximumBytes) bytes)", file: file, line: firstLine)
        }
        // Two inputs the Debian cmark handles in quadratic time are refused before it sees them:
        // block quotes nested very deep on one line, and paragraphs holding thousands of image
        // openers (`![[]()` repeated; fixed upstream in cmark 0.30.3). No real page comes close.
        var line = firstLine
        var imageOpeners = 0
        var paragraphStart = firstLine
        // Line by line, the line's end and its `[`s found with memchr: every page passes here, and
        // a byte-by-byte state machine was a few percent of a display build.
        var text = source
        try text.withUTF8 { base in
            let count = base.count
            var start = 0
            while start < count {
                let end = base.firstIndex(of: UInt8(ascii: "\n"), from: start) ?? count
                // Block quote markers (and the blanks between them) open the line.
                var quoteDepth = 0
                var index = start
                while index < end {
                    let byte = base[index]
                    if byte == UInt8(ascii: ">") {
                        quoteDepth += 1
                        if quoteDepth > maximumQuoteNesting {
                            throw limitExceeded("block quotes are nested more than \(maximumQuoteNesting) deep", file: file, line: line)
                        }
                    } else if byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t") {
                        break
                    }
                    index += 1
                }
                // Image openers: a `[` right after a `!` on the same line.
                var bracket = start
                while let at = base.firstIndex(of: UInt8(ascii: "["), from: bracket, before: end) {
                    if at > start, base[at - 1] == UInt8(ascii: "!") {
                        imageOpeners += 1
                        if imageOpeners > maximumImageOpenersPerParagraph {
                            throw limitExceeded(
                                "more than \(maximumImageOpenersPerParagraph) images ('![') in one paragraph; split it up",
                                file: file, line: paragraphStart)
                        }
                    }
                    bracket = at + 1
                }
                guard end < count else { break }
                // A blank line (spaces, tabs, a carriage return) ends the paragraph.
                var blankEnd = start
                while blankEnd < end,
                    base[blankEnd] == UInt8(ascii: " ") || base[blankEnd] == UInt8(ascii: "\t") || base[blankEnd] == UInt8(ascii: "\r")
                {
                    blankEnd += 1
                }
                if blankEnd == end {
                    imageOpeners = 0
                    paragraphStart = line + 1
                }
                line += 1
                start = end + 1
            }
        }
    }
}

extension MarkdownDocument {
    /// Runs `body` with the document's tree parsed once for every walk inside it (rendering, the
    /// search text), instead of once per walk.
    public func keepingParsed<T>(_ body: () throws -> T) rethrows -> T {
        try tree.withRoot { _ in try body() }
    }

    /// Renders a short inline-only markdown string (a title or a summary written with `code` or
    /// *emphasis*) without the surrounding `<p>`. Block syntax is rendered as text would be.
    public static func renderInline(_ markdown: String, options: RenderOptions = RenderOptions()) -> String {
        // Newlines would start new blocks; an inline string is one line.
        let flat = String(markdown.map { $0.isNewline ? " " : $0 })
        guard flat.utf8.count <= 64 * 1024, let doc = try? MarkdownDocument(parsing: flat, file: "<inline>") else {
            return HTMLEscaping.escape(markdown)
        }
        var renderer = HTMLRenderer(document: doc, options: options)
        return renderer.renderInlineContent()
    }
}

/// Parses a document's cmark node tree when a walk needs it, and frees it when the last walk
/// holding it ends — except after the first walk (the load's): that tree is kept for the next one
/// (the page's render, which holds it across its walks with `keepingParsed`) and freed when that
/// ends. A build so parses each page once; the trees alive between loading and rendering cost
/// about 45 MB for 4,000 pages of 8 KB (382 MB peak instead of 337 MB), parsing every page a
/// second time cost 3–4% of a display build. A page never rendered again (a page kept from an
/// earlier build) keeps its tree until its document goes.
///
/// Sharing a tree across threads is safe because nothing changes it after parsing: cmark 0.30's
/// getters (`cmark_node_get_literal`, `_url`, `_title`, `_fence_info`) copy a borrowed chunk into an
/// owned C string the first time they are called, which is a write; parsing calls every getter
/// once, so later calls only read.
final class CmarkTree: @unchecked Sendable {
    private let source: String
    private let lock = NSLock()
    private var parsed: OpaquePointer?
    private var holds = 0
    /// Until the first walk ends: keep the tree it parsed for the next walk.
    private var keepsFirstTree = true

    init(source: String) {
        self.source = source
    }

    /// Runs `body` with the tree's root, parsing it first unless a walk already holds it.
    func withRoot<T>(_ body: (OpaquePointer) throws -> T) rethrows -> T {
        lock.lock()
        let root = parsed ?? Self.parse(source)
        parsed = root
        holds += 1
        lock.unlock()
        defer {
            lock.lock()
            holds -= 1
            if holds == 0 {
                if keepsFirstTree {
                    keepsFirstTree = false
                } else {
                    cmark_node_free(root)
                    parsed = nil
                }
            }
            lock.unlock()
        }
        return try body(root)
    }

    private static func parse(_ source: String) -> OpaquePointer {
        // No CMARK_OPT_SMART: quotes and dashes stay exactly as written, which code-like prose needs.
        let options = CMARK_OPT_DEFAULT | CMARK_OPT_VALIDATE_UTF8
        var text = source
        let root = text.withUTF8 { buffer in
            buffer.withMemoryRebound(to: CChar.self) { chars in
                cmark_parse_document(chars.baseAddress, chars.count, options)!
            }
        }
        CmarkNode.walk(root) { node, entering in
            guard entering else { return }
            _ = cmark_node_get_literal(node)
            _ = cmark_node_get_url(node)
            _ = cmark_node_get_title(node)
            _ = cmark_node_get_fence_info(node)
            _ = cmark_node_get_on_enter(node)
            _ = cmark_node_get_on_exit(node)
        }
        return root
    }

    deinit {
        if let parsed { cmark_node_free(parsed) }
    }
}
