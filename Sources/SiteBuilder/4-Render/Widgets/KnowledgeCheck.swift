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
/// The rendered `<p><strong>Q:</strong> …</p><ul><li>[x] …</li>…</ul>` becomes a `.quiz` block: the
/// choices carry `data-correct`, the text after ` — ` is the choice's explanation, and a
/// `<details>` answer keeps it readable without JavaScript (`site.js` turns the choices into buttons).
/// Without JavaScript the explanations stay hidden until the reader opens "Show the answer", which
/// lists every choice, marked right or not in words and with an icon, and why.
enum KnowledgeCheck {
    private static let question = try! NSRegularExpression(
        pattern: #"<p><strong>Q:</strong>\s*((?:(?!</p>)[\s\S])*)</p>\s*<ul>\s*((?:<li>(?:\s*<p>)?\[[ xX]\][\s\S]*?</li>\s*)+)</ul>"#)
    private static let item = try! NSRegularExpression(
        pattern: #"<li>(?:\s*<p>)?\[([ xX])\]\s*([\s\S]*?)(?:</p>\s*)?</li>"#)

    static func transform(_ html: String) -> String {
        // Most pages have no question; skip the regular expression (and its UTF-16 view) for them.
        guard html.contains("<p><strong>Q:</strong>") else { return html }
        let source = html as NSString
        var result = ""
        var cursor = 0
        for match in question.matches(in: html, range: NSRange(location: 0, length: source.length)) {
            result += source.substring(with: NSRange(location: cursor, length: match.range.location - cursor))
            let questionHTML = source.substring(with: match.range(at: 1))
            let itemsHTML = source.substring(with: match.range(at: 2))
            result += quiz(question: questionHTML, items: itemsHTML)
            cursor = match.range.location + match.range.length
        }
        result += source.substring(from: cursor)
        return result
    }

    private static func quiz(question: String, items: String) -> String {
        let itemsSource = items as NSString
        var choices = ""
        var answers: [String] = []
        var everyChoice: [String] = []
        for match in item.matches(in: items, range: NSRange(location: 0, length: itemsSource.length)) {
            let correct = itemsSource.substring(with: match.range(at: 1)) != " "
            let body = itemsSource.substring(with: match.range(at: 2))
            let (text, explanation) = split(body)
            if correct { answers.append(text + (explanation.map { " — " + $0 } ?? "")) }
            everyChoice.append("<li class=\"\(correct ? "right" : "wrong")\"><span class=\"state\">\(correct ? "✓ Right:" : "✗ Not this one:")</span> "
                + text + (explanation.map { " — " + $0 } ?? "") + "</li>")
            choices += "<li class=\"choice\"\(correct ? " data-correct" : "")><span class=\"choice-text\">\(text)</span>"
            if let explanation { choices += "<span class=\"explanation\">\(explanation)</span>" }
            choices += "</li>"
        }
        let answer = answers.isEmpty ? "" :
            "<details class=\"answer\"><summary>Show the answer</summary><ul class=\"answer-list\">\(everyChoice.joined())</ul></details>"
        return "<div class=\"quiz\"><p class=\"question\"><strong>Q:</strong> \(question)</p><ul class=\"choices\">\(choices)</ul>\(answer)</div>"
    }

    /// "Because … — an explanation" → ("Because …", "an explanation").
    private static func split(_ body: String) -> (String, String?) {
        let trimmed = body.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let dash = trimmed.range(of: " — ") else { return (trimmed, nil) }
        return (String(trimmed[..<dash.lowerBound]), String(trimmed[dash.upperBound...]))
    }
}
