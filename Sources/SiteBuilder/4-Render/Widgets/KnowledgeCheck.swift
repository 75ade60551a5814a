import CourseContent
import Diagnostics
import Foundation

/// Turns a markdown knowledge check into a small question a reader can answer on the page.
///
/// Authors write plain markdown that reads well anywhere:
///
///     **Q:** Why is total a computed property instead of @State?
///
///     - [x] Because it is derived from the inputs — storing it means syncing by hand.
///     - [ ] Because @State cannot hold Decimal — it can.
///
/// The markdown walk hands each one over as a question and its choices; it becomes a `.quiz` block: the
/// choices carry `data-correct`, the text after ` — ` is the choice's explanation, and a
/// `<details>` answer keeps it readable without JavaScript (`site.js` turns the choices into buttons).
/// Without JavaScript the explanations stay hidden until the reader opens "Show the answer", which
/// lists every choice, marked right or not in words and with an icon, and why.
enum KnowledgeCheck {
    /// The quiz for a knowledge check the markdown walk found (`RenderOptions.knowledgeCheck`).
    static func render(_ block: KnowledgeCheckBlock) -> String {
        var choices = ""
        var answers: [String] = []
        var everyChoice: [String] = []
        for choice in block.choices {
            let correct = choice.isCorrect
            let (text, explanation) = split(choice.html)
            if correct { answers.append(text + (explanation.map { " — " + $0 } ?? "")) }
            everyChoice.append(
                "<li class=\"\(correct ? "right" : "wrong")\"><span class=\"state\">\(correct ? "✓ Right:" : "✗ Not this one:")</span> "
                    + text + (explanation.map { " — " + $0 } ?? "") + "</li>")
            choices += "<li class=\"choice\"\(correct ? " data-correct" : "")><span class=\"choice-text\">\(text)</span>"
            if let explanation { choices += "<span class=\"explanation\">\(explanation)</span>" }
            choices += "</li>"
        }
        let answer =
            answers.isEmpty
            ? ""
            : "<details class=\"answer\"><summary>Show the answer</summary><ul class=\"answer-list\">\(everyChoice.joined())</ul></details>"
        return
            "<div class=\"quiz\"><p class=\"question\"><strong>Q:</strong> \(block.questionHTML)</p><ul class=\"choices\">\(choices)</ul>\(answer)</div>"
    }

    /// A question readers answer needs exactly one right answer: with none every choice is "wrong",
    /// with two the page contradicts itself. Errors at the question's line. When some choices explain
    /// themselves (` — why`), one that does not leaves its reader without the why: a warning at its line.
    static func problems(in block: KnowledgeCheckBlock) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        let right = block.choices.filter(\.isCorrect)
        if right.isEmpty {
            problems.append(.error("knowledge check has no right answer; mark the right choice '- [x]'", at: block.location))
        } else if right.count > 1 {
            let lines = right.compactMap { $0.location.map { String($0.line) } }.joined(separator: ", ")
            problems.append(
                .error(
                    "knowledge check marks \(right.count) choices right (lines \(lines)); mark exactly one '- [x]'",
                    at: block.location))
        }
        let explained = block.choices.map { split($0.html).1 != nil }
        if explained.contains(true) {
            for (choice, hasExplanation) in zip(block.choices, explained) where !hasExplanation {
                problems.append(
                    .warning(
                        "this choice has no explanation while the others do; add one after ' — '",
                        at: choice.location ?? block.location))
            }
        }
        return problems
    }

    /// "Because … — an explanation" → ("Because …", "an explanation").
    static func split(_ body: String) -> (String, String?) {
        let trimmed = body.trimmingWhitespaceAndNewlines()
        guard let dash = trimmed.firstRange(of: " — ") else { return (trimmed, nil) }
        return (String(trimmed[..<dash.lowerBound]), String(trimmed[dash.upperBound...]))
    }
}
