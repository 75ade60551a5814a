import Foundation
import XCTest

/// The one switch that re-records every snapshot: `COURSEGEN_RECORD_SNAPSHOTS=1 swift test …`, then
/// review the diff of the `Snapshots/` folders before committing it.
public let recordingSnapshots = ProcessInfo.processInfo.environment["COURSEGEN_RECORD_SNAPSHOTS"] == "1"

/// Compares `text` with the file `Snapshots/NAME` beside the calling test file, exactly; records
/// it instead while `recordingSnapshots`.
public func assertSnapshot(_ text: String, named name: String, file: StaticString = #filePath, line: UInt = #line) throws {
    let url = URL(fileURLWithPath: "\(file)").deletingLastPathComponent()
        .appendingPathComponent("Snapshots").appendingPathComponent(name)
    if recordingSnapshots {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
        XCTFail("no snapshot Snapshots/\(name) (COURSEGEN_RECORD_SNAPSHOTS=1 records it)", file: file, line: line)
        return
    }
    guard text != expected else { return }
    // The first line that differs, rather than two whole files.
    let given = text.components(separatedBy: "\n")
    let kept = expected.components(separatedBy: "\n")
    let index = zip(given, kept).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(given.count, kept.count)
    let now = index < given.count ? given[index] : "(end of text)"
    let before = index < kept.count ? kept[index] : "(end of file)"
    XCTFail(
        """
        differs from Snapshots/\(name) at line \(index + 1) (COURSEGEN_RECORD_SNAPSHOTS=1 records it)
        snapshot: \(before)
        now:      \(now)
        """, file: file, line: line)
}
