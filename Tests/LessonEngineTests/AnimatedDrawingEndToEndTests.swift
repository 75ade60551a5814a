import Diagnostics
import Foundation
import LessonProtocol
import XCTest

@testable import LessonEngine

/// A spin started by a tap, read through a lesson's checkpoint: each step's screen draws the angle
/// the animation has reached at that moment on the lesson's clock, while the text it checks reads
/// the new state from the start, as XCUITest reads a device's model values.
final class AnimatedDrawingEndToEndTests: XCTestCase {
    let lesson = "content/lessons/spin.md"

    func testAWaitMidAnimationDrawsThePhoneAtTheAnimatedValue() throws {
        var configuration = EngineConfiguration(cacheDirectory: EndToEndTests.cacheDirectory)
        configuration.jobs = 2
        let code = """
            import SwiftUI

            struct ContentView: View {
                @State private var rotation = 0.0

                var body: some View {
                    VStack {
                        Image(systemName: "arrow.up")
                            .rotationEffect(.degrees(rotation))
                            .accessibilityIdentifier("needle")
                        Text("Turns: \\(Int(rotation / 360))")
                        Button("Spin") {
                            withAnimation(.easeInOut(duration: 1)) { rotation += 360 }
                        }
                    }
                }
            }
            """
        let report = LessonEngine(configuration).verify(
            examples: [ExampleBlock(name: "spin", code: code, location: SourceLocation(file: lesson, line: 10))],
            checkpoints: [
                CheckpointBlock(
                    code: """
                        tap "Spin"
                        see "Turns: 1"
                        wait 0.5 seconds
                        see "Turns: 1"
                        wait 0.5 seconds
                        """,
                    location: SourceLocation(file: lesson, line: 40))
            ])
        let transcript = try XCTUnwrap(report.transcripts.first { $0.exampleName == "spin" })
        XCTAssertTrue(transcript.passed, "\(report.diagnostics)")
        let angles = transcript.steps.map { $0.screen?.first(id: "needle")?.style.rotation ?? 0 }
        // easeInOut is symmetric about its middle: half the time, half the turn.
        XCTAssertEqual(angles, [0, 180, 360])
    }
}
