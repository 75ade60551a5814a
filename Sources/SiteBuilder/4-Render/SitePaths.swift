import CourseContent

/// Where each page lives in the generated site. Lessons and cards sit one folder deep, so every
/// page reaches the site root with the same `../` prefix and the site works from `file://` too.
enum SitePaths {
    static let index = "index.html"
    static let referenceIndex = "reference/index.html"
    static let notFound = "404.html"
    static let assets = "assets"

    static func path(of page: Page) -> String {
        path(kind: page.kind, id: page.id)
    }

    /// `path(of:)` from the two fields it reads (a link's target is named by its position in the
    /// course; taking the whole `Page` there copies it).
    static func path(kind: Page.Kind, id: String) -> String {
        switch kind {
        case .lesson: return "lessons/\(id).html"
        case .referenceCard: return "reference/\(id).html"
        }
    }

    /// The prefix that leads from a page at `path` back to the site root ("" or "../").
    static func root(from path: String) -> String {
        String(repeating: "../", count: path.split(separator: "/").count - 1)
    }
}
