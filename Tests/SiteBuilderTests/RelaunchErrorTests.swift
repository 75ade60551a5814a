import Foundation
import XCTest

@testable import SiteBuilder

/// A `relaunch` needs an app to close and open again: in a checkpoint of a fragment, which is a
/// piece of a view with no app around it, it is an error at its markdown line.
final class RelaunchErrorTests: XCTestCase {
    func testARelaunchOfAFragmentIsAnErrorAtItsLine() throws {
        let fixture = try CourseFixture(files: [
            "course.yml": "title: Errors\ndescription: Mistakes.\nparts:\n  - title: All\n    lessons: [mistakes]\n",
            "lessons/mistakes.md": """
            ---
            id: mistakes
            title: Mistakes
            ---

            ```swift example=greeting
            Text("Hello")
            ```

            ```checkpoint
            see "Hello"
              relaunch
            ```
            """,
        ])
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        let report = fixture.build()
        XCTAssertFalse(report.succeeded)
        XCTAssertTrue(
            report.errorText.hasPrefix(
                "content/lessons/mistakes.md:12:3: error: 'relaunch' needs an app to close and open again, but example 'greeting' is a fragment, not an app"
            ), report.errorText)
    }
}
