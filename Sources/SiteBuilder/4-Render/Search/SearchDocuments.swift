import CourseContent
import Diagnostics
import Foundation
import LessonEngine
import LessonProtocol

/// A rendered page as the search index sees it: its sections by heading, and what its
/// checkpoints observed on screen.
enum SearchDocuments {
    static func document(for page: Page, course: Course, lessons: VerifiedLessons) -> SearchIndex.Document {
        // Sections by heading, from the markdown tree; checkpoints are indexed from their screens.
        var sections = page.document.textSections(
            codeText: { block in
                if block.language == "checkpoint" { return nil }
                if let name = block["example"], block.language != "diff" {
                    let result = lessons.example(named: name)
                    return result?.file(at: SourceLocation(file: page.sourcePath, line: block.contentLine))?.displayedCode
                        ?? result?.displayedCode ?? block.code
                }
                return block.code
            },
            linkText: { link, word in
                // As on the page: a link named by its target's id shows the target's title.
                guard case .page(let target, _) = course.resolveLink(link.destination, from: page) else { return nil }
                return course.pages[target].id == word ? course.pages[target].title : nil
            }
        ).map { SearchIndex.Section(heading: $0.heading?.text, anchor: $0.heading?.anchor, text: $0.text) }

        // The top of the page carries the title, the "also called" words and the summary.
        var top = sections[0]
        let summary = page.summaryText ?? ""
        var intro: [String] = []
        if !page.aliases.isEmpty { intro.append("Also called: " + page.aliases.joined(separator: ", ") + ".") }
        if !summary.isEmpty && !top.text.hasPrefix(summary) { intro.append(summary) }
        top.text = (intro + [top.text]).filter { !$0.isEmpty }.joined(separator: " ")
        top.boosted =
            SearchIndex.tokens(page.title).map { ($0, SearchIndex.Weight.title) }
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
            sections.append(
                SearchIndex.Section(
                    heading: "On screen · \(transcript.exampleName)", anchor: anchor,
                    text: texts.joined(separator: " · "), kind: "screen"))
        }
        return SearchIndex.Document(
            title: page.title, url: SitePaths.path(of: page),
            kind: page.kind == .lesson ? "Lesson" : "Reference", sections: sections)
    }

    private static func collectTexts(_ node: ScreenNode, _ add: (String) -> Void) {
        for text in [node.label, node.value] {
            if let text = text?.trimmingWhitespaceAndNewlines(), !text.isEmpty { add(text) }
        }
        for child in node.children { collectTexts(child, add) }
    }
}
