import XCTest

@testable import SiteBuilder

/// A page's postings counted over bytes, and the index merged by shard, give what counting and
/// merging by `String` gives.
final class SearchPostingsTests: XCTestCase {
    /// Counting by `String`, as the index was first made: every token of every section, in order.
    private func reference(_ document: SearchIndex.Document) -> [String: [SearchIndex.Posting]] {
        var postings: [String: [SearchIndex.Posting]] = [:]
        for (s, section) in document.sections.enumerated() {
            for (word, weight) in section.boosted { postings[word, default: []].add(.init(section: s, weight: weight)) }
            for word in section.heading.map(SearchIndex.tokens) ?? [] {
                postings[word, default: []].add(.init(section: s, weight: SearchIndex.Weight.heading))
            }
            let weight = section.kind == "screen" ? SearchIndex.Weight.screen : SearchIndex.Weight.body
            for word in SearchIndex.tokens(section.text) { postings[word, default: []].add(.init(section: s, weight: weight)) }
        }
        return postings
    }

    private func flattened(_ postings: SearchIndex.PagePostings) -> [String: [SearchIndex.Posting]] {
        var words: [String: [SearchIndex.Posting]] = [:]
        for shard in postings.shards {
            for entry in shard {
                XCTAssertNil(words[entry.word], "\(entry.word) in two shards")
                words[entry.word] = entry.postings
            }
        }
        return words
    }

    private let document = SearchIndex.Document(
        title: "State", url: "lessons/state.html", kind: "Lesson",
        sections: [
            .init(
                heading: nil, anchor: nil, text: "The @State of ContentView: navigationDestination and the total. Total 24!",
                boosted: [("state", 10), ("binding", 12)]),
            .init(heading: "Binding a Toggle", anchor: "binding", text: "A toggle binds isOn; the toggle's label reads On."),
            .init(heading: "Café crème", anchor: "cafe", text: "café crème, cafe\u{301} and Cafe\u{301} — ÉCOLE école"),
            .init(heading: "On screen · counter", anchor: "checkpoint-1", text: "Total: 24 · Add one", kind: "screen"),
            .init(heading: "Empty", anchor: nil, text: ""),
        ])

    func testCountsEveryTokenAsTheStringTableDoes() {
        let counted = flattened(SearchIndex.postings(of: document))
        let expected = reference(document)
        XCTAssertEqual(Set(counted.keys), Set(expected.keys))
        for (word, postings) in expected {
            XCTAssertEqual(counted[word]?.map(\.section), postings.map(\.section), word)
            XCTAssertEqual(counted[word]?.map(\.weight), postings.map(\.weight), word)
        }
        // Two spellings of one word are one word, however their bytes differ.
        XCTAssertEqual(expected.keys.filter { $0 == "café" }.count, 1)
        XCTAssertEqual(counted.keys.filter { $0 == "café" }.count, 1)
    }

    func testAWordKeepsItsShardOnEveryPage() {
        let other = SearchIndex.Document(
            title: "Total", url: "lessons/total.html", kind: "Lesson",
            sections: [.init(heading: nil, anchor: nil, text: "total toggle state")])
        let shards = [document, other].map { postings -> [String: Int] in
            var shardOfWord: [String: Int] = [:]
            for (index, shard) in SearchIndex.postings(of: postings).shards.enumerated() {
                for entry in shard { shardOfWord[entry.word] = index }
            }
            return shardOfWord
        }
        for word in ["total", "toggle", "state"] { XCTAssertEqual(shards[0][word], shards[1][word], word) }
    }

    func testTheIndexListsEveryWordOncePageByPageInOrder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("search-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let pages = (0..<30).map { number in
            SearchIndex.Document(
                title: "Page \(number)", url: "lessons/p\(number).html", kind: "Lesson",
                sections: [.init(heading: nil, anchor: nil, text: "word\(number % 7) common shared\(number % 3) Total")])
        }
        var index = SearchIndex()
        index.chunkSize = 200
        try index.writeIndex(pages.map(SearchIndex.postings(of:)), to: folder)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasPrefix("index-") }
        var words: [String] = []
        var commonPages: [Int] = []
        for number in 0..<files.count {
            let script = try String(contentsOf: folder.appendingPathComponent("index-\(number).js"), encoding: .utf8)
            for line in script.split(separator: "\n") where line.hasPrefix("\"") {
                let word = String(line.dropFirst().prefix { $0 != "\"" })
                words.append(word)
                if word == "common" {
                    // `"common":[p,s,w,…]`, each page its distance from the one before.
                    let numbers = line.split(separator: "[").last!.prefix { $0 != "]" }.split(separator: ",").compactMap { Int($0) }
                    var page = 0
                    for at in stride(from: 0, to: numbers.count, by: 3) {
                        page += numbers[at]
                        commonPages.append(page)
                    }
                }
            }
        }
        XCTAssertGreaterThan(files.count, 1, "small chunks: the index is cut into several")
        XCTAssertEqual(words, words.sorted(), "chunks hold the words in order")
        XCTAssertEqual(Set(words).count, words.count, "each word once")
        XCTAssertEqual(Set(words), Set(["common", "total"] + (0..<7).map { "word\($0)" } + (0..<3).map { "shared\($0)" }))
        XCTAssertEqual(commonPages, Array(0..<30), "a word's pages in page order")
    }
}

