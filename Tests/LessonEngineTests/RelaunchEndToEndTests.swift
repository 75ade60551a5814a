import Diagnostics
import Foundation
import LessonProtocol
import XCTest

@testable import LessonEngine

/// `relaunch` in real lesson processes, in the sandbox: the app's process ends and a new one
/// launches it again. What a device keeps is kept (user defaults, `@AppStorage`, files in
/// Documents); what it loses is lost (`@State`, a scene's `@SceneStorage` once the person closed
/// the app); and nothing a relaunch kept reaches another checkpoint.
final class RelaunchEndToEndTests: XCTestCase {
    let lesson = "content/lessons/remembering.md"

    /// Every store an app has, each shown on screen. "Save" writes user defaults directly (read back
    /// through `@AppStorage`) and a file with `URL.documentsDirectory`; the screen reads the file back
    /// at launch through `FileManager`'s document directory.
    static let notes = """
        import SwiftUI

        struct ContentView: View {
            @State private var taps = 0
            @State private var launchedAt = Date()
            @State private var note = "none"
            @AppStorage("launchCount") private var launchCount = 0
            @AppStorage("nickname") private var nickname = "nobody"
            @AppStorage("written") private var written = 0
            @SceneStorage("draft") private var draft = "empty"

            var body: some View {
                VStack {
                    Text("Taps: \\(taps)")
                    Text("Launches: \\(launchCount)")
                    Text("In defaults: \\(UserDefaults.standard.integer(forKey: "launchCount"))")
                    Text("Nickname: \\(nickname)")
                    Text("Written: \\(written)")
                    Text("Draft: \\(draft)")
                    Text("Note: \\(note)")
                    Text("Second: \\(Calendar.current.component(.second, from: launchedAt))")
                    Button("Tap") { taps += 1 }
                    Button("Save") {
                        nickname = "Sam"
                        UserDefaults.standard.set(7, forKey: "written")
                        draft = "typed"
                        try? "hello".write(to: URL.documentsDirectory.appending(path: "note.txt"), atomically: true, encoding: .utf8)
                    }
                }
                .onAppear {
                    launchCount += 1
                    let documents = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask)[0]
                    note = (try? String(contentsOf: documents.appendingPathComponent("note.txt"), encoding: .utf8)) ?? "none"
                }
            }
        }
        """

    /// Crashes once it has been armed and relaunched.
    static let crashing = """
        import SwiftUI

        struct ContentView: View {
            @AppStorage("armed") private var armed = false
            var body: some View {
                Button(armed ? "Crash" : "Arm") {
                    if armed { fatalError("armed and relaunched") }
                    armed = true
                }
            }
        }
        """

    func testRelaunchKeepsWhatADeviceKeepsAndNothingElse() throws {
        var configuration = EngineConfiguration(cacheDirectory: EndToEndTests.cacheDirectory)
        configuration.jobs = 2
        configuration.timeout = 20
        let examples = [
            ExampleBlock(name: "relaunch-notes", code: Self.notes, location: SourceLocation(file: lesson, line: 10)),
            ExampleBlock(name: "relaunch-fragment", code: "Text(\"Hello\")\n", location: SourceLocation(file: lesson, line: 100)),
            ExampleBlock(name: "relaunch-crash", code: Self.crashing, location: SourceLocation(file: lesson, line: 130)),
        ]
        let relaunching = """
            see "Launches: 1"
            tap "Tap" 2 times
            tap "Save"
            see "Taps: 2"
            see "Draft: typed"
            wait 5 seconds
            relaunch
            see "Taps: 0" as relaunched-taps
            see "Launches: 2" as relaunched-launches
            see "In defaults: 2"
            see "Nickname: Sam"
            see "Written: 7"
            see "Note: hello" as relaunched-note
            see "Draft: empty"
            see "Second: 5"
            see body evaluated 2 times
            relaunch
            see "Launches: 3"
            see "Note: hello"
            """
        // The same app in another checkpoint: nothing the first one stored is there.
        let fresh = """
            see "Launches: 1"
            see "Nickname: nobody"
            see "Note: none"
            relaunch
            see "Launches: 2"
            see "Nickname: nobody"
            """
        let checkpoints = [
            CheckpointBlock(exampleName: "relaunch-notes", code: relaunching, location: SourceLocation(file: lesson, line: 50)),
            CheckpointBlock(exampleName: "relaunch-notes", code: fresh, location: SourceLocation(file: lesson, line: 80)),
            CheckpointBlock(code: "see \"Hello\"\nrelaunch\n", location: SourceLocation(file: lesson, line: 110)),
            // A step that fails ends the checkpoint: the app is not relaunched after it.
            CheckpointBlock(
                exampleName: "relaunch-notes", code: "tap \"Missing\"\nrelaunch\nsee \"Taps: 0\"\n",
                location: SourceLocation(file: lesson, line: 90)),
            // A crash after a relaunch is reported as any crash, with what the lesson printed.
            CheckpointBlock(code: "tap \"Arm\"\nrelaunch\ntap \"Crash\"\n", location: SourceLocation(file: lesson, line: 140)),
        ]
        let report = LessonEngine(configuration).verify(examples: examples, checkpoints: checkpoints)
        let problems = report.diagnostics.filter { $0.severity == .error }

        let kept = try XCTUnwrap(report.transcripts.first { $0.location.line == 50 })
        XCTAssertNil(kept.error, problems.map(\.description).joined(separator: "\n"))
        XCTAssertEqual(kept.steps.map(\.action), [#"tap "Tap" 2 times"#, #"tap "Save""#, "wait 5 seconds", "relaunch", "relaunch"])
        for step in kept.steps {
            for check in step.checks { XCTAssertEqual(check.passed, true, "\(check.text) observed \(check.observed ?? "nothing")") }
        }
        XCTAssertTrue(kept.passed)
        XCTAssertEqual(report.observations["relaunched-taps"]?.observed, "Taps: 0")
        XCTAssertEqual(report.observations["relaunched-note"]?.observed, "Note: hello")

        let other = try XCTUnwrap(report.transcripts.first { $0.location.line == 80 })
        XCTAssertTrue(other.passed, "\(other)")

        // A fragment has no app around it: the relaunch is an error at its line, and the
        // checkpoint does not run.
        let fragment = try XCTUnwrap(problems.first { $0.location?.line == 111 })
        XCTAssertEqual(fragment.location, SourceLocation(file: lesson, line: 111, column: 1))
        XCTAssertEqual(
            fragment.message,
            "'relaunch' needs an app to close and open again, but example 'relaunch-fragment' is a fragment, not an app")
        XCTAssertEqual(report.transcripts.first { $0.location.line == 110 }?.error, "the checkpoint has errors")

        let stopped = try XCTUnwrap(report.transcripts.first { $0.location.line == 90 })
        XCTAssertEqual(stopped.steps.count, 2)
        XCTAssertNotNil(stopped.steps[0].error)
        XCTAssertNil(stopped.steps[1].screen, "no relaunch after a failed step")

        let crashed = try XCTUnwrap(report.transcripts.first { $0.location.line == 140 })
        XCTAssertTrue(crashed.error?.hasPrefix("crashed") ?? false, crashed.error ?? "no error")
        let crash = try XCTUnwrap(problems.first { $0.location?.line == 140 || $0.location?.line == 142 })
        XCTAssertTrue(crash.notes.joined().contains("armed and relaunched"), crash.notes.joined(separator: "\n"))
        XCTAssertEqual(problems.count, 3, problems.map(\.description).joined(separator: "\n"))
    }
}
