/// How a checkpoint's quoted label names what a person reads: exactly, except that `*` matches any
/// run of characters ("Party of *"). The running lesson (to find what to tap) and the engine (to
/// check what is shown) both match through here, so an action and an expectation can never
/// disagree about which element a label names.
public enum LabelPattern {
    public static func matches(_ pattern: String, _ text: String) -> Bool {
        // Formatted times read "9:41\u{202F}AM" (a narrow no-break space), as on a device; an
        // author types a plain space.
        let pattern = normalizingSpaces(pattern)
        let text = normalizingSpaces(text)
        guard pattern.contains("*") else { return pattern == text }
        let p = Array(pattern)
        let t = Array(text)
        var pi = 0
        var ti = 0
        // Classic wildcard matching with backtracking to the last `*`: linear for one star,
        // at most O(p·t) otherwise.
        var star: Int?
        var mark = 0
        while ti < t.count {
            if pi < p.count, p[pi] != "*", p[pi] == t[ti] {
                pi += 1
                ti += 1
            } else if pi < p.count, p[pi] == "*" {
                star = pi
                mark = ti
                pi += 1
            } else if let s = star {
                pi = s + 1
                mark += 1
                ti = mark
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }

    /// No-break and narrow no-break spaces as plain spaces.
    public static func normalizingSpaces(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { $0 == "\u{202F}" || $0 == "\u{00A0}" }) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "\u{202F}" || $0 == "\u{00A0}" ? " " : $0 }))
    }
}
