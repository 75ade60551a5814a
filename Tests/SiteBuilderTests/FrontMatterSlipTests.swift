import XCTest

@testable import SiteBuilder

/// A front-matter slip does not hide the lesson's other problems: its checkpoints run in the same build.
final class FrontMatterSlipTests: XCTestCase {
    func testAKeyTypoAndADriftedCheckpointAreReportedTogether() throws {
        let course = try CourseFixture(files: [
            "course.yml": "title: Slips\nparts:\n  - title: One\n    lessons: [counter]\n",
            "lessons/counter.md": """
            ---
            id: counter
            title: Counter: the first screen
            sumary: A typo.
            ---

            ```swift example=slip-counter
            struct ContentView: View {
                @State private var count = 0
                var body: some View {
                    Button("Add one") { count += 1 }
                    Text("Count: \\(count)")
                }
            }
            ```

            ```checkpoint
            tap "Add one"
            see "Count: 5"
            ```
            """,
        ])
        let report = course.build()
        XCTAssertFalse(report.succeeded)
        let text = report.errorText
        XCTAssertTrue(text.contains("content/lessons/counter.md:3:") && text.contains("quote a value that contains ': '"), text)
        XCTAssertTrue(
            text.contains("content/lessons/counter.md:4:1: error: unknown front-matter key 'sumary'; did you mean 'summary'?"), text)
        XCTAssertTrue(text.contains("content/lessons/counter.md:19:1: error: checkpoint drift"), text)
        XCTAssertFalse(text.contains("no lesson with id"), text)
    }
}
