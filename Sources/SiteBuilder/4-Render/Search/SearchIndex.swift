import CourseContent
import Foundation
import LessonProtocol

/// The course-wide search, built with the site and fetched in small pieces, as Pagefind does:
///
///     search/meta.js          the word ranges of the index chunks (a few hundred bytes per chunk)
///     search/index-N.js       one chunk: words in a sorted range → the sections they occur in, weighted:
///                             `"word":[p,s,w,p,s,w,…]`, a page, section and weight per posting, in
///                             page order, each page written as its distance from the one before
///                             (so a page's further sections have 0, and most pages a short number)
///     search/page-N.js        one page: title, URL and each section's heading, anchor and text (snippets)
///
/// A query loads `meta.js`, then only the chunks whose range holds its words, then only the pages
/// it shows — so a course of thousands of lessons never ships one large index. Every file is a
/// script that calls `coursegenSearch.…(…)`, so search works from `file://` (where a page cannot
/// fetch JSON) and without a server.
///
/// What is indexed: each lesson's and card's title, "also called" words, summary, every section
/// under its heading, and the text of every screen its checkpoints observed. Tokens are lower-cased
/// runs of letters and digits; `navigationDestination` is also found as `navigation` and
/// `destination`. The tokenizer here and in `site.js` must agree.
struct SearchIndex {
    struct Section {
        var heading: String?
        /// The element id to link to (a heading's or a checkpoint's), nil for the top of the page.
        var anchor: String?
        var text: String
        /// Words that count more here: the title, aliases.
        var boosted: [(String, Int)] = []
        /// "screen" for observed screen text, else "text".
        var kind = "text"
    }

    struct Document {
        var title: String
        /// From the site root.
        var url: String
        /// "Lesson" or "Reference".
        var kind: String
        var sections: [Section]
    }

    enum Weight {
        static let alias = 12, title = 10, heading = 5, summary = 3, body = 1, screen = 2
    }

    /// Words too common to be worth an index entry; the browser drops them from queries too.
    static let stopWords: Set<String> = [
        "a", "an", "and", "are", "as", "at", "be", "by", "for", "in", "is", "it", "of",
        "on", "or", "that", "the", "this", "to", "with",
    ]
    /// About this many bytes of postings per chunk.
    var chunkSize = 6_000

    static func tokens(_ text: String) -> [String] {
        // Most of a course is ASCII: classify bytes instead of breaking graphemes (the same tokens).
        text.utf8.allSatisfy({ $0 < 0x80 }) ? asciiTokens(text) : characterTokens(text)
    }

    /// `tokens` for ASCII text, over bytes (`forEachASCIIToken`): a String only per token.
    static func asciiTokens(_ text: String) -> [String] {
        var words: [String] = []
        var text = text
        text.withUTF8 { bytes in
            forEachASCIIToken(bytes) { words.append(String(decoding: $0, as: UTF8.self)) }
        }
        return words
    }

