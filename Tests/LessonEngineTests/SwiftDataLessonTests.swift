import Diagnostics
import XCTest

@testable import LessonEngine

/// A SwiftData lesson compiled with the runtime's macro plugin and run under a checkpoint: inserts
/// appear in the query's sort order, an edit through `@Bindable` re-sorts, a delete removes the row.
final class SwiftDataLessonTests: XCTestCase {
    let lesson = "content/lessons/shelf.md"

    static let shelf = """
        import SwiftData
        import SwiftUI

        @Model
        final class Plant {
            @Attribute(.unique) var name: String
            var waterings: Int
            init(name: String, waterings: Int = 0) {
                self.name = name
                self.waterings = waterings
            }
        }

        struct ContentView: View {
            @Environment(\\.modelContext) private var context
            @Query(sort: \\Plant.name) private var plants: [Plant]

            var body: some View {
                NavigationStack {
                    List {
                        ForEach(plants) { plant in
                            PlantRow(plant: plant)
                        }
                        .onDelete { offsets in
                            for offset in offsets { context.delete(plants[offset]) }
                        }
                    }
                    .navigationTitle("\\(plants.count) plants")
                    .toolbar {
                        Button("Add fern") { context.insert(Plant(name: "fern")) }
                        Button("Add Aloe") { context.insert(Plant(name: "Aloe")) }
                    }
                }
            }
        }

        struct PlantRow: View {
            @Bindable var plant: Plant
            var body: some View {
                Button(plant.name) { plant.name = "Zamioculcas" }
            }
        }

        #Preview {
            ContentView()
                .modelContainer(for: Plant.self, inMemory: true)
        }
        """

    func testInsertEditAndDeleteShowAsADeviceShowsThem() throws {
        var configuration = EngineConfiguration(cacheDirectory: EndToEndTests.cacheDirectory)
        configuration.jobs = 2
        let engine = LessonEngine(configuration)
        let examples = [
            ExampleBlock(name: "shelf", code: Self.shelf, location: SourceLocation(file: lesson, line: 10)),
            ExampleBlock(
                name: "shelf-struct", language: "diff", base: "shelf",
                code: "-final class Plant {\n+struct Plant {\n", location: SourceLocation(file: lesson, line: 80)),
        ]
        let checkpoints = [
            CheckpointBlock(
                code: """
                    see "0 plants"
                    tap "Add fern"
                    tap "Add Aloe"
                    see rows "Aloe", "fern"
                    tap "Add fern"
                    see "2 plants"
                    tap "Aloe"
                    see rows "fern", "Zamioculcas"
                    delete "fern"
                    see rows "Zamioculcas"
                    see "1 plants"
                    """, location: SourceLocation(file: lesson, line: 60)),
            CheckpointBlock(code: "see \"0 plants\"\n", location: SourceLocation(file: lesson, line: 90)),
        ]
        let report = engine.verify(examples: examples, checkpoints: checkpoints)
        let messages = report.diagnostics.map(\.description)
        XCTAssertTrue(
            messages.contains { $0.contains("@Model applies to a class, and 'Plant' is a struct") },
            messages.joined(separator: "\n"))
        // The struct's error is at the variant's `@Model` line; the class example passes its checkpoint.
        XCTAssertTrue(messages.contains { $0.hasPrefix(lesson + ":13:") && $0.contains("applies to a class") })
        XCTAssertEqual(
            report.diagnostics.filter { (60..<80).contains($0.location?.line ?? 0) }.map(\.description), [],
            messages.joined(separator: "\n"))
    }
}