/// A page's postings are packed into one buffer; a kept page's buffer is checked before it is read,
/// and the index orders its words as `String`s order.
final class PackedPostingsTests: XCTestCase {
    private let document = SearchIndex.Document(
        title: "Total", url: "lessons/total.html", kind: "Lesson",
        sections: [
            .init(heading: nil, anchor: nil, text: "total toggle state navigationDestination", boosted: [("total", 10)]),
            .init(heading: "Café", anchor: "cafe", text: "café total école"),
        ])

    func testEveryPackedPageIsWellFormedAndEveryDamagedOneIsNot() {
        let postings = SearchIndex.postings(of: document)
        XCTAssertTrue(postings.isWellFormed)
        XCTAssertEqual(postings.shardEnds.count, SearchIndex.shardCount)
        var truncated = postings
        truncated.bytes.removeLast()
        XCTAssertFalse(truncated.isWellFormed, "the last shard no longer ends where the bytes do")
        var shortened = postings
        shortened.bytes.removeLast(3)
        shortened.shardEnds[shortened.shardEnds.count - 1] -= 3
        XCTAssertFalse(shortened.isWellFormed, "an entry runs past its shard")
        var disordered = postings
        if let first = disordered.shardEnds.firstIndex(where: { $0 > 0 }), first + 1 < disordered.shardEnds.count {
            disordered.shardEnds[first] = disordered.bytes.count + 1
        }
        XCTAssertFalse(disordered.isWellFormed, "shards that end after the bytes do")
        var huge = postings
        // A word length far past the buffer.
        huge.bytes.replaceSubrange(9..<13, with: [0xFF, 0xFF, 0xFF, 0x7F])
        XCTAssertFalse(huge.isWellFormed)
        XCTAssertFalse(SearchIndex.PagePostings().isWellFormed)
    }

    func testTheIndexOrdersWordsAsStringsDo() {
        let words = [
            "a", "ab", "abc", "b", "z", "zz", "0", "9", "total", "totals", "école", "ecole", "café", "cafe\u{301}", "ß", "ss",
            "ñ", "n", "日本", "ü", "u", "",
        ]
        func line(_ word: String) -> SearchIndex.IndexLine { .init(word: ArraySlice(word.utf8), postings: []) }
        for a in words {
            for b in words {
                XCTAssertEqual(SearchIndex.IndexLine.precedes(line(a), line(b)), a < b, "\(a) < \(b)")
            }
        }
    }
}

/// Numbers in the index are written digit by digit.
final class SearchDecimalTests: XCTestCase {
    func testPostingsAreWrittenAsDistanceSectionWeight() {
        var raw: [UInt8] = []
        for (section, weight) in [(0, 1), (9, 10), (12345, 4_000_000_000), (100, 99)] {
            SearchIndex.appendLittleEndian(UInt32(section), to: &raw)
            SearchIndex.appendLittleEndian(UInt32(weight), to: &raw)
        }
        var bytes: [UInt8] = []
        raw.withUnsafeBytes { SearchIndex.appendPostings($0, page: 1_000_007, after: 3, to: &bytes) }
        raw.withUnsafeBytes { SearchIndex.appendPostings($0, page: 1_000_017, after: 1_000_007, to: &bytes) }
        let first = "1000004,0,1,0,9,10,0,12345,4000000000,0,100,99"
        let second = "10,0,1,0,9,10,0,12345,4000000000,0,100,99"
        XCTAssertEqual(String(decoding: bytes, as: UTF8.self), first + "," + second)
    }

    func testWritesEveryNumberAsItsDecimalDigits() {
        for number in [0, 1, 9, 10, 11, 99, 100, 101, 999, 1000, 4095, 12345, 16000, 1_000_000] {
            var bytes: [UInt8] = []
            SearchIndex.appendDecimal(number, to: &bytes)
            XCTAssertEqual(String(decoding: bytes, as: UTF8.self), String(number))
        }
    }
}
