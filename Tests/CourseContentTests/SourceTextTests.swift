import Diagnostics
import XCTest

@testable import CourseContent

final class SourceTextTests: XCTestCase {
    private func location(_ bytes: [UInt8]) -> SourceLocation? {
        do {
            _ = try SourceText.decode(Data(bytes), file: "f.md")
            return nil
        } catch let error as DiagnosticsError {
            return error.diagnostics.first?.location
        } catch {
            return nil
        }
    }

    func testValidTextDecodes() throws {
        XCTAssertEqual(try SourceText.decode(Data("héllo\n".utf8), file: "f.md"), "héllo\n")
        XCTAssertEqual(try SourceText.decode(Data([0xEF, 0xBB, 0xBF, 0x61]), file: "f.md"), "a")
    }

    func testInvalidBytesAreLocated() {
        // Columns are UTF-8 bytes, as everywhere: the bad byte follows the two bytes of "é".
        XCTAssertEqual(location([0x61, 0x0A, 0xC3, 0xA9, 0xFF]), SourceLocation(file: "f.md", line: 2, column: 3))
        XCTAssertEqual(location([0xC0, 0xAF]), SourceLocation(file: "f.md", line: 1, column: 1), "overlong")
        XCTAssertEqual(location([0x61, 0xED, 0xA0, 0x80]), SourceLocation(file: "f.md", line: 1, column: 2), "surrogate")
        XCTAssertEqual(location([0x0A, 0x0A, 0x61, 0xE2, 0x82]), SourceLocation(file: "f.md", line: 3, column: 2), "truncated")
    }
}
