import Diagnostics
import Foundation

/// The reserved paths the preview server answers itself. The `__coursegen` prefix cannot clash
/// with a lesson page because lesson ids are slugs.
public enum ReservedPaths {
    public static let prefix = "/__coursegen/"
    public static let events = "/__coursegen/events"
    public static let script = "/__coursegen/live.js"
    public static let errors = "/__coursegen/errors.json"
}

/// One diagnostic as the browser overlay receives it.
struct OverlayDiagnostic: Codable, Equatable {
    var severity: String
    var file: String?
    var line: Int?
    var column: Int?
    var message: String
    var notes: [String]

    init(_ diagnostic: Diagnostic) {
        severity = diagnostic.severity.rawValue
        file = diagnostic.location?.file
        line = diagnostic.location?.line
        column = diagnostic.location?.column
        message = diagnostic.message
        notes = diagnostic.notes
    }

    /// Compact JSON on one line (JSONEncoder escapes newlines inside strings), which is what a
    /// single `data:` line of an event needs.
    static func json(_ diagnostics: [Diagnostic]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(diagnostics.map(OverlayDiagnostic.init))) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}

/// The live-reload client and its injection into HTML pages.
public enum LiveReloadScript {
    /// The id of the inline JSON block that carries the current errors inside an HTML page.
    static let errorsElementID = "__coursegen-errors"

    /// What is inserted into every HTML response. With errors set, the errors travel inside the
    /// page itself, so a page opened while the build is broken shows them before any request.
    /// The JSON sits in a non-executable script element; `<`, `>` and `&` are written as JSON
    /// escapes so a message containing `</script>` cannot end the element.
    static func snippet(errorsJSON: String?) -> String {
        var html = ""
        if let errorsJSON {
            let safe =
                errorsJSON
                .replacingOccurrences(of: "<", with: "\\u003c")
                .replacingOccurrences(of: ">", with: "\\u003e")
                .replacingOccurrences(of: "&", with: "\\u0026")
            html += "<script type=\"application/json\" id=\"\(errorsElementID)\">\(safe)</script>"
        }
        html += "<script src=\"\(ReservedPaths.script)\"></script>"
        return html
    }

    /// Inserts `snippet` before the last `</body>` (any case), or appends it when the page has
    /// none. Works on bytes so pages in any encoding pass through untouched.
    static func inject(_ snippet: String, into page: [UInt8]) -> [UInt8] {
        let insertion = Array(snippet.utf8)
        let marker = Array("</body".utf8)
        if page.count >= marker.count {
            var start = page.count - marker.count
            while start >= 0 {
                var matches = true
                for offset in 0..<marker.count where lowercased(page[start + offset]) != marker[offset] {
                    matches = false
                    break
                }
                if matches {
                    var result = page
                    result.insert(contentsOf: insertion, at: start)
                    return result
                }
                start -= 1
            }
        }
        return page + insertion
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
    }

