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
    /// Every page's id and title by its href from a page (one folder deep, so "../…").
    private let titles: [String: (id: String, title: String)]
    /// Every page's anchor on the print page by its href from a page.
    private let anchors: [String: String]

    /// `pageTitles`: `PageBodyRenderer.pageTitles(of: course, root: "../")` when the caller has it.
    init(course: Course, lessons: VerifiedLessons, downloads: ProjectDownloads?, pageTitles: [String: (id: String, title: String)]? = nil) {
        self.course = course
        self.lessons = lessons
        self.downloads = downloads
        titles = pageTitles ?? PageBodyRenderer.pageTitles(of: course, root: "../")
        var anchors: [String: String] = [:]
        for page in course.pages { anchors["../" + SitePaths.path(of: page)] = Self.anchor(of: page) }
        self.anchors = anchors
    }

    /// `lessons/state-values.html` → `lessons-state-values`: unique because page paths are.
    static func anchor(of page: Page) -> String {
        String(
            decoding: SitePaths.path(of: page).utf8.dropLast(".html".count).map { $0 == UInt8(ascii: "/") ? UInt8(ascii: "-") : $0 },
            as: UTF8.self)
    }

    /// One page as the print edition shows it, and the answers to its knowledge checks.
    struct Section {
        /// The section's HTML as UTF-8: it goes from the page's render to `print.html` (or the page
        /// store) as bytes, never through a `String`.
        var html: [UInt8]
        var answers: AnswerKey
    }

    /// A page's section: its body rendered as on its own page (independent of every other page, so
    /// sections are made with the pages, on every core), its ids and links kept inside the print page.
    /// `pageBody` is the body as the page itself rendered it, with links from one folder deep (as
    /// here): the same HTML but for its knowledge checks, which are drawn into it here, so the
    /// markdown is not rendered again.
    func section(for page: Page, pageBody: PageBodyRenderer.RenderedBody? = nil) -> Section {
        let anchor = Self.anchor(of: page)
        let answers = AnswerKey(anchor: anchor, pageTitle: page.title)
        // The answers leave the page's section, so their links are rewritten for it here.
        let question = { (block: KnowledgeCheckBlock) in
            answers.question(block) { Self.keepingInside($0, prefix: anchor, anchors: anchors) }
        }
        let rendered: [UInt8]
        if let reused = pageBody?.html(drawing: question) {
            rendered = reused
        } else {
            var ignored: [Diagnostic] = []  // the page itself reports its problems
            var renderer = PageBodyRenderer(course: course, lessons: lessons, page: page, downloads: downloads, pageTitles: titles)
            renderer.knowledgeCheck = question
            rendered = renderer.renderBody(&ignored).html
        }
        let part = page.kind == .lesson ? "lesson" : "card"
        var html: [UInt8] = []
        html.reserveCapacity(rendered.count + rendered.count / 8 + 256)
        html += "<section class=\"print-page print-\(part)\" id=\"\(anchor)\" aria-labelledby=\"\(anchor)--title\">".utf8
        html += "<h1 id=\"\(anchor)--title\">\(HTML.escape(page.title))</h1>\n".utf8
        rendered.withUnsafeBufferPointer { Self.appendKeepingInside($0, prefix: Array(anchor.utf8), anchors: anchors, to: &html) }
        html += "\n</section>\n".utf8
        return Section(html: html, answers: answers)
    }

    /// The body of the print page: the sections in reading order (`course.pages`: the lessons part
    /// by part, then the cards), then the answers, page by page.
    static func body(_ sections: [Section]) -> String {
        String(decoding: bodyPieces(sections).joined(), as: UTF8.self)
    }

    /// `body` in pieces, one a page and one for the answers, to be written one after another
    /// rather than joined: the print edition of a large course is tens of megabytes.
    static func bodyPieces(_ sections: [Section]) -> [[UInt8]] {
        let answered = sections.filter { !$0.answers.isEmpty }
        var pieces = sections.map(\.html)
        if !answered.isEmpty {
            var html = "<section class=\"print-page print-answers\" id=\"answers\" aria-labelledby=\"answers-title\">"
            html += "<h1 id=\"answers-title\">Answers to the knowledge checks</h1>"
            html += answered.map { $0.answers.html() }.joined() + "</section>\n"
            pieces.append(Array(html.utf8))
        }
        return pieces
    }

    /// What the print page is rendered with in place of its body, which is then written where the
    /// mark came out: no HTML or markdown holds a NUL byte, and escaping leaves it as it is.
    static let bodyMark = "\u{0}coursegen-print-body\u{0}"

    /// The attributes whose values name ids or links.
    private static let attributeNames: [[UInt8]] = ["id", "href", "src", "aria-labelledby"].map { Array($0.utf8) }

    /// One page's body with its ids prefixed and its links kept inside the print page: every
    /// `id="…"`, `href="…"`, `src="…"` and `aria-labelledby="…"` that starts a word (what the
    /// regular expression `\b(id|href|src|aria-labelledby)="([^"]*)"` matches, scanned over the
    /// UTF-8 bytes: a regular expression over every page was a tenth of a warm build). The scan
    /// stops only at `="`, rare in a page's text, and looks back for the attribute's name.
    static func keepingInside(_ html: String, prefix: String, anchors: [String: String]) -> String {
        var html = html
        var result: [UInt8] = []
        html.withUTF8 { appendKeepingInside($0, prefix: Array(prefix.utf8), anchors: anchors, to: &result) }
        return String(decoding: result, as: UTF8.self)
    }

    /// `keepingInside` over UTF-8, appended to `result`.
    static func appendKeepingInside(
        _ bytes: UnsafeBufferPointer<UInt8>, prefix: [UInt8], anchors: [String: String], to result: inout [UInt8]
    ) {
        var last = 0
        var index = 0
        let quote = UInt8(ascii: "\"")
        let equals = UInt8(ascii: "=")
        // From one `=` to the next with memchr.
        while let found = bytes.firstIndex(of: equals, from: index, before: bytes.count - 1) {
            index = found
            guard bytes[index + 1] == quote,
                let name = attributeNames.first(where: { name in
                    index >= name.count && name.indices.allSatisfy { bytes[index - name.count + $0] == name[$0] }
                }),
                startsWord(bytes, at: index - name.count),
                let close = bytes[(index + 2)...].firstIndex(of: quote)
            else {
                index += 1
                continue
            }
            let start = index - name.count
            result += bytes[last..<start]
            result += name
            result.append(equals)
            result.append(quote)
            appendRewritten(
                UnsafeBufferPointer(rebasing: bytes[(index + 2)..<close]), attribute: name, prefix: prefix, anchors: anchors,
                to: &result)
            result.append(quote)
            last = close + 1
            index = close + 1
        }
        result += bytes[last...]
    }

    /// Whether a word starts at `index` (a `\b` before an ASCII letter), as ICU decides it: the
    /// character before, skipping combining and format characters, is not a word character (a
    /// letter, mark, decimal digit or connector punctuation) or there is none.
    private static func startsWord(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        // What precedes an attribute is nearly always ASCII: a space, a quote, a dash.
        if index > 0, bytes[index - 1] < 0x80 {
            let byte = bytes[index - 1]
            let isWord =
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
            return !isWord
        }
        var end = index
        while end > 0 {
            var start = end - 1
            while start > 0, bytes[start] & 0xC0 == 0x80 { start -= 1 }
            guard let scalar = String(decoding: bytes[start..<end], as: UTF8.self).unicodeScalars.first else { return true }
            let properties = scalar.properties
            if properties.isGraphemeExtend || properties.generalCategory == .format {
                end = start
                continue
            }
            if properties.isAlphabetic { return false }
            switch properties.generalCategory {
            case .nonspacingMark, .spacingMark, .enclosingMark, .decimalNumber, .connectorPunctuation: return false
            default: return true
            }
        }
        return true
    }

    /// An attribute's value rewritten for the print page, appended to `out`: ids and labels get the
    /// page's prefix, links to a heading of this page or to another page of the course become links
    /// inside the print page, files beside the pages are taken from the root. Over bytes: only a
    /// link's target becomes a string, to look it up.
    private static func appendRewritten(
        _ value: UnsafeBufferPointer<UInt8>, attribute: [UInt8], prefix: [UInt8], anchors: [String: String], to out: inout [UInt8]
    ) {
        func starts(_ text: String) -> Bool { value.starts(with: text.utf8) }
        let hashMark = UInt8(ascii: "#")
        // The print edition's own ids (questions and answers) are already unique on the page.
        if starts("print-") || starts("#print-") {
            out += value
            return
        }
        if attribute.elementsEqual("id".utf8) || attribute.elementsEqual("aria-labelledby".utf8) {
            var first = true
            for part in value.split(separator: UInt8(ascii: " ")) {
                if !first { out.append(UInt8(ascii: " ")) }
                out += prefix
                out += "--".utf8
                out += part
                first = false
            }
            return
        }
        if value.first == hashMark {
            out.append(hashMark)
            if value.count > 1 {
                out += prefix
                out += "--".utf8
                out += value.dropFirst()
            }
            return
        }
        let hash = value.firstIndex(of: hashMark)
        if let page = anchors[String(decoding: value[..<(hash ?? value.count)], as: UTF8.self)] {
            out.append(hashMark)
            out += page.utf8
            if let hash, hash + 1 < value.count {
                out += "--".utf8
                out += value[(hash + 1)...]
            }
            return
        }
        // A file beside the pages (a download, an asset): from the root, where this page is.
        out += starts("../") ? value.dropFirst(3) : value[...]
    }
}

