import Diagnostics
import Foundation
import XCTest

@testable import LessonEngine

final class RuntimeSurfaceTests: XCTestCase {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// docs/runtime-api.md lists exactly what the runtime's sources declare.
    func testDocumentationListsTheRuntimeAPI() throws {
        let api = RuntimeSurface.api(in: .repository)
        XCTAssertTrue(api.types.contains("Form"))
        XCTAssertTrue(api.members.contains("accessibilityValue"))
        XCTAssertFalse(api.types.contains { $0.hasPrefix("_") })
        let path = Self.repository + "/" + RuntimeSurface.documentationPath
        let expected = RuntimeSurface.documentation(api)
        if ProcessInfo.processInfo.environment["UPDATE_RUNTIME_API_DOCS"] == "1" {
            try expected.write(toFile: path, atomically: true, encoding: .utf8)
        }
        let page = try String(contentsOfFile: path, encoding: .utf8)
        if page != expected {
            let listed = Set(page.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) })
            let undocumented = api.all.subtracting(listed).sorted()
            XCTFail(
                """
                \(RuntimeSurface.documentationPath) is out of date (UPDATE_RUNTIME_API_DOCS=1 swift test --filter RuntimeSurfaceTests \
                rewrites it); not listed: \(undocumented.joined(separator: ", "))
                """)
        }
    }

    func testUnsupportedAPIIsNamed() {
        let provided = RuntimeSurface.api(in: .repository).all
        XCTAssertEqual(
            RuntimeSurface.unsupportedAPIMessage(for: "value of type 'some View' has no member 'inspector'", provided: provided),
            "`.inspector` is a SwiftUI API the lesson runtime does not provide yet")
        XCTAssertEqual(
            RuntimeSurface.unsupportedAPIMessage(for: "cannot find 'VideoPlayer' in scope", provided: provided),
            "`VideoPlayer` is a SwiftUI API the lesson runtime does not provide yet")
        XCTAssertEqual(
            RuntimeSurface.unsupportedAPIMessage(for: "cannot find 'MultiDatePicker' in scope", provided: provided),
            "`MultiDatePicker` is a SwiftUI API the lesson runtime does not provide yet")
        // The author's own mistakes keep the compiler's words.
        XCTAssertNil(RuntimeSurface.unsupportedAPIMessage(for: "cannot find 'countt' in scope", provided: provided))
        XCTAssertNil(RuntimeSurface.unsupportedAPIMessage(for: "value of type 'Text' has no member 'padding'", provided: provided))
    }

    func testNotesIntoTheRuntimeAreDropped() throws {
        let example = try XCTUnwrap(
            ExamplePreparer.prepare([
                ExampleBlock(
                    name: "hero", code: "Text(\"Hi\")\n    .inspector(isPresented: .constant(true)) { Text(\"More\") }\n",
                    location: SourceLocation(file: "content/lessons/hero.md", line: 10))
            ]).examples.first)
        let virtual = ExampleCompiler.virtualFile(example)
        let line = PreparedExample.virtualLineBase + 1
        let output = """
            \(virtual):\(line):6: error: value of type 'Text' has no member 'inspector'
            /work/Sources/SwiftUI/TextAndImages/Text.swift:5:15: note: 'Text' declared here
            \(virtual):\(line):6: error: cannot convert value of type 'Int' to expected argument type 'Binding<Bool>'
            /work/Sources/SwiftUI/Controls/Toggle.swift:12:12: note: 'init(isOn:label:)' declared here
            /work/Sources/SwiftUI/Controls/Toggle.swift:14:12: note: candidate expects value of type 'Binding<Bool>'
            """
        let diagnostics = ExampleCompiler.parseDiagnostics(
            output, virtualFiles: [virtual: example], generatedFiles: [:],
            providedAPI: RuntimeSurface.api(in: .repository).all
        ).map(\.diagnostic)
        XCTAssertEqual(diagnostics.count, 2)
        XCTAssertEqual(diagnostics[0].message, "`.inspector` is a SwiftUI API the lesson runtime does not provide yet")
        XCTAssertEqual(diagnostics[0].location?.file, "content/lessons/hero.md")
        XCTAssertEqual(diagnostics[0].location?.line, 11)
        XCTAssertEqual(
            diagnostics[0].notes,
            [
                "the SwiftUI API the runtime provides is listed in docs/runtime-api.md",
                MissingAPIReport.displayOnlyHint,
            ])
        XCTAssertFalse(diagnostics.flatMap(\.notes).contains { $0.contains("Sources/SwiftUI") }, "\(diagnostics)")
        XCTAssertEqual(diagnostics[1].notes, ["note: candidate expects value of type 'Binding<Bool>'"])
    }
}
