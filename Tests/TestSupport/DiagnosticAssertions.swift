import Diagnostics
import XCTest

/// The one way tests check a reported problem: its message (or a part of it) and where it points.
/// Returns the diagnostic found, for further checks on its notes or fixes.
@discardableResult
public func assertDiagnostic(
    _ diagnostics: [Diagnostic], _ message: String, at location: SourceLocation? = nil,
    file: StaticString = #filePath, line: UInt = #line
) -> Diagnostic? {
    let found = diagnostics.first { $0.message.contains(message) && (location == nil || $0.location == location) }
    if found == nil {
        let listing = diagnostics.map(\.description).joined(separator: "\n")
        let place = location.map { " at \($0.file):\($0.line):\($0.column.map(String.init) ?? "-")" } ?? ""
        XCTFail("no diagnostic containing \"\(message)\"\(place); got:\n\(listing)", file: file, line: line)
    }
    return found
}
