import Foundation
import TestSupport
import XCTest

@testable import CoursegenCLI

/// `coursegen init`: a new course that builds green at once, written only where nothing is lost.
final class InitCommandTests: XCTestCase {
    private final class Captured: @unchecked Sendable {
        var out = "", err = ""
        let lock = NSLock()
        var output: TextOutput {
            TextOutput(
                out: { text in
                    self.lock.lock()
                    self.out += text + "\n"
                    self.lock.unlock()
                },
                err: { text in
                    self.lock.lock()
                    self.err += text + "\n"
                    self.lock.unlock()
                })
        }
    }

    private func run(_ arguments: [String], in directory: URL) -> (code: Int32, out: String, err: String) {
        let captured = Captured()
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(directory.path)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        let code = Coursegen.main(arguments, output: captured.output)
        return (code, captured.out, captured.err)
    }

    private func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("coursegen-init-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: url) }
        return url
    }

    private static let sharedCache = TemporaryCourse.repository.appendingPathComponent(".build/coursegen-test-cache").path

    func testANewCourseBuildsGreenAtOnce() throws {
        let parent = try temporaryFolder()
        let created = run(["init", "my-course", "--title", "Habits: a \"first\" course"], in: parent)
        XCTAssertEqual(created.code, 0, created.err)
        let course = parent.appendingPathComponent("my-course")
        for path in [
            "content/course.yml", "content/lessons/first-screen.md", "content/reference/state.md", ".gitignore",
            ".github/workflows/site.yml",
        ] {
            XCTAssertTrue(FileManager.default.fileExists(atPath: course.appendingPathComponent(path).path), "init did not write \(path)")
            XCTAssertTrue(created.out.contains("created \(path)"), created.out)
        }
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: course.appendingPathComponent("templates").path), "the templates are built in")
        let gitignore = try String(contentsOf: course.appendingPathComponent(".gitignore"), encoding: .utf8)
        XCTAssertTrue(gitignore.contains("/output/") && gitignore.contains("/.coursegen-cache/"), gitignore)
        let workflow = try String(contentsOf: course.appendingPathComponent(".github/workflows/site.yml"), encoding: .utf8)
        XCTAssertTrue(workflow.contains("run: coursegen build"), workflow)
        // It runs where coursegen is installed and asks for nothing the author has not got.
        XCTAssertTrue(workflow.contains("runs-on: self-hosted"), workflow)
        XCTAssertFalse(workflow.contains("vars.") || workflow.contains("secrets."), workflow)
        XCTAssertTrue(created.out.contains("To add a lesson, see docs/authoring.md."), created.out)

        let built = run(["build", "--cache-dir", Self.sharedCache], in: course)
        XCTAssertEqual(built.code, 0, built.err)
        XCTAssertTrue(built.out.contains("1 checkpoints verified") || built.out.contains("1 checkpoint"), built.out)
        let lesson = try String(contentsOf: course.appendingPathComponent("output/lessons/first-screen.html"), encoding: .utf8)
        XCTAssertTrue(lesson.contains("href=\"#checkpoint-"), "the prose number links to the run it came from")
        XCTAssertTrue(lesson.contains("class=\"quiz"), "the knowledge check is on the page")
        let index = try String(contentsOf: course.appendingPathComponent("output/index.html"), encoding: .utf8)
        XCTAssertTrue(index.contains("<title>Habits: a &quot;first&quot; course</title>"), index)
        XCTAssertTrue(FileManager.default.fileExists(atPath: course.appendingPathComponent("output/reference/state.html").path))
    }

    func testRefusesAFolderThatIsNotEmptyAndNeverOverwrites() throws {
        let folder = try temporaryFolder()
        try Data("mine".utf8).write(to: folder.appendingPathComponent("notes.txt"))
        let refused = run(["init"], in: folder)
        XCTAssertEqual(refused.code, 2)
        XCTAssertTrue(refused.err.contains("is not empty (notes.txt)") && refused.err.contains("--force"), refused.err)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder.path), ["notes.txt"])

        // With --force, a file init would write that already exists stops it before it writes anything.
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("content"), withIntermediateDirectories: true)
        try Data("title: Mine\n".utf8).write(to: folder.appendingPathComponent("content/course.yml"))
        let clash = run(["init", "--force"], in: folder)
        XCTAssertEqual(clash.code, 2)
        XCTAssertTrue(clash.err.contains("content/course.yml already exists; init never overwrites a file"), clash.err)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("content/course.yml"), encoding: .utf8), "title: Mine\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder.appendingPathComponent(".gitignore").path))

        try FileManager.default.removeItem(at: folder.appendingPathComponent("content"))
        let forced = run(["init", "--force"], in: folder)
        XCTAssertEqual(forced.code, 0, forced.err)
        XCTAssertEqual(try String(contentsOf: folder.appendingPathComponent("notes.txt"), encoding: .utf8), "mine")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("content/course.yml").path))
    }

    func testTakesAtMostOneFolder() throws {
        let result = run(["init", "a", "b"], in: try temporaryFolder())
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.contains("unexpected argument 'b'"), result.err)
    }
}
