import Foundation
import XCTest

@testable import SiteBuilder

/// Checkpoints in the reader's conditions through a whole build: the lesson code reads the phone's
/// settings, the page draws the phones in them and names them, and an unknown value fails the build
/// at the fence.
final class ConditionsBuildTests: XCTestCase {
    private static let lesson = """
        ---
        id: settings
        title: Settings
        ---

        ```swift example=report
        import SwiftUI

        struct ContentView: View {
            @Environment(\\.colorScheme) private var colorScheme
            @Environment(\\.layoutDirection) private var direction

            var body: some View {
                VStack {
                    Text(colorScheme == .dark ? "Dark" : "Light")
                    Text(direction == .rightToLeft ? "Right to left" : "Left to right")
                    Color.red
                }
            }
        }
        ```

        ```checkpoint appearance=dark dynamic-type=accessibility1 layout-direction=rightToLeft
        see "Dark"
        see "Right to left"
        ```

        ```checkpoint
        see "Light"
        see "Left to right"
        ```
        """

    private func fixture(_ lesson: String) throws -> CourseFixture {
        try CourseFixture(files: [
            "course.yml": "title: Conditions\ndescription: Settings.\nparts:\n  - title: All\n    lessons: [settings]\n",
            "lessons/settings.md": lesson,
        ])
    }

    func testThePageDrawsEachCheckpointsPhonesInItsSettings() throws {
        let fixture = try fixture(Self.lesson)
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        let report = fixture.build()
        XCTAssertTrue(report.succeeded, report.errorText)
        let html = try fixture.page("lessons/settings.html")
        let figures = html.components(separatedBy: "<figure class=\"checkpoint\"").dropFirst()
        XCTAssertEqual(figures.count, 2, html)
        let dark = figures.first!
        XCTAssertTrue(
            dark.contains("on a phone set to Dark appearance, text size accessibility1, right to left, when this site was built"), dark)
        XCTAssertTrue(dark.contains("<div class=\"phone scheme-dark\" style=\"font-size:21.4px\" role=\"img\""), dark)
        XCTAssertTrue(dark.contains("dir=\"rtl\""), dark)
        XCTAssertTrue(dark.contains("background:#ff453a"), "Color.red in dark appearance: \(dark)")
        XCTAssertTrue(dark.contains("style=\"font-size:21.4px\">Dark</span>"), "body text at accessibility1: \(dark)")
        let plain = figures.dropFirst().first!
        XCTAssertTrue(plain.contains("<div class=\"phone\" role=\"img\""), plain)
        XCTAssertTrue(plain.contains("background:#ff3b30"), plain)
        XCTAssertFalse(plain.contains("dir=\"rtl\""), plain)
        XCTAssertFalse(plain.contains("on a phone set to"), plain)
    }

    func testAnUnknownValueFailsTheBuildAtTheFence() throws {
        let fixture = try fixture(Self.lesson.replacingOccurrences(of: "appearance=dark ", with: "appearance=automatic "))
        defer { try? FileManager.default.removeItem(at: fixture.root) }
        let report = fixture.build()
        XCTAssertFalse(report.succeeded)
        XCTAssertTrue(
            report.errorText.contains("content/lessons/settings.md:23:1: error: unknown appearance 'automatic'"), report.errorText)
    }
}
