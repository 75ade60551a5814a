import Foundation
import LessonEngine
import TestSupport
import XCTest

@testable import CoursegenCLI

/// The CLI in-process: help, usage errors (exit 2), content errors (exit 1), success (exit 0).
final class CommandLineTests: XCTestCase {
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

    private func run(_ arguments: [String], in directory: URL? = nil) -> (code: Int32, out: String, err: String) {
        let captured = Captured()
        let previous = FileManager.default.currentDirectoryPath
        if let directory { FileManager.default.changeCurrentDirectoryPath(directory.path) }
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        let code = Coursegen.main(arguments, output: captured.output)
        return (code, captured.out, captured.err)
    }

    func testHelpListsCommandsAndOptions() {
        let top = run(["--help"])
        XCTAssertEqual(top.code, 0)
        XCTAssertTrue(top.out.contains("build"))
        XCTAssertTrue(top.out.contains("serve"))
        let build = run(["build", "--help"])
        XCTAssertEqual(build.code, 0)
        for option in ["--content <dir>", "--templates <dir>", "--output <dir>", "--update", "--no-cache", "--timeout <seconds>"] {
            XCTAssertTrue(build.out.contains(option), "build --help lacks \(option)")
        }
        XCTAssertTrue(build.out.contains("(default: content)"))
        let serve = run(["help", "serve"])
        XCTAssertTrue(serve.out.contains("--port <n>"))
        XCTAssertTrue(serve.out.contains("(default: 127.0.0.1)"))
    }

    func testUsageMistakesExitWithTwoAndSuggest() {
        let unknownCommand = run(["biuld"])
        XCTAssertEqual(unknownCommand.code, 2)
        XCTAssertTrue(unknownCommand.err.contains("did you mean 'build'?"), unknownCommand.err)
        let unknownOption = run(["build", "--outptu", "x"])
        XCTAssertEqual(unknownOption.code, 2)
        XCTAssertTrue(unknownOption.err.contains("did you mean '--output'?"), unknownOption.err)
        let badNumber = run(["build", "--timeout", "soon"])
        XCTAssertEqual(badNumber.code, 2)
        XCTAssertTrue(badNumber.err.contains("--timeout expects a number"), badNumber.err)
        let missingValue = run(["build", "--content"])
        XCTAssertEqual(missingValue.code, 2)
        XCTAssertEqual(run([]).code, 2)
    }

    func testMissingContentFolderIsAUsageError() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("coursegen-empty-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let result = run(["build"], in: empty)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.contains("the content folder"), result.err)
    }

    func testBuildExitsOneOnContentErrorsAndZeroWhenFixed() throws {
        let course = try TemporaryCourse(copyingTemplates: true, files: Self.smallCourse)
        try course.write("lessons/first-steps.md", "---\nid: first-steps\n---\nno title\n")
        let failed = run(["build"], in: course.root)
        XCTAssertEqual(failed.code, 1)
        XCTAssertTrue(failed.err.contains("content/lessons/first-steps.md:1:1: error:"), failed.err)
        XCTAssertTrue(failed.err.contains("Build failed with 1 error"), failed.err)

        try course.write("lessons/first-steps.md", "---\nid: first-steps\ntitle: First\n---\nfixed\n")
        let fixed = run(["build", "--output", "site"], in: course.root)
        XCTAssertEqual(fixed.code, 0, fixed.err)
        XCTAssertTrue(fixed.out.contains("Built 7 pages"), fixed.out)
        XCTAssertTrue(FileManager.default.fileExists(atPath: course.root.appendingPathComponent("site/index.html").path))
    }

