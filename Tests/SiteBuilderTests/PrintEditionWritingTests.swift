import Foundation
import XCTest

@testable import SiteBuilder

/// The print edition is written around its template's output, in pieces: the same page as
/// rendering the joined body through the template, whatever the template does with the body.
final class PrintEditionWritingTests: XCTestCase {
    private func inode(_ url: URL) throws -> UInt64 {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return try XCTUnwrap((attributes[.systemFileNumber] as? NSNumber)?.uint64Value)
    }

    func testTheBodyStandsWhereTheTemplatePutsItAndAnUnchangedEditionIsReused() throws {
        let course = try CourseFixture()
        XCTAssertTrue(course.build().succeeded)
        let print = try course.page("print.html")
        XCTAssertFalse(print.contains("\u{0}"), "no mark is left in the page")
        XCTAssertTrue(print.contains("id=\"lessons-first-steps\""), "the first lesson's section is in the page")
        XCTAssertTrue(print.contains("id=\"lessons-second-steps\""))
        XCTAssertEqual(print.components(separatedBy: "<main").count, 2, "one page around the body")
        let url = course.output.appendingPathComponent("print.html")
        let before = try inode(url)
        XCTAssertTrue(course.build().succeeded)
        XCTAssertEqual(try inode(url), before, "bytes unchanged: the published file is linked again")
        XCTAssertEqual(try course.page("print.html"), print)
    }

    func testATemplateShowingTheBodyTwiceGetsItTwice() throws {
        let course = try CourseFixture()
        let templates = course.root.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "<div class=\"one\">{{{content}}}</div><div class=\"two\">{{{content}}}</div>\n"
            .write(to: templates.appendingPathComponent("print.mustache"), atomically: true, encoding: .utf8)
        let report = course.build()
        XCTAssertTrue(report.succeeded, report.errorText)
        let print = try course.page("print.html")
        XCTAssertFalse(print.contains("\u{0}"))
        XCTAssertEqual(print.components(separatedBy: "id=\"lessons-first-steps\"").count, 3, "the body in both places")
    }

    func testATemplateLeavingTheBodyOutHasNone() throws {
        let course = try CourseFixture()
        let templates = course.root.appendingPathComponent("templates")
        try FileManager.default.createDirectory(at: templates, withIntermediateDirectories: true)
        try "<p>Printing is not offered.</p>\n".write(
            to: templates.appendingPathComponent("print.mustache"), atomically: true, encoding: .utf8)
        let report = course.build()
        XCTAssertTrue(report.succeeded, report.errorText)
        let print = try course.page("print.html")
        XCTAssertTrue(print.contains("Printing is not offered."))
        XCTAssertFalse(print.contains("id=\"lessons-first-steps\""))
        XCTAssertFalse(print.contains("\u{0}"))
    }
}
