import Diagnostics
import XCTest

@testable import CourseContent

final class PageTests: XCTestCase {
    private func problems(_ source: String, kind: Page.Kind = .referenceCard) -> [Diagnostic] {
        do {
            _ = try Page.parse(source: source, sourcePath: "content/reference/x.md", kind: kind)
            XCTFail("expected errors")
            return []
        } catch let error as DiagnosticsError {
            return error.diagnostics
        } catch {
            XCTFail("unexpected \(error)")
            return []
        }
    }

    static let seedCard = """
        ---
        id: state
        title: @State
        platforms: [iOS, iPadOS]
        availability: iOS 13.0+, macOS 10.15+, visionOS 1.0+
        docs: https://developer.apple.com/documentation/swiftui/state.md
        ---

        # @State

        Stores a value that one view owns, and redraws the view when it changes.

        ## Pitfalls

        - Hold an [@Observable](observable.md) class in `@State` instead.

        ```swift
        @State private var count = 0
        ```
        """

    func testSeedLikeCardParses() throws {
        let page = try Page.parse(
            source: Self.seedCard, sourcePath: "content/reference/state.md", kind: .referenceCard,
            contentPath: "reference/state.md")
        XCTAssertEqual(page.kind, .referenceCard)
        XCTAssertEqual(page.id, "state")
        XCTAssertEqual(page.idLocation, SourceLocation(file: "content/reference/state.md", line: 2, column: 5))
        XCTAssertEqual(page.title, "@State")
        XCTAssertEqual(page.platforms, ["iOS", "iPadOS"])
        XCTAssertEqual(page.availability, "iOS 13.0+, macOS 10.15+, visionOS 1.0+")
        XCTAssertEqual(page.docs, "https://developer.apple.com/documentation/swiftui/state.md")
        XCTAssertEqual(page.aliases, [])
        XCTAssertNil(page.summary)
        XCTAssertEqual(page.summaryText, "Stores a value that one view owns, and redraws the view when it changes.")
        XCTAssertEqual(page.contentPath, "reference/state.md")
        XCTAssertEqual(page.source, Self.seedCard)
        XCTAssertEqual(page.document.firstLine, 8)
        XCTAssertEqual(page.document.headings.map(\.anchor), ["state", "pitfalls"])
        XCTAssertEqual(page.document.headings.first?.location.line, 9)
        XCTAssertEqual(page.document.links.first?.location, SourceLocation(file: "content/reference/state.md", line: 15, column: 11))
        XCTAssertEqual(page.document.codeBlocks.first?.fenceLine, 17)
        XCTAssertEqual(page.document.codeBlocks.first?.contentLine, 18)
    }

    func testReservedCharactersStartingAValueAreText() throws {
        let page = try Page.parse(
            source: "---\nid: a\ntitle: @Observable # the macro\naliases: [@Bindable, `x`, \"@y\"]\nsummary: `code` it's\n---\n",
            sourcePath: "a.md", kind: .referenceCard)
        XCTAssertEqual(page.title, "@Observable")
        XCTAssertEqual(page.aliases, ["@Bindable", "`x`", "@y"])
        XCTAssertEqual(page.summary, "`code` it's")
        XCTAssertEqual(page.frontMatter["title"]?.location, SourceLocation(file: "a.md", line: 3, column: 8))
    }

    func testSingleStringPlatformsAndAliases() throws {
        let page = try Page.parse(
            source: "---\nid: a\ntitle: A\nplatforms: iOS, macOS\naliases: [useState, local state]\nsummary: One line.\n---\n",
            sourcePath: "a.md", kind: .lesson)
        XCTAssertEqual(page.platforms, ["iOS", "macOS"])
        XCTAssertEqual(page.aliases, ["useState", "local state"])
        XCTAssertEqual(page.summaryText, "One line.")
    }

    func testUnknownKeyGetsASuggestion() {
        let found = problems("---\nid: a\ntitel: A\n---\n")
        XCTAssertTrue(
            found.contains {
                $0.message == "unknown front-matter key 'titel'; did you mean 'title'?"
                    && $0.location == SourceLocation(file: "content/reference/x.md", line: 3, column: 1)
            }, "\(found)")
        // The missing title is reported in the same run.
        XCTAssertTrue(found.contains { $0.message == "missing required front-matter key 'title'" })
    }

