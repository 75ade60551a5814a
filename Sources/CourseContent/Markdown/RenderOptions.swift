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

extension MarkdownDocument {
    /// HTML for the whole body, produced by walking cmark's node tree.
    public func renderHTML(_ options: RenderOptions = RenderOptions()) -> String {
        var renderer = HTMLRenderer(document: self, options: options)
        return renderer.render()
    }
}
