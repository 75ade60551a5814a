import CourseContent
import Mustache

/// The data each template sees. Names here are the template's vocabulary, documented in
/// `docs/templates.md`; strings are raw text (templates escape them) except `body` and `content`,
/// which are HTML the builder produced.
struct PageContexts {
    let course: Course
    var checkpointCount = 0
    private let tableOfContents: TableOfContents
    /// The manifest's reference introduction as HTML, rendered once for every page.
    private let referenceIntroduction: String

    init(course: Course) {
        self.course = course
        tableOfContents = TableOfContents(course: course)
        referenceIntroduction = MarkdownDocument.renderInline(course.manifest.referenceIntroduction)
    }

    func page(_ page: Page, path: String, body: [UInt8]) -> MustacheValue {
        let root = SitePaths.root(from: path)
        var context = base(
            path: path, title: page.title, kind: page.kind == .lesson ? "lesson" : "card",
            description: page.summaryText, currentID: page.id)
        context["content"] = .utf8(body)
        context["part"] = .string(tableOfContents.sectionTitle(of: page.id) ?? "Reference")
        if let previous = course.previous(page) { context["previous"] = link(previous, root: root) }
        if let next = course.next(page) { context["next"] = link(next, root: root) }
        // "On this page": the page's second-level headings.
        let sections = page.document.headings.filter { $0.level == 2 }
        context["onThisPage"] = .array(sections.map { ["title": .string($0.text), "anchor": .string($0.anchor)] })
        context["hasOnThisPage"] = .bool(sections.count >= 3)
        if page.kind == .referenceCard {
            let availability = Self.availability(page)
            context["availabilityText"] = availability.isEmpty ? .null : .string(availability.joined(separator: " · "))
            context["card"] = [
                "availability": page.availability.map(MustacheValue.string) ?? .null,
                "platforms": .array(page.platforms.map(MustacheValue.string)),
                "docs": page.docs.map(MustacheValue.string) ?? .null,
                "aliases": .array(page.aliases.map(MustacheValue.string)),
                "hasAliases": .bool(!page.aliases.isEmpty),
            ]
        }
        return .object(context)
    }

    func index() -> MustacheValue {
        var context = base(path: SitePaths.index, title: course.title, kind: "index", description: course.description, currentID: nil)
        // The index's own listing: every part expanded, whatever the course's size.
        context["contents"] = tableOfContents.value(root: "", currentID: nil, expandAll: true)
        context["stats"] = [
            "lessons": .int(course.parts.reduce(0) { $0 + $1.pages.count }),
            "cards": .int(course.referenceCards.count),
            "checkpoints": .int(checkpointCount),
        ]
        return .object(context)
    }

    func referenceIndex(path: String) -> MustacheValue {
        let root = SitePaths.root(from: path)
        var context = base(path: path, title: "Reference", kind: "reference-index", description: nil, currentID: nil)
        context["cards"] = .array(
            course.referenceCards.map { card in
                [
                    "title": .string(card.title),
                    "url": .string(root + SitePaths.path(of: card)),
                    "summary": card.summaryText.map(MustacheValue.string) ?? .null,
                    "aliases": .array(card.aliases.map(MustacheValue.string)),
                    "hasAliases": .bool(!card.aliases.isEmpty),
                    // What the filter box matches: title, summary and every "also called" word.
                    "search": .string(([card.title, card.summaryText ?? ""] + card.aliases).joined(separator: " ").lowercased()),
                ]
            })
        return .object(context)
    }

    /// The 404 page sits at the site root; its links are relative like every page's, so it is
    /// styled from `file://` and under a sub-path too.
    /// The print edition: the whole course on one page, its contents linking inside it.
    func printEdition(body: String, pages: [Page], hasAnswers: Bool) -> MustacheValue {
        var context = base(
            path: PrintEdition.path, title: "\(course.title), the whole course", kind: "print", description: nil, currentID: nil)
        context["content"] = .string(body)
        context["printPages"] = .array(pages.map { ["title": .string($0.title), "anchor": .string(PrintEdition.anchor(of: $0))] })
        context["hasAnswers"] = .bool(hasAnswers)
        return .object(context)
    }

    func notFound() -> MustacheValue {
        .object(base(path: SitePaths.notFound, title: "Page not found", kind: "not-found", description: nil, currentID: nil))
    }

    /// One availability list: the front matter's `availability` entries, then any `platforms`
    /// entry those do not already name (so the two never contradict each other on the page).
    static func availability(_ page: Page) -> [String] {
        var entries = (page.availability ?? "").split(separator: ",").map { String($0).trimmingWhitespaces() }.filter { !$0.isEmpty }
        for platform in page.platforms where !entries.contains(where: { $0.lowercased().hasPrefix(platform.lowercased()) }) {
            entries.append(platform)
        }
        return entries
    }

    private func base(path: String, title: String, kind: String, description: String?, currentID: String?) -> [String: MustacheValue] {
        let root = SitePaths.root(from: path)
        return [
            "site": site(root: root),
            "page": [
                "title": .string(title),
                // The browser tab: "Lesson · Course", or the course's name alone on its index.
                "documentTitle": .string(kind == "index" || title == course.title ? course.title : "\(title) · \(course.title)"),
                "kind": .string(kind),
                "description": description.map(MustacheValue.string) ?? .null,
                "url": .string(path),
            ],
            "toc": tableOfContents.value(root: root, currentID: currentID),
            "tocAll": tableOfContents.allParts(root: root, currentID: currentID),
        ]
    }

    private func site(root: String) -> MustacheValue {
        [
            "title": .string(course.title),
            "description": course.description.map(MustacheValue.string) ?? .null,
            "root": .string(root),
            "language": .string(language),
            "searchPlaceholder": .string(course.manifest.searchPlaceholder),
            "referenceIntroduction": .string(referenceIntroduction),
            "referenceFilterPlaceholder": .string(course.manifest.referenceFilterPlaceholder),
            "hasReference": .bool(!course.referenceCards.isEmpty),
        ]
    }

    /// "en_US" → "en-US" for `<html lang>`.
    private var language: String { String(course.locale.map { $0 == "_" ? "-" : $0 }) }

    private func link(_ page: Page, root: String) -> MustacheValue {
        ["title": .string(page.title), "url": .string(root + SitePaths.path(of: page))]
    }
}
