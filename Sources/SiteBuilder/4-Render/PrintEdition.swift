import CourseContent
import Diagnostics
import Foundation

/// The whole course on one page, for paper or one long read: every lesson in the contents' order,
/// then every reference card, each with its verified code and observed screens, and the answers to
/// the knowledge checks gathered at the end (so a printed question does not give its answer away).
///
/// Each page's body is rendered as on its own page, then its ids are prefixed with the page's
/// anchor and its links rewritten to stay inside this page: `../lessons/a.html#b` becomes `#lessons-a--b`.
/// Links to files (downloads, assets) lead from the site root, where this page lives.
struct PrintEdition {
    static let path = "print.html"

    let course: Course
    let lessons: VerifiedLessons
    let downloads: ProjectDownloads?

    /// `lessons/state-values.html` → `lessons-state-values`: unique because page paths are.
    static func anchor(of page: Page) -> String {
        String(SitePaths.path(of: page).dropLast(".html".count)).replacingOccurrences(of: "/", with: "-")
    }

    /// The pages in reading order: the lessons part by part, then the reference cards.
    var pages: [Page] { course.parts.flatMap(\.pages) + course.referenceCards }

    /// The body of the print page: one section per page, then the answers.
    func body() -> String {
        // Pages sit one folder below the root, so their bodies link with "../".
        let titles = PageBodyRenderer.pageTitles(of: course, root: "../")
        var anchorByHref: [String: String] = [:]
        for page in pages { anchorByHref["../" + SitePaths.path(of: page)] = Self.anchor(of: page) }
        let answers = AnswerKey()
        var sections = ""
        for page in pages {
            let anchor = Self.anchor(of: page)
            var ignored: [Diagnostic] = []  // the page itself reports its problems
            var renderer = PageBodyRenderer(course: course, lessons: lessons, page: page, downloads: downloads, pageTitles: titles)
            // The answers leave the page's section, so their links are rewritten for it here.
            renderer.knowledgeCheck = { block in
                answers.question(block, on: page.title) { Self.keepingInside($0, prefix: anchor, anchors: anchorByHref) }
            }
            let body = Self.keepingInside(renderer.render(&ignored), prefix: anchor, anchors: anchorByHref)
            let part = page.kind == .lesson ? "lesson" : "card"
            sections +=
                "<section class=\"print-page print-\(part)\" id=\"\(anchor)\" aria-labelledby=\"\(anchor)--title\">"
                + "<h1 id=\"\(anchor)--title\">\(HTML.escape(page.title))</h1>\n\(body)\n</section>\n"
        }
        return sections + answers.html()
    }

    private static let attribute = try! NSRegularExpression(pattern: #"\b(id|href|src|aria-labelledby)="([^"]*)""#)

    /// One page's body with its ids prefixed and its links kept inside the print page.
    static func keepingInside(_ html: String, prefix: String, anchors: [String: String]) -> String {
        let text = html as NSString
        var result = ""
        var last = 0
        for match in attribute.matches(in: html, range: NSRange(location: 0, length: text.length)) {
            let name = text.substring(with: match.range(at: 1))
            let value = text.substring(with: match.range(at: 2))
            result += text.substring(with: NSRange(location: last, length: match.range.location - last))
            result += "\(name)=\"\(rewritten(value, attribute: name, prefix: prefix, anchors: anchors))\""
            last = match.range.location + match.range.length
        }
        return result + text.substring(from: last)
    }

    private static func rewritten(_ value: String, attribute: String, prefix: String, anchors: [String: String]) -> String {
        // The print edition's own ids (questions and answers) are already unique on the page.
        if value.hasPrefix("print-") || value.hasPrefix("#print-") { return value }
        switch attribute {
        case "id", "aria-labelledby":
            return value.split(separator: " ").map { "\(prefix)--\($0)" }.joined(separator: " ")
        default:
            if value.hasPrefix("#") { return "#\(prefix)--\(value.dropFirst())" }
            let parts = value.split(separator: "#", maxSplits: 1).map(String.init)
            if let page = anchors[parts[0]] {
                return parts.count == 2 ? "#\(page)--\(parts[1])" : "#\(page)"
            }
            // A file beside the pages (a download, an asset): from the root, where this page is.
            return value.hasPrefix("../") ? String(value.dropFirst(3)) : value
        }
    }
}

/// The knowledge checks of the print edition: each question is printed with its choices where the
/// lesson asks it, and its answer at the end, each linking to the other.
final class AnswerKey {
    private var answers: [String] = []

    /// The question as printed; `rewritingLinks` makes its answer's links work at the end of the page.
    func question(_ block: KnowledgeCheckBlock, on pageTitle: String, rewritingLinks: (String) -> String) -> String {
        answers.append("")
        let number = answers.count
        var choices = ""
        var right: [String] = []
        for choice in block.choices {
            let (text, explanation) = KnowledgeCheck.split(choice.html)
            choices += "<li>\(text)</li>"
            if choice.isCorrect { right.append(text + (explanation.map { " — " + $0 } ?? "")) }
        }
        answers[number - 1] =
            "<li id=\"print-answer-\(number)\"><a href=\"#print-question-\(number)\">Question \(number)</a> (\(HTML.escape(pageTitle))): "
            + rewritingLinks(right.joined(separator: "; ")) + "</li>"
        return "<div class=\"quiz print-quiz\" id=\"print-question-\(number)\"><p class=\"question\"><strong>Question \(number):</strong> "
            + "\(block.questionHTML)</p><ol class=\"choices\" type=\"a\">\(choices)</ol>"
            + "<p class=\"print-answer-link\"><a href=\"#print-answer-\(number)\">Answer \(number)</a></p></div>"
    }

    func html() -> String {
        guard !answers.isEmpty else { return "" }
        return "<section class=\"print-page print-answers\" id=\"answers\" aria-labelledby=\"answers-title\">"
            + "<h1 id=\"answers-title\">Answers to the knowledge checks</h1><ol class=\"answer-key\">"
            + answers.joined() + "</ol></section>\n"
    }
}
