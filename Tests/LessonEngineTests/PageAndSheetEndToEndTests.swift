import Diagnostics
import Foundation
import XCTest

@testable import LessonEngine

/// A lesson's screen with swiped pages and a sheet with detents, compiled unchanged and driven by
/// its checkpoint in the sandbox: the pages turn and stop at the last, the dots read which page
/// shows, the sheet's selection follows its grabber, and the map behind a medium sheet takes taps.
final class PageAndSheetEndToEndTests: XCTestCase {
    let lesson = "content/lessons/trail-guide.md"

    func testPagesTurnAndTheSheetMovesBetweenItsDetents() throws {
        var configuration = EngineConfiguration(cacheDirectory: EndToEndTests.cacheDirectory)
        configuration.jobs = 2
        let code = """
            import SwiftUI

            struct ContentView: View {
                @State private var page = 0
                @State private var showsTrail = false
                @State private var detent = PresentationDetent.medium
                @State private var pins = 0

                var body: some View {
                    VStack {
                        TabView(selection: $page) {
                            Text("Pack water").tag(0)
                            Text("Check the weather").tag(1)
                            Text("Tell a friend").tag(2)
                        }
                        .tabViewStyle(.page(indexDisplayMode: .always))
                        .indexViewStyle(.page(backgroundDisplayMode: .always))
                        Text("Tip \\(page + 1) of 3")
                        Button("Drop pin") { pins += 1 }
                        Text("Pins: \\(pins)")
                        Button("Show trail") { showsTrail = true }
                    }
                    .sheet(isPresented: $showsTrail) {
                        Text(detent == .large ? "Full trail" : "Trail summary")
                            .presentationDetents([.medium, .large], selection: $detent)
                            .presentationBackgroundInteraction(.enabled(upThrough: .medium))
                    }
                }
            }
            """
        let checkpoint = """
            see "page 1 of 3"
            swipe left
            see "Check the weather"
            see "Tip 2 of 3"
            swipe "Check the weather" left
            swipe left
            see "Tell a friend"
            see "page 3 of 3"
            swipe right
            see "Tip 2 of 3"
            tap "Show trail"
            see sheet at medium
            see "Trail summary"
            tap "Drop pin"
            see "Pins: 1"
            drag sheet up
            see sheet at large
            see "Full trail"
            drag sheet to medium
            drag sheet down
            see no sheet
            """
        let report = LessonEngine(configuration).verify(
            examples: [ExampleBlock(name: "trail-guide", code: code, location: SourceLocation(file: lesson, line: 10))],
            checkpoints: [CheckpointBlock(code: checkpoint, location: SourceLocation(file: lesson, line: 60))])
        let transcript = try XCTUnwrap(report.transcripts.first { $0.exampleName == "trail-guide" })
        XCTAssertTrue(transcript.passed, "\(report.diagnostics)")
        XCTAssertEqual(report.diagnostics, [])
        XCTAssertEqual(transcript.steps.count, 9)
    }
}
