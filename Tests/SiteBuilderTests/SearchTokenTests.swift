import XCTest
@testable import SiteBuilder

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
