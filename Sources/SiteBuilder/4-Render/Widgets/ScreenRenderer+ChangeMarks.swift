import LessonProtocol

/// Which drawn elements carry a change mark (`ScreenChanges.marks`). The renderer asks once for
/// every element it draws, in reading order, so the n-th of several equal elements (two rows that
/// read "Milk") is told apart by how many equal ones were drawn before it.
final class ChangeMarker {
    private let marks: [ScreenChanges.Mark]
    private var drawn: [Int]

    init(_ marks: [ScreenChanges.Mark]) {
        self.marks = marks
        drawn = Array(repeating: 0, count: marks.count)
    }

    /// The mark for the element being drawn now, if it has one.
    func kind(for node: ScreenNode) -> ScreenChanges.Kind? {
        var found: ScreenChanges.Kind?
        for (index, mark) in marks.enumerated() where mark.node == node {
            if drawn[index] == mark.occurrence { found = mark.kind }
            drawn[index] += 1
        }
        return found
    }
}

extension ScreenRenderer {
    /// The element's markup with its change mark, a `data-change` attribute on its outermost tag
    /// (drawn as an outline by `reader.css`); unchanged when it has none. `after` skips a prefix,
    /// the backdrop a presented box draws before itself.
    func marked(_ node: ScreenNode, _ html: String, after prefix: String = "") -> String {
        guard let kind = changeMarker?.kind(for: node), html.hasPrefix(prefix + "<") else { return html }
        let rest = html.dropFirst(prefix.count)
        guard let nameEnd = rest.dropFirst().firstIndex(where: { $0 == " " || $0 == ">" || $0 == "/" }) else { return html }
        return prefix + rest[..<nameEnd] + " data-change=\"\(kind.rawValue)\"" + rest[nameEnd...]
    }
}
