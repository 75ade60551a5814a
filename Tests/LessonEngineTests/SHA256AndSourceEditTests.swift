import Diagnostics
import XCTest
@testable import LessonEngine

final class SHA256Tests: XCTestCase {
    func testVectors() {
        // FIPS 180-2 / NIST examples.
        XCTAssertEqual(SHA256.hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256.hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
                       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(SHA256.hex("The quick brown fox jumps over the lazy dog"),
                       "d7a8fbb307d7809469ca9abcb0082e4f8d5651e46d3cdb762d02d0bf37c9e592")
        XCTAssertEqual(SHA256.hex([UInt8](repeating: 0x61, count: 1_000_000)),
                       "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    func testIncrementalEqualsOneShotAcrossBlockBoundaries() {
        let text = String(repeating: "lesson engine ", count: 20)
        for split in [0, 1, 55, 56, 63, 64, 65, 128, text.utf8.count] {
            var hasher = SHA256()
            hasher.update(Array(text.utf8.prefix(split)))
            hasher.update(Array(text.utf8.dropFirst(split)))
            XCTAssertEqual(hasher.hexDigest(), SHA256.hex(text), "split at \(split)")
        }
    }

    func testFieldsAreUnambiguous() {
        var a = SHA256(), b = SHA256()
        a.updateField("ab"); a.updateField("c")
        b.updateField("a"); b.updateField("bc")
        XCTAssertNotEqual(a.hexDigest(), b.hexDigest())
    }
}

final class SourceEditTests: XCTestCase {
    let file = "content/lessons/state-values.md"

    func testReplacesOnlyTheLiteral() throws {
        let text = "# Ticks — “naïve” ✓\r\n```checkpoint\r\ntap \"Add one\"\r\nsee \"Total: 24\" as total-two\r\n```\r\nTotal becomes [24](observed:total-two).\r\n"
        let literal = SourceEdit(span: SourceSpan(file: file, line: 4, startColumn: 6, endColumn: 15), original: "Total: 24",
                                 replacement: "Total: 26")
        let link = SourceEdit(span: SourceSpan(file: file, line: 6, startColumn: 16, endColumn: 18), original: "24", replacement: "26")
        let updated = try SourceEdit.apply([literal, link, literal], to: text)
        XCTAssertEqual(updated, text.replacingOccurrences(of: "24", with: "26"))
    }

    func testUTF8Columns() throws {
        // "✓ " is 4 bytes: the literal starts at byte column 10.
        let text = "✓ see \"Café\"\n"
        let edit = SourceEdit(span: SourceSpan(file: file, line: 1, startColumn: 10, endColumn: 15), original: "Café",
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
        XCTAssertEqual(ObservedLink.resolve(linkText: "2", expected: "Total: 24", observed: "Total: 24"), .drifted("24"),
                       "a link matches whole words, not digits inside one")
        XCTAssertEqual(ObservedLink.resolve(linkText: "$30.00", expected: "Total: $24.00.", observed: "Total: $24.00."), .drifted("$24.00"))
        // With two numbers, or a word, which one the sentence meant is not certain: fixed by hand.
        XCTAssertEqual(ObservedLink.resolve(linkText: "3", expected: "2 of 5 done", observed: "2 of 5 done"), .unrelated)
        XCTAssertEqual(ObservedLink.resolve(linkText: "many", expected: "Total: 24", observed: "Total: 24"), .unrelated)
    }

    func testALinkThatCannotBeRewrittenSaysHowToFixItByHand() {
        let observation = Observation(name: "progress", exampleName: "habits", expected: "2 of 5 done", observed: "2 of 5 done",
                                      location: SourceLocation(file: file, line: 40, column: 1))
        let report = VerificationReport(examples: [], transcripts: [], observations: ["progress": observation],
                                        declaredObservationNames: ["progress"], diagnostics: [], statistics: VerificationStatistics())
        let (diagnostic, edit) = report.checkObservedLink(name: "progress", text: "3", at: SourceLocation(file: file, line: 50, column: 4))
        XCTAssertNil(edit)
        XCTAssertTrue(diagnostic?.notes.contains("fix it by hand: write the observed text or the word of it the sentence means, e.g. [2](observed:progress)") ?? false,
                      "\(String(describing: diagnostic))")
    }

    func testCheckObservedLinkReportsAndEdits() {
        let observation = Observation(name: "total-two", exampleName: "ticket", expected: "Total: 24", observed: "Total: 26",
                                      location: SourceLocation(file: file, line: 40, column: 1))
        let report = VerificationReport(examples: [], transcripts: [], observations: ["total-two": observation],
                                        declaredObservationNames: ["total-two", "later"], diagnostics: [],
                                        statistics: VerificationStatistics())
        let at = SourceLocation(file: file, line: 50, column: 15)
        let (diagnostic, edit) = report.checkObservedLink(name: "total-two", text: "24", at: at)
        XCTAssertEqual(diagnostic?.message, "observed value drift")
        XCTAssertEqual(diagnostic?.location, at)
        XCTAssertEqual(edit, SourceEdit(span: SourceSpan(file: file, line: 50, startColumn: 15, endColumn: 17), original: "24",
                                        replacement: "26"))
        XCTAssertNil(report.checkObservedLink(name: "total-two", text: "26", at: at).diagnostic)
        XCTAssertEqual(report.checkObservedLink(name: "total-tow", text: "26", at: at).diagnostic?.message,
                       "no observation named 'total-tow'; did you mean 'total-two'?")
        XCTAssertEqual(report.checkObservedLink(name: "later", text: "1", at: at).diagnostic?.message,
                       "observation 'later' was not made: its checkpoint stopped before it")
    }
}

final class CacheJanitorTests: XCTestCase {
    func testSweepRemovesDeadScratchFoldersAndStaleRuntimesOnly() throws {
        let fm = FileManager.default
        let cache = NSTemporaryDirectory() + "/janitor-\(UUID().uuidString)"
        defer { try? fm.removeItem(atPath: cache) }
        // A pid that cannot be running: above the kernel's maximum.
        let dead = cache + "/work/4194999-1", live = cache + "/work/\(getpid())-2"
        let current = cache + "/runtime/current", old = cache + "/runtime/old", recent = cache + "/runtime/recent"
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
