import Foundation
import TestSupport
import XCTest

#if canImport(Glibc)
    import Glibc
#endif

/// `coursegen serve` end to end in a real browser: the real executable serves a copy of the sample
/// course, headless Chromium (Debian's `chromium`) keeps a lesson open, and the test edits the
/// lesson the way an author would — a word of prose, a line of example code, then a change that
/// breaks a checkpoint and its undo — checking after each that the open page reloads, or shows the
/// error overlay over the last good site. It prints how long each edit took to reach the page.
///
/// Chromium is driven through the DevTools protocol over a pipe (`DevToolsPipe.swift`): no port,
/// no websocket. Skipped only when /usr/bin/chromium is missing (`script/test` installs it).
final class ServeBrowserTests: XCTestCase {
    static let chromium = "/usr/bin/chromium"

    private var work: URL?
    private var server: ChildProcess?
    private var browser: DevToolsPipe?

    override func tearDown() {
        // Also after a failure or a thrown error: no Chromium or server may outlive the test.
        browser?.close()
        server?.killGroup()
        if let work { try? FileManager.default.removeItem(at: work) }
        browser = nil
        server = nil
        work = nil
        super.tearDown()
    }

    func testOpenPageReloadsAfterEditsAndShowsTheOverlayAfterABreakingEdit() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.chromium) else {
            throw XCTSkip("\(Self.chromium) is not installed (Debian package chromium)")
        }
        let coursegen = try XCTUnwrap(
            Self.coursegenExecutable(),
            "no coursegen executable next to the tests: run swift build --build-tests")

        // A copy of the course, so the repository's files are never edited.
        let fm = FileManager.default
        let work = fm.temporaryDirectory.appendingPathComponent("coursegen-browser-\(UUID().uuidString)")
        self.work = work
        try fm.createDirectory(at: work.appendingPathComponent("chromium-profile"), withIntermediateDirectories: true)
        for folder in ["content", "templates"] {
            try fm.copyItem(
                at: TemporaryCourse.repository.appendingPathComponent(folder),
                to: work.appendingPathComponent(folder))
        }
        let lesson = work.appendingPathComponent("content/lessons/state-values.md")
        let original = try String(contentsOf: lesson, encoding: .utf8)
        let logs = ServeTestLogs(work: work)

        // The real `coursegen serve`. The shared cache holds the compiled lesson runtime and the
        // sample course's results: warm, the initial build takes a second or two; on a fresh
        // machine it compiles them first (about a minute).
        let server = try ChildProcess(
            executable: coursegen.path,
            arguments: ["serve", "--port", "0", "--cache-dir", TemporaryCourse.sharedCache.path],
            directory: work, stdout: logs.serveOut, stderr: logs.serveErr)
        self.server = server
        let site = try waitFor("coursegen serve to print its URL", timeout: 300, interval: 0.1, logs) { () -> String? in
            if let url = Self.servingURL(in: logs.text(logs.serveOut)) { return url }
            if server.hasExited() {
                throw BrowserTestError("coursegen serve ended (\(server.terminationDescription))\n\(logs.tails())")
            }
            return nil
        }
        XCTAssertTrue(site.hasPrefix("http://127.0.0.1:"), site)

        // Headless Chromium with one page attached through a flattened session.
        let browser = try DevToolsPipe(
            chromium: Self.chromium,
            profile: work.appendingPathComponent("chromium-profile"), log: logs.chromium)
        self.browser = browser
        let page = try BrowserPage(browser: browser, logs: logs)
        // Every poll of the page also checks the server, so a crash fails the test at once.
        page.check = {
            if server.hasExited() {
                throw BrowserTestError("coursegen serve ended (\(server.terminationDescription))\n\(logs.tails())", fatal: true)
            }
        }
        try page.open(site + "lessons/state-values.html")
        let opened = try page.state([("main", "A ticket picker must update"), ("main", "chooser")])
        XCTAssertEqual(opened.found, [true, false], "the lesson as written, without the word the edit brings in")
        XCTAssertNil(opened.overlay, "a clean build shows no overlay")

        // 1. Prose: one word. Nothing compiles; the page reloads with the new word.
        let prose = try original.replacingFirst("A ticket picker must update", with: "A ticket chooser must update")
        let proseEdit = try page.editAndWaitForReload(
            lesson, to: prose, showing: [("main", "A ticket chooser must update")],
            timeout: 15)
        let proseRebuild = try logs.rebuild(1)
        XCTAssertEqual(proseRebuild.examplesCompiled, 0, "a prose edit runs no lesson code")

        // 2. Code: the example's title. A token new to this run keeps the shared cache from
        // answering, so the example and its variant really compile and run again — the number
        // measured is the one an author sees. The first screen of its transcript must show it.
        let token = String(Int.random(in: 100_000...999_999))
        let code = try prose.replacingFirst(#"Text("Tickets")"#, with: #"Text("Tickets \#(token)")"#)
        let codeEdit = try page.editAndWaitForReload(
            lesson, to: code,
            showing: [
                ("#checkpoint-ticket-counter .screen", "Tickets \(token)"),
                ("#checkpoint-ticket-counter", "Total: 24"),
                ("#checkpoint-ticket-counter-six .screen", "Tickets \(token)"),
            ], timeout: 90)
        let codeRebuild = try logs.rebuild(2)
        XCTAssertGreaterThan(codeRebuild.examplesCompiled, 0, "the code edit compiled lesson code")

        // 3. Breaking: the complete example's price drifts from every checkpoint that quotes a
        // total. The page must not reload; the overlay appears over the last good content.
        let broken = try code.replacingFirst(
            "private let ticketPrice = 12", with: "private let ticketPrice = 13",
            after: "```swift example=ticket-counter")
        let breakStart = try page.write(broken, to: lesson)
        let failed = try waitFor(
            "the error overlay after the breaking edit", timeout: 90, logs,
            context: { page.lastSeen }
        ) { () -> BrowserPageState? in
            guard
                let state = try page.stateIfReadable([
                    ("#checkpoint-ticket-counter", "Total: 24"),
                    ("#checkpoint-ticket-counter .screen", "Tickets \(token)"),
                ]),
                let overlay = state.overlay,
                overlay.contains("checkpoint drift"), overlay.contains("state-values.md")
            else { return nil }
            return state
        }
        let overlayLatency = Self.seconds(since: breakStart)
        XCTAssertTrue(failed.marker, "errors show over the open page without reloading it")
        XCTAssertEqual(failed.found, [true, true], "the last good content stays on the page under the overlay")
        XCTAssertTrue(failed.overlay?.contains("Build failed") ?? false, failed.overlay ?? "")
        XCTAssertTrue(failed.overlay?.contains("expected: \"Total: 12\"") ?? false, failed.overlay ?? "")

        // 4. Undo: the overlay goes away and the page reloads with the good site.
        let undo = try page.editAndWaitForReload(
            lesson, to: code,
            showing: [
                ("#checkpoint-ticket-counter .screen", "Tickets \(token)"),
                ("#checkpoint-ticket-counter", "Total: 24"),
            ], timeout: 30)
        XCTAssertNil(try page.state([]).overlay, "the overlay is gone after the fix")

        // From the end of the write to the reloaded page's DOMContentLoaded (both on the wall
        // clock); the polling figure is the same moment rounded up to the next 50 ms poll.
        for (name, reload, rebuild) in [
            ("prose edit", proseEdit, proseRebuild), ("code edit", codeEdit, codeRebuild),
            ("undo", undo, try logs.rebuild(3)),
        ] {
            print(
                String(
                    format: "%@ → reload: %.2f s (seen by polling at %.2f s; rebuild %.2f s, %d examples compiled)",
                    name, reload.shown, reload.observed, rebuild.seconds, rebuild.examplesCompiled))
        }
        print(String(format: "breaking edit → overlay: %.2f s (seen by polling)", overlayLatency))

        // Ctrl-C with the page still connected: serve exits 0 and leaves a complete output/.
        let stopStart = DispatchTime.now()
        server.send(SIGINT)
        XCTAssertTrue(server.waitForExit(timeout: 30), "coursegen serve did not stop on SIGINT\n\(logs.tails())")
        print(String(format: "Ctrl-C → serve exited: %.2f s", Self.seconds(since: stopStart)))
        XCTAssertEqual(server.exitCode, 0, "\(server.terminationDescription)\n\(logs.tails())")
        XCTAssertTrue(logs.text(logs.serveOut).contains("Stopped."), logs.tails())
        XCTAssertTrue(fm.fileExists(atPath: work.appendingPathComponent("output/index.html").path))
        let served = try String(contentsOf: work.appendingPathComponent("output/lessons/state-values.html"), encoding: .utf8)
        XCTAssertTrue(served.contains("Tickets \(token)"), "output/ holds the last good build")
        let leftovers = try fm.contentsOfDirectory(atPath: work.path).filter { $0.hasPrefix(".output-") }
        XCTAssertEqual(leftovers, [], "no staging or previous-output folders are left behind")
    }

    // MARK: Helpers

    /// The `coursegen` that `swift build --build-tests` put next to the test bundle.
    static func coursegenExecutable() -> URL? {
        var candidates: [URL] = []
        if let bundle = CommandLine.arguments.first {
            candidates.append(URL(fileURLWithPath: bundle).deletingLastPathComponent().appendingPathComponent("coursegen"))
        }
        candidates.append(TemporaryCourse.repository.appendingPathComponent(".build/debug/coursegen"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// The URL in `Serving <dir> at http://127.0.0.1:PORT/  (Ctrl-C to stop)`.
    static func servingURL(in output: String) -> String? {
        for line in output.split(separator: "\n") where line.hasPrefix("Serving ") {
            guard let at = line.range(of: " at http://") else { continue }
            let rest = line[line.index(at.lowerBound, offsetBy: 4)...]
            return String(rest.prefix { $0 != " " })
        }
        return nil
    }

    static func seconds(since start: DispatchTime) -> Double {
        Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }
}

/// Calls `probe` every `interval` seconds until it returns a value; throws, quoting the logs,
/// after `timeout`. A probe may throw to give up at once (the server died).
func waitFor<T>(
    _ what: String, timeout: TimeInterval, interval: TimeInterval = 0.05, _ logs: ServeTestLogs,
    context: () -> String? = { nil }, _ probe: () throws -> T?
) throws -> T {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while true {
        if let value = try probe() { return value }
        if Date() >= deadline {
            let detail = context().map { "\n\($0)" } ?? ""
            throw BrowserTestError("timed out after \(Int(timeout)) s waiting for \(what)\(detail)\n\(logs.tails())")
        }
        usleep(useconds_t(interval * 1_000_000))
    }
}

/// Where the children write, and what to quote when something goes wrong.
struct ServeTestLogs {
    let serveOut: URL
    let serveErr: URL
    let chromium: URL

    init(work: URL) {
        serveOut = work.appendingPathComponent("serve.out")
        serveErr = work.appendingPathComponent("serve.err")
        chromium = work.appendingPathComponent("chromium.log")
    }

    func text(_ url: URL) -> String {
        (try? String(contentsOf: url, encoding: .utf8)) ?? ""
    }

    func tails() -> String {
        [("coursegen serve stdout", serveOut), ("coursegen serve stderr", serveErr), ("chromium", chromium)]
            .map { name, url in "--- \(name) (last lines):\n" + text(url).split(separator: "\n").suffix(15).joined(separator: "\n") }
            .joined(separator: "\n")
    }

    struct Rebuild {
        var seconds: Double
        var examplesCompiled: Int
    }

    /// The `number`-th successful rebuild after the initial build, as serve reported it:
    /// `[time] changed: … → rebuilt N pages in S s (E examples compiled)`. Serve prints the line
    /// just after telling the pages to reload, so it is waited for briefly.
    func rebuild(_ number: Int) throws -> Rebuild {
        try waitFor("serve to report rebuild \(number)", timeout: 5, self) { () -> Rebuild? in
            let lines = text(serveOut).split(separator: "\n").filter { $0.contains("changed:") && $0.contains("→ rebuilt") }
            guard lines.count >= number else { return nil }
            let line = lines[number - 1]
            guard let time = line.range(of: " in ", options: .backwards),
                let open = line.range(of: "(", options: .backwards),
                let seconds = Double(line[time.upperBound...].prefix { $0.isNumber || $0 == "." }),
                let compiled = Int(line[open.upperBound...].prefix { $0.isNumber })
            else { return nil }
            return Rebuild(seconds: seconds, examplesCompiled: compiled)
        }
    }
}

/// What the open page shows, read in one evaluation.
struct BrowserPageState {
    /// `window.__before` is still set: the page has not reloaded since it was set.
    var marker: Bool
    /// live.js's event stream is open, so the server's next event reaches this page.
    var streamOpen: Bool
    /// Whether each (selector, text) pair asked for was found.
    var found: [Bool]
    /// The overlay panel's text (inside its shadow root), when it is shown.
    var overlay: String?
    /// When this document's DOMContentLoaded fired, in ms since the epoch by the page's own
    /// `Date.now()` — the same wall clock as the test's (0 before it fired).
    var shownAt: Double
}

/// The one lesson page the test keeps open.
final class BrowserPage {
    let browser: DevToolsPipe
    let logs: ServeTestLogs
    let sessionId: String
    /// The error of the last poll, if it failed, quoted if the wait times out.
    private(set) var lastError: String?
    /// The last state a poll read, quoted if the wait times out.
    private(set) var lastState: BrowserPageState?
    /// Run before every poll of the page; throws to end the wait (the server died).
    var check: () throws -> Void = {}
    /// What to quote when a wait on this page times out.
    var lastSeen: String? {
        [lastState.map { "last state: \($0)" }, lastError.map { "last error: \($0)" }]
            .compactMap { $0 }.joined(separator: "\n")
    }

    /// Installed into every document the page loads, before the page's own scripts: notes when
    /// live.js's EventSource connects (the server registers a stream before it answers, so once
    /// `open` fired, an edit's event cannot be missed) and when the document was shown
    /// (DOMContentLoaded), for a latency not rounded up to the polling interval. It only
    /// observes; live.js runs unchanged.
    static let streamProbe = """
        (() => {
          const Native = window.EventSource;
          if (!Native) return;
          window.EventSource = class extends Native {
            constructor(url, init) {
              super(url, init);
              this.addEventListener("open", () => { window.__coursegenTestStreamOpen = true; });
            }
          };
          document.addEventListener("DOMContentLoaded", () => { window.__coursegenTestShownAt = Date.now(); });
        })();
        """

    init(browser: DevToolsPipe, logs: ServeTestLogs) throws {
        self.browser = browser
        self.logs = logs
        // The first command also waits for Chromium to start.
        let target = try browser.call("Target.createTarget", ["url": "about:blank"], timeout: 60)
        let targetId = try XCTUnwrap(target["targetId"] as? String, "\(target)")
        let attached = try browser.call("Target.attachToTarget", ["targetId": targetId, "flatten": true])
        sessionId = try XCTUnwrap(attached["sessionId"] as? String, "\(attached)")
        // Scripts added for new documents only run once the Page domain is enabled. Its events
        // (navigations, load) are read and dropped by the client.
        try browser.call("Page.enable", sessionId: sessionId)
        try browser.call("Page.addScriptToEvaluateOnNewDocument", ["source": Self.streamProbe], sessionId: sessionId)
    }

    func open(_ url: String) throws {
        try browser.call("Page.navigate", ["url": url], sessionId: sessionId, timeout: 30)
        try waitUntilLive(timeout: 30)
    }

    /// Waits until the page has loaded and its event stream is connected, then marks the
    /// document (`window.__before = 1`) so a reload can be told from an update in place.
    func waitUntilLive(timeout: TimeInterval) throws {
        _ = try waitFor(
            "the page to load and connect its event stream", timeout: timeout, logs,
            context: { self.lastSeen }
        ) { () -> Bool? in
            guard let state = try stateIfReadable([]), state.streamOpen, state.shownAt > 0 else { return nil }
            return true
        }
        _ = try browser.evaluate("window.__before = 1", sessionId: sessionId)
    }

    /// Writes the file in place, as an editor saving it does; returns when the write finished.
    func write(_ text: String, to file: URL) throws -> DispatchTime {
        try Data(text.utf8).write(to: file)
        return DispatchTime.now()
    }

    struct Reload {
        /// Seconds from the write until the reloaded document was shown (its DOMContentLoaded).
        var shown: Double
        /// Seconds from the write until a poll saw the reloaded page with the expected content.
        var observed: Double
    }

    /// Writes `text` to `file`, then polls every 50 ms until the page has reloaded (the marker is
    /// gone) and shows every (selector, text) pair; then waits for its event stream again.
    func editAndWaitForReload(
        _ file: URL, to text: String, showing expected: [(String, String)],
        timeout: TimeInterval
    ) throws -> Reload {
        let start = try write(text, to: file)
        let wallStart = Date().timeIntervalSince1970 * 1000
        let state = try waitFor(
            "the page to reload showing \(expected.map(\.1))", timeout: timeout, logs,
            context: { self.lastSeen }
        ) { () -> BrowserPageState? in
            guard let state = try stateIfReadable(expected), !state.marker,
                state.found.allSatisfy({ $0 }), state.shownAt > 0
            else { return nil }
            return state
        }
        let observed = ServeBrowserTests.seconds(since: start)
        try waitUntilLive(timeout: 15)
        return Reload(shown: (state.shownAt - wallStart) / 1000, observed: observed)
    }

    func state(_ expected: [(String, String)]) throws -> BrowserPageState {
        let value = try browser.evaluate(Self.stateExpression(expected), sessionId: sessionId)
        guard let object = value as? [String: Any] else {
            throw BrowserTestError("unexpected page state: \(String(describing: value))")
        }
        return BrowserPageState(
            marker: object["marker"] as? Bool ?? false,
            streamOpen: object["streamOpen"] as? Bool ?? false,
            found: object["found"] as? [Bool] ?? [],
            overlay: object["overlay"] as? String,
            shownAt: (object["shownAt"] as? NSNumber)?.doubleValue ?? 0)
    }

    /// The state, or nil while it cannot be read — mid-navigation the evaluation fails with
    /// "execution context was destroyed" or similar, which a poll simply tries again. Throws
    /// only when Chromium or the server is gone.
    func stateIfReadable(_ expected: [(String, String)]) throws -> BrowserPageState? {
        try check()
        do {
            let state = try state(expected)
            lastState = state
            lastError = nil
            return state
        } catch let error as BrowserTestError where error.isFatal {
            throw error
        } catch {
            lastError = "\(error)"
            return nil
        }
    }

    static func stateExpression(_ expected: [(String, String)]) -> String {
        let pairs = expected.map { [$0.0, $0.1] }
        let json = String(decoding: (try? JSONSerialization.data(withJSONObject: pairs)) ?? Data("[]".utf8), as: UTF8.self)
        return """
            (() => {
              const host = document.getElementById("__coursegen-overlay");
              const panel = host && host.shadowRoot ? host.shadowRoot.querySelector(".panel") : null;
              return {
                marker: window.__before === 1,
                streamOpen: window.__coursegenTestStreamOpen === true,
                found: \(json).map(([selector, text]) => {
                  const element = document.querySelector(selector);
                  return !!element && element.textContent.includes(text);
                }),
                overlay: panel ? panel.textContent : null,
                shownAt: window.__coursegenTestShownAt || 0
              };
            })()
            """
    }
}

extension String {
    /// The text with the first `old` (after `marker`, when given) replaced; throws when absent,
    /// so an edit of the sample course that no longer applies fails loudly.
    func replacingFirst(_ old: String, with new: String, after marker: String? = nil) throws -> String {
        var from = startIndex
        if let marker {
            guard let found = range(of: marker) else { throw BrowserTestError("no \(marker) in the lesson") }
            from = found.upperBound
        }
        guard let found = range(of: old, range: from..<endIndex) else { throw BrowserTestError("no \(old) in the lesson") }
        return replacingCharacters(in: found, with: new)
    }
}
