import Diagnostics
import Foundation
import LessonProtocol
import XCTest

@testable import LessonEngine

/// A screen whose two sliders have no label, as course apps often write them, driven by position:
/// each slider's value reaches the shape it sizes and fades, and a step that names no single slider
/// says what the screen holds.
final class UnlabelledControlsEndToEndTests: XCTestCase {
    let lesson = "content/lessons/sliders.md"

    let code = """
        import SwiftUI

        struct ContentView: View {
            @State private var width = 100.0
            @State private var fade = 1.0

            var body: some View {
                VStack {
                    Capsule()
                        .fill(.blue)
                        .frame(width: width, height: 40)
                        .opacity(fade)
                    Slider(value: $width, in: 50...300)
                    Slider(value: $fade)
                    Text("Width \\(Int(width))")
                }
                .padding()
            }
        }
        """

    func testSlidersNamedByPositionDriveTheDrawing() throws {
        var configuration = EngineConfiguration(cacheDirectory: EndToEndTests.cacheDirectory)
        configuration.jobs = 2
        let report = LessonEngine(configuration).verify(
            examples: [ExampleBlock(name: "sliders", code: code, location: SourceLocation(file: lesson, line: 10))],
            checkpoints: [
                CheckpointBlock(
                    code: """
                        set 1st slider to 250
                        set 2nd slider to 0.25
                        see 1st slider value "250"
                        see 2nd slider value "0.25"
                        see "Width 250"
                        """,
                    location: SourceLocation(file: lesson, line: 40)),
                CheckpointBlock(code: "set slider to 0.5\n", location: SourceLocation(file: lesson, line: 50)),
                CheckpointBlock(code: "set 3rd slider to 1\n", location: SourceLocation(file: lesson, line: 60)),
            ])
        let transcripts = report.transcripts.filter { $0.exampleName == "sliders" }
        XCTAssertEqual(transcripts.count, 3)
        let driven = try XCTUnwrap(transcripts.first)
        XCTAssertTrue(driven.passed, "\(report.diagnostics)")
        // The capsule is drawn 250 points wide, at a quarter of its opacity.
        let screen = try XCTUnwrap(driven.steps.last?.screen)
        let capsule = try XCTUnwrap(screen.flattened.first { $0.style.fill == "blue" }, "\(screen)")
        XCTAssertEqual(capsule.style.frame, "width 250 height 40", "\(capsule.style.setFacts)")
        XCTAssertEqual(capsule.frame?.width, 250)
        XCTAssertEqual(capsule.style.opacity, 0.25)

        let messages = report.diagnostics.filter { $0.severity == .error }.map(\.message)
        XCTAssertEqual(
            messages,
            [
                "cannot set slider to 0.5: The screen holds 2 sliders; name one by its position: `1st slider`, `2nd slider`.",
                #"cannot set 3rd slider to 1: No element matches 3rd slider to be set: the screen has 2 sliders (1st = "100", 2nd = "1"). The screen holds: slider (no label), slider (no label)."#,
            ])
    }
}
