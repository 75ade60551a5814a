import CourseContent
import Mustache

/// The course's parts and their pages, as templates list them: built once per build, because
/// every page shows it and a course may have thousands of pages.
///
/// A page's sidebar lists every part; in a large course only the part holding the page is
/// expanded and only the parts next to it are listed (linking to their first page), with a link
/// to the course index for the rest: a page stays the same size however many lessons the course
/// has, and building it costs the same. The course index always lists everything.
struct TableOfContents {
    /// Above this many pages, sidebars expand only the current part.
    static let expandAllUpTo = 100
    /// In a large course, a sidebar lists this many parts before and after the current one.
    static let neighbouringParts = 2

    private struct Section {
        var title: String
        var ids: [String]
    }

    private let sections: [Section]
    private let sectionOfID: [String: (section: Int, position: Int)]
    private let expandsEverything: Bool
    /// Section items for each root prefix in use ("", "../", "/"), none marked current.
    private var itemsByRoot: [String: [[MustacheValue]]] = [:]

    init(course: Course) {
        var sections = course.parts.map { Section(title: $0.title, ids: $0.pages.map(\.id)) }
        if !course.referenceCards.isEmpty {
            sections.append(Section(title: "Reference", ids: course.referenceCards.map(\.id)))
        }
        self.sections = sections
        var sectionOfID: [String: (Int, Int)] = [:]
        for (section, entry) in sections.enumerated() {
            for (position, id) in entry.ids.enumerated() { sectionOfID[id] = (section, position) }
        }
        self.sectionOfID = sectionOfID
        expandsEverything = course.pages.count <= Self.expandAllUpTo

        let pages = course.parts.flatMap(\.pages) + course.referenceCards
        for root in ["", "../", "/"] {
            var items = sections.map { _ in [MustacheValue]() }
            for page in pages {
                guard let place = sectionOfID[page.id] else { continue }
                items[place.0].append([
                    "title": .string(page.title),
                    "url": .string(root + SitePaths.path(of: page)),
                    "summary": page.summaryText.map(MustacheValue.string) ?? .null,
                    "current": false,
                ])
            }
            itemsByRoot[root] = items
        }
    }

    /// The title of the part that holds a page ("Reference" for cards).
    func sectionTitle(of id: String) -> String? {
        sectionOfID[id].map { sections[$0.section].title }
    }

    /// `toc` for a template: `title`, `items` (`title`, `url`, `summary`, `current`), and for a part
    /// that is not expanded `collapsed`, `url` (its first page) and `count`.
    func value(root: String, currentID: String?, expandAll: Bool = false) -> MustacheValue {
        let allItems = itemsByRoot[root] ?? itemsByRoot[""]!
        let current = currentID.flatMap { sectionOfID[$0] }
        return .array(
            listedSections(current: current?.section, expandAll: expandAll).map { index -> MustacheValue in
                var items = allItems[index]
                let expanded = expandAll || expandsEverything || current?.section == index
                guard expanded else {
                    return [
                        "title": .string(sections[index].title),
                        "items": .array([]),
                        "collapsed": true,
                        "url": items.first?["url"] ?? .null,
                        "count": .int(items.count),
                    ]
                }
                if let current, current.section == index, case .object(var item) = items[current.position] {
                    item["current"] = true
                    items[current.position] = .object(item)
                }
                return ["title": .string(sections[index].title), "items": .array(items), "collapsed": false]
            })
    }

    /// `tocAll` for a template: when the sidebar leaves parts out, the course index's `url` and
    /// the `count` of parts; nil when it lists them all.
    func allParts(root: String, currentID: String?) -> MustacheValue {
        let current = currentID.flatMap { sectionOfID[$0] }?.section
        guard listedSections(current: current, expandAll: false).count < sections.count else { return .null }
        return ["url": .string(root + SitePaths.index), "count": .int(sections.count)]
    }

    /// The parts a sidebar lists: all of them in a small course, else the current one's neighbours
    /// (the first parts on a page outside every part).
    private func listedSections(current: Int?, expandAll: Bool) -> Range<Int> {
        guard !expandAll, !expandsEverything else { return sections.indices }
        let window = 2 * Self.neighbouringParts + 1
        let start = max(0, min((current ?? 0) - Self.neighbouringParts, sections.count - window))
        return start..<min(sections.count, start + window)
    }
}
