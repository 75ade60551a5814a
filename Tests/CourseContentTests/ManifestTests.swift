import Diagnostics
import XCTest

@testable import CourseContent

final class ManifestTests: XCTestCase {
    private func problems(_ source: String) -> [Diagnostic] {
        do {
            _ = try Manifest.parse(source: source, path: "content/course.yml")
            XCTFail("expected errors")
            return []
        } catch let error as DiagnosticsError {
            return error.diagnostics
        } catch {
            XCTFail("unexpected \(error)")
            return []
        }
    }

    func testDocumentedManifestParses() throws {
        let manifest = try Manifest.parse(
            source: """
                title: SwiftUI Foundations
                description: Build small, verified SwiftUI screens, one idea at a time.
                locale: en_US              # formatting in every example
                parts:
                  - title: SwiftUI Foundations
                    lessons: [buttons-and-actions, state-values]
                  - title: "Project 1: Tip splitter"
                    lessons: [tip-splitter-milestone-2]
                reference: [state, binding, observable]
                """, path: "content/course.yml")
        XCTAssertEqual(manifest.title, "SwiftUI Foundations")
        XCTAssertEqual(manifest.locale, "en_US")
        XCTAssertFalse(manifest.allowRawHTML)
        XCTAssertEqual(manifest.parts.map(\.title), ["SwiftUI Foundations", "Project 1: Tip splitter"])
        XCTAssertEqual(manifest.parts[0].lessons.map(\.id), ["buttons-and-actions", "state-values"])
        XCTAssertEqual(manifest.parts[1].lessons[0].location, SourceLocation(file: "content/course.yml", line: 8, column: 15))
        XCTAssertEqual(manifest.reference.map(\.id), ["state", "binding", "observable"])
    }

    func testDefaults() throws {
        let manifest = try Manifest.parse(source: "title: T\nallow_raw_html: true\n", path: "c.yml")
        XCTAssertEqual(manifest.locale, "en_US")
        XCTAssertTrue(manifest.allowRawHTML)
        XCTAssertTrue(manifest.parts.isEmpty)
    }

    func testEveryProblemIsReported() {
        let found = problems(
            """
            titel: T
            locale: english
            allow_raw_html: "yes"
            parts:
              - title: One
                lesons: [a]
              - just-a-string
              - lessons: [../x, b]
            reference: state
            """)
        let messages = found.map(\.message)
        XCTAssertTrue(messages.contains("unknown manifest key 'titel'; did you mean 'title'?"), "\(messages)")
        XCTAssertTrue(messages.contains("missing required manifest key 'title'"), "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("'locale' must look like") }, "\(messages)")
        XCTAssertTrue(messages.contains("'allow_raw_html' must be true or false, found 'yes'"), "\(messages)")
        XCTAssertTrue(messages.contains("unknown key in a part 'lesons'; did you mean 'lessons'?"), "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("each part must have a 'title' and 'lessons'") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("id '../x' is not a slug") }, "\(messages)")
        XCTAssertTrue(messages.contains("missing required key in a part 'title'"), "\(messages)")
        XCTAssertTrue(messages.contains("'reference' must be a list of strings, found a string"), "\(messages)")
        XCTAssertTrue(found.allSatisfy { $0.location?.file == "content/course.yml" })
        let unknown = found.first { $0.message.hasPrefix("unknown key in a part") }
        XCTAssertEqual(unknown?.location, SourceLocation(file: "content/course.yml", line: 6, column: 5))
    }

    func testMalformedManifest() {
        let found = problems("title: T\nparts: [\n")
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found[0].message.hasPrefix("malformed YAML"))
    }

    func testEmptyManifest() {
        XCTAssertTrue(problems("# nothing\n").first?.message.contains("empty") ?? false)
    }

    func testLocaleIdentifiers() {
        for good in ["en", "en_US", "pt_BR", "es_419", "fil"] { XCTAssertTrue(Manifest.isLocaleIdentifier(good), good) }
        for bad in ["EN", "en-US", "en_us", "english", "", "en_", "_US"] { XCTAssertFalse(Manifest.isLocaleIdentifier(bad), bad) }
    }
}
