import Diagnostics
import Foundation
import XCTest
@testable import LessonEngine

/// Lesson code compiles as a reader's Run button builds it in Xcode, and an example that calls
/// API the runtime lacks hears about every such call at once.
final class CompilerConfigurationTests: XCTestCase {
    let lesson = "content/lessons/compiler.md"

    func testDebugConfigurationAndEveryMissingAPIInOneBuild() throws {
        let engine = LessonEngine(EngineConfiguration(cacheDirectory: EndToEndTests.cacheDirectory, timeout: 10, jobs: 2))
        // `#if DEBUG` sample data exists, as in Xcode's Debug configuration.
        let sample = """
        struct Book {
            let title: String
        #if DEBUG
            static let example = Book(title: "Dune")
        #endif
        }

        struct ContentView: View {
            var body: some View { Text(Book.example.title) }
        }
        """
        let missing = ["symbolEffect", "scrollTargetLayout", "inspector"]
        let provided = Set(RuntimeSurface.api(inDirectory: RuntimeSources.repository.swiftUIDirectory).all)
        let stillMissing = missing.filter { !provided.contains($0) }
        let effects = """
        struct EffectsView: View {
            @State private var count = 0
            @State private var shown = false
            var body: some View {
                ScrollView {
                    Image(systemName: "bell")
                        .symbolEffect(.bounce, value: count)
                    Text("Count: \\(count)")
                }
                .scrollTargetLayout()
                .inspector(isPresented: $shown) {
                    Text("Details")
                }
            }
        }
        """
        let report = engine.verify(
            examples: [ExampleBlock(name: "sample", code: sample, location: SourceLocation(file: lesson, line: 10)),
                       ExampleBlock(name: "effects", code: effects, location: SourceLocation(file: lesson, line: 30))],
            checkpoints: [CheckpointBlock(exampleName: "sample", code: "see \"Dune\"\n", location: SourceLocation(file: lesson, line: 25))])
        let messages = report.diagnostics.map(\.description).joined(separator: "\n")
        let sampleTranscript = try XCTUnwrap(report.transcripts.first { $0.exampleName == "sample" }, messages)
        XCTAssertTrue(sampleTranscript.passed, messages)

        try XCTSkipIf(stillMissing.count < 2, "the runtime now provides \(missing.filter(provided.contains)); pick other missing API")
        let boundary = report.diagnostics.filter { $0.message.hasSuffix(RuntimeSurface.unsupportedSuffix) }
        XCTAssertEqual(boundary.map(\.message), stillMissing.map { "`.\($0)` is a SwiftUI API the lesson runtime does not provide yet" }, messages)
        let lines = ["symbolEffect": 36, "scrollTargetLayout": 39, "inspector": 40]
        XCTAssertEqual(boundary.compactMap(\.location?.line), stillMissing.compactMap { lines[$0] }, messages)
        XCTAssertTrue(boundary.allSatisfy { $0.notes.contains(MissingAPIReport.displayOnlyHint) }, messages)
        // No follow-on errors about the missing calls' own arguments.
        XCTAssertFalse(messages.contains("cannot infer contextual base"), messages)
        XCTAssertEqual(report.diagnostics.filter { $0.severity == .error && $0.location?.line ?? 0 >= 30 }.count, boundary.count, messages)
    }
}
