import Diagnostics
import Foundation

/// What a markdown link destination written on a page points at.
public enum LinkTarget: Sendable {
    /// Has a scheme (`https:`, `mailto:`, `observed:`, …): not a page link, leave it as written.
    case external
    /// Another page (or this one), by its `.md` file, with the `#fragment` if any.
    case page(Page, fragment: String?)
    /// `#anchor` on the same page.
    case samePage(fragment: String)
    /// A relative link to something that is not markdown (an image, a download): left as written.
    case asset
    /// A link that cannot work; the message says why, for a diagnostic at the link's location.
    case broken(String)
    /// A page that exists but could not be read: its own error is reported, the link is not.
    case unreadablePage
}

extension Course {
    /// Resolves a destination the way a markdown viewer would: relative to the page's own file.
    /// `binding.md`, `../reference/state.md`, `state.md#pitfalls` and `#pitfalls` are page links; a
    /// `.md` link to a file that is not a page of the course, or a fragment that names no heading of
    /// the target, is broken.
    public func resolveLink(_ destination: String, from page: Page) -> LinkTarget {
        if destination.isEmpty { return .asset }
        if Self.hasScheme(destination) { return .external }

        var path = destination
        var fragment: String?
        if let hash = path.firstIndex(of: "#") {
            fragment = String(path[path.index(after: hash)...])
            path = String(path[..<hash])
        }
        if let query = path.firstIndex(of: "?") { path = String(path[..<query]) }
        // Foundation's decoding is slow on Linux, and a path without `%` has nothing to decode.
        if path.utf8.contains(UInt8(ascii: "%")) { path = path.removingPercentEncoding ?? path }

        if path.isEmpty {
            guard let fragment, !fragment.isEmpty else { return .samePage(fragment: "") }
            if let problem = missingAnchor(fragment, in: page) { return .broken(problem) }
            return .samePage(fragment: fragment)
        }
        guard path.lowercased().hasSuffix(".md") else { return .asset }

        // `/lessons/x.md` is taken from the content folder; anything else from the page's folder.
        let base = path.hasPrefix("/") ? [] : page.contentPath.split(separator: "/").dropLast().map(String.init)
        guard let resolved = Self.normalize(base: base, relative: path) else {
            return .broken("link '\(destination)' points outside \(contentDisplayPath)/")
        }
        let shown = contentDisplayPath == "." ? resolved : contentDisplayPath + "/" + resolved
        guard let target = self.page(sourcePath: resolved), target.contentPath == resolved else {
            if unreadablePages.contains(shown) { return .unreadablePage }
            var message = "link to '\(destination)': no page at \(shown)"
            let folder = resolved.split(separator: "/").dropLast().joined(separator: "/")
            let siblings = pages.map(\.contentPath).filter {
                $0.split(separator: "/").dropLast().joined(separator: "/") == folder
            }.map { String($0.split(separator: "/").last ?? "") }
            let name = String(resolved.split(separator: "/").last ?? "")
            if let suggestion = Suggestions.closest(to: name, in: siblings) {
                message += "; did you mean '\(suggestion)'?"
            }
            return .broken(message)
        }
        if let fragment, !fragment.isEmpty {
            if let problem = missingAnchor(fragment, in: target) { return .broken(problem) }
        }
        return .page(target, fragment: fragment?.isEmpty == true ? nil : fragment)
    }

    /// The message for a `#fragment` that matches no heading anchor of `page`, or nil when it does.
    private func missingAnchor(_ fragment: String, in page: Page) -> String? {
        if page.document.headings.contains(where: { $0.anchor == fragment }) { return nil }
        let anchors = page.document.headings.map(\.anchor)
        var message = "no heading with anchor '#\(fragment)' in \(page.sourcePath)"
        if let suggestion = Suggestions.closest(to: fragment, in: anchors) {
            message += "; did you mean '#\(suggestion)'?"
        }
        return message
    }

    /// `scheme:` per RFC 3986 (a letter, then letters, digits, `+`, `-`, `.`).
    static func hasScheme(_ destination: String) -> Bool {
        guard let colon = destination.firstIndex(of: ":") else { return false }
        let scheme = destination[..<colon]
        guard let first = scheme.first, first.isASCII, first.isLetter else { return false }
        return scheme.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) }
    }

    /// Joins and folds `.` and `..`; nil when the path climbs above the content folder.
    static func normalize(base: [String], relative: String) -> String? {
        var parts = base
        for component in relative.split(separator: "/", omittingEmptySubsequences: true) {
            switch component {
            case ".": continue
            case "..":
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            default: parts.append(String(component))
            }
        }
        return parts.joined(separator: "/")
    }
}
