import Diagnostics
import XCTest

@testable import LessonEngine

final class SourceEditTests: XCTestCase {
    let file = "content/lessons/state-values.md"

    func testReplacesOnlyTheLiteral() throws {
        let text =
            "# Ticks — “naïve” ✓\r\n```checkpoint\r\ntap \"Add one\"\r\nsee \"Total: 24\" as total-two\r\n```\r\nTotal becomes [24](observed:total-two).\r\n"
        let literal = SourceEdit(
            span: SourceSpan(file: file, line: 4, startColumn: 6, endColumn: 15), original: "Total: 24",
            replacement: "Total: 26")
        let link = SourceEdit(span: SourceSpan(file: file, line: 6, startColumn: 16, endColumn: 18), original: "24", replacement: "26")
        let updated = try SourceEdit.apply([literal, link, literal], to: text)
        XCTAssertEqual(updated, text.replacingOccurrences(of: "24", with: "26"))
    }

    func testUTF8Columns() throws {
        // "✓ " is 4 bytes: the literal starts at byte column 10.
        let text = "✓ see \"Café\"\n"
        let edit = SourceEdit(
            span: SourceSpan(file: file, line: 1, startColumn: 10, endColumn: 15), original: "Café",
            replacement: SourceEdit.quoted("Crème \"brûlée\""))
        XCTAssertEqual(try SourceEdit.apply([edit], to: text), "✓ see \"Crème \\\"brûlée\\\"\"\n")
    }

    func testRefusesWhenTheFileChanged() {
        let edit = SourceEdit(span: SourceSpan(file: file, line: 1, startColumn: 6, endColumn: 8), original: "24", replacement: "26")
        XCTAssertThrowsError(try SourceEdit.apply([edit], to: "see \"Total: 24\"\n")) { error in
            XCTAssertEqual(error as? SourceEdit.ApplyError, .textChanged(edit, found: "To"))
        }
        let beyond = SourceEdit(span: SourceSpan(file: file, line: 1, startColumn: 3, endColumn: 9), original: "abcdef", replacement: "")
        XCTAssertThrowsError(try SourceEdit.apply([beyond], to: "abcd\nef\n"), "an edit never crosses a line end")
        let overlapping = [
            SourceEdit(span: SourceSpan(file: file, line: 1, startColumn: 1, endColumn: 3), original: "ab", replacement: "x"),
            SourceEdit(span: SourceSpan(file: file, line: 1, startColumn: 2, endColumn: 4), original: "bc", replacement: "y"),
        ]
        XCTAssertThrowsError(try SourceEdit.apply(overlapping, to: "abcd\n"))
    }

    func testObservedLinkRule() {
        XCTAssertEqual(ObservedLink.resolve(linkText: "24", expected: "Total: 24", observed: "Total: 24"), .holds)
        XCTAssertEqual(ObservedLink.resolve(linkText: "24", expected: "Total: 24", observed: "Total: 26"), .drifted("26"))
        XCTAssertEqual(ObservedLink.resolve(linkText: "Total: 24", expected: "Total: 24", observed: "Total: 26"), .drifted("Total: 26"))
        XCTAssertEqual(ObservedLink.resolve(linkText: "$29.36", expected: "$29.36", observed: "$29.37"), .drifted("$29.37"))
        XCTAssertEqual(ObservedLink.resolve(linkText: "Count: 1", expected: "Count: 1", observed: "Count: 1"), .holds)
        // A wrong number in prose for an observation showing one number is that number, drifted.
        XCTAssertEqual(ObservedLink.resolve(linkText: "25", expected: "Total: 24", observed: "Total: 24"), .drifted("24"))
        XCTAssertEqual(
            ObservedLink.resolve(linkText: "2", expected: "Total: 24", observed: "Total: 24"), .drifted("24"),
            "a link matches whole words, not digits inside one")
        XCTAssertEqual(ObservedLink.resolve(linkText: "$30.00", expected: "Total: $24.00.", observed: "Total: $24.00."), .drifted("$24.00"))
        // With two numbers, or a word, which one the sentence meant is not certain: fixed by hand.
        XCTAssertEqual(ObservedLink.resolve(linkText: "3", expected: "2 of 5 done", observed: "2 of 5 done"), .unrelated)
        XCTAssertEqual(ObservedLink.resolve(linkText: "many", expected: "Total: 24", observed: "Total: 24"), .unrelated)
    }

    func testALinkThatCannotBeRewrittenSaysHowToFixItByHand() {
        let observation = Observation(
            name: "progress", exampleName: "habits", expected: "2 of 5 done", observed: "2 of 5 done",
            location: SourceLocation(file: file, line: 40, column: 1))
        let report = VerificationReport(
            examples: [], transcripts: [], observations: ["progress": observation],
            declaredObservationNames: ["progress"], diagnostics: [], statistics: VerificationStatistics())
        let (diagnostic, edit) = report.checkObservedLink(name: "progress", text: "3", at: SourceLocation(file: file, line: 50, column: 4))
        XCTAssertNil(edit)
        XCTAssertTrue(
            diagnostic?.notes.contains(
                "fix it by hand: write the observed text or the word of it the sentence means, e.g. [2](observed:progress)") ?? false,
            "\(String(describing: diagnostic))")
    }

