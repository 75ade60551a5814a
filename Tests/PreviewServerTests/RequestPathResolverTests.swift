import Foundation
import XCTest

@testable import PreviewServer

final class RequestPathResolverTests: XCTestCase {

    // MARK: Stage 1: spellings refused before the file system is touched

    private func assertMalformed(_ target: String, file: StaticString = #filePath, line: UInt = #line) {
        switch RequestPathResolver.parse(rawTarget: target) {
        case .failure(.malformed): break
        case let other: XCTFail("\(target) should be refused as malformed, got \(other)", file: file, line: line)
        }
    }

    func testDotDotSegmentsAreRefused() {
        for target in ["/..", "/../secret.txt", "/docs/../../secret.txt", "/docs/..", "/a/b/../../../x", "/./index.html", "/docs/."] {
            assertMalformed(target)
        }
    }

    func testPercentEncodedTraversalIsRefused() {
        for target in [
            "/%2e%2e/secret.txt", "/%2E%2E/secret.txt", "/.%2e/secret.txt", "/%2e./secret.txt",
            "/%2e%2e%2fsecret.txt", "/..%2fsecret.txt", "/docs%2f..%2f..%2fsecret.txt",
            "/..%5csecret.txt", "/%5c..%5csecret.txt", "/%2e",
        ] {
            assertMalformed(target)
        }
    }

    func testDoubleEncodedTraversalIsRefused() {
        for target in ["/%252e%252e/secret.txt", "/%252e%252e%252fsecret.txt", "/..%252fsecret.txt", "/%25", "/a%2541"] {
            assertMalformed(target)
        }
    }

    func testBackslashesAreRefused() {
        for target in ["/..\\secret.txt", "/docs\\index.html", "\\..\\secret.txt"] {
            assertMalformed(target)
        }
    }

    func testNULAndControlCharactersAreRefused() {
        for target in ["/secret.txt%00.html", "/index.html%00", "/..%00/secret.txt", "/a%0d%0aSet-Cookie:x", "/a%7f", "/a\u{01}b"] {
            assertMalformed(target)
        }
    }

    func testMalformedEscapesAndNonUTF8AreRefused() {
        for target in ["/%", "/%2", "/%zz", "/%c0%ae%c0%ae/secret.txt", "/%ff"] {
            assertMalformed(target)
        }
    }

    func testAbsoluteAndNonOriginFormsAreRefused() {
        for target in ["//etc/passwd", "/docs//index.html", "http://127.0.0.1/../secret.txt", "etc/passwd", "*", "", "?/index.html"] {
            assertMalformed(target)
        }
    }

    func testQueryAndFragmentNeverChangeThePath() throws {
        for target in [
            "/index.html?raw", "/index.html?raw??", "/index.html?/../../secret.txt", "/index.html#../x",
            "/index.html?import&raw??", "/index.html?%2e%2e",
        ] {
            let parsed = try RequestPathResolver.parse(rawTarget: target).get()
            XCTAssertEqual(parsed.segments, ["index.html"], target)
            XCTAssertEqual(parsed.encodedPath, "/index.html", target)
        }
        // And a traversal in the path is not rescued by a query.
        assertMalformed("/../secret.txt?raw??")
    }

    func testOrdinaryPathsAreDecodedOnce() throws {
        XCTAssertEqual(
            try RequestPathResolver.parse(rawTarget: "/").get(),
            RequestPath(segments: [], hasTrailingSlash: true, encodedPath: "/"))
        XCTAssertEqual(
            try RequestPathResolver.parse(rawTarget: "/docs/").get(),
            RequestPath(segments: ["docs"], hasTrailingSlash: true, encodedPath: "/docs/"))
        XCTAssertEqual(
            try RequestPathResolver.parse(rawTarget: "/lessons/state%20basics.html").get().segments,
            ["lessons", "state basics.html"])
        XCTAssertEqual(try RequestPathResolver.parse(rawTarget: "/caf%C3%A9.html").get().segments, ["café.html"])
        XCTAssertEqual(try RequestPathResolver.parse(rawTarget: "/..hidden/x..y").get().segments, ["..hidden", "x..y"])
    }

    func testRefusalStatuses() {
        XCTAssertEqual(PathRefusal.malformed("x").status, 400)
        XCTAssertEqual(PathRefusal.outsideRoot.status, 403)
        XCTAssertEqual(PathRefusal.notFound.status, 404)
    }

    // MARK: Stage 2: the file system

