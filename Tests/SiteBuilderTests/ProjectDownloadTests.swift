import XCTest

@testable import SiteBuilder

/// "Download the TicketCounter Xcode project": a real project around the verified ContentView.swift,
/// in a zip that is the same bytes every build.
final class ProjectDownloadTests: XCTestCase {
    private let contentView = """
        import SwiftUI

        struct ContentView: View {
        @State private var quantity = 1
         var body: some View {
          Button("Add one") { quantity += 1 }
         }
        }

        """

    private func temporaryFile(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("coursegen-zip-\(UUID().uuidString)-\(name)")
    }

    func testZipHoldsTheProjectAndIsByteReproducible() throws {
        let project = XcodeProject(name: "TicketCounter", contentView: contentView)
        let first = temporaryFile("a.zip")
        let second = temporaryFile("b.zip")
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        try project.archive().write(to: first)
        Thread.sleep(forTimeInterval: 1.1)  // a clock-dependent timestamp would now differ
        // …and so would one that followed the machine's time zone (DOS times are local).
        let zone = getenv("TZ").map { String(cString: $0) }
        setenv("TZ", "Asia/Tokyo", 1)
        tzset()
        defer {
            if let zone { setenv("TZ", zone, 1) } else { unsetenv("TZ") }
            tzset()
        }
        try project.archive().write(to: second)
        XCTAssertEqual(try Data(contentsOf: first), try Data(contentsOf: second), "the same project gives the same bytes")

        let entries = try ZipArchive.read(first)
        let byPath = Dictionary(entries.map { ($0.path, $0.contents) }, uniquingKeysWith: { a, _ in a })
        XCTAssertEqual(
            String(decoding: byPath["TicketCounter/TicketCounter/ContentView.swift"] ?? Data(), as: UTF8.self), contentView,
            "ContentView.swift is the verified source, unchanged")
        let app = String(decoding: byPath["TicketCounter/TicketCounter/TicketCounterApp.swift"] ?? Data(), as: UTF8.self)
        XCTAssertTrue(app.contains("@main\nstruct TicketCounterApp: App"), app)
        XCTAssertTrue(app.contains("WindowGroup {\n            ContentView()"), app)
        for path in [
            "TicketCounter/TicketCounter.xcodeproj/project.pbxproj",
            "TicketCounter/TicketCounter/Assets.xcassets/Contents.json",
            "TicketCounter/TicketCounter/Assets.xcassets/AccentColor.colorset/Contents.json",
            "TicketCounter/TicketCounter/Assets.xcassets/AppIcon.appiconset/Contents.json",
        ] {
            XCTAssertNotNil(byPath[path], "\(path) is in the zip")
        }
        XCTAssertEqual(Set(entries.map(\.mtime)), [ZipArchive.fixedTimestamp], "every entry has the fixed timestamp")
    }

    func testPbxprojReferencesEachSourceOnceInItsBuildPhase() {
        let text = XcodeProject(name: "ReadingButton", contentView: contentView).pbxproj()
        XCTAssertTrue(text.hasPrefix("// !$*UTF8*$!\n{"))
        XCTAssertEqual(text.components(separatedBy: "isa = PBXBuildFile;").count - 1, 3)
        XCTAssertEqual(text.components(separatedBy: "/* ContentView.swift in Sources */,").count - 1, 1)
        XCTAssertEqual(text.components(separatedBy: "/* ReadingButtonApp.swift in Sources */,").count - 1, 1)
        XCTAssertEqual(text.components(separatedBy: "/* Assets.xcassets in Resources */,").count - 1, 1)
        XCTAssertTrue(text.contains("productType = \"com.apple.product-type.application\";"))
        // Braces and parentheses balance (the structure itself is parsed by Tests/site/check_project.py).
        XCTAssertEqual(text.filter { $0 == "{" }.count, text.filter { $0 == "}" }.count)
        XCTAssertEqual(text.filter { $0 == "(" }.count, text.filter { $0 == ")" }.count)
        // Ids are unique per object.
        let ids = text.split(separator: "\n").compactMap { line -> Substring? in
            let trimmed = line.drop(while: { $0 == "\t" })
            guard line.hasPrefix("\t\t"), !line.hasPrefix("\t\t\t"), trimmed.count > 24, trimmed.contains("= {") else { return nil }
            return trimmed.prefix(24)
        }
        XCTAssertEqual(ids.count, 21)
        XCTAssertEqual(Set(ids).count, ids.count)
    }

