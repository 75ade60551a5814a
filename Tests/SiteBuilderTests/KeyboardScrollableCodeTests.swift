import XCTest

@testable import SiteBuilder

/// Code blocks get `tabindex="0"` from a byte scan that finds exactly the `<pre>` tags a text
/// replacement finds.
final class KeyboardScrollableCodeTests: XCTestCase {
    func testMarksEveryPreAsTextReplacementDoes() {
        let samples = [
            "", "<pre>", "<p>no code</p>", "<pre><code>x</code></pre>\n<p>é</p><pre><code>y</code></pre>",
            "<pre class=\"x\"><pre><pre>", "<pr<pre>>", "&lt;pre&gt; <PRE> <pre >", "✓<pre>✓", "<pre><pre>",
            "<", "<pre", "abc<", "x<pre>", "<<pre>", "<p<pre>", "<pre>a<pr", String(repeating: "<p>", count: 50) + "<pre>",
        ]
        for sample in samples {
            XCTAssertEqual(
                KeyboardScrollableCode.markingBlocks(in: sample),
                sample.replacingOccurrences(of: "<pre>", with: "<pre tabindex=\"0\">"), sample)
        }
    }
}
