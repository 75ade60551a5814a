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

/// Search words: the ASCII fast path gives exactly the tokens of the general one.
final class SearchTokenTests: XCTestCase {
    func testASCIIPathMatchesTheCharacterPath() {
        let cases = [
            "Use navigationDestination(for:destination:) inside a NavigationStack.",
            "The total reads Total: 24 after 2 taps; iOS17 and URLSession, HTTPServer, x2Y, a1B2c3",
            "it's the @State of the ContentView — not the body's\r\nnext line\tTAB",
            "ABC abc Abc aBC AbCdEf 123abc abc123Def", "", "   ", "a", "I", "to be or not to be",
        ]
        for text in cases {
            XCTAssertEqual(SearchIndex.asciiTokens(text), SearchIndex.characterTokens(text), text)
        }
        XCTAssertEqual(SearchIndex.tokens("navigationDestination"), ["navigationdestination", "navigation", "destination"])
        XCTAssertEqual(SearchIndex.tokens("café crème"), SearchIndex.characterTokens("café crème"), "non-ASCII takes the general path")
    }
}
