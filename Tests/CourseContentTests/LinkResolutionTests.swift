import Diagnostics
import XCTest

@testable import CourseContent

final class LinkResolutionTests: XCTestCase {
    private var course: Course!
    private var fixture: CourseFixture!

    override func setUpWithError() throws {
        fixture = try CourseFixture()
        try fixture.writeValidCourse()
        let (loaded, diagnostics) = Course.load(contentDirectory: fixture.content, displayRoot: fixture.root)
        XCTAssertEqual(diagnostics, [])
        course = try XCTUnwrap(loaded)
    }

    private func resolve(_ destination: String, from id: String) -> LinkTarget {
        course.resolveLink(destination, from: course.page(id: id)!)
    }

    private func assertPage(_ target: LinkTarget, _ id: String, fragment: String? = nil, file: StaticString = #filePath, line: UInt = #line)
    {
        guard case .page(let index, let found) = target else {
            return XCTFail("expected page \(id), got \(target)", file: file, line: line)
        }
        XCTAssertEqual(course.pages[index].id, id, file: file, line: line)
        XCTAssertEqual(found, fragment, file: file, line: line)
    }

    private func brokenMessage(_ target: LinkTarget) -> String? {
        if case .broken(let message) = target { return message }
        return nil
    }

    func testRelativePageLinks() {
        assertPage(resolve("binding.md", from: "state"), "binding")
        assertPage(resolve("../reference/state.md", from: "buttons"), "state")
        assertPage(resolve("state.md#pitfalls", from: "binding"), "state", fragment: "pitfalls")
        assertPage(resolve("./state-values.md", from: "buttons"), "state-values")
        assertPage(resolve("../buttons.md", from: "tip-splitter"), "buttons")
        assertPage(resolve("/reference/binding.md", from: "tip-splitter"), "binding")
        assertPage(resolve("state%2Dvalues.md", from: "buttons"), "state-values")
    }

    func testLinksInTheDocumentResolve() {
        let page = course.page(id: "buttons")!
        for link in page.document.links {
            if case .broken(let message) = course.resolveLink(link.destination, from: page) { XCTFail(message) }
        }
    }

    func testExternalAndAssetLinksAreLeftAlone() {
        for external in ["https://developer.apple.com", "http://x.org/a.md", "mailto:a@b.c", "observed:total-two"] {
            guard case .external = resolve(external, from: "buttons") else { return XCTFail(external) }
        }
        guard case .asset = resolve("images/diagram.png", from: "buttons") else { return XCTFail() }
    }

    func testSamePageFragment() {
        guard case .samePage(let fragment) = resolve("#pitfalls", from: "state") else { return XCTFail() }
        XCTAssertEqual(fragment, "pitfalls")
        XCTAssertEqual(
            brokenMessage(resolve("#pitfals", from: "state")),
            "no heading with anchor '#pitfals' in content/reference/state.md; did you mean '#pitfalls'?")
    }

    func testBrokenLinks() {
        XCTAssertEqual(
            brokenMessage(resolve("stat.md", from: "binding")),
            "link to 'stat.md': no page at content/reference/stat.md; did you mean 'state.md'?")
        XCTAssertEqual(
            brokenMessage(resolve("binding.md", from: "buttons")),
            "link to 'binding.md': no page at content/lessons/binding.md")
        XCTAssertEqual(
            brokenMessage(resolve("../../../etc/passwd.md", from: "buttons")),
            "link '../../../etc/passwd.md' points outside content/")
        XCTAssertEqual(
            brokenMessage(resolve("state.md#nope", from: "binding")),
            "no heading with anchor '#nope' in content/reference/state.md")
    }

    /// The byte-level shortcuts agree with folding paths component by component.
    func testJoiningWithoutFoldingAgreesWithFolding() {
        let pages = ["lessons/a.md", "a.md", "reference/deep/card.md", "lessons//odd.md", "./lessons/b.md"]
        let links = [
            "b.md", "x/y.md", "../reference/state.md", "./b.md", "a//b.md", ".hidden.md", "x/.hidden.md",
            "x/../y.md", "../../z.md", "a/b/", "é/ü.md",
        ]
        for page in pages {
            for link in links {
                let folded = Course.normalize(base: page.split(separator: "/").dropLast().map(String.init), relative: link)
                XCTAssertEqual(Course.resolve(link, besides: page), folded, "\(link) from \(page)")
            }
        }
        XCTAssertEqual(Course.resolve("/reference/a.md", besides: "lessons/x.md"), "reference/a.md")
    }

    func testSchemesAndSuffixes() {
        for scheme in ["https://x", "a:b", "x+y-z.w:1", "C:thing"] { XCTAssertTrue(Course.hasScheme(scheme), scheme) }
        for notScheme in ["", ":x", "1a:b", "a b:c", "é:x", "state.md", "a/b:c", "#x:y"] {
            XCTAssertFalse(Course.hasScheme(notScheme), notScheme)
        }
        for markdown in ["a.md", "A.MD", ".md", "x/y.Md"] { XCTAssertTrue(Course.hasMarkdownSuffix(markdown), markdown) }
        for other in ["md", "a.mdx", "a.m", "amd", "a.md/", "a.txt"] { XCTAssertFalse(Course.hasMarkdownSuffix(other), other) }
        XCTAssertTrue(Course.splitFragment("a.md#x?y") == ("a.md", "x?y"))
        XCTAssertTrue(Course.splitFragment("a.md?q=1#f") == ("a.md", "f"))
        XCTAssertTrue(Course.splitFragment("a.md") == ("a.md", nil))
        XCTAssertTrue(Course.splitFragment("#") == ("", ""))
    }
}
