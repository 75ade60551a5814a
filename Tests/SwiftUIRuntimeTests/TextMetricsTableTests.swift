import XCTest

@testable import SwiftUI

/// ASCII text is measured from a table of advances; these tests hold it to the character-by-character
/// measure it stands in for, so a text's width never depends on which path measured it.
final class TextMetricsTableTests: XCTestCase {
    func testEveryASCIICharacterMeasuresAsItsCharacter() {
        for byte in UInt8(0)..<0x80 {
            let text = String(Character(Unicode.Scalar(byte)))
            XCTAssertEqual(_TextMetrics.asciiEms(text), _TextMetrics.characterEms(text), "byte \(byte)")
        }
    }

    func testASCIITextsMeasureAsTheirCharacters() {
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<200 {
            let length = Int.random(in: 0...60, using: &generator)
            let text = String((0..<length).map { _ in Character(Unicode.Scalar(UInt8.random(in: 0x20...0x7E, using: &generator))) })
            XCTAssertEqual(_TextMetrics.asciiEms(text), _TextMetrics.characterEms(text), text)
        }
    }

    func testTextsTheTableCannotMeasureFallBackToCharacters() {
        // "\r\n" is one character of two bytes; "é" and "👋" are not ASCII.
        for text in ["line\r\nnext", "Café", "Hi 👋"] {
            XCTAssertNil(_TextMetrics.asciiEms(text), text)
        }
        XCTAssertEqual(
            _TextMetrics.width(of: "Café au lait", font: nil, weight: nil),
            (_TextMetrics.characterEms("Café au lait") * 17 * 3).rounded(.up) / 3)
        XCTAssertNotNil(_TextMetrics.asciiEms("a\rb\nc"), "a lone CR or LF is one character a byte")
    }
}
