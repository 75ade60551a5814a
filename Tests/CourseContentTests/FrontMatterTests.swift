import Diagnostics
import XCTest

@testable import CourseContent

final class FrontMatterTests: XCTestCase {
    private func diagnostics(_ body: () throws -> Void) -> [Diagnostic] {
        do {
            try body()
            XCTFail("expected an error")
            return []
        } catch let error as DiagnosticsError {
            return error.diagnostics
        } catch {
            XCTFail("unexpected error \(error)")
            return []
        }
    }

    func testSplitFindsYAMLAndBodyLines() throws {
        let split = try FrontMatter.split("---\nid: a\ntitle: A\n---\n# Body\n", file: "a.md")
        XCTAssertEqual(split.yaml, "id: a\ntitle: A\n")
        XCTAssertEqual(split.yamlFirstLine, 2)
        XCTAssertEqual(split.body, "# Body\n")
        XCTAssertEqual(split.bodyFirstLine, 5)
    }

    func testSplitHandlesCRLFAndNoFrontMatter() throws {
        let crlf = try FrontMatter.split("---\r\nid: a\r\n---\r\nBody\r\n", file: "a.md")
        XCTAssertEqual(crlf.bodyFirstLine, 4)
        XCTAssertEqual(crlf.body, "Body\r\n")
        let none = try FrontMatter.split("# Just markdown\n", file: "a.md")
        XCTAssertNil(none.yaml)
        XCTAssertEqual(none.bodyFirstLine, 1)
    }

    func testUnclosedFrontMatterIsAnError() {
        let found = diagnostics { _ = try FrontMatter.split("---\nid: a\n# Body\n", file: "a.md") }
        XCTAssertEqual(found.first?.location, SourceLocation(file: "a.md", line: 1, column: 1))
        XCTAssertTrue(found.first?.message.contains("not closed") ?? false)
    }

    func testYAMLValuesKeepOrderAndLocations() throws {
        let yaml = "id: state\nplatforms: [iOS, iPadOS]\nnested:\n  key: \"quoted\"\nflag: true\nquoted: \"true\"\n"
        let root = try XCTUnwrap(YAMLParser.parse(yaml, file: "s.md", firstLine: 2))
        XCTAssertEqual(root.entries?.map(\.key), ["id", "platforms", "nested", "flag", "quoted"])
        XCTAssertEqual(root.entries?[1].keyLocation, SourceLocation(file: "s.md", line: 3, column: 1))
        XCTAssertEqual(root["platforms"]?.items?.map(\.string), ["iOS", "iPadOS"])
        XCTAssertEqual(root["platforms"]?.items?[1].location, SourceLocation(file: "s.md", line: 3, column: 18))
        XCTAssertEqual(root["nested"]?["key"]?.string, "quoted")
        XCTAssertEqual(root["nested"]?["key"]?.location, SourceLocation(file: "s.md", line: 5, column: 8))
        XCTAssertEqual(root["flag"]?.bool, true)
        XCTAssertNil(root["quoted"]?.bool, "a quoted true is a string")
    }

    func testMalformedYAMLIsReportedAtLibyamlsMark() {
        // The bad line is the third YAML line, which is line 4 of the file.
        let yaml = "id: state\ntitle: A\n  bad: indentation\n"
        let found = diagnostics { _ = try YAMLParser.parse(yaml, file: "content/reference/state.md", firstLine: 2) }
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found.first?.location?.file, "content/reference/state.md")
        XCTAssertEqual(found.first?.location?.line, 4)
        XCTAssertNotNil(found.first?.location?.column)
        XCTAssertTrue(found.first?.message.hasPrefix("malformed YAML: mapping values are not allowed") ?? false, found.first?.message ?? "")
    }

    func testUnclosedFlowSequenceNamesContext() {
        let found = diagnostics { _ = try YAMLParser.parse("platforms: [iOS, iPadOS\nid: x\n", file: "a.md", firstLine: 2) }
        XCTAssertTrue(found.first?.message.contains("while parsing a flow sequence at line 2") ?? false, found.first?.message ?? "")
    }

    func testAliasesAndAnchorsAreRejected() {
        let bomb = "a: &a [x, x, x]\nb: [*a, *a, *a]\n"
        let found = diagnostics { _ = try YAMLParser.parse(bomb, file: "a.md", firstLine: 2) }
        XCTAssertTrue(found.contains { $0.message.contains("anchors ('&a')") && $0.location?.line == 2 })
        XCTAssertTrue(found.contains { $0.message.contains("aliases ('*a')") && $0.location?.line == 3 })
    }

    func testDeepNestingIsRejected() {
        let deep = "key: " + String(repeating: "[", count: 40) + String(repeating: "]", count: 40) + "\n"
        let found = diagnostics { _ = try YAMLParser.parse(deep, file: "a.md", firstLine: 2) }
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found[0].message.contains("nested more than 16"))
        XCTAssertEqual(found[0].location?.line, 2)
    }

    func testDuplicateKeysPointAtBoth() {
        let found = diagnostics { _ = try YAMLParser.parse("id: a\ntitle: A\nid: b\n", file: "a.md", firstLine: 2) }
        XCTAssertEqual(found.first?.message, "duplicate key 'id'")
        XCTAssertEqual(found.first?.location, SourceLocation(file: "a.md", line: 4, column: 1))
        XCTAssertEqual(found.first?.notes, ["a.md:2:1: note: first written here"])
    }

    func testLocationsAreUTF8ColumnsAfterMultibyteText() {
        // libyaml counts characters; the project counts UTF-8 bytes, so "é" moves the column by two.
        let found = diagnostics { _ = try YAMLParser.parse("tags: {é: 1, é: 2}\n", file: "a.md") }
        XCTAssertEqual(found.first?.message, "duplicate key 'é'")
        XCTAssertEqual(found.first?.location, SourceLocation(file: "a.md", line: 1, column: 15))
    }

    func testTagsOtherThanStrAreRejected() throws {
        XCTAssertEqual(try YAMLParser.parse("id: !!str 123\n", file: "a.md")?["id"]?.string, "123")
        let found = diagnostics { _ = try YAMLParser.parse("id: !!python/object x\n", file: "a.md") }
        XCTAssertTrue(found.first?.message.contains("not supported") ?? false)
    }

    func testSecondDocumentIsRejected() {
        let found = diagnostics { _ = try YAMLParser.parse("id: a\n...\n---\nid: b\n", file: "a.md") }
        XCTAssertTrue(found.first?.message.contains("second") ?? false)
    }

    func testOversizedFrontMatterIsRejected() {
        let big = "---\nsummary: " + String(repeating: "x", count: FrontMatter.maximumBytes) + "\n---\n"
        let found = diagnostics { _ = try FrontMatter.split(big, file: "a.md") }
        XCTAssertTrue(found.first?.message.contains("too large") ?? false)
    }

    func testTopLevelMustBeAMapping() {
        let found = diagnostics { _ = try FrontMatter.split("---\n- a\n- b\n---\n", file: "a.md").parseMapping() }
        XCTAssertEqual(found.first?.location?.line, 2)
        XCTAssertTrue(found.first?.message.contains("found a list") ?? false)
    }
}