    /// Every token of `text` (UTF-8), in order: runs of ASCII letters and digits over bytes
    /// (`forEachASCIIToken`), and a run that holds anything beyond ASCII by Character
    /// (`characterTokens`). A run ends only at an ASCII byte that is neither letter nor digit, so a
    /// word with an accent (`café`, or `cafe` and a combining accent) is read whole by Character,
    /// and a page with one dash in it no longer takes the slow way for all of its words.
    static func forEachToken(
        _ text: UnsafeBufferPointer<UInt8>, ascii: (UnsafeBufferPointer<UInt8>) -> Void, other: (String) -> Void
    ) {
        var start = 0
        var isASCII = true
        func flush(upTo end: Int) {
            guard end > start else { return }
            let run = UnsafeBufferPointer(rebasing: text[start..<end])
            if isASCII {
                forEachASCIIToken(run, ascii)
            } else {
                for word in characterTokens(String(decoding: run, as: UTF8.self)) { other(word) }
            }
        }
        for index in 0..<text.count {
            let byte = text[index]
            if byte >= 0x80 {
                isASCII = false
            } else if !((byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7a || byte >= 0x30 && byte <= 0x39) {
                flush(upTo: index)
                start = index + 1
                isASCII = true
            }
        }
        flush(upTo: text.count)
    }

    /// `tokens` for any text, by Character.
    static func characterTokens(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        func flush() {
            guard !current.isEmpty else { return }
            let lower = current.lowercased()
            if !stopWords.contains(lower) { words.append(lower) }
            // camelCase parts: navigationDestination → navigation, destination.
            let parts = camelParts(current)
            if parts.count > 1 { words += parts.map { $0.lowercased() }.filter { $0.count > 1 && !stopWords.contains($0) } }
            current = ""
        }
        for character in text {
            if character.isLetter || character.isNumber { current.append(character) } else { flush() }
        }
        flush()
        return words
    }

    private static func camelParts(_ word: String) -> [String] {
        var parts: [String] = []
        var current = ""
        for character in word {
            if character.isUppercase, let last = current.last, last.isLowercase || last.isNumber {
                parts.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { parts.append(current) }
        return parts
    }

    /// One word's occurrence in one section of a page, with its weight there.
    struct Posting {
        var section: Int
        var weight: Int
    }

    /// The folder the index is written to, under the site's.
    static func folder(in destination: URL) -> URL { destination.appendingPathComponent("search") }

    /// Writes `search/` under `destination`: every page, then the index over all of them.
    func write(_ documents: [Document], to destination: URL) throws {
        let folder = Self.folder(in: destination)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for (number, document) in documents.enumerated() { try writePage(document, number: number, to: folder) }
        try writeIndex(documents.map(Self.postings(of:)), to: folder)
    }

    /// A page's words and their weights by section: computed per page, on any thread, as it renders.
    static func postings(of document: Document) -> PagePostings {
        var table = SearchWordTable()
        func add(_ text: String, _ section: Int, _ weight: Int) {
            var text = text
            text.withUTF8 { bytes in
                forEachToken(
                    bytes, ascii: { table.add($0, section: section, weight: weight) },
                    other: { table.add($0, section: section, weight: weight) })
            }
        }
        for (s, section) in document.sections.prefix(4095).enumerated() {
            for (word, weight) in section.boosted { table.add(word, section: s, weight: weight) }
            if let heading = section.heading { add(heading, s, Weight.heading) }
            add(section.text, s, section.kind == "screen" ? Weight.screen : Weight.body)
        }
        return table.pagePostings()
    }

    /// `page-N.js`: the page's title, URL and each section's heading, anchor and text (snippets).
    func writePage(_ document: Document, number: Int, to folder: URL) throws {
        var out: [UInt8] = []
        out.reserveCapacity(document.sections.reduce(256) { $0 + $1.text.utf8.count + 64 })
        out += "coursegenSearch.page(".utf8
        Self.appendDecimal(number, to: &out)
        out += ",{\"title\":".utf8
        Self.appendJSON(document.title, to: &out)
        out += ",\"url\":".utf8
        Self.appendJSON(document.url, to: &out)
        out += ",\"kind\":".utf8
        Self.appendJSON(document.kind, to: &out)
        out += ",\"sections\":[\n".utf8
        for (index, section) in document.sections.prefix(4095).enumerated() {
            if index > 0 { out += ",\n".utf8 }
            out.append(UInt8(ascii: "["))
            if let heading = section.heading { Self.appendJSON(heading, to: &out) } else { out += "null".utf8 }
            out.append(UInt8(ascii: ","))
            if let anchor = section.anchor { Self.appendJSON(anchor, to: &out) } else { out += "null".utf8 }
            out.append(UInt8(ascii: ","))
            Self.appendJSON(section.text, to: &out)
            out.append(UInt8(ascii: ","))
            Self.appendJSON(section.kind, to: &out)
            out.append(UInt8(ascii: "]"))
        }
        out += "\n]});\n".utf8
        try StagedFile.write(out, atPath: folder.path + "/page-\(number).js")
    }

    /// `meta.js` and the `index-N.js` chunks, from every page's postings (page N is `pages[N]`).
    func writeIndex(_ pages: [PagePostings], to folder: URL) throws {
        // Each shard's words are merged (in page order, and within a page in section order),
        // sorted and serialized on its own core; then the shards' sorted words are merged.
        var shardLines = [[IndexLine]](repeating: [], count: Self.shardCount)
        let lock = NSLock()
        DispatchQueue.concurrentPerform(iterations: Self.shardCount) { shard in
            // Each word's postings are written as they arrive: `[page,section,weight],…`.
            var merge = SearchShardMerge()
            for (page, words) in pages.enumerated() {
                words.forEachEntry(inShard: shard) { hash, word, postings in
                    merge.add(word, hash: hash, postings: postings, page: page)
                }
            }
            let lines = (0..<merge.count).map { IndexLine(word: merge.word($0), postings: merge.postings[$0]) }
                .sorted(by: IndexLine.precedes)
            lock.lock()
            shardLines[shard] = lines
            lock.unlock()
        }
        let lines = shardLines.joined().sorted(by: IndexLine.precedes)

        // Chunks of sorted words, cut by size: planned from each line's length, then each chunk's
        // lines written straight from the postings on its own core (a large course's index is
        // hundreds of megabytes; copying it into lines and then into chunks, on one core, took
        // longer than merging it).
        let keys = lines.map { entry -> [UInt8] in
            var key: [UInt8] = []
            Self.appendJSON(entry.text, to: &key)
            return key
        }
        var chunkLines: [Range<Int>] = []
        var start = 0
        var size = 0
        for index in lines.indices {
            let length = keys[index].count + 3 + lines[index].postings.count  // "word":[…]
            if index > start, size + length > chunkSize {
                chunkLines.append(start..<index)
                start = index
                size = 0
            }
            size += (index > start ? 2 : 0) + length  // ",\n" between lines
        }
        if start < lines.count { chunkLines.append(start..<lines.count) }

        var failure: Error?
        DispatchQueue.concurrentPerform(iterations: chunkLines.count) { index in
            var script = Array("coursegenSearch.chunk(\(index),{\n".utf8)
            script.reserveCapacity(chunkSize + chunkLines[index].reduce(32) { $0 + keys[$1].count + 5 + lines[$1].postings.count })
            for line in chunkLines[index] {
                if line > chunkLines[index].lowerBound { script += ",\n".utf8 }
                script += keys[line]
                script += ":[".utf8
                script += lines[line].postings
                script.append(UInt8(ascii: "]"))
            }
            script += "\n});\n".utf8
            do {
                try StagedFile.write(script, atPath: folder.path + "/index-\(index).js")
            } catch {
                lock.lock()
                failure = failure ?? error
                lock.unlock()
            }
        }
        if let failure { throw failure }
        let ranges = chunkLines.map { "[\(Self.json(lines[$0.lowerBound].text)),\(Self.json(lines[$0.upperBound - 1].text))]" }
            .joined(separator: ",\n")
        try write(
            "coursegenSearch.meta({\"pages\":\(pages.count),\"chunks\":[\n\(ranges)\n]});\n",
            to: folder.appendingPathComponent("meta.js"))
    }

    /// A word of the index and its postings, ordered as `String`s order: by their bytes when both are
    /// ASCII (the same order, without comparing `String`s a million times), else as `String`s.
    struct IndexLine {
        var word: ArraySlice<UInt8>
        var postings: [UInt8]
        var isASCII: Bool

        init(word: ArraySlice<UInt8>, postings: [UInt8]) {
            self.word = word
            self.postings = postings
            isASCII = word.allSatisfy { $0 < 0x80 }
        }

        var text: String { String(decoding: word, as: UTF8.self) }

        static func precedes(_ a: IndexLine, _ b: IndexLine) -> Bool {
            guard a.isASCII && b.isASCII else { return a.text < b.text }
            return a.word.withUnsafeBufferPointer { x in
                b.word.withUnsafeBufferPointer { y in
                    let common = min(x.count, y.count)
                    let order = common == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, common)
                    return order != 0 ? order < 0 : x.count < y.count
                }
            }
        }
    }

    /// One page's postings of a word (`PagePostings`' raw (section, weight) pairs), after those of
    /// the pages before it, whose last was on `previousPage` (0 before the first).
    static func appendPostings(_ postings: UnsafeRawBufferPointer, page: Int, after previousPage: Int, to bytes: inout [UInt8]) {
        var distance = page - previousPage
        // Each posting's three numbers are written into a small buffer on the stack and appended
        // at once: appending digit by digit to the array checked its capacity for every digit.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { scratch in
            for at in stride(from: 0, to: postings.count, by: 8) {
                var count = 0
                if !bytes.isEmpty {
                    scratch[0] = UInt8(ascii: ",")
                    count = 1
                }
                count = writeDecimal(distance, into: scratch, at: count)
                scratch[count] = UInt8(ascii: ",")
                count = writeDecimal(
                    Int(postings.loadUnaligned(fromByteOffset: at, as: UInt32.self).littleEndian), into: scratch, at: count + 1)
                scratch[count] = UInt8(ascii: ",")
                count = writeDecimal(
                    Int(postings.loadUnaligned(fromByteOffset: at + 4, as: UInt32.self).littleEndian), into: scratch, at: count + 1)
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: scratch[0..<count]))
                distance = 0
            }
        }
    }

    /// A non-negative number's decimal digits written at `start` (room for 20 digits); returns
    /// where they end.
    @inline(__always)
    private static func writeDecimal(_ number: Int, into buffer: UnsafeMutableBufferPointer<UInt8>, at start: Int) -> Int {
        if number < 10 {
            buffer[start] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: number)
            return start + 1
        }
        var digits = 0
        var rest = number
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        rest = number
        var index = start + digits - 1
        while index >= start {
            buffer[index] = UInt8(ascii: "0") + UInt8(truncatingIfNeeded: rest % 10)
            rest /= 10
            index -= 1
        }
        return start + digits
    }

    /// A non-negative number's decimal digits.
    static func appendDecimal(_ number: Int, to bytes: inout [UInt8]) {
        // Nearly every number of the index (a page distance, a section, a weight) is below 100.
        if number < 10 {
            bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: number))
            return
        }
        if number < 100 {
            bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: number / 10))
            bytes.append(UInt8(ascii: "0") + UInt8(truncatingIfNeeded: number % 10))
            return
        }
        var divisor = 1
        while divisor <= number / 10 { divisor *= 10 }
        var rest = number
        while divisor > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / divisor))
            rest %= divisor
            divisor /= 10
        }
    }

    private func write(_ text: String, to url: URL) throws {
        try StagedFile.write(text, to: url)
    }

    /// A JSON string literal, safe inside a script (no `</script>`, no line separators).
    static func json(_ text: String) -> String {
        var out: [UInt8] = []
        appendJSON(text, to: &out)
        return String(decoding: out, as: UTF8.self)
    }

    /// `json` into a byte buffer. Only ASCII needs escaping but for U+2028 and U+2029 (E2 80 A8,
    /// E2 80 A9); runs of bytes that need none are copied whole.
    /// The bytes `appendJSON` escapes (control characters, `"`, `\\`, `<`), and 0xE2, which starts
    /// U+2028 and U+2029 (escaped too) as well as many other characters.
    private static let jsonSpecialBytes: [Bool] = (0..<256).map { byte in
        byte < 0x20 || byte == Int(UInt8(ascii: "\"")) || byte == Int(UInt8(ascii: "\\")) || byte == Int(UInt8(ascii: "<")) || byte == 0xE2
    }

    static func appendJSON(_ text: String, to out: inout [UInt8]) {
        var text = text
        text.withUTF8 { bytes in
            out.reserveCapacity(out.count + bytes.count + 2)
            out.append(UInt8(ascii: "\""))
            var runStart = 0
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                // One table lookup for the bytes that never need a second look (most of them).
                guard jsonSpecialBytes[Int(byte)] else {
                    index += 1
                    continue
                }
                let isSpecial =
                    byte != 0xE2
                    || (index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9))
                guard isSpecial else {
                    index += 1
                    continue
                }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
                switch byte {
                case UInt8(ascii: "\""): out += "\\\"".utf8
                case UInt8(ascii: "\\"): out += "\\\\".utf8
                case UInt8(ascii: "\n"): out += "\\n".utf8
                case UInt8(ascii: "\r"): out += "\\r".utf8
                case UInt8(ascii: "\t"): out += "\\t".utf8
                case UInt8(ascii: "<"): out += "\\u003c".utf8
                case 0xE2:
                    out += (bytes[index + 2] == 0xA8 ? "\\u2028" : "\\u2029").utf8
                    index += 2
                default:
                    let hex = Array("0123456789abcdef".utf8)
                    out += "\\u00".utf8
                    out.append(hex[Int(byte >> 4)])
                    out.append(hex[Int(byte & 0xF)])
                }
                index += 1
                runStart = index
            }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<bytes.count]))
            out.append(UInt8(ascii: "\""))
        }
    }
}

extension Array where Element == SearchIndex.Posting {
    /// Adds to the last posting when it is the same section's (words arrive section by section).
    mutating func add(_ posting: SearchIndex.Posting) {
        if let lastIndex = indices.last, self[lastIndex].section == posting.section {
            self[lastIndex].weight += posting.weight
        } else {
            append(posting)
        }
    }
}
