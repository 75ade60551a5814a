import Diagnostics
import Foundation
import TestSupport
import XCTest

@testable import CourseContent

/// `fixtures:` in a lesson's front matter: what is read, and every way it can be wrong, each at its line.
final class NetworkFixturesFieldTests: XCTestCase {
    private func page(_ frontMatter: String) throws -> Page {
        try Page.parse(
            source: "---\nid: shop\ntitle: Shop\n\(frontMatter)---\nBody.\n", sourcePath: "content/lessons/shop.md", kind: .lesson,
            contentPath: "lessons/shop.md")
    }

    private func problems(_ frontMatter: String) -> [Diagnostic] {
        do {
            _ = try page(frontMatter)
            return []
        } catch let error as DiagnosticsError {
            return error.diagnostics
        } catch {
            return [.error("\(error)")]
        }
    }

    func testAFixtureIsReadWithItsDefaults() throws {
        let parsed = try page(
            """
            fixtures:
              - request: post https://shop.example/api/orders
                status: 201
                body: fixtures/receipt.json
                headers:
                  X-Request-Id: "7"
                delay: 0.5
              - request: GET https://shop.example/api/echo
                echo: true

            """)
        XCTAssertEqual(parsed.fixtures.count, 2)
        let first = parsed.fixtures[0]
        XCTAssertEqual(first.method, "POST")
        XCTAssertEqual(first.url, "https://shop.example/api/orders")
        XCTAssertEqual(first.status, 201)
        XCTAssertEqual(first.body?.value, "fixtures/receipt.json")
        XCTAssertEqual(first.headers, ["X-Request-Id": "7"])
        XCTAssertEqual(first.delay, 0.5)
        XCTAssertEqual(first.location.line, 5)
        XCTAssertEqual(parsed.fixtures[1].status, 200)
        XCTAssertTrue(parsed.fixtures[1].echo)
    }

    func testMalformedFixturesAreErrorsAtTheirLines() {
        let found = problems(
            """
            fixtures:
              - request: FETCH https://shop.example
              - request: GET shop.example/path
              - request: GET https://shop.example/a
                status: 999
                delay: soon
                colour: red
              - request: GET https://shop.example/a
              - request: POST https://shop.example/b
                echo: true
                body: b.json

            """)
        let messages = found.map { "\($0.location?.line ?? 0): \($0.message)" }
        XCTAssertTrue(messages.contains { $0.hasPrefix("5: 'request' is a method and a URL") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("6: 'shop.example/path' is not an http or https URL") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("8: 'status' is an HTTP status code") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("9: 'delay' is seconds of lesson time") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("10: unknown fixture key 'colour'") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("11: a second fixture for GET https://shop.example/a") }, "\(messages)")
        XCTAssertTrue(messages.contains { $0.hasPrefix("14: a fixture with 'echo: true'") }, "\(messages)")
    }

    func testFixturesMustBeAList() {
        XCTAssertEqual(
            problems("fixtures: GET https://shop.example\n").map(\.message),
            ["'fixtures' must be a list of fixtures (each '- request: GET https://…'), found a string"])
    }

    func testBodiesAreReadRelativeToThePageWithTheirType() throws {
        let course = try TemporaryCourse(files: [
            "lessons/fixtures/receipt.json": #"{"id": 42}"#,
            "lessons/fixtures/note.txt": "Thanks!",
        ])
        let parsed = try page(
            """
            fixtures:
              - request: POST https://shop.example/api/orders
                body: fixtures/receipt.json
              - request: GET https://shop.example/note
                body: fixtures/note.txt
                headers: {Content-Type: text/markdown}

            """)
        let (fixtures, problems) = parsed.resolvedFixtures(in: course.content)
        XCTAssertEqual(problems, [])
        XCTAssertEqual(fixtures.map { String(decoding: $0.body, as: UTF8.self) }, [#"{"id": 42}"#, "Thanks!"])
        XCTAssertEqual(fixtures[0].headers["Content-Type"], "application/json")
        XCTAssertEqual(fixtures[1].headers["Content-Type"], "text/markdown", "a declared type is kept")
    }

    func testBadBodiesAreRefusedAtTheirLines() throws {
        let course = try TemporaryCourse(files: [
            "lessons/broken.json": #"{"id": 42,"#,
            "lessons/cake.png": "not a picture",
            "secret.txt": "outside lessons/ but inside content/ is fine",
        ])
        let outside = course.root.appendingPathComponent("outside.json")
        try Data("{}".utf8).write(to: outside)
        try FileManager.default.createSymbolicLink(
            at: course.content.appendingPathComponent("lessons/link.json"), withDestinationURL: outside)
        let parsed = try page(
            """
            fixtures:
              - request: GET https://shop.example/a
                body: broken.json
              - request: GET https://shop.example/b
                body: cake.png
              - request: GET https://shop.example/c
                body: ../../outside.json
              - request: GET https://shop.example/d
                body: link.json
              - request: GET https://shop.example/e
                body: missing.json
              - request: GET https://shop.example/f
                body: ../secret.txt

            """)
        let (fixtures, problems) = parsed.resolvedFixtures(in: course.content)
        XCTAssertEqual(fixtures.map(\.url), ["https://shop.example/f"])
        let messages = problems.map { "\($0.location?.line ?? 0): \($0.message)" }
        XCTAssertEqual(problems.count, 5, "\(messages)")
        XCTAssertTrue(
            messages[0].hasPrefix("6: fixture body broken.json is not valid for its type application/json: invalid JSON"), messages[0])
        XCTAssertEqual(messages[1], "8: fixture body cake.png is not valid for its type image/png: the file is not a PNG image")
        XCTAssertEqual(
            messages[2], "10: fixture body '../../outside.json' is outside the content folder; keep fixture files inside content/")
        XCTAssertEqual(
            messages[3],
            "12: fixture body 'link.json' is a symbolic link that leaves the content folder; copy the file into content/")
        XCTAssertTrue(messages[4].hasPrefix("14: fixture body 'missing.json' does not exist"), messages[4])
    }
}
