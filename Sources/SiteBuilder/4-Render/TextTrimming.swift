/// Trimming without Foundation: `trimmingCharacters(in:)` and `range(of:)` go through NSString on
/// Linux, and knowledge checks and page contexts call them for every page of a course.
extension String {
    /// What `trimmingCharacters(in: .whitespacesAndNewlines)` gives: the scalars of Unicode's space
    /// separators (Zs, Zl, Zp), tab, the line breaks U+000A to U+000D and U+0085, dropped at both ends.
    func trimmingWhitespaceAndNewlines() -> String {
        trimmingScalars(where: Self.isWhitespaceOrNewline)
    }

    /// What `trimmingCharacters(in: .whitespaces)` gives: space separators (Zs, with U+200B as
    /// Foundation counts it) and tab.
    func trimmingWhitespaces() -> String {
        trimmingScalars(where: Self.isWhitespace)
    }

    private func trimmingScalars(where isTrimmed: (Unicode.Scalar) -> Bool) -> String {
        let scalars = unicodeScalars
        var start = scalars.startIndex
        var end = scalars.endIndex
        while start < end, isTrimmed(scalars[start]) { start = scalars.index(after: start) }
        while end > start, isTrimmed(scalars[scalars.index(before: end)]) { end = scalars.index(before: end) }
        if start == scalars.startIndex && end == scalars.endIndex { return self }
        return String(scalars[start..<end])
    }

    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }

    static func isWhitespaceOrNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: return true
        default: return isWhitespace(scalar)
        }
    }
}
