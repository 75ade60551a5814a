/// Turns heading text into anchors that are stable across builds and unique within one page.
///
/// The rule follows what readers know from GitHub: lowercase, letters and digits kept, spaces and
/// hyphens become one hyphen, everything else dropped; a repeat gets `-1`, `-2`, ….
struct HeadingSlugger {
    private var used: Set<String> = []
    /// The next suffix to try per base slug, so a page of many equal headings stays linear.
    private var nextSuffix: [String: Int] = [:]

    static func slug(_ text: String) -> String {
        var result = ""
        var pendingHyphen = false
        for scalar in text.lowercased().unicodeScalars {
            if scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                if pendingHyphen, !result.isEmpty { result.append("-") }
                pendingHyphen = false
                result.unicodeScalars.append(scalar)
            } else if scalar == " " || scalar == "-" || scalar == "_" || scalar == "\t" {
                pendingHyphen = true
            }
        }
        return result.isEmpty ? "section" : result
    }

    mutating func uniqueSlug(for text: String) -> String {
        let base = Self.slug(text)
        var candidate = base
        var n = nextSuffix[base] ?? 0
        while used.contains(candidate) {
            n += 1
            candidate = "\(base)-\(n)"
        }
        nextSuffix[base] = n
        used.insert(candidate)
        return candidate
    }
}
