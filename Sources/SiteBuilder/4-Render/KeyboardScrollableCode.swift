import Diagnostics

/// A code block wider than the screen scrolls sideways; `tabindex="0"` on its `<pre>` lets a
/// keyboard reach it to scroll it. Done as one scan of the page body's UTF-8 bytes: Foundation's
/// `replacingOccurrences` goes through UTF-16 on Linux and was a fifth of a display build.
enum KeyboardScrollableCode {
    private static let pre = Array("<pre>".utf8)
    private static let focusablePre = Array("<pre tabindex=\"0\">".utf8)

    /// Every `<pre>` as `<pre tabindex="0">`; the rest of the text as it is.
    static func markingBlocks(in html: String) -> String {
        var html = html
        return html.withUTF8 { markingBlocks(inUTF8: $0) }.map { String(decoding: $0, as: UTF8.self) } ?? html
    }

    /// `markingBlocks(in:)` over UTF-8 (`RenderOptions.finalPass`); nil when there is no `<pre>`.
    static func markingBlocks(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
        var result: [UInt8] = []
        var copied = 0
        var index = 0
        let end = bytes.count - pre.count
        // From one `<` to the next with memchr: a page holds a few thousand bytes between tags.
        while let found = bytes.firstIndex(of: UInt8(ascii: "<"), from: index, before: end + 1) {
            index = found
            if bytes[index + 1] == UInt8(ascii: "p"), bytes[index + 2] == UInt8(ascii: "r"), bytes[index + 3] == UInt8(ascii: "e"),
                bytes[index + 4] == UInt8(ascii: ">")
            {
                if result.isEmpty { result.reserveCapacity(bytes.count + 1024) }
                result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
                result.append(contentsOf: focusablePre)
                index += pre.count
                copied = index
            } else {
                index += 1
            }
        }
        guard copied > 0 else { return nil }
        result.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
        return result
    }
}
