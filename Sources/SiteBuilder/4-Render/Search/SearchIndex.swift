import CourseContent
import Foundation
import LessonProtocol

/// The course-wide search, built with the site and fetched in small pieces, as Pagefind does:
///
///     search/meta.js          the word ranges of the index chunks (a few hundred bytes per chunk)
///     search/index-N.js       one chunk: words in a sorted range → the sections they occur in, weighted
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

    /// `tokens` for ASCII text, over bytes: one buffer for the lowered word, a String only per token.
    static func asciiTokens(_ text: String) -> [String] {
        var words: [String] = []
        var text = text
        func isLower(_ b: UInt8) -> Bool { b >= 0x61 && b <= 0x7a }
        func isUpper(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5a }
        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        text.withUTF8 { bytes in
            var lowered: [UInt8] = []
            var start = 0
            func flush(upTo end: Int) {
                guard end > start else { return }
                lowered.removeAll(keepingCapacity: true)
                // camelCase parts: navigationDestination → navigation, destination.
                var boundaries: [Int] = []
                for index in start..<end {
                    let byte = bytes[index]
                    if isUpper(byte) {
                        if index > start, isLower(bytes[index - 1]) || isDigit(bytes[index - 1]) { boundaries.append(index - start) }
                        lowered.append(byte | 0x20)
                    } else {
                        lowered.append(byte)
                    }
                }
                let word = String(decoding: lowered, as: UTF8.self)
                if !stopWords.contains(word) { words.append(word) }
                guard !boundaries.isEmpty else { return }
                var partStart = 0
                for partEnd in boundaries + [lowered.count] {
                    if partEnd - partStart > 1 {
                        let part = String(decoding: lowered[partStart..<partEnd], as: UTF8.self)
                        if !stopWords.contains(part) { words.append(part) }
                    }
                    partStart = partEnd
                }
            }
            for index in 0..<bytes.count {
                let byte = bytes[index]
                if !(isLower(byte) || isUpper(byte) || isDigit(byte)) {
                    flush(upTo: index)
                    start = index + 1
                }
            }
            flush(upTo: bytes.count)
        }
        return words
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

    /// A page's words, each with the sections it occurs in (in section order).
    typealias PagePostings = [String: [Posting]]

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
        var postings: PagePostings = [:]
        func add(_ word: String, _ section: Int, _ weight: Int) {
            postings[word, default: []].add(Posting(section: section, weight: weight))
        }
        for (s, section) in document.sections.prefix(4095).enumerated() {
            for (word, weight) in section.boosted { add(word, s, weight) }
            if let heading = section.heading {
                for word in tokens(heading) { add(word, s, Weight.heading) }
            }
            let weight = section.kind == "screen" ? Weight.screen : Weight.body
            for word in tokens(section.text) { add(word, s, weight) }
        }
        return postings
    }

    /// `page-N.js`: the page's title, URL and each section's heading, anchor and text (snippets).
    func writePage(_ document: Document, number: Int, to folder: URL) throws {
        let sections = document.sections.prefix(4095).map { section in
            "[\(section.heading.map(Self.json) ?? "null"),\(section.anchor.map(Self.json) ?? "null"),\(Self.json(section.text)),\(Self.json(section.kind))]"
        }.joined(separator: ",\n")
        try write(
            "coursegenSearch.page(\(number),{\"title\":\(Self.json(document.title)),\"url\":\(Self.json(document.url)),"
                + "\"kind\":\(Self.json(document.kind)),\"sections\":[\n\(sections)\n]});\n",
            to: folder.appendingPathComponent("page-\(number).js"))
    }

    /// `meta.js` and the `index-N.js` chunks, from every page's postings (page N is `pages[N]`).
    func writeIndex(_ pages: [PagePostings], to folder: URL) throws {
        // word → (page, posting), in page order and within a page in section order.
        var postings: [String: [(page: Int, posting: Posting)]] = [:]
        for (page, words) in pages.enumerated() {
            for (word, list) in words {
                postings[word, default: []].append(contentsOf: list.map { (page, $0) })
            }
        }

        // Chunks of sorted words, cut by size; written as bytes (millions of postings in a large course).
        var chunks: [(first: String, last: String, body: [UInt8])] = []
        var body: [UInt8] = []
        var first: String?
        var last = ""
        var line: [UInt8] = []
        for word in postings.keys.sorted() {
            line.removeAll(keepingCapacity: true)
            line += Self.json(word).utf8
            line += ":[".utf8
            for (n, entry) in postings[word]!.enumerated() {
                if n > 0 { line.append(UInt8(ascii: ",")) }
                line.append(UInt8(ascii: "["))
                Self.appendDecimal(entry.page, to: &line)
                line.append(UInt8(ascii: ","))
                Self.appendDecimal(entry.posting.section, to: &line)
                line.append(UInt8(ascii: ","))
                Self.appendDecimal(entry.posting.weight, to: &line)
                line.append(UInt8(ascii: "]"))
            }
            line.append(UInt8(ascii: "]"))
            if first != nil, body.count + line.count > chunkSize {
                chunks.append((first!, last, body))
                body = []
                first = nil
            }
            if first == nil { first = word }
            if !body.isEmpty { body += ",\n".utf8 }
            body += line
            last = word
        }
        if let first { chunks.append((first, last, body)) }

        for (index, chunk) in chunks.enumerated() {
            let script = Array("coursegenSearch.chunk(\(index),{\n".utf8) + chunk.body + Array("\n});\n".utf8)
            try StagedFile.write(script, to: folder.appendingPathComponent("index-\(index).js"))
        }
        let ranges = chunks.map { "[\(Self.json($0.first)),\(Self.json($0.last))]" }.joined(separator: ",\n")
        try write(
            "coursegenSearch.meta({\"pages\":\(pages.count),\"chunks\":[\n\(ranges)\n]});\n",
            to: folder.appendingPathComponent("meta.js"))
    }

    /// A non-negative number's decimal digits.
    static func appendDecimal(_ number: Int, to bytes: inout [UInt8]) {
        if number >= 10 { appendDecimal(number / 10, to: &bytes) }
        bytes.append(UInt8(ascii: "0") + UInt8(number % 10))
    }

    private func write(_ text: String, to url: URL) throws {
        try StagedFile.write(text, to: url)
    }

    /// A JSON string literal, safe inside a script (no `</script>`, no line separators).
    /// Over bytes: only ASCII needs escaping but for U+2028 and U+2029 (E2 80 A8, E2 80 A9).
    static func json(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes -> String in
            var out: [UInt8] = [UInt8(ascii: "\"")]
            out.reserveCapacity(bytes.count + 2)
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                switch byte {
                case UInt8(ascii: "\""): out += [UInt8(ascii: "\\"), UInt8(ascii: "\"")]
                case UInt8(ascii: "\\"): out += [UInt8(ascii: "\\"), UInt8(ascii: "\\")]
                case UInt8(ascii: "\n"): out += [UInt8(ascii: "\\"), UInt8(ascii: "n")]
                case UInt8(ascii: "\r"): out += [UInt8(ascii: "\\"), UInt8(ascii: "r")]
                case UInt8(ascii: "\t"): out += [UInt8(ascii: "\\"), UInt8(ascii: "t")]
                case UInt8(ascii: "<"): out += Array("\\u003c".utf8)
                case 0xE2 where index + 1 < bytes.count && bytes[index] == 0x80 && (bytes[index + 1] == 0xA8 || bytes[index + 1] == 0xA9):
                    out += Array((bytes[index + 1] == 0xA8 ? "\\u2028" : "\\u2029").utf8)
                    index += 2
                case ..<0x20: out += Array(String(format: "\\u%04x", Int(byte)).utf8)
                default: out.append(byte)
                }
            }
            out.append(UInt8(ascii: "\""))
            return String(decoding: out, as: UTF8.self)
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
