import Foundation
import XCTest

@testable import CourseContent

/// Fence lines are trimmed without Foundation, exactly as `trimmingCharacters(in: .whitespaces)` does.
final class SpaceTrimmingTests: XCTestCase {
    func testTrimsWhatFoundationTrims() {
        let samples = [
            "", " ", "\t", "```swift", "   ```  ", "\t ~~~ \t", " a b ", "\u{00A0}```\u{00A0}", "\u{3000}x\u{2003}",
            "\u{200B}x\u{200B}", " e\u{301} ", "\u{301}x", "x\n", "\n x \n", "🎉 ", " \u{1680}y\u{202F}", "\u{85}z\u{2028}",
        ]
        // Every character Foundation counts as a space, alone and around text.
        let spaces = (0..<0x3100).compactMap(Unicode.Scalar.init).filter { CharacterSet.whitespaces.contains($0) }.map(String.init)
        for sample in samples + spaces + spaces.map { "\($0)x\($0)" } {
            XCTAssertEqual(sample.trimmingSpaces, sample.trimmingCharacters(in: .whitespaces), sample.debugDescription)
            XCTAssertEqual(sample.dropFirst(0).trimmingSpaces, sample.trimmingCharacters(in: .whitespaces), sample.debugDescription)
        }
    }
}
