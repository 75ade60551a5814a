import CourseContent
import Foundation
import LessonEngine
import LessonProtocol

/// A rendered page as the search index sees it: its sections by heading, and what its
/// checkpoints observed on screen.
enum SearchDocuments {
    private static let heading = try! NSRegularExpression(pattern: #"<h([23])[^>]*\sid="([^"]+)"[^>]*>([\s\S]*?)</h\1>"#)
    /// Checkpoints (indexed from their screens instead), code captions and heading anchors.
    private static let checkpoint = try! NSRegularExpression(
        pattern: #"<figure class="checkpoint"[\s\S]*?</figure>|<div class="code-caption"[\s\S]*?</div>|<a class="heading-anchor"[^>]*>#</a>"#)

    static func document(for page: Page, bodyHTML: String, lessons: VerifiedLessons) -> SearchIndex.Document {
        let html = replace(checkpoint, in: bodyHTML, with: " ")
        let source = html as NSString
        var sections: [SearchIndex.Section] = []
        var cursor = 0
        var pending: (heading: String?, anchor: String?) = (nil, nil)
        func close(upTo end: Int) {
            let text = plainText(source.substring(with: NSRange(location: cursor, length: end - cursor)))
            if pending.heading != nil || !text.isEmpty || sections.isEmpty {
                sections.append(SearchIndex.Section(heading: pending.heading, anchor: pending.anchor, text: text))
            }
        }
        for match in heading.matches(in: html, range: NSRange(location: 0, length: source.length)) {
            close(upTo: match.range.location)
            pending = (plainText(source.substring(with: match.range(at: 3))), source.substring(with: match.range(at: 2)))
            cursor = match.range.location + match.range.length
        }
        close(upTo: source.length)

        // The top of the page carries the title, the "also called" words and the summary.
        var top = sections[0]
        let summary = page.summaryText ?? ""
        var intro: [String] = []
        if !page.aliases.isEmpty { intro.append("Also called: " + page.aliases.joined(separator: ", ") + ".") }
        if !summary.isEmpty && !top.text.hasPrefix(summary) { intro.append(summary) }
        top.text = (intro + [top.text]).filter { !$0.isEmpty }.joined(separator: " ")
        top.boosted = SearchIndex.tokens(page.title).map { ($0, SearchIndex.Weight.title) }
            + page.aliases.flatMap(SearchIndex.tokens).map { ($0, SearchIndex.Weight.alias) }
            + SearchIndex.tokens(summary).map { ($0, SearchIndex.Weight.summary) }
        sections[0] = top

        // What the page's checkpoints saw on screen, linked to the checkpoint.
        for block in page.document.codeBlocks where block.language == "checkpoint" {
            guard let (transcript, anchor) = lessons.transcript(for: block, in: page.sourcePath) else { continue }
            var seen: Set<String> = []
            var texts: [String] = []
            let screens = [transcript.initialScreen].compactMap { $0 } + transcript.steps.compactMap(\.screen)
            for screen in screens {
                collectTexts(screen) { text in if seen.insert(text).inserted { texts.append(text) } }
            }
            guard !texts.isEmpty else { continue }
            sections.append(SearchIndex.Section(heading: "On screen · \(transcript.exampleName)", anchor: anchor,
                                                text: texts.joined(separator: " · "), kind: "screen"))
        }
        return SearchIndex.Document(title: page.title, url: SitePaths.path(of: page),
                                    kind: page.kind == .lesson ? "Lesson" : "Reference", sections: sections)
    }

    private static func collectTexts(_ node: ScreenNode, _ add: (String) -> Void) {
        for text in [node.label, node.value] {
            if let text = text?.trimmingCharacters(in: .whitespacesAndNewlines), !text.isEmpty { add(text) }
        }
        for child in node.children { collectTexts(child, add) }
    }

    /// Tags removed, entities decoded, whitespace collapsed.
    /// One pass over the UTF-8 bytes (a `<…>` tag becomes a space; the escapes the HTML renderer
    /// writes are decoded once, so `&amp;lt;` stays `&lt;`), then whitespace is collapsed. The same
    /// text as stripping tags with `<[^>]*>` and replacing each entity in turn, in a fraction of the
    /// time: this runs over every section of every page.
    static func plainText(_ html: String) -> String {
        var html = html
        html.makeContiguousUTF8()
        let text = html.utf8.withContiguousStorageIfAvailable { input -> String in
            var bytes: [UInt8] = []
            bytes.reserveCapacity(input.count)
            var index = 0
            let count = input.count
            scan: while index < count {
                let byte = input[index]
                if byte == UInt8(ascii: "<") {
                    var end = index + 1
                    while end < count && input[end] != UInt8(ascii: ">") { end += 1 }
                    if end < count {
                        bytes.append(UInt8(ascii: " "))
                        index = end + 1
                        continue scan
                    }
                } else if byte == UInt8(ascii: "&") {
                    for (entity, character) in entities where matches(entity, in: input, at: index) {
                        bytes.append(character)
                        index += entity.count
                        continue scan
                    }
                }
                bytes.append(byte)
                index += 1
            }
            return String(decoding: bytes, as: UTF8.self)
        }!
        return text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    private static let entities: [([UInt8], UInt8)] = [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&#x27;", "'"), ("&amp;", "&")]
        .map { (Array($0.0.utf8), $0.1.utf8.first!) }

    private static func matches(_ entity: [UInt8], in input: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        guard index + entity.count <= input.count else { return false }
        for offset in entity.indices where input[index + offset] != entity[offset] { return false }
        return true
    }

    private static func replace(_ expression: NSRegularExpression, in text: String, with replacement: String) -> String {
        expression.stringByReplacingMatches(in: text, range: NSRange(location: 0, length: (text as NSString).length),
                                            withTemplate: replacement)
    }
}
