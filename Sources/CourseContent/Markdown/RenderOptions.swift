import Diagnostics

/// How a document becomes HTML, and the hooks the site builder uses to replace parts of it.
public struct RenderOptions {
    /// Raw HTML blocks and inline tags are emitted only when the course allows it; otherwise they are
    /// replaced by a comment, as cmark's safe mode does.
    public var allowRawHTML: Bool
    /// Replaces a code block's whole HTML. Return nil for the default `<pre><code class="language-x">`.
    public var codeBlock: (CodeBlock) -> String?
    /// Rewrites a link's or image's destination (`state.md` → `state.html`). Return nil to keep it.
    /// Whatever is returned still goes through the safe-URL rule and href escaping.
    public var link: (Link) -> String?
    /// Gives each heading an `id=` with its anchor.
    public var headingAnchors: Bool
    /// Leaves out a `# Title` that opens the page: it makes the file read well on any markdown
    /// viewer, and the page's template already shows the title.
    public var dropsLeadingTitle = false
    /// Replaces a knowledge check — a `**Q:** …` paragraph followed by a list whose items start
    /// with `[x]` or `[ ]` — by the HTML this returns. Nil leaves such blocks as they are.
    public var knowledgeCheck: ((KnowledgeCheckBlock) -> String)?
    /// Written inside each heading with an `id=`, after its content (a link to itself): given the
    /// heading and its text as HTML without tags. Nil writes nothing.
    public var headingEnd: ((_ heading: Heading, _ textHTML: String) -> String)?
    /// For a link without a title whose whole content is one plain word (`[binding](binding.md)`):
    /// given its href (after `link`) and that word, returns the HTML to show instead of the word, or
    /// nil to keep it.
    public var linkContent: ((_ href: String, _ word: String) -> String?)?
    /// For a link without a title that repeats, within one paragraph, the href of an earlier one:
    /// returns the opening and closing tags written instead of the `<a>` (its content is kept), or
    /// nil to keep the link.
    public var repeatedLink: ((_ href: String) -> (open: String, close: String)?)?
    /// A last pass over the whole rendered body's UTF-8, before it becomes a `String`: returns the
    /// bytes to use instead, or nil to keep them. (A pass over the finished `String` would decode
    /// and check the page's bytes once more.)
    public var finalPass: ((UnsafeBufferPointer<UInt8>) -> [UInt8]?)?

    public init(
        allowRawHTML: Bool = false,
        headingAnchors: Bool = true,
        codeBlock: @escaping (CodeBlock) -> String? = { _ in nil },
        link: @escaping (Link) -> String? = { _ in nil }
    ) {
        self.allowRawHTML = allowRawHTML
        self.headingAnchors = headingAnchors
        self.codeBlock = codeBlock
        self.link = link
    }
}

/// A knowledge check found in the markdown tree: the question and its choices, each already
/// rendered to inline HTML (links and emphasis included, the `[x]`/`[ ]` marker removed).
public struct KnowledgeCheckBlock: Equatable, Sendable {
    public struct Choice: Equatable, Sendable {
        public var isCorrect: Bool
        public var html: String
        /// The choice's `- [x]` / `- [ ]` line.
        public var location: SourceLocation? = nil
    }
    public var questionHTML: String
    public var choices: [Choice]
    /// The `**Q:**` line.
    public var location: SourceLocation? = nil
}

extension MarkdownDocument {
    /// HTML for the whole body, produced by walking cmark's node tree.
    public func renderHTML(_ options: RenderOptions = RenderOptions()) -> String {
        var renderer = HTMLRenderer(document: self, options: options)
        return renderer.render()
    }

    /// `renderHTML(_:)` as UTF-8, for a caller that writes the body out as bytes: it is never
    /// made into a `String` (whose encoding would be checked again).
    public func renderHTMLUTF8(_ options: RenderOptions = RenderOptions()) -> [UInt8] {
        var renderer = HTMLRenderer(document: self, options: options)
        return renderer.renderUTF8()
    }
}