    func testProjectWithoutAContentViewExampleIsALocatedError() throws {
        var files = CourseFixture.basicCourse
        let lesson = "lessons/first-steps.md"
        let text = try XCTUnwrap(files[lesson])
        files[lesson] = text.replacingOccurrences(of: "\ntitle:", with: "\nproject: Counter\ntitle:")
        let course = try CourseFixture(files: files)
        let report = course.build()
        XCTAssertFalse(report.succeeded)
        XCTAssertTrue(
            report.errorText.contains("content/\(lesson):3:10: error: project 'Counter' needs a complete example"), report.errorText)
    }

    func testUnknownProjectLinkIsABrokenLink() throws {
        var files = CourseFixture.basicCourse
        let lesson = "lessons/first-steps.md"
        files[lesson] = (files[lesson] ?? "") + "\n[Download the Counter Xcode project](project:Counter)\n"
        let course = try CourseFixture(files: files)
        let report = course.build()
        XCTAssertFalse(report.succeeded)
        XCTAssertTrue(report.errorText.contains("no lesson offers the project 'Counter'"), report.errorText)
    }

    /// The sample course's lessons offer their projects, built from exactly the code the checks ran.
    func testSampleLessonsOfferTheVerifiedProject() throws {
        let course = try CourseFixture(files: [:])
        try FileManager.default.copyItem(at: CourseFixture.repository.appendingPathComponent("content"), to: course.content)
        let report = course.build()
        XCTAssertTrue(report.succeeded, report.errorText)
        let page = try course.page("lessons/state-values.html")
        XCTAssertTrue(
            page.contains(
                "<a href=\"../downloads/TicketCounter.zip\">Download the TicketCounter Xcode project</a>. Open TicketCounter.xcodeproj"),
            "the seed's sentence reads as written")
        XCTAssertTrue(
            page.contains(
                "class=\"download\" href=\"../downloads/TicketCounter.zip\" download>Download the TicketCounter Xcode project</a>"))
        let entries = try ZipArchive.read(course.output.appendingPathComponent("downloads/TicketCounter.zip"))
        let shipped = String(
            decoding: try XCTUnwrap(entries.first { $0.path == "TicketCounter/TicketCounter/ContentView.swift" }).contents, as: UTF8.self)
        let markdown = try String(contentsOf: course.content.appendingPathComponent("lessons/state-values.md"), encoding: .utf8)
        let block = try XCTUnwrap(
            markdown.components(separatedBy: "```swift example=ticket-counter\n").last?.components(separatedBy: "```").first)
        XCTAssertEqual(shipped, block)
        XCTAssertTrue(shipped.contains("struct ContentView: View"))
    }

