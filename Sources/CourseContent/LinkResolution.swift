import Diagnostics
import Foundation

/// What a markdown link destination written on a page points at.
public enum LinkTarget: Sendable {
    /// Has a scheme (`https:`, `mailto:`, `observed:`, …): not a page link, leave it as written.
    case external
    /// Another page (or this one), by its `.md` file, with the `#fragment` if any. The page is
    /// `Course.pages[index]`: a `Page` is large, and every link of every page resolves here.
    case page(index: Int, fragment: String?)
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

        // Every page link of every page passes here (twice: the body and its search text), so the
        // split into path and fragment and the `.md` test read bytes instead of Characters.
        var (path, fragment) = Self.splitFragment(destination)
        // Foundation's decoding is slow on Linux, and a path without `%` has nothing to decode.
        if path.utf8.contains(UInt8(ascii: "%")) { path = path.removingPercentEncoding ?? path }

        if path.isEmpty {
            guard let fragment, !fragment.isEmpty else { return .samePage(fragment: "") }
            if let problem = missingAnchor(fragment, among: page.document.headings, of: page.sourcePath) {
                return .broken(problem)
            }
            return .samePage(fragment: fragment)
        }
        guard Self.hasMarkdownSuffix(path) else { return .asset }

        guard let resolved = Self.resolve(path, besides: page.contentPath) else {
            return .broken("link '\(destination)' points outside \(contentDisplayPath)/")
        }
        // The target is read in place: copying a `Page` retains every one of its fields.
        return pages.withUnsafeBufferPointer { pages in
            guard let index = indexByPath[resolved], pages[index].contentPath == resolved else {
                return brokenPageLink(destination, resolved: resolved)
            }
            if let fragment, !fragment.isEmpty {
                if let problem = missingAnchor(fragment, among: pages[index].document.headings, of: pages[index].sourcePath) {
                    return .broken(problem)
                }
            }
            return .page(index: index, fragment: fragment?.isEmpty == true ? nil : fragment)
        }
    }

    /// A `.md` link to no page: unreadable pages are reported on their own; otherwise the message
    /// names where the page was looked for and the closest name in that folder.
    private func brokenPageLink(_ destination: String, resolved: String) -> LinkTarget {
        let shown = contentDisplayPath == "." ? resolved : contentDisplayPath + "/" + resolved
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

    /// The path before `#` (and before any `?` query), and the fragment after `#`, if any.
    static func splitFragment(_ destination: String) -> (path: String, fragment: String?) {
        let bytes = destination.utf8
        var path = destination
        var fragment: String?
        if let hash = bytes.firstIndex(of: UInt8(ascii: "#")) {
            fragment = String(destination[bytes.index(after: hash)...])
            path = String(destination[..<hash])
        }
        if let query = path.utf8.firstIndex(of: UInt8(ascii: "?")) { path = String(path[..<query]) }
        return (path, fragment)
    }

    /// Ends in `.md`, in any case.
    static func hasMarkdownSuffix(_ path: String) -> Bool {
        let bytes = path.utf8
        guard bytes.count >= 3 else { return false }
        var end = bytes.endIndex
        end = bytes.index(before: end)
        let d = bytes[end] | 0x20
        end = bytes.index(before: end)
        let m = bytes[end] | 0x20
        end = bytes.index(before: end)
        return bytes[end] == UInt8(ascii: ".") && m == UInt8(ascii: "m") && d == UInt8(ascii: "d")
    }

    /// `path` taken from the content folder when it starts with `/`, else from the folder of the
    /// page at `contentPath`; nil when it climbs above the content folder.
    static func resolve(_ path: String, besides contentPath: String) -> String? {
        // The common link, `other.md` or `../reference/card.md` from a page of a plain folder, is
        // joined without splitting either path into components.
        if isPlainRelative(path), isPlainRelative(contentPath) {
            let folder = contentPath.utf8.lastIndex(of: UInt8(ascii: "/")).map { contentPath[..<$0] }
            guard let folder else { return path }
            return folder + "/" + path
        }
        let base = path.hasPrefix("/") ? [] : contentPath.split(separator: "/").dropLast().map(String.init)
        return normalize(base: base, relative: path)
    }

    /// No leading `/`, no empty component and no `.` or `..` component: joining it to a folder
    /// needs no folding.
    private static func isPlainRelative(_ path: String) -> Bool {
        var previous = UInt8(ascii: "/")
        for byte in path.utf8 {
            if byte == UInt8(ascii: "/") && previous == UInt8(ascii: "/") { return false }
            if byte == UInt8(ascii: ".") && previous == UInt8(ascii: "/") { return false }
            previous = byte
        }
        return previous != UInt8(ascii: "/")
    }

    /// The message for a `#fragment` that matches none of a page's heading anchors, or nil when it
    /// does. (Given the headings, not the page: passing a `Page` copies every field of it.)
    private func missingAnchor(_ fragment: String, among headings: [Heading], of sourcePath: String) -> String? {
        if headings.contains(where: { $0.anchor == fragment }) { return nil }
        let anchors = headings.map(\.anchor)
        var message = "no heading with anchor '#\(fragment)' in \(sourcePath)"
        if let suggestion = Suggestions.closest(to: fragment, in: anchors) {
            message += "; did you mean '#\(suggestion)'?"
        }
        return message
    }

    /// `scheme:` per RFC 3986 (a letter, then letters, digits, `+`, `-`, `.`).
    static func hasScheme(_ destination: String) -> Bool {
        var first = true
        for byte in destination.utf8 {
            if byte == UInt8(ascii: ":") { return !first }
            let letter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
            if first {
                guard letter else { return false }
                first = false
                continue
            }
            let digit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
            guard letter || digit || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ".") else {
                return false
            }
        }
        return false
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