    private var site: SiteFixture!
    override func setUpWithError() throws { site = try SiteFixture() }
    override func tearDown() { site.remove() }

    private func resolve(_ target: String) -> PathResolution {
        RequestPathResolver.resolve(rawTarget: target, root: site.root)
    }

    private var canonicalRoot: String { RequestPathResolver.canonicalPath(site.root.path)! }

    func testFilesInsideTheRootResolve() {
        XCTAssertEqual(resolve("/style.css"), .file(canonicalRoot + "/style.css"))
        XCTAssertEqual(resolve("/"), .file(canonicalRoot + "/index.html"))
        XCTAssertEqual(resolve("/docs/"), .file(canonicalRoot + "/docs/index.html"))
        XCTAssertEqual(resolve("/index.html?raw??"), .file(canonicalRoot + "/index.html"))
    }

    func testDirectoryWithoutSlashRedirects() {
        XCTAssertEqual(resolve("/docs"), .redirect(location: "/docs/"))
        XCTAssertEqual(resolve("/docs?x=1"), .redirect(location: "/docs/"))
    }

    func testMissingThingsAreNotFound() {
        XCTAssertEqual(resolve("/nope.html"), .refused(.notFound))
        XCTAssertEqual(resolve("/style.css/"), .refused(.notFound))
        XCTAssertEqual(resolve("/style.css/x"), .refused(.notFound))
        // An absolute path of the secret, appended to the root, names nothing inside it.
        XCTAssertEqual(resolve(site.base.path + "/secret.txt"), .refused(.notFound))
        let missingRoot = RequestPathResolver.resolve(rawTarget: "/", root: site.base.appendingPathComponent("nope"))
        XCTAssertEqual(missingRoot, .refused(.notFound))
    }

    func testSymlinksOutOfTheRootAreRefused() {
        XCTAssertEqual(resolve("/link-out"), .refused(.outsideRoot))
        XCTAssertEqual(resolve("/dir-out/secret.txt"), .refused(.outsideRoot))
        XCTAssertEqual(resolve("/dir-out/"), .refused(.outsideRoot))
        // "site-old" starts with "site": the prefix check must include the separator.
        XCTAssertEqual(resolve("/sibling-link"), .refused(.outsideRoot))
        // A directory's index.html that is itself a link out.
        XCTAssertEqual(resolve("/docs-out/"), .refused(.outsideRoot))
    }

    func testSymlinkInsideTheRootIsServed() throws {
        try FileManager.default.createSymbolicLink(
            atPath: site.root.appendingPathComponent("alias.css").path,
            withDestinationPath: "style.css")
        XCTAssertEqual(resolve("/alias.css"), .file(canonicalRoot + "/style.css"))
    }

    func testRootReachedThroughASymlinkStillWorks() throws {
        let link = site.base.appendingPathComponent("current")
        try FileManager.default.createSymbolicLink(atPath: link.path, withDestinationPath: "site")
        XCTAssertEqual(RequestPathResolver.resolve(rawTarget: "/style.css", root: link), .file(canonicalRoot + "/style.css"))
        XCTAssertEqual(RequestPathResolver.resolve(rawTarget: "/link-out", root: link), .refused(.outsideRoot))
    }

    func testFIFOIsNotServed() throws {
        let fifo = site.root.appendingPathComponent("pipe").path
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        XCTAssertEqual(resolve("/pipe"), .refused(.notFound))
    }

    func testOpenContainedChecksTheOpenedFile() throws {
        let inside = try XCTUnwrap(RequestPathResolver.openContained(canonicalRoot + "/style.css", root: site.root))
        XCTAssertEqual(inside.size, "body { color: red; }".utf8.count)
        close(inside.fd)
        XCTAssertNil(RequestPathResolver.openContained(site.base.path + "/secret.txt", root: site.root))
        XCTAssertNil(RequestPathResolver.openContained(canonicalRoot + "/link-out", root: site.root))
        XCTAssertNil(RequestPathResolver.openContained(canonicalRoot + "/docs", root: site.root))
    }

    func testContainmentUsesASeparator() {
        XCTAssertTrue(RequestPathResolver.isContained("/srv/site", in: "/srv/site"))
        XCTAssertTrue(RequestPathResolver.isContained("/srv/site/a", in: "/srv/site"))
        XCTAssertFalse(RequestPathResolver.isContained("/srv/site-old/a", in: "/srv/site"))
        XCTAssertFalse(RequestPathResolver.isContained("/srv", in: "/srv/site"))
    }
}
