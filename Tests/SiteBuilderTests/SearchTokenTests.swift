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

    /// A text with something beyond ASCII is read run by run: ASCII runs over bytes, the others by
    /// Character — and gives exactly the tokens reading all of it by Character gives.
    func testMixedTextGivesWhatTheCharacterPathGives() {
        let cases = [
            "The @State of ContentView — not the body's navigationDestination · Total: 24",
            "café crème, cafe\u{301} and Cafe\u{301} — ÉCOLE école naïveString ñandú",
            "日本語のテキスト with SwiftUI 第3章 and x²+y² ½ Ⅻ",
            "emoji 👩‍💻 coder 🇫🇷 flag, zero\u{200D}width joinerWord, tab\tand\r\nnewlines",
            " \u{301}abc \u{301} e\u{301}toile ÀbcDef façadeView",
            "Ω omegaValue ΣSum straße STRASSE İstanbul",
        ]
        for text in cases {
            var tokens: [String] = []
            var bytes = text
            bytes.withUTF8 { utf8 in
                SearchIndex.forEachToken(
                    utf8, ascii: { tokens.append(String(decoding: $0, as: UTF8.self)) }, other: { tokens.append($0) })
            }
            XCTAssertEqual(tokens, SearchIndex.characterTokens(text), text)
        }
    }
}

/// Script strings: the byte-level escaping gives what escaping scalar by scalar gives.
final class SearchJSONTests: XCTestCase {
    private func reference(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "<": out += "\\u003c"
            case "\u{2028}": out += "\\u2028"
            case "\u{2029}": out += "\\u2029"
            default:
                if scalar.value < 0x20 { out += String(format: "\\u%04x", scalar.value) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    func testMatchesScalarEscaping() {
        let cases = ["", "plain", "</script>\"\n\r\t\\", "a\u{2028}b\u{2029}c\u{2027}", "\u{01}\u{1f}\u{7f}", "café ✓ 😀 — …", "\u{E2}"]
        for text in cases { XCTAssertEqual(SearchIndex.json(text), reference(text), text) }
    }
}

/// Stop words are looked up in a small table of packed words.
final class SearchStopWordTests: XCTestCase {
    /// The stop-word table answers as the set does: for every stop word, and for every lowercase
    /// word of one to three letters, and four-letter words around the stop words.
    func testStopWordTableMatchesTheSet() {
        let letters = Array("abcdefghijklmnopqrstuvwxyz0123456789")
        var words = SearchIndex.stopWords.map { $0 }
        for a in letters {
            words.append(String(a))
            for b in letters {
                words.append(String([a, b]))
                for c in letters { words.append(String([a, b, c])) }
            }
        }
        words += ["that", "this", "with", "thaT", "then", "whit", "thi", "wit", "tha", "and ", "with!", "withs", "the\u{0}"]
        for word in words {
            let found = Array(word.utf8).withUnsafeBufferPointer { SearchIndex.isStopWord($0) }
            XCTAssertEqual(found, SearchIndex.stopWords.contains(word), word)
        }
    }
}
