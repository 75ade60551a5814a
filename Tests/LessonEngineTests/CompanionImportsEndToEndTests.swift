import Diagnostics
import Foundation
import XCTest

@testable import LessonEngine

/// `import CoreGraphics` and `import GameKit` compile in lesson code, and a seeded shuffle reads the
/// same on every run.
final class CompanionImportsEndToEndTests: XCTestCase {
    func testCoreGraphicsAndGameKitImportsCompileAndRun() throws {
        var configuration = EngineConfiguration(cacheDirectory: EndToEndTests.cacheDirectory)
        configuration.jobs = 2
        let lesson = "content/lessons/dice.md"
        let code = """
            import CoreGraphics
            import GameKit
            import SwiftUI

            struct ContentView: View {
                @State private var roll = 0
                let corner = CGPoint(x: 3, y: 4)
                let dice = GKRandomDistribution(randomSource: GKMersenneTwisterRandomSource(seed: 7), lowestValue: 1, highestValue: 6)
                var body: some View {
                    VStack {
                        Text("Distance \\(Int(hypot(corner.x, corner.y)))")
                        Button("Roll") { roll = dice.nextInt() }
                        Text("Rolled \\(roll)")
                    }
                }
            }
            """
        let expected = GKRandomDistributionReference.firstRoll(seed: 7)
        let report = LessonEngine(configuration).verify(
            examples: [ExampleBlock(name: "dice", code: code, location: SourceLocation(file: lesson, line: 10))],
            checkpoints: [
                CheckpointBlock(
                    code: "see \"Distance 5\"\ntap \"Roll\"\nsee \"Rolled \(expected)\"\n", location: SourceLocation(file: lesson, line: 40)
                )
            ])
        XCTAssertTrue(try XCTUnwrap(report.transcripts.first).passed, "\(report.diagnostics)")
    }

    func testAMapWithMarkersCompilesAndItsMarkersAreTapped() throws {
        var configuration = EngineConfiguration(cacheDirectory: EndToEndTests.cacheDirectory)
        configuration.jobs = 2
        let lesson = "content/lessons/map.md"
        let code = """
            import MapKit
            import SwiftUI

            struct ContentView: View {
                @State private var position = MapCameraPosition.region(
                    MKCoordinateRegion(
                        center: CLLocationCoordinate2D(latitude: 51.5, longitude: -0.12),
                        span: MKCoordinateSpan(latitudeDelta: 0.2, longitudeDelta: 0.2)))
                let london = CLLocation(latitude: 51.5074, longitude: -0.1278)
                let paris = CLLocation(latitude: 48.8566, longitude: 2.3522)
                var body: some View {
                    VStack {
                        Map(position: $position) {
                            Marker("Big Ben", coordinate: CLLocationCoordinate2D(latitude: 51.5007, longitude: -0.1246))
                        }
                        Text("Paris is \\(Int(london.distance(from: paris) / 1000)) km away")
                    }
                }
            }
            """
        let report = LessonEngine(configuration).verify(
            examples: [ExampleBlock(name: "map", code: code, location: SourceLocation(file: lesson, line: 10))],
            checkpoints: [
                CheckpointBlock(
                    code: "see \"Big Ben\"\ntap \"Big Ben\"\nsee \"Paris is 343 km away\"\n",
                    location: SourceLocation(file: lesson, line: 40))
            ])
        XCTAssertTrue(try XCTUnwrap(report.transcripts.first).passed, "\(report.diagnostics)")
    }
}

/// The first value of a seeded die, computed as the runtime's GameKit does (SplitMix64), so the test
/// does not link GameKit into the engine's tests.
enum GKRandomDistributionReference {
    static func firstRoll(seed: UInt64) -> Int {
        var z = seed &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return 1 + Int((z ^ (z >> 31)) % 6)
    }
}
