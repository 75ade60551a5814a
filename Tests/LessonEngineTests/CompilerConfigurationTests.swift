import Diagnostics
import Foundation
import XCTest

@testable import LessonEngine

/// Lesson code compiles as a reader's Run button builds it in Xcode, and an example that calls
/// API the runtime lacks hears about every such call at once.
final class CompilerConfigurationTests: XCTestCase {
    let lesson = "content/lessons/compiler.md"

    func testDebugConfigurationAndEveryMissingAPIInOneBuild() throws {
        var configuration = EngineConfiguration(cacheDirectory: EndToEndTests.cacheDirectory)
        configuration.jobs = 2
        let engine = LessonEngine(configuration)
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
        let missing = ["geometryGroup", "focusable", "inspector"]
        let provided = Set(RuntimeSurface.api(inDirectory: RuntimeSources.repository.swiftUIDirectory).all)
        let stillMissing = missing.filter { !provided.contains($0) }
        let effects = """
            struct EffectsView: View {
                @State private var count = 0
                @State private var shown = false
                var body: some View {
                    ScrollView {
                        Image(systemName: "bell")
                            .geometryGroup()
                        Text("Count: \\(count)")
                    }
                    .focusable()
                    .inspector(isPresented: $shown) {
                        Text("Details")
                    }
                }
            }
            """
        let report = engine.verify(
            examples: [
                ExampleBlock(name: "sample", code: sample, location: SourceLocation(file: lesson, line: 10)),
                ExampleBlock(name: "effects", code: effects, location: SourceLocation(file: lesson, line: 30)),
            ],
            checkpoints: [CheckpointBlock(exampleName: "sample", code: "see \"Dune\"\n", location: SourceLocation(file: lesson, line: 25))])
        let messages = report.diagnostics.map(\.description).joined(separator: "\n")
        let sampleTranscript = try XCTUnwrap(report.transcripts.first { $0.exampleName == "sample" }, messages)
        XCTAssertTrue(sampleTranscript.passed, messages)

        try XCTSkipIf(stillMissing.count < 2, "the runtime now provides \(missing.filter(provided.contains)); pick other missing API")
        let boundary = report.diagnostics.filter { $0.message.hasSuffix(RuntimeSurface.unsupportedSuffix) }
        XCTAssertEqual(
            boundary.map(\.message), stillMissing.map { "`.\($0)` is a SwiftUI API the lesson runtime does not provide yet" }, messages)
        let lines = ["geometryGroup": 36, "focusable": 39, "inspector": 40]
        XCTAssertEqual(boundary.compactMap(\.location?.line), stillMissing.compactMap { lines[$0] }, messages)
        XCTAssertTrue(boundary.allSatisfy { $0.notes.contains(MissingAPIReport.displayOnlyHint) }, messages)
        // No follow-on errors about the missing calls' own arguments.
        XCTAssertFalse(messages.contains("cannot infer contextual base"), messages)
        XCTAssertEqual(report.diagnostics.filter { $0.severity == .error && $0.location?.line ?? 0 >= 30 }.count, boundary.count, messages)
    }
}

/// The runtime's own macros, expanded by its plugin built from the toolchain's SwiftSyntax.
final class RuntimeMacroTests: XCTestCase {
    let lesson = "content/lessons/macros.md"

    func testEntryDeclaresAnEnvironmentValueWithItsDefault() throws {
        var configuration = EngineConfiguration(cacheDirectory: EndToEndTests.cacheDirectory)
        configuration.jobs = 2
        let engine = LessonEngine(configuration)
        let code = """
            extension EnvironmentValues {
                @Entry var accentName: String = "Ocean"
                @Entry var badgeCount: Int?
            }

            struct Badge: View {
                @Environment(\\.accentName) private var accentName
                @Environment(\\.badgeCount) private var badgeCount
                var body: some View {
                    Text("\\(accentName) \\(badgeCount.map(String.init) ?? "none")")
                }
            }

            struct ContentView: View {
                @State private var count: Int?
                var body: some View {
                    VStack {
                        Badge()
                        Badge()
                            .environment(\\.accentName, "Forest")
                            .environment(\\.badgeCount, count)
                        Button("Count") { count = (count ?? 0) + 1 }
                    }
                }
            }
            """
        let previewable = """
            struct Switch: View {
                @Binding var isOn: Bool
                var body: some View {
                    Toggle("Lights", isOn: $isOn)
                    Text(isOn ? "On" : "Off")
                }
            }

            #Preview {
                @Previewable @State var isOn = true
                Switch(isOn: $isOn)
            }
            """
        let broken = """
            extension EnvironmentValues {
                @Entry var missingDefault: Int
            }
            struct BrokenView: View {
                var body: some View { Text("x") }
            }
            """
        let report = engine.verify(
            examples: [
                ExampleBlock(name: "entry", code: code, location: SourceLocation(file: lesson, line: 10)),
                ExampleBlock(name: "broken", code: broken, location: SourceLocation(file: lesson, line: 50)),
                ExampleBlock(name: "previewable", code: previewable, location: SourceLocation(file: lesson, line: 70)),
            ],
            checkpoints: [
                CheckpointBlock(
                    exampleName: "entry",
                    code: "see \"Ocean none\"\nsee \"Forest none\"\ntap \"Count\"\nsee \"Forest 1\"\nsee \"Ocean none\"\n",
                    location: SourceLocation(file: lesson, line: 40)),
                CheckpointBlock(
                    exampleName: "previewable", code: "see \"On\"\ntoggle \"Lights\"\nsee \"Off\"\n",
                    location: SourceLocation(file: lesson, line: 90)),
            ])
        let messages = report.diagnostics.map(\.description).joined(separator: "\n")
        let transcript = try XCTUnwrap(report.transcripts.first { $0.exampleName == "entry" }, messages)
        XCTAssertTrue(transcript.passed, messages)
        let previewed = try XCTUnwrap(report.transcripts.first { $0.exampleName == "previewable" }, messages)
        XCTAssertTrue(previewed.passed, messages)
        let error = try XCTUnwrap(report.diagnostics.first { $0.message.contains("@Entry needs a default value") }, messages)
        XCTAssertEqual(error.location?.file, lesson, messages)
        XCTAssertEqual(error.location?.line, 51, messages)
    }
}