    func testUpdateIsRefusedInCheckModeAndUnderCI() throws {
        let course = try TemporaryCourse(copyingTemplates: true, files: Self.smallCourse)
        let both = run(["build", "--update", "--check"], in: course.root)
        XCTAssertEqual(both.code, 2)
        XCTAssertTrue(both.err.contains("--check"), both.err)

        let previous = ProcessInfo.processInfo.environment["CI"]
        setenv("CI", "true", 1)
        defer { if let previous { setenv("CI", previous, 1) } else { unsetenv("CI") } }
        let underCI = run(["build", "--update"], in: course.root)
        XCTAssertEqual(underCI.code, 2)
        XCTAssertTrue(underCI.err.contains("refused under CI"), underCI.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: course.output.path), "nothing was built")
        XCTAssertEqual(run(["build", "--check"], in: course.root).code, 0, "a plain check still runs under CI")
    }

    func testBadPartitionsAndRemoteCachesAreUsageErrors() throws {
        let course = try TemporaryCourse(copyingTemplates: true, files: Self.smallCourse)
        for bad in ["0/4", "5/4", "1/0", "half", "2/"] {
            let result = run(["build", "--partition", bad], in: course.root)
            XCTAssertEqual(result.code, 2, bad)
            XCTAssertTrue(result.err.contains("--partition expects K/N with 1 ≤ K ≤ N (e.g. 2/4), got '\(bad)'"), result.err)
        }
        // Outside CI (under CI=true, --update is refused before anything else is looked at).
        let ci = ProcessInfo.processInfo.environment["CI"]
        unsetenv("CI")
        defer { if let ci { setenv("CI", ci, 1) } }
        let withUpdate = run(["build", "--partition", "1/2", "--update"], in: course.root)
        XCTAssertEqual(withUpdate.code, 2)
        XCTAssertTrue(withUpdate.err.contains("--partition verifies one slice"), withUpdate.err)
        let badURL = run(["build", "--remote-cache", "cache.example"], in: course.root)
        XCTAssertEqual(badURL.code, 2)
        XCTAssertTrue(badURL.err.contains("--remote-cache expects an http:// or https:// URL"), badURL.err)
        let timeoutAlone = run(["build", "--remote-cache-timeout", "2"], in: course.root)
        XCTAssertEqual(timeoutAlone.code, 2)
        let balanceAlone = run(["build", "--no-balance"], in: course.root)
        XCTAssertEqual(balanceAlone.code, 2)
        XCTAssertTrue(balanceAlone.err.contains("--no-balance shapes --partition's slices"), balanceAlone.err)
        let both = run(["build", "--partition", "1/2", "--balance", "--no-balance"], in: course.root)
        XCTAssertEqual(both.code, 2)
        XCTAssertTrue(both.err.contains("--balance and --no-balance contradict each other"), both.err)
        XCTAssertFalse(FileManager.default.fileExists(atPath: course.output.path), "nothing was built")

        // A good partition of a course without runnable examples verifies nothing and renders nothing.
        let slice = run(["build", "--partition", "2/2"], in: course.root)
        XCTAssertEqual(slice.code, 0, slice.err)
        XCTAssertTrue(slice.out.contains("Verified partition 2/2: 0 examples, 0 checkpoints verified"), slice.out)
        XCTAssertTrue(slice.out.contains("nothing rendered"), slice.out)
        XCTAssertFalse(FileManager.default.fileExists(atPath: course.output.path), "a partition renders nothing")
    }

    /// What `build` is told reaches the engine as one value, and what it is not told keeps the
    /// value's defaults — the same ones `--help` prints.
    func testOptionsAreRelayedAsOneValueWithTheDefaultsHelpPrints() throws {
        let course = try TemporaryCourse(copyingTemplates: true, files: Self.smallCourse)
        let previous = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(course.root.path)
        defer { FileManager.default.changeCurrentDirectoryPath(previous) }
        let specs = BuildCommand.command.specs
        let given = try BuildCommand.makeBuildOptions(
            ParsedOptions.parse(
                ["--timeout", "3.5", "--jobs", "2", "--no-cache", "--unsandboxed", "--swiftc", "/opt/swiftc"], specs: specs))
        XCTAssertEqual(given.lessons.timeout, 3.5)
        XCTAssertEqual(given.lessons.jobs, 2)
        XCTAssertFalse(given.lessons.useCache)
        XCTAssertFalse(given.lessons.sandboxed)
        XCTAssertEqual(given.lessons.swiftc, "/opt/swiftc")

        let defaults = try BuildCommand.makeBuildOptions(ParsedOptions.parse([], specs: specs))
        let engineDefaults = LessonRunOptions()
        XCTAssertEqual(defaults.lessons.timeout, engineDefaults.timeout)
        XCTAssertEqual(defaults.lessons.memoryLimit, engineDefaults.memoryLimit)
        XCTAssertTrue(defaults.lessons.useCache && defaults.lessons.sandboxed)
        let help = run(["build", "--help"]).out
        XCTAssertTrue(help.contains("before it is stopped. (default: \(BuildCommand.seconds(engineDefaults.timeout)))"), help)
        XCTAssertTrue(help.contains("verifies locally. (default: \(BuildCommand.seconds(RemoteCacheConfiguration.defaultTimeout)))"), help)
    }

    /// Running lessons without the sandbox takes an explicit option, and says loudly what it means.
    func testUnsandboxedIsExplicitAndLoud() throws {
        XCTAssertTrue(run(["build", "--help"]).out.contains("--unsandboxed"))
        XCTAssertTrue(run(["--help"]).out.contains("bubblewrap sandbox"))
        let course = try TemporaryCourse(copyingTemplates: true, files: Self.smallCourse)
        let result = run(["build", "--unsandboxed", "--cache-dir", TemporaryCourse.sharedCache.path], in: course.root)
        XCTAssertEqual(result.code, 0, result.err)
        XCTAssertTrue(result.err.contains("warning: --unsandboxed: lesson code runs WITHOUT the sandbox"), result.err)
    }

    func testServeRefusesANonLoopbackHostWithoutTheFlag() throws {
        let course = try TemporaryCourse(copyingTemplates: true, files: Self.smallCourse)
        let result = run(["serve", "--host", "0.0.0.0", "--port", "0"], in: course.root)
        XCTAssertEqual(result.code, 2)
        XCTAssertTrue(result.err.contains("--allow-external"), result.err)
    }

    /// Two lessons and a card: with the index, the reference index and 404, six pages.
    static let smallCourse: [String: String] = [
        "course.yml": "title: Test Course\nparts:\n  - title: Basics\n    lessons: [first-steps, second-steps]\nreference: [state]\n",
        "lessons/first-steps.md": "---\nid: first-steps\ntitle: First Steps\n---\n\nOn to the [second](second-steps.md).\n",
        "lessons/second-steps.md": "---\nid: second-steps\ntitle: Second Steps\n---\n\nBack to the [first](first-steps.md).\n",
        "reference/state.md": "---\nid: state\ntitle: \"@State\"\n---\n\nStores a value that one view owns.\n",
    ]

    // MARK: - Snapshots

    /// `--help` is what an author reads first: its whole text is kept in Snapshots/ and compared
    /// exactly. After an intended change, run with COURSEGEN_RECORD_SNAPSHOTS=1 and review the diff.
    func testHelpTextsMatchTheirSnapshots() throws {
        for (arguments, name) in [
            (["--help"], "help"), (["build", "--help"], "help-build"), (["serve", "--help"], "help-serve"),
            (["init", "--help"], "help-init"),
        ] {
            let result = run(arguments)
            XCTAssertEqual(result.code, 0)
            try assertSnapshot(result.out, named: name + ".txt")
        }
    }
}
