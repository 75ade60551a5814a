/// Turns heading text into anchors that are stable across builds and unique within one page.
///
/// The rule follows what readers know from GitHub: lowercase, letters and digits kept, spaces and
/// hyphens become one hyphen, everything else dropped; a repeat gets `-1`, `-2`, ….
struct HeadingSlugger {
    private var used: Set<String> = []
    /// The next suffix to try per base slug, so a page of many equal headings stays linear.
    private var nextSuffix: [String: Int] = [:]

    static func slug(_ text: String) -> String {
        asciiSlug(text) ?? unicodeSlug(text)
    }

    /// Letters and digits of any script, lowercased; runs of spaces, `-` and `_` become one `-`.
    static func unicodeSlug(_ text: String) -> String {
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

    /// The same slug for all-ASCII text, byte by byte (Unicode's letter tables and lowercasing are
    /// the slow part of a page's load); nil when the text has anything beyond ASCII.
    static func asciiSlug(_ text: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingHyphen = false
        for byte in text.utf8 {
            guard byte < 0x80 else { return nil }
            let lower = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
            if (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || (lower >= UInt8(ascii: "0") && lower <= UInt8(ascii: "9")) {
                if pendingHyphen, !bytes.isEmpty { bytes.append(UInt8(ascii: "-")) }
                pendingHyphen = false
                bytes.append(lower)
            } else if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "\t") {
                pendingHyphen = true
            }
        }
        return bytes.isEmpty ? "section" : String(decoding: bytes, as: UTF8.self)
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
