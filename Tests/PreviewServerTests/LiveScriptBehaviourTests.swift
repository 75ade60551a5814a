import Foundation
import TestSupport
import XCTest

@testable import PreviewServer

/// Runs live.js under Node with a tiny fake DOM and EventSource, to check what the browser side
/// does with each event. Skipped where Node is not installed.
final class LiveScriptBehaviourTests: XCTestCase {
    private static let harness = #"""
        const fs = require("fs");
        const created = [];
        class El {
          constructor(tag) { this.tagName = tag; this.children = []; this._text = ""; this.parent = null; this.attrs = {}; created.push(tag); }
          set textContent(v) { this._text = String(v); this.children = []; }
          get textContent() { return this._text + this.children.map(c => c.textContent).join(""); }
          set innerHTML(v) { throw new Error("innerHTML used"); }
          appendChild(c) { c.parent = this; this.children.push(c); return c; }
          remove() { if (this.parent) { this.parent.children = this.parent.children.filter(c => c !== this); this.parent = null; } }
          setAttribute(k, v) { this.attrs[k] = v; }
          attachShadow() { this.shadow = new El("#shadow"); this.appendChild(this.shadow); return this.shadow; }
          addEventListener(name, fn) { this["on" + name] = fn; }
        }
        const body = new El("body");
        const inline = process.argv[3] ? Object.assign(new El("script"), { id: "__coursegen-errors" }) : null;
        if (inline) inline.textContent = process.argv[3];
        global.window = global;
        global.document = {
          readyState: "complete", body, documentElement: body,
          createElement: tag => new El(tag),
          getElementById: id => (inline && id === inline.id ? inline : null),
          addEventListener() {}
        };
        let reloads = 0;
        global.location = { reload() { reloads++; } };
        let source = null;
        global.EventSource = class { constructor(url) { this.url = url; this.l = {}; source = this; }
          addEventListener(n, f) { this.l[n] = f; } };
        const fire = (name, data) => source.l[name]({ data });
        const overlayText = () => { const o = body.children.find(c => c.id === "__coursegen-overlay"); return o ? o.textContent : null; };
        eval(fs.readFileSync(process.argv[2], "utf8"));
        const out = { url: source.url, initial: overlayText() };
        fire("hello", "A");
        out.reloadsAfterFirstHello = reloads;
        fire("clear", "{}");
        out.afterClear = overlayText();
        fire("errors", JSON.stringify([{ severity: "error", file: "content/b.md", line: 7, message: "<img src=x onerror=alert(1)>", notes: ["expected: 24", "observed: 23"] }]));
        out.afterErrors = overlayText();
        fire("hello", "B");
        out.reloadsAfterNewInstance = reloads;
        fire("reload", "{}");
        out.reloadsAfterReload = reloads;
        out.createdImg = created.includes("img");
        console.log(JSON.stringify(out));
        """#

    struct Outcome: Decodable {
        var url: String
        var initial: String?
        var reloadsAfterFirstHello: Int
        var afterClear: String?
        var afterErrors: String?
        var reloadsAfterNewInstance: Int
        var reloadsAfterReload: Int
        var createdImg: Bool
    }

    func testOverlayAndReloadBehaviour() throws {
        guard let node = ["/usr/bin/node", "/usr/local/bin/node", "/usr/bin/nodejs"].first(where: FileManager.default.isExecutableFile)
        else {
            throw XCTSkip("node is not installed")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("coursegen-live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let script = directory.appendingPathComponent("live.js")
        let harness = directory.appendingPathComponent("harness.js")
        try Data(LiveReloadScript.source.utf8).write(to: script)
        try Data(Self.harness.utf8).write(to: harness)

        let inlineErrors =
            #"[{"severity":"error","file":"content/a.md","line":42,"column":3,"message":"checkpoint drift","notes":["expected: Total 24","observed: Total 23"]}]"#
        let result = try runChildProcess(URL(fileURLWithPath: node), [harness.path, script.path, inlineErrors])
        XCTAssertEqual(result.status, 0, result.stdout + result.stderr)
        let outcome = try JSONDecoder().decode(Outcome.self, from: Data(result.stdout.utf8))

        XCTAssertEqual(outcome.url, "/__coursegen/events")
        let initial = try XCTUnwrap(outcome.initial, "inline errors were not shown on load")
        XCTAssertTrue(initial.contains("content/a.md:42:3: "), initial)
        XCTAssertTrue(initial.contains("error: checkpoint drift"), initial)
        XCTAssertTrue(initial.contains("expected: Total 24\nobserved: Total 23"), initial)
        XCTAssertEqual(outcome.reloadsAfterFirstHello, 0)
        XCTAssertNil(outcome.afterClear)
        let shown = try XCTUnwrap(outcome.afterErrors)
        XCTAssertTrue(shown.contains("content/b.md:7: "), shown)
        XCTAssertTrue(shown.contains("<img src=x onerror=alert(1)>"), "message must appear as text")
        XCTAssertFalse(outcome.createdImg)
        XCTAssertEqual(outcome.reloadsAfterNewInstance, 1, "a restarted server must reload the page")
        XCTAssertEqual(outcome.reloadsAfterReload, 2)
    }
}