/// The knowledge checks of one page in the print edition: each question is printed with its
/// choices where the lesson asks it, and its answer at the end of the print page, each linking to
/// the other.
final class AnswerKey {
    private let anchor: String
    private let pageTitle: String
    /// Each answer as printed (kept with the page between builds, `PageReuse`).
    private(set) var answers: [String] = []

    init(anchor: String, pageTitle: String, answers: [String] = []) {
        self.anchor = anchor
        self.pageTitle = pageTitle
        self.answers = answers
    }

    var isEmpty: Bool { answers.isEmpty }

    /// The question as printed; `rewritingLinks` makes its answer's links work at the end of the page.
    func question(_ block: KnowledgeCheckBlock, rewritingLinks: (String) -> String) -> String {
        let number = answers.count + 1
        let id = "print-\(anchor)-\(number)"
        var choices = ""
        var right: [String] = []
        for choice in block.choices {
            let (text, explanation) = KnowledgeCheck.split(choice.html)
            choices += "<li>\(text)</li>"
            if choice.isCorrect { right.append(text + (explanation.map { " — " + $0 } ?? "")) }
        }
        answers.append(
            "<li id=\"\(id)-answer\"><a href=\"#\(id)-question\">Question \(number)</a>: "
                + rewritingLinks(right.joined(separator: "; ")) + "</li>")
        return "<div class=\"quiz print-quiz\" id=\"\(id)-question\"><p class=\"question\"><strong>Question \(number):</strong> "
            + "\(block.questionHTML)</p><ol class=\"choices\" type=\"a\">\(choices)</ol>"
            + "<p class=\"print-answer-link\"><a href=\"#\(id)-answer\">Answer \(number)</a></p></div>"
    }

    /// The page's answers, under its title.
    func html() -> String {
        "<h2 id=\"print-\(anchor)-answers\">\(HTML.escape(pageTitle))</h2><ol class=\"answer-key\">" + answers.joined() + "</ol>"
    }
}
