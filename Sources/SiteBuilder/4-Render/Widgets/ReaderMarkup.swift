import CourseContent

/// Finishing touches on a page body, for readers, written by the markdown walk's hooks:
/// - each `h2`/`h3` gets a visible "#" link to itself (heading anchors);
/// - a paragraph links each observation's checkpoint once: later numbers from the same checkpoint
///   in that paragraph stay marked as observed, without another Tab stop;
/// - a link whose text is the target page's id (`[binding](binding.md)`) shows that page's title.
enum ReaderMarkup {
    /// Sets the three hooks; `titlesByHref` maps each page's href from this page to its id and title.
    static func install(in options: inout RenderOptions, titlesByHref: [String: (id: String, title: String)]) {
        options.headingEnd = headingAnchor
        options.repeatedLink = observedRepeat
        options.linkContent = { href, word in relatedTitle(href: href, word: word, titlesByHref: titlesByHref) }
    }

    static func headingAnchor(_ heading: Heading, textHTML: String) -> String {
        guard heading.level == 2 || heading.level == 3 else { return "" }
        let id = HTML.escape(heading.anchor)
        return "<a class=\"heading-anchor\" href=\"#\(id)\" aria-label=\"Link to “\(textHTML)”\">#</a>"
    }

    static func observedRepeat(href: String) -> (open: String, close: String)? {
        href.hasPrefix("#checkpoint-") ? ("<span class=\"observed\">", "</span>") : nil
    }

    static func relatedTitle(href: String, word: String, titlesByHref: [String: (id: String, title: String)]) -> String? {
        let page = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        guard !page.isEmpty, let target = titlesByHref[String(page)], target.id == word else { return nil }
        return HTML.escape(target.title)
    }
}
