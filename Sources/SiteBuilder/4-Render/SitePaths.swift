import CourseContent

/// Where each page lives in the generated site. Lessons and cards sit one folder deep, so every
/// page reaches the site root with the same `../` prefix and the site works from `file://` too.
enum SitePaths {
    static let index = "index.html"
    static let referenceIndex = "reference/index.html"
    static let notFound = "404.html"
    static let assets = "assets"

    static func path(of page: Page) -> String {
        switch page.kind {
        case .lesson: return "lessons/\(page.id).html"
        case .referenceCard: return "reference/\(page.id).html"
        }
    }

    /// The prefix that leads from a page at `path` back to the site root ("" or "../").
    static func root(from path: String) -> String {
        String(repeating: "../", count: path.split(separator: "/").count - 1)
    }
}
