import Foundation
import TestSupport
import XCTest

@testable import SiteBuilder

/// Every transcript and phone screen of the sample course, as its pages render them, kept in
/// `Snapshots/screens/` and compared exactly: a change to the runtime, the screen renderer or a lesson
/// that alters what a reader sees shows up as a diff to review. After an intended change, run with
/// COURSEGEN_RECORD_SNAPSHOTS=1 and review the diff.
final class RenderedScreenSnapshotTests: XCTestCase {
    func testTranscriptsAndScreensMatchTheirSnapshots() throws {
        let course = try CourseFixture(files: [:])
        try FileManager.default.copyItem(at: CourseFixture.repository.appendingPathComponent("content"), to: course.content)
        let report = course.build()
        XCTAssertTrue(report.succeeded, report.errorText)
        let lessons = course.output.appendingPathComponent("lessons")
        let pages = try FileManager.default.contentsOfDirectory(atPath: lessons.path).filter { $0.hasSuffix(".html") }.sorted()
        XCTAssertFalse(pages.isEmpty)
        var recorded = 0
        for page in pages {
            let html = try String(contentsOf: lessons.appendingPathComponent(page), encoding: .utf8)
            let screens = Self.screens(in: html)
            guard !screens.isEmpty else { continue }
            recorded += 1
            try assertSnapshot(screens.map(Self.readable).joined(separator: "\n\n") + "\n", named: "screens/" + page)
        }
        XCTAssertGreaterThan(recorded, 0, "the sample course shows observed screens")
    }

    /// Each checkpoint's transcript (`<figure class="checkpoint">`, its screens included), and each
    /// phone screen drawn outside one (an example's launch screen), in page order.
    static func screens(in html: String) -> [Substring] {
        var found: [Substring] = []
        var rest = html[...]
        while let start = [rest.range(of: "<figure class=\"checkpoint\""), rest.range(of: Self.phoneOpening)]
            .compactMap({ $0 }).min(by: { $0.lowerBound < $1.lowerBound })
        {
            let isFigure = html[start].hasPrefix("<figure")
            let end =
                isFigure
                ? rest.range(of: "</figure>", range: start.upperBound..<rest.endIndex)?.upperBound
                : endOfElement(opening: start, tag: "div", in: rest)
            guard let end else { break }
            found.append(rest[start.lowerBound..<end])
            rest = rest[end...]
        }
        return found
    }

    /// The end of the element that opens at `opening`, counting nested elements of the same tag.
    private static func endOfElement(opening: Range<Substring.Index>, tag: String, in text: Substring) -> Substring.Index? {
        var depth = 1
        var index = opening.upperBound
        while depth > 0 {
            let open = text.range(of: "<\(tag)", range: index..<text.endIndex)
            guard let close = text.range(of: "</\(tag)>", range: index..<text.endIndex) else { return nil }
            if let open, open.lowerBound < close.lowerBound {
                depth += 1
                index = open.upperBound
            } else {
                depth -= 1
                index = close.upperBound
            }
        }
        return index
    }

    /// A phone drawing opens so, whatever classes its conditions add (`phone scheme-dark`).
    static let phoneOpening = "<div class=\"phone"

    /// One step, one screen and one check a line, so a diff points at what changed.
    static func readable(_ markup: Substring) -> String {
        var text = String(markup)
        for opening in ["<li", phoneOpening, "<ul", "<ol", "<figcaption"] {
            text = text.replacingOccurrences(of: opening, with: "\n" + opening)
        }
        return text.trimmingCharacters(in: .newlines)
    }
}
