import Diagnostics
import Foundation
import XCTest

@testable import LessonEngine

/// A framework the runtime cannot stand in for is one located error per `import`, naming it and
/// saying what to do, never the compiler's wall of follow-on errors.
final class UnavailableFrameworkTests: XCTestCase {
    let lesson = "content/lessons/filters.md"

    func testEachUnavailableImportIsOneErrorAtItsLine() throws {
        var configuration = EngineConfiguration(cacheDirectory: EndToEndTests.cacheDirectory)
        configuration.jobs = 2
        let code = """
            import SwiftUI
            import CoreImage.CIFilterBuiltins
            import CoreML

            struct ContentView: View {
                let filter = CIFilter.sepiaTone()
                let model: MLModel? = nil
                var body: some View { Text("Sepia") }
            }
            """
        let report = LessonEngine(configuration).verify(
            examples: [ExampleBlock(name: "sepia", code: code, location: SourceLocation(file: lesson, line: 10))], checkpoints: [])
        let errors = report.diagnostics.filter { $0.severity == .error }
        XCTAssertEqual(
            errors.map(\.location),
            [
                SourceLocation(file: lesson, line: 11, column: 8), SourceLocation(file: lesson, line: 12, column: 8),
            ], "\(errors)")
        XCTAssertEqual(
            errors.first?.message,
            "`import CoreImage.CIFilterBuiltins`: CoreImage filters images on the GPU, which the lesson runtime cannot stand in for, so this example cannot run here"
        )
        XCTAssertTrue(errors[1].message.hasPrefix("`import CoreML`: CoreML runs machine-learning models"), errors[1].message)
        XCTAssertTrue(errors.allSatisfy { $0.notes.first?.hasPrefix("mark the block display-only") == true })
    }

    func testAnUnknownModuleIsNamedAsOutsideTheRuntime() {
        XCTAssertEqual(
            UnavailableFrameworks.message(forModule: "Alamofire"),
            "`import Alamofire`: the lesson runtime has no module 'Alamofire' (a package or framework outside SwiftUI's companions), so this example cannot run here"
        )
        XCTAssertEqual(UnavailableFrameworks.importedModule("@preconcurrency import AVKit"), "AVKit")
        XCTAssertEqual(UnavailableFrameworks.importedModule("import struct CoreML.MLModel"), "CoreML")
        XCTAssertNil(UnavailableFrameworks.importedModule("let important = 1"))
    }
}
