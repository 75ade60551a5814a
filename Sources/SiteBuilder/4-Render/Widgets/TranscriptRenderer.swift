import Foundation
import LessonEngine
import LessonProtocol

/// A checkpoint as the reader sees it: the screen at launch, then every action with the screen
/// after it and the checks that held — each screen drawn from the tree the engine observed. Each
/// screen after an action says, in words and with marks on the drawing, what the action changed
/// since the screen before it (`ScreenChanges`); `site.js` turns the steps into a player.
struct TranscriptRenderer {
    var screens = ScreenRenderer()

    func render(_ transcript: CheckpointTranscript, anchor: String) -> String {
        let name = HTML.escape(transcript.exampleName)
        var html = "<figure class=\"checkpoint\" id=\"\(HTML.escape(anchor))\">"
        let actions = transcript.steps.count
        let conditions = transcript.checkpoint.conditions.summary.map { " on a phone set to \(HTML.escape($0))," } ?? ""
        html +=
            "<figcaption><strong>✓ Verified</strong> · \(actions) action\(actions == 1 ? "" : "s") performed on "
            + "<a href=\"#example-\(name)\"><code>\(name)</code></a>\(conditions) when this site was built; every screen below is what the code showed.</figcaption>"
        let screensShown = (transcript.initialScreen == nil ? 0 : 1) + transcript.steps.filter { $0.screen != nil }.count
        html += "<p class=\"step-count\">\(screensShown) screen\(screensShown == 1 ? "" : "s"), in order:</p>"
        html += "<ol class=\"steps\">"
        var previous = transcript.initialScreen
        if let initial = transcript.initialScreen {
            html += step(number: nil, action: "Launch", screen: initial, changes: nil, checks: transcript.initialChecks, error: nil)
        }
        for (index, step) in transcript.steps.enumerated() {
            guard let screen = step.screen else { continue }
            let changes = previous.map { ScreenChanges(from: $0, to: screen) }
            html += self.step(
                number: index + 1, action: step.action, screen: screen, changes: changes, checks: step.checks, error: step.error)
            previous = screen
        }
        html += "</ol></figure>"
        return html
    }

    private func step(
        number: Int?, action: String, screen: ScreenNode, changes: ScreenChanges?, checks: [CheckResult], error: String?
    ) -> String {
        let caption = number.map { "Step \($0): \(action)" } ?? "The screen at launch"
        var html = "<li class=\"step\"><div class=\"step-action\">"
        if let number { html += "<span class=\"step-number\">\(number)</span>" }
        html += HTML.escape(action) + "</div>"
        var renderer = screens
        if let changes {
            html += "<p class=\"step-changes\">\(changes.html)</p>"
            renderer.changeMarker = ChangeMarker(changes.marks)
        }
        html += Self.markingDimmedControls(renderer.render(screen, caption: caption + ". " + ScreenDescription.describe(screen)))
        let shown = checks.filter { $0.passed != nil }
        if !shown.isEmpty || error != nil {
            html += "<ul class=\"checks\">"
            for check in shown {
                html += "<li class=\"\(check.passed == true ? "pass" : "fail")\">\(HTML.escape(checkText(check)))</li>"
            }
            if let error { html += "<li class=\"fail\">\(HTML.escape(error))</li>" }
            html += "</ul>"
        }
        return html + "</li>"
    }

    /// `see "Total: 24" as total-two` reads as `see "Total: 24"` on the page: the name is for authors.
    private func checkText(_ check: CheckResult) -> String {
        guard let name = check.observationName, let range = check.text.range(of: " as \(name)", options: .backwards) else {
            return check.text
        }
        return String(check.text[..<range.lowerBound])
    }

    private static let dimmed = try! NSRegularExpression(pattern: #"<span( data-change="[a-z]+")? class="([^"]*\bdisabled\b[^"]*)""#)

    /// A dimmed control in a drawing says so to assistive technology and checkers: `aria-disabled`
    /// (WCAG exempts inactive controls from the contrast minimum, as iOS's own grey needs).
    static func markingDimmedControls(_ html: String) -> String {
        dimmed.stringByReplacingMatches(
            in: html, range: NSRange(location: 0, length: (html as NSString).length),
            withTemplate: "<span$1 class=\"$2\" aria-disabled=\"true\"")
    }
}
