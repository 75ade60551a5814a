import Foundation
import Mustache
import XCTest

final class TemplateLibraryTests: XCTestCase {
    private var directory: URL!

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("mustache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try FileManager.default.removeItem(at: directory)
    }

    private func write(_ name: String, _ contents: String) throws {
        try contents.write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
    }

    func testLoadsTemplatesByFileStemAndResolvesPartials() throws {
        try write("layout.mustache", "<html>\n  {{> header}}\n<main>{{{body}}}</main>\n</html>\n")
        try write("header.mustache", "<h1>{{title}}</h1>\n")
        try write("notes.txt", "not a template {{")
        let library = try TemplateLibrary(directory: directory)
        XCTAssertEqual(library.templateNames, ["header", "layout"])
        XCTAssertEqual(
            try library.render(templateNamed: "layout", context: ["title": "A & B", "body": "<p>hi</p>"]),
            "<html>\n  <h1>A &amp; B</h1>\n<main><p>hi</p></main>\n</html>\n")
        XCTAssertNotNil(library.template(named: "header"))
    }

    /// A partial that is a symlink to a file outside the folder (here a secret beside it) is
    /// refused, naming the link; a symlink to another template inside the folder is fine.
    func testTemplatesLinkingOutsideTheFolderAreRefused() throws {
        let secret = directory.deletingLastPathComponent().appendingPathComponent("secret-\(UUID().uuidString).txt")
        try "root:x:0:0:secret".write(to: secret, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: secret) }
        try write("layout.mustache", "{{> pager}}")
        try write("real.mustache", "<nav></nav>")
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("pager.mustache").path,
            withDestinationPath: "real.mustache")
        XCTAssertEqual(try TemplateLibrary(directory: directory).render(templateNamed: "layout", context: [:]), "<nav></nav>")

        try FileManager.default.removeItem(at: directory.appendingPathComponent("pager.mustache"))
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("pager.mustache").path,
            withDestinationPath: secret.path)
        XCTAssertThrowsError(try TemplateLibrary(directory: directory)) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains("pager.mustache: error: links outside the templates folder"), text)
            XCTAssertFalse(text.contains("root:x"), text)
        }
    }

    func testParseErrorsNameTheFile() throws {
        try write("lesson.mustache", "<ol>\n{{#steps}}\n  <li>{{.}}</li>\n</ol>\n")
        XCTAssertThrowsError(try TemplateLibrary(directory: directory)) { error in
            let error = error as? TemplateError
            XCTAssertEqual(error.map { [$0.line, $0.column] }, [2, 1])
            XCTAssertEqual(error?.message, "unclosed section 'steps'")
            XCTAssertTrue(error?.file.hasSuffix("/lesson.mustache") ?? false, "\(String(describing: error))")
        }
    }

    func testMissingPartialsAreReportedWhenLoading() throws {
        try write("page.mustache", "{{#never}}\n  {{> footr}}\n{{/never}}\n")
        try write("footer.mustache", "bye")
        XCTAssertThrowsError(try TemplateLibrary(directory: directory)) { error in
            let error = error as? TemplateError
            XCTAssertEqual(error?.message, "unknown partial 'footr'; did you mean 'footer'?")
            XCTAssertEqual(error.map { [$0.line, $0.column] }, [2, 3])
        }
    }

    func testPathsInsideTheWorkingDirectoryAreRelative() throws {
        let saved = FileManager.default.currentDirectoryPath
        defer { _ = FileManager.default.changeCurrentDirectoryPath(saved) }
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("templates"), withIntermediateDirectories: true)
        try "{{/x}}".write(to: directory.appendingPathComponent("templates/bad.mustache"), atomically: true, encoding: .utf8)
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(directory.path))
        XCTAssertThrowsError(try TemplateLibrary(directory: URL(fileURLWithPath: "templates"))) { error in
            XCTAssertEqual("\(error)", "templates/bad.mustache:1:1: error: closing tag '/x' has no matching section")
        }
    }

    func testUnknownTemplateName() throws {
        let library = try TemplateLibrary(templates: [Template(source: "x", name: "lesson")])
        XCTAssertThrowsError(try library.render(templateNamed: "leson", context: [:])) { error in
            XCTAssertEqual("\(error)", "templates: error: no template named 'leson'; did you mean 'lesson'?")
        }
    }

    func testRendersManyPagesFromOneParse() throws {
        let library = try TemplateLibrary(templates: [
            Template(source: "{{#rows}}{{>row}}{{/rows}}", name: "table"),
            Template(source: "<tr><td>{{name}}</td><td>{{n}}</td></tr>\n", name: "row"),
        ])
        let rows = MustacheValue.array((0..<20_000).map { ["name": "row <\($0)>", "n": .int($0)] })
        let output = try library.render(templateNamed: "table", context: ["rows": rows])
        XCTAssertTrue(output.hasPrefix("<tr><td>row &lt;0&gt;</td><td>0</td></tr>\n"))
        XCTAssertEqual(output.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }, 20_000)
    }
}
