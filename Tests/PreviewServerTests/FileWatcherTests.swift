import Foundation
import XCTest

@testable import PreviewServer

final class FileWatcherTests: XCTestCase {
    private var directory: URL!
    private var watcher: FileWatcher?
    private let batches = BatchRecorder()

    override func setUpWithError() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("coursegen-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("lessons"), withIntermediateDirectories: true)
    }

    override func tearDown() {
        watcher?.stop()
        try? FileManager.default.removeItem(at: directory)
    }

    private func startWatcher(debounce: TimeInterval = 0.1) throws {
        let recorder = batches
        let watcher = try FileWatcher(directories: [directory], debounceInterval: debounce) { recorder.record($0) }
        watcher.start()
        self.watcher = watcher
    }

    private func write(_ relative: String, _ text: String = "x") throws {
        try Data(text.utf8).write(to: directory.appendingPathComponent(relative))
    }

    private func names(_ batch: Set<URL>) -> Set<String> {
        let base = directory.resolvingSymlinksInPath().path
        return Set(
            batch.map { url -> String in
                let path = url.path
                if path.hasPrefix(directory.path + "/") { return String(path.dropFirst(directory.path.count + 1)) }
                if path.hasPrefix(base + "/") { return String(path.dropFirst(base.count + 1)) }
                return path
            })
    }

    func testBurstOfSavesBecomesOneCallbackAndSwapFilesAreIgnored() throws {
        try startWatcher()
        // What vim does on save, twice, plus a second file.
        try write("lessons/.state.md.swp")
        try write("lessons/4913")
        try write("lessons/state.md~")
        try write("lessons/state.md", "one")
        try write("lessons/state.md", "two")
        try write("lessons/counter.md")
        try write("lessons/.#state.md")
        XCTAssertTrue(eventually { self.batches.count >= 1 })
        usleep(400_000)  // a second callback would have arrived by now
        XCTAssertEqual(batches.count, 1)
        XCTAssertEqual(names(batches.all[0]), ["lessons/state.md", "lessons/counter.md"])
    }

    func testOnlySwapFilesTriggerNothing() throws {
        try startWatcher()
        try write("lessons/.a.md.swp")
        try write("lessons/4913")
        try write("lessons/a.md~")
        usleep(400_000)
        XCTAssertEqual(batches.count, 0)
    }

    func testRenameOverTheOriginalReportsTheOriginal() throws {
        try write("lessons/a.md", "old")
        try startWatcher()
        try write("lessons/a.md.tmp", "new")
        XCTAssertEqual(
            rename(
                directory.appendingPathComponent("lessons/a.md.tmp").path,
                directory.appendingPathComponent("lessons/a.md").path), 0)
        XCTAssertTrue(eventually { self.batches.count >= 1 })
        XCTAssertEqual(names(batches.all[0]), ["lessons/a.md"])
    }

    func testNewSubdirectoriesAreWatched() throws {
        try startWatcher()
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("lessons/new/deeper"), withIntermediateDirectories: true)
        try write("lessons/new/deeper/early.md")
        XCTAssertTrue(eventually { self.batches.count >= 1 })
        XCTAssertTrue(names(batches.all[0]).contains("lessons/new/deeper/early.md"), "\(names(batches.all[0]))")
        // Later writes in the new directory are seen through its own watch.
        let before = batches.count
        try write("lessons/new/deeper/late.md")
        XCTAssertTrue(eventually { self.batches.count > before })
        XCTAssertEqual(names(batches.all.last!), ["lessons/new/deeper/late.md"])
    }

    func testDeletionIsReported() throws {
        try write("lessons/gone.md")
        try startWatcher()
        try FileManager.default.removeItem(at: directory.appendingPathComponent("lessons/gone.md"))
        XCTAssertTrue(eventually { self.batches.count >= 1 })
        XCTAssertEqual(names(batches.all[0]), ["lessons/gone.md"])
    }

    func testStopIsPromptAndSilencesTheWatcher() throws {
        try startWatcher(debounce: 0.2)
        try write("lessons/a.md")
        let started = Date()
        watcher?.stop()
        XCTAssertLessThan(Date().timeIntervalSince(started), 1)
        usleep(400_000)
        XCTAssertEqual(batches.count, 0)
    }

    func testMissingDirectoryIsAnError() {
        XCTAssertThrowsError(try FileWatcher(directories: [directory.appendingPathComponent("nope")]) { _ in }) {
            guard case .cannotWatch? = $0 as? FileWatcherError else { return XCTFail("\($0)") }
        }
    }

    func testIgnoredNames() {
        for name in [
            ".state.md.swp", ".state.md.swo", ".state.md.swx", "4913", "state.md~", ".#state.md", "#state.md#",
            "state.md___jb_tmp___", ".goutputstream-ABC123", "a.md.tmp", ".DS_Store",
        ] {
            XCTAssertTrue(FileWatcher.isIgnoredName(name), name)
        }
        for name in ["state.md", "4914", "style.css", "swap.md", "index.html", ".config.yml"] {
            XCTAssertFalse(FileWatcher.isIgnoredName(name), name)
        }
    }
}

final class BatchRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var batches: [Set<URL>] = []
    func record(_ batch: Set<URL>) {
        lock.lock()
        batches.append(batch)
        lock.unlock()
    }
    var all: [Set<URL>] {
        lock.lock()
        defer { lock.unlock() }
        return batches
    }
    var count: Int { all.count }
}