    /// Served at `/__coursegen/live.js`. Connects to the event stream; reloads on `reload`
    /// (and when the server restarted, seen as a new instance id); shows the error overlay on
    /// `errors` and removes it on `clear`. Text reaches the DOM only through `textContent`, so a
    /// diagnostic can never inject markup. The overlay lives in a shadow root so the site's CSS
    /// neither styles nor is disturbed by it.
    public static let source = #"""
        (function () {
          "use strict";
          if (window.__coursegenLiveReload) return;
          window.__coursegenLiveReload = true;

          var host = null;
          var dismissed = false;
          var instance = null;

          var css = [
            ":host { all: initial; }",
            ".panel { position: fixed; left: 0; right: 0; bottom: 0; max-height: 60vh; overflow: auto;",
            "  z-index: 2147483647; box-sizing: border-box; padding: 14px 18px 18px;",
            "  font: 13px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;",
            "  background: #fffdfd; color: #1d1d1f; border-top: 4px solid #c62828;",
            "  box-shadow: 0 -6px 24px rgba(0,0,0,.18); }",
            ".bar { display: flex; align-items: center; justify-content: space-between; margin-bottom: 8px;",
            "  font: 600 14px/1.4 system-ui, -apple-system, sans-serif; }",
            "button { font: inherit; background: none; border: 1px solid currentColor; border-radius: 6px;",
            "  color: inherit; padding: 2px 10px; cursor: pointer; }",
            ".item { padding: 8px 0; border-top: 1px solid rgba(127,127,127,.25); }",
            ".loc { color: #0b57d0; }",
            ".error { color: #c62828; font-weight: 600; }",
            ".warning { color: #9a6700; font-weight: 600; }",
            ".message { white-space: pre-wrap; word-break: break-word; }",
            "pre { margin: 6px 0 0 2ch; white-space: pre-wrap; word-break: break-word; font: inherit; opacity: .9; }",
            "@media (prefers-color-scheme: dark) {",
            "  .panel { background: #1f1b1b; color: #f2f2f2; border-top-color: #ef5350; box-shadow: 0 -6px 24px rgba(0,0,0,.6); }",
            "  .loc { color: #8ab4f8; } .error { color: #ff8a80; } .warning { color: #f6c343; }",
            "}"
          ].join("\n");

          function el(tag, className, text) {
            var node = document.createElement(tag);
            if (className) node.className = className;
            if (text !== undefined) node.textContent = String(text);
            return node;
          }

          function clearErrors() {
            if (host) { host.remove(); host = null; }
          }

          function showErrors(list) {
            clearErrors();
            if (!Array.isArray(list) || list.length === 0 || dismissed) return;
            host = el("div");
            host.id = "__coursegen-overlay";
            var root = host.attachShadow ? host.attachShadow({ mode: "open" }) : host;
            var style = el("style"); style.textContent = css; root.appendChild(style);
            var panel = el("div", "panel");
            panel.setAttribute("role", "alert");
            var bar = el("div", "bar");
            bar.appendChild(el("span", "", list.length === 1 ? "Build failed: 1 problem" : "Build failed: " + list.length + " problems"));
            var close = el("button", "", "Dismiss");
            close.addEventListener("click", function () { dismissed = true; clearErrors(); });
            bar.appendChild(close);
            panel.appendChild(bar);
            list.forEach(function (d) {
              var item = el("div", "item");
              var head = el("div", "message");
              if (d.file) {
                var loc = d.file + (d.line ? ":" + d.line : "") + (d.line && d.column ? ":" + d.column : "") + ": ";
                head.appendChild(el("span", "loc", loc));
              }
              var severity = d.severity === "warning" ? "warning" : (d.severity === "note" ? "note" : "error");
              head.appendChild(el("span", severity, severity + ": "));
              head.appendChild(el("span", "", d.message));
              item.appendChild(head);
              if (Array.isArray(d.notes) && d.notes.length) item.appendChild(el("pre", "", d.notes.join("\n")));
              panel.appendChild(item);
            });
            root.appendChild(panel);
            (document.body || document.documentElement).appendChild(host);
          }

          function readInlineErrors() {
            var data = document.getElementById("__coursegen-errors");
            if (!data) return;
            try { showErrors(JSON.parse(data.textContent)); } catch (e) {}
          }

          function connect() {
            if (!window.EventSource) return;
            var source = new EventSource("/__coursegen/events");
            source.addEventListener("hello", function (e) {
              if (instance !== null && instance !== e.data) { location.reload(); return; }
              instance = e.data;
            });
            source.addEventListener("reload", function () { location.reload(); });
            source.addEventListener("errors", function (e) {
              dismissed = false;
              try { showErrors(JSON.parse(e.data)); } catch (err) {}
            });
            source.addEventListener("clear", function () { dismissed = false; clearErrors(); });
          }

          function start() { readInlineErrors(); connect(); }
          if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", start);
          else start();
        })();
        """#
}
