/// Escaping for text, attributes and URLs, matching what cmark's own HTML renderer does. The one
/// escaper of the project: pages, transcripts and the preview server's overlay all pass through it.
public enum HTMLEscaping {
    /// Text and attribute values: `&`, `<`, `>`, `"` (and `'` so single-quoted attributes are safe too).
    /// Over the UTF-8 bytes (every escaped character is ASCII); text with nothing to escape is
    /// returned as it is, without a copy.
    public static func escape(_ text: String) -> String {
        var utf8 = text
        return utf8.withUTF8 { bytes in
            guard bytes.contains(where: needsEscaping) else { return text }
            var out: [UInt8] = []
            out.reserveCapacity(bytes.count + 16)
            appendEscaped(bytes, to: &out)
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// Whether `escape` changes this byte.
    @inline(__always)
    public static func needsEscaping(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "\""), UInt8(ascii: "'"): true
        default: false
        }
    }

    /// `escape` into a byte buffer, for renderers that build pages as bytes: runs with nothing to
    /// escape are copied whole.
    public static func appendEscaped(_ bytes: UnsafeBufferPointer<UInt8>, to out: inout [UInt8]) {
        var runStart = 0
        for index in 0..<bytes.count where needsEscaping(bytes[index]) {
            if index > runStart { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index])) }
            switch bytes[index] {
            case UInt8(ascii: "&"): out += "&amp;".utf8
            case UInt8(ascii: "<"): out += "&lt;".utf8
            case UInt8(ascii: ">"): out += "&gt;".utf8
            case UInt8(ascii: "\""): out += "&quot;".utf8
            default: out += "&#39;".utf8
            }
            runStart = index + 1
        }
        if bytes.count > runStart { out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count])) }
    }

    /// `appendEscaped` for bytes in an array.
    public static func appendEscaped(_ bytes: ArraySlice<UInt8>, to out: inout [UInt8]) {
        bytes.withUnsafeBufferPointer { appendEscaped($0, to: &out) }
    }

    /// An href/src value: bytes outside cmark's safe set are percent-encoded, `&` and `'` become entities.
    /// Existing `%XX` escapes are kept, so an already-encoded URL is not double-encoded.
    public static func escapeHref(_ url: String) -> String {
        // Most hrefs are relative paths with nothing to encode.
        if url.utf8.allSatisfy(isHrefSafe) { return url }
        var out = ""
        for byte in url.utf8 {
            switch byte {
            case UInt8(ascii: "&"): out += "&amp;"
            case UInt8(ascii: "'"): out += "&#x27;"
            default:
                if isHrefSafe(byte) {
                    out.unicodeScalars.append(Unicode.Scalar(byte))
                } else {
                    out += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
                }
            }
        }
        return out
    }

    private static func isHrefSafe(_ b: UInt8) -> Bool {
        switch b {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        // -_.+!*(),%#@?=;:/$~
        case 0x2D, 0x5F, 0x2E, 0x2B, 0x21, 0x2A, 0x28, 0x29, 0x2C, 0x25, 0x23, 0x40, 0x3F, 0x3D, 0x3B, 0x3A, 0x2F, 0x24, 0x7E:
            return true
        default:
            return false
        }
    }

    /// cmark's safe-URL rule: these schemes never reach a page, whatever the author wrote.
    /// Browsers ignore ASCII whitespace and control characters inside a scheme (`java\tscript:`),
    /// so those are removed before looking at it.
    public static func isDangerousURL(_ url: String) -> Bool {
        // Every scheme ends at a colon: a relative link has none.
        guard url.utf8.contains(UInt8(ascii: ":")) else { return false }
        let squeezed = String(String.UnicodeScalarView(url.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F }))
        let lower = squeezed.lowercased()
        if lower.hasPrefix("data:") {
            let allowed = ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp"]
            return !allowed.contains { lower.hasPrefix($0) }
        }
        return lower.hasPrefix("javascript:") || lower.hasPrefix("vbscript:") || lower.hasPrefix("file:")
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
