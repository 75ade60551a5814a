import Foundation
import XCTest
@testable import SiteBuilder

/// The search index's text of a page section: tags out, entities decoded once, whitespace collapsed.
final class SearchPlainTextTests: XCTestCase {
    /// What the text was defined as: `<[^>]*>` replaced by a space, then each entity replaced in turn.
    private func reference(_ html: String) -> String {
        let tag = try! NSRegularExpression(pattern: #"<[^>]*>"#)
        var text = tag.stringByReplacingMatches(in: html, range: NSRange(location: 0, length: (html as NSString).length), withTemplate: " ")
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&#x27;", "'"), ("&amp;", "&")] {
            text = text.replacingOccurrences(of: entity, with: character)
        }
        return text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    func testMatchesTheRegexAndReplaceDefinition() {
        let cases = [
            "<p>Tap <code>Add one</code> and the total reads <strong>Total: 24</strong>.</p>",
            "<pre><code class=\"language-swift\">if a &lt; b &amp;&amp; c &gt; d { print(&quot;hi&quot;) }</code></pre>",
            "&amp;lt; stays escaped once, &amp;amp; too, &#39;single&#x27; quotes",
            "an unclosed < tag and a lone > and & alone &am &lt",
            "<a href=\"x.html\"\n   title=\"multi\nline\">Contacts</a>\u{00A0}list — café ✓ 😀",
            "  \n\t leading and trailing \r\n whitespace  ",
            "", "<>", "<<>>", "&", "&&lt;;",
        ]
        for html in cases {
            XCTAssertEqual(SearchDocuments.plainText(html), reference(html), html)
        }
        XCTAssertEqual(SearchDocuments.plainText("<p>a &lt;b&gt; &amp;lt;</p>"), "a <b> &lt;")
    }
}
