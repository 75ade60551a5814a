/// A transcript step's changes in words, the line a reader (and a screen reader) gets under the
/// step's action: "Changed: “Total: $24.00” → “Total: $26.40”. Dimmed: button “Add one”."
extension ScreenChanges {
    /// At most this many elements are named for one kind of change; the rest are counted.
    static let namedPerKind = 6

    static let headings: [(Kind, String)] = [
        (.changed, "Changed"), (.appeared, "Appeared"), (.disappeared, "Disappeared"), (.dimmed, "Dimmed"),
        (.enabled, "Enabled"), (.selected, "Selected"), (.deselected, "No longer selected"), (.moved, "Moved"),
    ]

    /// The changes as sentences, one per kind, in the order of `headings`; escaped HTML.
    var html: String {
        guard !changes.isEmpty else { return "Nothing on the screen changed." }
        return Self.headings.compactMap { kind, heading -> String? in
            let words = changes.filter { $0.kind == kind }.map(\.words)
            guard !words.isEmpty else { return nil }
            var named = words.prefix(Self.namedPerKind).map(HTML.escape)
            if words.count > Self.namedPerKind { named.append("and \(words.count - Self.namedPerKind) more") }
            return "<span class=\"change-kind\">\(heading):</span> " + named.joined(separator: "; ") + "."
        }.joined(separator: " ")
    }
}
