import Foundation
import TestSupport
import XCTest

/// End to end on the sample course: every downloaded project carries a UI test target whose tests
/// are its lesson's checkpoints — one per checkpoint block — and they type-check against XCTest.
/// (The pbxproj and the shared scheme are parsed by `script/test-site` with PyPI's `pbxproj`.)
final class ProjectUITestsTests: XCTestCase {
    func testEveryProjectCarriesItsLessonsCheckpointsAsUITests() throws {
        let course = try CourseFixture(files: [:])
        try FileManager.default.copyItem(at: CourseFixture.repository.appendingPathComponent("content"), to: course.content)
        let report = course.build()
        XCTAssertTrue(report.succeeded, report.errorText)

        // The page offers the check beside its download, counting the checkpoints it carries.
        let tickets = try course.page("lessons/state-values.html")
        XCTAssertTrue(tickets.contains("<details class=\"mac-check\"><summary>Check this lesson on your Mac</summary>"))
        XCTAssertTrue(tickets.contains("checkpoints as UI tests (<code>TicketCounterUITests</code>)"))
        XCTAssertFalse(try course.page("lessons/navigation.html").contains("mac-check"), "no project, no check")

        let downloads = course.output.appendingPathComponent("downloads")
        let zips = try FileManager.default.contentsOfDirectory(atPath: downloads.path).filter { $0.hasSuffix(".zip") }.sorted()
        XCTAssertTrue(zips.contains("TicketCounter.zip") && zips.contains("ReadingButton.zip"), "\(zips)")
        let lessons = course.content.appendingPathComponent("lessons")
        for zip in zips {
            let name = String(zip.dropLast(4))
            let unpacked = try unzip(downloads.appendingPathComponent(zip))
            let root = unpacked.appendingPathComponent(name)
            let tests = try String(contentsOf: root.appendingPathComponent("\(name)UITests/\(name)UITests.swift"), encoding: .utf8)
            // The lesson whose front matter names the project: one test per checkpoint block.
            let lesson = try FileManager.default.contentsOfDirectory(atPath: lessons.path).filter { $0.hasSuffix(".md") }.map {
                try String(contentsOf: lessons.appendingPathComponent($0), encoding: .utf8)
            }.first { $0.contains("\nproject: \(name)\n") }
            let blocks = try XCTUnwrap(lesson, "no lesson offers \(name)").components(separatedBy: "```checkpoint").count - 1
            XCTAssertGreaterThan(blocks, 0)
            XCTAssertEqual(tests.components(separatedBy: "    func test").count - 1, blocks, "\(name): a test per checkpoint")
            XCTAssertEqual(try XCTestTypeChecker.errors(in: tests, name: "\(name)UITests.swift"), "", name)

            let project = try String(contentsOf: root.appendingPathComponent("\(name).xcodeproj/project.pbxproj"), encoding: .utf8)
            XCTAssertTrue(project.contains("productType = \"com.apple.product-type.bundle.ui-testing\";"), name)
            XCTAssertTrue(project.contains("TEST_TARGET_NAME = \(name);"), name)
            let scheme = try String(
                contentsOf: root.appendingPathComponent("\(name).xcodeproj/xcshareddata/xcschemes/\(name).xcscheme"), encoding: .utf8)
            XCTAssertTrue(scheme.contains("BuildableName = \"\(name)UITests.xctest\""), name)
            let readme = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
            XCTAssertTrue(readme.contains("## Check this lesson on your Mac"), name)
        }
    }

    /// Python's zipfile, which every machine that runs the suite has.
    private func unzip(_ zip: URL) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("unzipped-\(UUID().uuidString)")
        let result = try runChildProcess(
            URL(fileURLWithPath: "/usr/bin/env"),
            ["python3", "-c", "import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])", zip.path, folder.path])
        XCTAssertEqual(result.status, 0, result.stderr)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder
    }
}