    func testUnknownKeyWithoutCloseMatchListsKnownKeys() {
        let found = problems("---\nid: a\ntitle: A\ncolour: red\n---\n")
        XCTAssertEqual(found.first?.message, "unknown front-matter key 'colour'")
        XCTAssertTrue(found.first?.notes.first?.hasPrefix("known keys: id, title") ?? false)
    }

    func testPathLikeIDIsRejected() {
        let found = problems("---\nid: ../index\ntitle: A\n---\n")
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found[0].location, SourceLocation(file: "content/reference/x.md", line: 2, column: 5))
        XCTAssertTrue(found[0].message.contains("'../index' is not a slug"), found[0].message)
        // 'index' is the site's home page, so it is not offered as the fix.
        XCTAssertFalse(found[0].message.contains("did you mean"), found[0].message)
        XCTAssertTrue(problems("---\nid: ../State Values\ntitle: A\n---\n")[0].message.hasSuffix("did you mean 'state-values'?"))
    }

    func testReservedIDs() {
        XCTAssertEqual(
            problems("---\nid: index\ntitle: A\n---\n").map(\.message),
            ["id 'index' is reserved: the site's index.html page uses it"])
    }

    func testOtherBadIDs() {
        for bad in ["State", "a--b", "-a", "a-", "a_b", "\"\"", "a/b", "é"] {
            XCTAssertFalse(problems("---\nid: \(bad)\ntitle: A\n---\n").isEmpty, bad)
        }
    }

    func testMissingIDAndTitleAreBothReported() {
        let found = problems("---\nsummary: x\n---\nBody\n")
        XCTAssertEqual(Set(found.map(\.message)), ["missing required front-matter key 'id'", "missing required front-matter key 'title'"])
        XCTAssertTrue(found.allSatisfy { $0.location?.line == 1 })
    }

    func testNoFrontMatterAtAll() {
        let found = problems("# Just a body\n")
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(found[0].message.contains("no front matter"))
    }

    func testTitleWithMarkupIsKeptAsPlainText() throws {
        let page = try Page.parse(
            source: "---\nid: a\ntitle: \"</title><script>alert(1)</script>\"\n---\n", sourcePath: "a.md", kind: .lesson)
        XCTAssertEqual(page.title, "</title><script>alert(1)</script>")
    }

    func testWrongTypesAreLocated() {
        let found = problems("---\nid: [a]\ntitle:\n  nested: x\naliases: {a: b}\ndocs: javascript:alert(1)\n---\n")
        XCTAssertTrue(found.contains { $0.message == "'id' must be a string, found a list" && $0.location?.line == 2 }, "\(found)")
        XCTAssertTrue(found.contains { $0.message == "'title' must be a string, found a mapping" && $0.location?.line == 4 }, "\(found)")
        XCTAssertTrue(found.contains { $0.message.hasPrefix("'aliases' must be a list of strings") && $0.location?.line == 5 }, "\(found)")
        XCTAssertTrue(found.contains { $0.message.hasPrefix("'docs' must be an http or https URL") && $0.location?.line == 6 }, "\(found)")
    }

    func testEmptyTitleIsAnError() {
        let found = problems("---\nid: a\ntitle: \"  \"\n---\n")
        XCTAssertEqual(found.map(\.message), ["'title' must not be empty"])
    }

    func testMalformedFrontMatterIsLocatedInTheFile() {
        let found = problems("---\nid: a\ntitle: [unclosed\n---\nbody\n")
        XCTAssertEqual(found.count, 1)
        XCTAssertEqual(found[0].location?.file, "content/reference/x.md")
        XCTAssertTrue((3...4).contains(found[0].location?.line ?? 0), "\(found)")
    }

    func testProjectNamesAnXcodeProject() throws {
        let page = try Page.parse(source: "---\nid: a\ntitle: A\nproject: TicketCounter\n---\n", sourcePath: "a.md", kind: .lesson)
        XCTAssertEqual(page.project, "TicketCounter")
        XCTAssertEqual(page.projectLocation, SourceLocation(file: "a.md", line: 4, column: 10))
        let found = problems("---\nid: a\ntitle: A\nproject: Ticket Counter\n---\n", kind: .lesson)
        XCTAssertEqual(found.first?.location, SourceLocation(file: "content/reference/x.md", line: 4, column: 10))
        XCTAssertTrue(found.first?.message.contains("'project' names an Xcode project") ?? false, "\(found)")
        XCTAssertFalse(problems("---\nid: a\ntitle: A\nproject: 2Counter\n---\n", kind: .lesson).isEmpty)
    }
}
