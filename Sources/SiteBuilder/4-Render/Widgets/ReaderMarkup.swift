import CourseContent
import Foundation

/// Finishing touches on a rendered page body, for readers:
/// - each `h2`/`h3` gets a visible "#" link to itself (heading anchors);
/// - a paragraph links each observation's checkpoint once: later numbers from the same checkpoint
///   in that paragraph stay marked as observed, without another Tab stop;
/// - a link whose text is the target page's id (`[binding](binding.md)`) shows that page's title.
enum ReaderMarkup {
    private static let heading = try! NSRegularExpression(pattern: #"<(h[23]) id="([^"]+)">([\s\S]*?)</\1>"#)
    private static let paragraph = try! NSRegularExpression(pattern: #"<p>[\s\S]*?</p>"#)
    private static let observedLink = try! NSRegularExpression(pattern: #"<a href="(#checkpoint-[^"]+)">([\s\S]*?)</a>"#)
    private static let slugLink = try! NSRegularExpression(pattern: ##"<a href="([^"#]+)(#[^"]*)?">([a-z0-9-]+)</a>"##)
    private static let tag = try! NSRegularExpression(pattern: #"<[^>]*>"#)

    static func apply(_ html: String, titlesByHref: [String: (id: String, title: String)]) -> String {
        var out = headingAnchors(html)
        out = oneLinkPerObservation(out)
        out = relatedTitles(out, titlesByHref: titlesByHref)
        return out
    }

    static func headingAnchors(_ html: String) -> String {
        transform(heading, in: html) { match, source in
            let tagName = source.substring(with: match.range(at: 1))
            let id = source.substring(with: match.range(at: 2))
            let inner = source.substring(with: match.range(at: 3))
            let text = tag.stringByReplacingMatches(in: inner, range: NSRange(location: 0, length: (inner as NSString).length), withTemplate: "")
            return "<\(tagName) id=\"\(id)\">\(inner)<a class=\"heading-anchor\" href=\"#\(id)\" aria-label=\"Link to “\(text)”\">#</a></\(tagName)>"
        }
    }

    static func oneLinkPerObservation(_ html: String) -> String {
        // Only a page with two links to checkpoints can have a paragraph to change: most have none.
        guard occurrences(of: observedLinkStart, in: html, upTo: 2) >= 2 else { return html }
        return transform(paragraph, in: html) { match, source in
            let text = source.substring(with: match.range)
            var seen: Set<String> = []
            return transform(observedLink, in: text) { link, linkSource in
                let href = linkSource.substring(with: link.range(at: 1))
                let inner = linkSource.substring(with: link.range(at: 2))
                if seen.insert(href).inserted { return linkSource.substring(with: link.range) }
                return "<span class=\"observed\">\(inner)</span>"
            }
        }
    }

    static func relatedTitles(_ html: String, titlesByHref: [String: (id: String, title: String)]) -> String {
        transform(slugLink, in: html) { match, source in
            let whole = source.substring(with: match.range)
            let href = source.substring(with: match.range(at: 1))
            let text = source.substring(with: match.range(at: 3))
            guard let target = titlesByHref[href], target.id == text else { return whole }
            let fragment = match.range(at: 2).location == NSNotFound ? "" : source.substring(with: match.range(at: 2))
            return "<a href=\"\(href)\(fragment)\">\(HTML.escape(target.title))</a>"
        }
    }

    private static let observedLinkStart = Array(##"<a href="#checkpoint-"##.utf8)

    /// How often `needle` occurs in `text`, counting no further than `limit`.
    static func occurrences(of needle: [UInt8], in text: String, upTo limit: Int) -> Int {
        var count = 0
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { bytes -> Int in
            guard bytes.count >= needle.count else { return 0 }
            var index = 0
            while index <= bytes.count - needle.count && count < limit {
                if bytes[index] == needle[0] && needle.indices.allSatisfy({ bytes[index + $0] == needle[$0] }) {
                    count += 1
                    index += needle.count
                } else {
                    index += 1
                }
            }
            return count
        } ?? limit
    }

    private static func transform(_ expression: NSRegularExpression, in text: String,
                                  _ replace: (NSTextCheckingResult, NSString) -> String) -> String {
        let source = text as NSString
        var out = ""
        var cursor = 0
        for match in expression.matches(in: text, range: NSRange(location: 0, length: source.length)) {
            out += source.substring(with: NSRange(location: cursor, length: match.range.location - cursor))
            out += replace(match, source)
            cursor = match.range.location + match.range.length
        }
        return out + source.substring(from: cursor)
    }
}
