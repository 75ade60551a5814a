import Foundation
import XCTest

@testable import SiteBuilder

/// `--update` must change exactly the drifted values: not the byte-order mark, not the line endings,
/// not the permissions, and the right link on a paragraph's indented continuation line.
final class UpdateFidelityTests: XCTestCase {
    func testUpdateKeepsEveryOtherByteOfAnAwkwardFile() throws {
        let course = try CourseFixture(files: [
            "course.yml": "title: Update\nparts:\n  - title: One\n    lessons: [counter]\n"
        ])
        let lesson = [
            "---", "id: counter", "title: Counter", "---", "",
            "```swift example=counter-by-two",
            "struct ContentView: View {",
            "    @State private var count = 0",
            "    var body: some View {",
            "        Button(\"Count: \\(count)\") { count += 2 }",
            "    }",
            "}",
            "```", "",
            "```checkpoint",
            "tap \"Count: *\"",
            "see \"Count: 1\" as after-one",
            "```", "",
            "A paragraph that wraps,",
            "   and one press shows [Count: 1](observed:after-one), or [1](observed:after-one) [1](observed:after-one).",
            "",
        ].joined(separator: "\r\n")
        let mark: [UInt8] = [0xEF, 0xBB, 0xBF]
        let path = course.content.appendingPathComponent("lessons/counter.md")
        try course.write("lessons/counter.md", Data(mark + Array(lesson.utf8)))
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path.path)

        let drift = course.build()
        XCTAssertFalse(drift.succeeded)
        XCTAssertTrue(drift.errorText.contains("expected: \"Count: 1\""), drift.errorText)

        let update = course.build(update: true)
        XCTAssertTrue(update.succeeded, update.errorText)
        let expected =
            lesson
            .replacingOccurrences(of: "see \"Count: 1\"", with: "see \"Count: 2\"")
            .replacingOccurrences(of: "[Count: 1](", with: "[Count: 2](")
            .replacingOccurrences(of: "[1](", with: "[2](")
        XCTAssertEqual(try Data(contentsOf: path), Data(mark + Array(expected.utf8)), "only the three values change")
        let permissions = try FileManager.default.attributesOfItem(atPath: path.path)[.posixPermissions] as? Int
        XCTAssertEqual(permissions, 0o600)
    }

    func testUpdateFindsExpectationsInABlockIndentedMoreThanItsLines() throws {
        // A fence indented two spaces over lines that are not: the parser strips only what each
        // line has, so the lines start at different columns than the fence.
        let course = try CourseFixture(files: [
            "course.yml": "title: Update\nparts:\n  - title: One\n    lessons: [counter]\n"
        ])
        let lesson = """
            ---
            id: counter
            title: Counter
            ---

              ```swift example=counter-by-three
            struct ContentView: View {
                @State private var count = 0
                var body: some View {
                    Button("Count: \\(count)") { count += 3 }
                }
            }
              ```

              ```checkpoint
            tap "Count: *"
             see "Count: 1"
              ```

            """
        try course.write("lessons/counter.md", lesson)
        let drift = course.build()
        XCTAssertFalse(drift.succeeded)
        XCTAssertTrue(drift.errorText.contains("content/lessons/counter.md:17:2: error: checkpoint drift"), drift.errorText)
        let update = course.build(update: true)
        XCTAssertTrue(update.succeeded, update.errorText)
        let text = try String(contentsOf: course.content.appendingPathComponent("lessons/counter.md"), encoding: .utf8)
        XCTAssertEqual(text, lesson.replacingOccurrences(of: " see \"Count: 1\"", with: " see \"Count: 3\""))
    }
}
