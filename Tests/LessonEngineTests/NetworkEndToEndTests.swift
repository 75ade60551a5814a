import Diagnostics
import Foundation
import LessonProtocol
import XCTest

@testable import LessonEngine

/// Lesson code that loads with `URLSession` as lessons write it (`import Foundation`, no change)
/// compiles, runs sandboxed and is answered by its fixtures; a URL without one fails as offline.
final class NetworkEndToEndTests: XCTestCase {
    let lesson = "content/lessons/menu.md"

    func testFoundationURLSessionIsAnsweredByTheFixture() throws {
        var configuration = EngineConfiguration(cacheDirectory: EndToEndTests.cacheDirectory)
        configuration.jobs = 2
        let code = """
            import Foundation
            import SwiftUI

            struct Dish: Codable { var name: String }

            struct ContentView: View {
                @State private var dishes: [String] = []
                @State private var status = "Loading"
                let url: String
                var body: some View {
                    VStack {
                        Text(status)
                        ForEach(dishes, id: \\.self) { Text($0) }
                    }
                    .task {
                        do {
                            let request = URLRequest(url: URL(string: url)!)
                            let (data, response) = try await URLSession.shared.data(for: request)
                            dishes = try JSONDecoder().decode([Dish].self, from: data).map(\\.name)
                            status = "Status \\((response as? HTTPURLResponse)?.statusCode ?? 0)"
                        } catch {
                            status = error.localizedDescription
                        }
                    }
                }
            }

            #Preview { ContentView(url: "https://menu.example/dishes.json") }
            """
        let fixture = NetworkFixture(
            method: "GET", url: "https://menu.example/dishes.json", headers: ["Content-Type": "application/json"],
            body: Data(#"[{"name": "Soup"}, {"name": "Pie"}]"#.utf8))
        let offline = code.replacingOccurrences(of: "menu.example/dishes.json", with: "menu.example/specials.json")
        let report = LessonEngine(configuration).verify(
            examples: [
                ExampleBlock(name: "menu", code: code, location: SourceLocation(file: lesson, line: 10), fixtures: [fixture]),
                ExampleBlock(name: "specials", code: offline, location: SourceLocation(file: lesson, line: 60), fixtures: [fixture]),
            ],
            checkpoints: [
                CheckpointBlock(
                    exampleName: "menu", code: "see \"Status 200\"\nsee \"Pie\"\nsee request GET \"https://menu.example/dishes.json\"\n",
                    location: SourceLocation(file: lesson, line: 50)),
                CheckpointBlock(exampleName: "specials", code: "see \"Pie\"\n", location: SourceLocation(file: lesson, line: 100)),
            ])
        let menu = try XCTUnwrap(report.transcripts.first { $0.exampleName == "menu" })
        XCTAssertTrue(menu.passed, "\(report.diagnostics)")
        let drift = try XCTUnwrap(report.diagnostics.first { $0.location?.line == 100 })
        XCTAssertTrue(
            drift.notes.contains { $0.hasPrefix("GET https://menu.example/specials.json had no fixture") }, "\(drift.notes)")
        XCTAssertTrue(drift.notes.contains { $0.contains("The Internet connection appears to be offline.") }, "\(drift.notes)")
    }
}
