extension StringProtocol {
    /// The text without the spaces and tabs around it: what Foundation's
    /// `trimmingCharacters(in: .whitespaces)` gives, read from the scalars directly instead of
    /// through NSString's UTF-16 on Linux, where it was most of checking every code block's fences.
    var trimmingSpaces: String {
        let scalars = unicodeScalars
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            if scalar.isASCII { return scalar == " " || scalar == "\t" }
            // Foundation's `.whitespaces` on Linux: the space separators and the zero width space.
            switch scalar.value {
            case 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: return true
            default: return false
            }
        }
        guard let first = scalars.firstIndex(where: { !isSpace($0) }) else { return "" }
        let last = scalars.lastIndex(where: { !isSpace($0) })!
        var trimmed = String.UnicodeScalarView()
        trimmed.append(contentsOf: scalars[first...last])
        return String(trimmed)
    }
}