    func testCheckObservedLinkReportsAndEdits() {
        let observation = Observation(
            name: "total-two", exampleName: "ticket", expected: "Total: 24", observed: "Total: 26",
            location: SourceLocation(file: file, line: 40, column: 1))
        let report = VerificationReport(
            examples: [], transcripts: [], observations: ["total-two": observation],
            declaredObservationNames: ["total-two", "later"], diagnostics: [],
            statistics: VerificationStatistics())
        let at = SourceLocation(file: file, line: 50, column: 15)
        let (diagnostic, edit) = report.checkObservedLink(name: "total-two", text: "24", at: at)
        XCTAssertEqual(diagnostic?.message, "observed value drift")
        XCTAssertEqual(diagnostic?.location, at)
        XCTAssertEqual(
            edit,
            SourceEdit(
                span: SourceSpan(file: file, line: 50, startColumn: 15, endColumn: 17), original: "24",
                replacement: "26"))
        XCTAssertNil(report.checkObservedLink(name: "total-two", text: "26", at: at).diagnostic)
        XCTAssertEqual(
            report.checkObservedLink(name: "total-tow", text: "26", at: at).diagnostic?.message,
            "no observation named 'total-tow'; did you mean 'total-two'?")
        XCTAssertEqual(
            report.checkObservedLink(name: "later", text: "1", at: at).diagnostic?.message,
            "observation 'later' was not made: its checkpoint stopped before it")
    }
}

final class CacheJanitorTests: XCTestCase {
    func testSweepRemovesDeadScratchFoldersAndStaleRuntimesOnly() throws {
        let fm = FileManager.default
        let cache = NSTemporaryDirectory() + "/janitor-\(UUID().uuidString)"
        defer { try? fm.removeItem(atPath: cache) }
        // A pid that cannot be running: above the kernel's maximum.
        let dead = cache + "/work/4194999-1"
        let live = cache + "/work/\(getpid())-2"
        let current = cache + "/runtime/current"
        let old = cache + "/runtime/old"
        let recent = cache + "/runtime/recent"
        for path in [dead, live, current, old, recent] { try fm.createDirectory(atPath: path, withIntermediateDirectories: true) }
        let longAgo = Date().addingTimeInterval(-30 * 24 * 3600)
        try fm.setAttributes([.modificationDate: longAgo], ofItemAtPath: old)
        try fm.setAttributes([.modificationDate: longAgo], ofItemAtPath: current)

        CacheJanitor.sweep(cacheDirectory: cache, currentRuntimeHash: "current")

        XCTAssertFalse(fm.fileExists(atPath: dead), "a killed build's scratch folder goes")
        XCTAssertTrue(fm.fileExists(atPath: live), "a running build's scratch folder stays")
        XCTAssertFalse(fm.fileExists(atPath: old), "an old runtime build goes")
        XCTAssertTrue(fm.fileExists(atPath: recent))
        XCTAssertTrue(fm.fileExists(atPath: current), "the runtime in use stays however old")
    }
}

/// A lesson that prints a megabyte of stderr shows its first and last lines, with what was cut
/// counted, in the terminal and in the preview overlay alike.
final class StderrExcerptTests: XCTestCase {
    func testHeadAndTailWithACountOfWhatWasCut() {
        let lines = (1...10_000).map { "line \($0)" }
        let excerpt = StderrExcerpt.lines(lines)
        XCTAssertEqual(excerpt.count, StderrExcerpt.headLines + 1 + StderrExcerpt.tailLines)
        XCTAssertEqual(excerpt.first, "line 1")
        XCTAssertEqual(excerpt.last, "line 10000")
        let cut = 10_000 - StderrExcerpt.headLines - StderrExcerpt.tailLines
        XCTAssertTrue(excerpt[StderrExcerpt.headLines].hasPrefix("… \(cut) lines of stderr ("), excerpt[StderrExcerpt.headLines])
    }

    func testALongLineIsCut() {
        let excerpt = StderrExcerpt.lines([String(repeating: "x", count: 1 << 20)])
        XCTAssertEqual(excerpt.count, 1)
        XCTAssertLessThan(excerpt[0].count, 400)
        XCTAssertTrue(excerpt[0].hasSuffix("(\((1 << 20) - StderrExcerpt.maxLineLength) more characters cut)"))
    }

    func testShortStderrIsKeptWhole() {
        XCTAssertEqual(StderrExcerpt.lines(["a", "b"]), ["a", "b"])
    }
}
