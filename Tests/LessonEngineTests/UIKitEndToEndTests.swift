import Diagnostics
import Foundation
import XCTest

@testable import LessonEngine

/// UIKit as SwiftUI apps use it, compiled and run sandboxed: the spell checker reads Debian's word
/// list inside the sandbox, and a UIViewRepresentable is a warning at its line.
final class UIKitEndToEndTests: XCTestCase {
    let lesson = "content/lessons/words.md"

    func testSpellCheckingRunsInTheSandboxAndRepresentablesAreNoticed() throws {
        try XCTSkipUnless(FileManager.default.fileExists(atPath: "/usr/share/dict/american-english"), "wamerican is not installed")
        var configuration = EngineConfiguration(cacheDirectory: EndToEndTests.cacheDirectory)
        configuration.jobs = 2
        let code = """
            import SwiftUI
            import UIKit

            struct Badge: UIViewRepresentable {
                func makeUIView(context: Context) -> UIView { UIView() }
                func updateUIView(_ uiView: UIView, context: Context) {}
            }

            struct ContentView: View {
                let words = ["silkworm", "slikworm"]
                var body: some View {
                    VStack {
                        ForEach(words, id: \\.self) { word in
                            Text("\\(word): \\(isReal(word) ? "real" : "not real")")
                        }
                        Text("Screen \\(Int(UIScreen.main.bounds.width))")
                        Badge()
                    }
                    .background(Color(uiColor: .systemGroupedBackground))
                }

                func isReal(_ word: String) -> Bool {
                    let checker = UITextChecker()
                    let range = NSRange(location: 0, length: word.utf16.count)
                    return checker.rangeOfMisspelledWord(in: word, range: range, startingAt: 0, wrap: false, language: "en").location == NSNotFound
                }
            }
            """
        let report = LessonEngine(configuration).verify(
            examples: [ExampleBlock(name: "words", code: code, location: SourceLocation(file: lesson, line: 10))],
            checkpoints: [
                CheckpointBlock(
                    code: "see \"silkworm: real\"\nsee \"slikworm: not real\"\nsee \"Screen 393\"\nsee \"Badge\"\n",
                    location: SourceLocation(file: lesson, line: 50))
            ])
        let transcript = try XCTUnwrap(report.transcripts.first { $0.exampleName == "words" })
        XCTAssertTrue(transcript.passed, "\(report.diagnostics)")
        let warning = try XCTUnwrap(report.diagnostics.first { $0.severity == .warning })
        XCTAssertEqual(warning.location, SourceLocation(file: lesson, line: 13, column: 8))
        XCTAssertTrue(warning.message.hasPrefix("'Badge' is a UIViewRepresentable: it compiles"), warning.message)
    }
}
