import Foundation
import LessonProtocol

/// How big text is on an iPhone at the default Dynamic Type size (Large), in points.
///
/// Heights are the line heights of SF Pro at each text style's size (UIFont's `lineHeight`,
/// rounded to the 1/3 point a 3× screen draws): body 17 pt reads 20⅓ points high, a large title
/// (34 pt) 40⅔. Widths are estimated from SF Pro's average advance per kind of character, so a
/// text's width is within a few points of a device's; heights, which decide where rows sit, match.
enum _TextMetrics {
    /// The point size of a text style, or of `system N`.
    static func pointSize(_ font: String?) -> CGFloat {
        guard let font else { return 17 }
        let name = font.split(separator: " ").first.map(String.init) ?? font
        switch name {
        case "largeTitle": return 34
        case "title": return 28
        case "title2": return 22
        case "title3": return 20
        case "headline", "body": return 17
        case "callout": return 16
        case "subheadline": return 15
        case "footnote": return 13
        case "caption": return 12
        case "caption2": return 11
        case "system":
            let size = font.split(separator: " ").dropFirst().first.flatMap { Double($0) }
            return size.map { CGFloat($0) } ?? 17
        default: return 17
        }
    }

    /// The height of one line: SF Pro's line height is 1.193 of its point size (its ascender plus
    /// descender plus leading), drawn on the nearest third of a point.
    static func lineHeight(_ font: String?) -> CGFloat {
        (pointSize(font) * 1.193 * 3).rounded() / 3
    }

    /// The width of `text` on one line.
    static func width(of text: String, font: String?, weight: String?) -> CGFloat {
        let size = pointSize(font)
        // Most text is ASCII, where (but for "\r\n") every byte is one character: its advance is
        // read from a table instead of classifying each character, same widths, summed in the same order.
        let ems = asciiEms(text) ?? characterEms(text)
        let bold = (weight.map { ["semibold", "bold", "heavy", "black"].contains($0) } ?? false) || font == "headline"
        return (ems * size * (bold ? 1.05 : 1) * 3).rounded(.up) / 3
    }

    /// `advance` of each ASCII character, classified by byte: asking a `Character` whether it is a
    /// number or a letter loads Unicode's property tables, a cost every lesson run would pay on its
    /// first text (TextMetricsTableTests holds the two to the same widths).
    private static let asciiAdvances: [CGFloat] = (0..<128).map { asciiAdvance(UInt8($0)) }

    private static func asciiAdvance(_ byte: UInt8) -> CGFloat {
        switch byte {
        case UInt8(ascii: " "): return 0.26
        case _ where narrowCharacters.utf8.contains(byte): return 0.3
        case _ where wideCharacters.utf8.contains(byte): return 0.85
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return 0.6
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return 0.66
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return 0.53
        default: return 0.55
        }
    }

    /// The summed advances of `text`'s characters.
    static func characterEms(_ text: String) -> CGFloat {
        var ems: CGFloat = 0
        for character in text { ems += advance(character) }
        return ems
    }

    /// `characterEms` of an ASCII text without a "\r\n" (a single character of two bytes), by table;
    /// nil for any other text.
    static func asciiEms(_ text: String) -> CGFloat? {
        var ems: CGFloat = 0
        var previous: UInt8 = 0
        for byte in text.utf8 {
            guard byte < 0x80, !(previous == 0x0D && byte == 0x0A) else { return nil }
            ems += asciiAdvances[Int(byte)]
            previous = byte
        }
        return ems
    }

    /// The characters narrower and wider than a letter of their case, in both classifications.
    private static let narrowCharacters = "iljtfrI1|.,:;'!"
    private static let wideCharacters = "mwMW@"

    /// SF Pro's advance widths in ems, by kind of character.
    private static func advance(_ c: Character) -> CGFloat {
        if c == " " { return 0.26 }
        if narrowCharacters.contains(c) { return 0.3 }
        if wideCharacters.contains(c) { return 0.85 }
        if c.isNumber { return 0.6 }
        if c.isUppercase { return 0.66 }
        if c.isLetter { return 0.53 }
        return 0.55
    }

    /// The size of a text offered `proposal` points of width: it wraps onto as many lines as it needs.
    static func size(of text: String, font: String?, weight: String?, lineLimit: Int?, proposedWidth: CGFloat?) -> CGSize {
        let line = lineHeight(font)
        let full = width(of: text, font: font, weight: weight)
        // A hundredth of a point is rounding, not a line too narrow.
        guard let proposedWidth, full > proposedWidth + 0.01 else { return CGSize(width: full, height: line) }
        // Offered less than a line, a text wraps (and truncates at its line limit); it never gets
        // narrower than about one character, so a text is as flexible as it is long, as on a device.
        let width = max(proposedWidth, pointSize(font) * 0.6)
        guard width + 0.01 < full else { return CGSize(width: full, height: line) }
        var lines = Int((full / width).rounded(.up))
        if let lineLimit { lines = min(lines, max(lineLimit, 1)) }
        return CGSize(width: width, height: line * CGFloat(lines))
    }
}
