import Foundation
import TestSupport
import XCTest

@testable import LessonEngine

/// docs/authoring.md is what a new author reads instead of the code: where it states a default or
/// lists the checkpoint language, it must say what the tool does.
final class AuthoringGuideTests: XCTestCase {
    private func guide() throws -> String {
        try String(contentsOf: TemporaryCourse.repository.appendingPathComponent("docs/authoring.md"), encoding: .utf8)
    }

    func testTheTimeLimitIsTheToolsDefault() throws {
        let text = try guide()
        let seconds = Int(LessonRunOptions().timeout)
        XCTAssertTrue(text.contains("with a time limit (\(seconds) s;"), "the guide states another time limit than \(seconds) s")
        XCTAssertTrue(text.contains("timed out after \(seconds) s"))
        for other in [5, 15, 30] where other != seconds {
            XCTAssertFalse(text.contains("time limit (\(other) s"), "a stale time limit of \(other) s")
        }
    }

    func testEveryCheckpointVerbIsInTheStepTable() throws {
        let rows = try guide().split(separator: "\n").filter { $0.hasPrefix("| `") }
        for verb in CheckpointParser.verbs {
            XCTAssertTrue(
                rows.contains { $0.hasPrefix("| `\(verb) ") || $0.hasPrefix("| `\(verb)`") || $0.contains("/ `\(verb) ") },
                "no step-table row for '\(verb)'"
            )
        }
    }

    func testTheWordsItUsesAreDefined() throws {
        let text = try guide()
        XCTAssertTrue(text.contains("A *milestone* is"), "milestone is used but not defined")
        XCTAssertTrue(text.contains("display-only"), "the way to keep unprovided API on the page is not named")
    }
}