    /// The download is the file as compiled: a line hidden from the page is still in ContentView.swift,
    /// and the page's link and caption lead to it.
    func testDownloadHoldsHiddenLinesThePageDoesNotShow() throws {
        let course = try CourseFixture(files: [
            "course.yml": "title: Hidden\nparts:\n  - title: One\n    lessons: [greeting]\n",
            "lessons/greeting.md": """
            ---
            id: greeting
            title: Greeting
            project: Greeter
            ---

            [Download the Greeter Xcode project](project:Greeter).

            ```swift example=greeter
            import SwiftUI

            struct ContentView: View {
            # private let name = "Ada"
                var body: some View {
                    Text("Hello, \\(name)")
                }
            }
            ```

            ```checkpoint
            see "Hello, Ada"
            ```
            """,
        ])
        let report = course.build()
        XCTAssertTrue(report.succeeded, report.errorText)
        let page = try course.page("lessons/greeting.html")
        XCTAssertFalse(page.contains("private let name"), "the page hides the line")
        XCTAssertTrue(page.contains("<a href=\"../downloads/Greeter.zip\">Download the Greeter Xcode project</a>"), page)
        let entries = try ZipArchive.read(course.output.appendingPathComponent("downloads/Greeter.zip"))
        let shipped = String(
            decoding: try XCTUnwrap(entries.first { $0.path == "Greeter/Greeter/ContentView.swift" }).contents, as: UTF8.self)
        XCTAssertEqual(
            shipped,
            "import SwiftUI\n\nstruct ContentView: View {\nprivate let name = \"Ada\"\n    var body: some View {\n        Text(\"Hello, \\(name)\")\n    }\n}\n"
        )
        XCTAssertNotNil(entries.first { $0.path == "Greeter/Greeter/GreeterApp.swift" })
    }

    /// A milestone that declares its own `@main App` ships it as the project's only entry point:
    /// Xcode stops at "invalid redeclaration" when the project adds a second one.
    func testAnExampleWithItsOwnAppShipsItAsTheOnlyEntryPoint() throws {
        let course = try CourseFixture(files: [
            "course.yml": "title: Habits\nparts:\n  - title: One\n    lessons: [habits]\n",
            "lessons/habits.md": """
            ---
            id: habits
            title: Habits
            project: HabitTracker
            ---

            ```swift example=habits
            import SwiftUI

            @main
            struct HabitTrackerApp: App {
                var body: some Scene {
                    WindowGroup { ContentView() }
                }
            }

            struct ContentView: View {
                var body: some View { Text("Habits") }
            }
            ```

            ```checkpoint
            see "Habits"
            ```
            """,
        ])
        let report = course.build()
        XCTAssertTrue(report.succeeded, report.errorText)
        let entries = try ZipArchive.read(course.output.appendingPathComponent("downloads/HabitTracker.zip"))
        XCTAssertNil(entries.first { $0.path == "HabitTracker/HabitTracker/HabitTrackerApp.swift" }, "no second App file")
        let shipped = String(
            decoding: try XCTUnwrap(entries.first { $0.path == "HabitTracker/HabitTracker/ContentView.swift" }).contents, as: UTF8.self)
        XCTAssertTrue(shipped.contains("@main\nstruct HabitTrackerApp: App {"), shipped)
        XCTAssertEqual(shipped.components(separatedBy: "struct HabitTrackerApp").count - 1, 1)
        let pbxproj = String(decoding: try XCTUnwrap(entries.first { $0.path.hasSuffix("project.pbxproj") }).contents, as: UTF8.self)
        XCTAssertFalse(pbxproj.contains("HabitTrackerApp.swift"), pbxproj)
        XCTAssertEqual(pbxproj.components(separatedBy: "/* ContentView.swift in Sources */,").count - 1, 1)
    }

    func testARestoredMainKeepsItsPlaceOnAHiddenLine() {
        let original = "import SwiftUI\n#     @main struct A: App { var body: some Scene { WindowGroup { ContentView() } } }\n"
        let compiled = "import SwiftUI\n          struct A: App { var body: some Scene { WindowGroup { ContentView() } } }\n"
        let restored = AppEntryPoint.restoringMain(in: compiled, original: original)
        XCTAssertEqual(restored, "import SwiftUI\n    @main struct A: App { var body: some Scene { WindowGroup { ContentView() } } }\n")
        XCTAssertEqual(AppEntryPoint.declaredApp(in: restored), "A")
        XCTAssertNil(AppEntryPoint.declaredApp(in: "struct ContentView: View {}"))
    }
}
