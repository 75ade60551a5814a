import Diagnostics
import SwiftSource
import XCTest

@testable import LessonEngine

/// Examples prepared from kept outlines are the examples prepared by parsing, and the store keeps
/// only what this program wrote, for exactly the text it read.
final class OutlineStoreTests: XCTestCase {
    private let blocks = [
        ExampleBlock(
            name: "counter",
            code: "struct ContentView: View {\n    @State private var n = 0\n    var body: some View { Button(\"\\(n)\") { n += 1 } }\n}\n",
            location: SourceLocation(file: "content/lessons/a.md", line: 10)),
        ExampleBlock(
            name: "fragment", code: "let total = 2\nText(\"Total: \\(total)\")\n",
            location: SourceLocation(file: "content/lessons/a.md", line: 30)),
        ExampleBlock(
            name: "preview",
            code:
                "struct Row: View { var body: some View { Text(\"row\") } }\n#Preview {\n    @Previewable @State var on = true\n    Row()\n}\n",
            location: SourceLocation(file: "content/lessons/b.md", line: 5)),
        ExampleBlock(
            name: "broken", code: "struct Broken: View {\n    var body: some View { Text(\"x\") }\n",
            location: SourceLocation(file: "content/lessons/b.md", line: 20)),
    ]

    private func summary(_ prepared: (examples: [PreparedExample], diagnostics: [Diagnostic])) -> [String] {
        prepared.examples.map {
            [
                $0.name, $0.hostedRoot, $0.displayedCode, "\($0.isCompleteFile)", $0.standaloneReason ?? "",
                $0.swiftSource(namespace: "__E", virtualFile: "v.swift", standalone: false),
                $0.swiftSource(namespace: "__E", virtualFile: "v.swift", standalone: true),
            ].joined(separator: "\n")
        } + prepared.diagnostics.map(\.description)
    }

    func testKeptOutlinesPrepareTheSameExamples() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("outlines-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let parsed = summary(ExamplePreparer.prepare(blocks))

        let cold = OutlineStore(cacheDirectory: cache)
        XCTAssertEqual(summary(ExamplePreparer.prepare(blocks, outlines: cold)), parsed)
        cold.save()
        let stored = try Data(contentsOf: URL(fileURLWithPath: cache + "/outlines-v1"))

        let warm = OutlineStore(cacheDirectory: cache)
        XCTAssertEqual(summary(ExamplePreparer.prepare(blocks, outlines: warm)), parsed)
        warm.save()
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: cache + "/outlines-v1")), stored, "nothing new to keep")

        // One example changes: it is parsed again, and the one it replaced is no longer kept.
        var changed = blocks
        changed[1].code = "let total = 3\nText(\"Total: \\(total)\")\n"
        let again = OutlineStore(cacheDirectory: cache)
        XCTAssertEqual(summary(ExamplePreparer.prepare(changed, outlines: again)), summary(ExamplePreparer.prepare(changed)))
        again.save()
        let records = RecordFile.read(cache + "/outlines-v1")
        XCTAssertEqual(records.count, 1 + 2 * 4)
        XCTAssertFalse(records.contains(Array(blocks[1].code.utf8)))
    }

    func testAStoreWrittenByOtherCodeOrTruncatedIsNotRead() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("outlines-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let parsed = summary(ExamplePreparer.prepare(blocks))
        let text = blocks[1].code
        // An outline of another file under this text: used only if the fingerprint matched.
        let wrong = SwiftFileOutline("struct Other: View {\n    var body: some View { Text(\"o\") }\n}\n").archive
        RecordFile.write([Array("another program".utf8), Array(text.utf8), wrong], to: cache + "/outlines-v1")
        XCTAssertEqual(summary(ExamplePreparer.prepare(blocks, outlines: OutlineStore(cacheDirectory: cache))), parsed)
        RecordFile.write([Array(ProgramFingerprint.current.utf8), Array(text.utf8), Array(wrong.prefix(9))], to: cache + "/outlines-v1")
        XCTAssertEqual(summary(ExamplePreparer.prepare(blocks, outlines: OutlineStore(cacheDirectory: cache))), parsed)
    }
}
