import XCTest

@testable import SiteBuilder

/// A body is split at its knowledge checks' NUL marks as the standard library's split would.
final class SplitAtNULTests: XCTestCase {
    func testSplitsAsTheStandardLibraryDoes() {
        let samples = ["", "\u{0}", "a\u{0}b", "\u{0}\u{0}", "é\u{0}ü\u{0}", "<p>x</p>\u{0}<p>✓</p>\u{0}end", "no marks", "\u{0}\u{301}x"]
        for sample in samples {
            let bytes = Array(sample.utf8)
            let expected = bytes.split(separator: 0, omittingEmptySubsequences: false).map(Array.init)
            XCTAssertEqual(PageBodyRenderer.splitAtNUL(bytes).map(Array.init), expected, sample.debugDescription)
        }
    }
}
