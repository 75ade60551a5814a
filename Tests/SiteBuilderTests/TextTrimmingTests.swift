import Foundation
import XCTest

@testable import SiteBuilder

/// The trimming that replaces Foundation's gives what Foundation's gives.
final class TextTrimmingTests: XCTestCase {
    func testTrimsWhatFoundationTrims() {
        var samples = ["", " ", "a", " a ", "\n\t a b \r\n", "— x —", "\u{301}a\u{301}", " \u{301}"]
        for value in Array(0...0x3100) + [0xFEFF, 0x1F600] {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let character = String(scalar)
            samples += [character + "x" + character, character, "x" + character + character]
        }
        for sample in samples {
            XCTAssertEqual(
                sample.trimmingWhitespaceAndNewlines(), sample.trimmingCharacters(in: .whitespacesAndNewlines), sample.debugDescription)
            XCTAssertEqual(sample.trimmingWhitespaces(), sample.trimmingCharacters(in: .whitespaces), sample.debugDescription)
        }
    }
}
