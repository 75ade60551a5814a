/// Tokenizing a page for the index without making a `String` of every word it holds: words are
/// counted in a table over their bytes, and each distinct word of a page becomes a `String` once.
extension SearchIndex {
    /// How many shards the course's words are spread over by hash, so the index is merged on
    /// every core (each shard's words are merged, sorted and serialized on their own).
    static let shardCount = 64

    /// One word of a page and its postings there.
    struct WordPostings {
        var word: String
        var postings: [Posting]
        /// `wordHash` of an ASCII word's bytes; nil for other words (whose spellings may differ in
        /// bytes and still be one word).
        var hash: UInt64? = nil
    }

    /// A page's words by shard (the shard of a word is the same on every page).
    struct PagePostings {
        var shards: [[WordPostings]] = []
    }

    /// Calls `body` with every token of ASCII `text` as lowered bytes, in the order `asciiTokens`
    /// lists them: each run of letters and digits, then its camelCase parts of two or more letters;
    /// stop words left out.
    static func forEachASCIIToken(_ text: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        func isLower(_ b: UInt8) -> Bool { b >= 0x61 && b <= 0x7a }
        func isUpper(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5a }
        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        var lowered: [UInt8] = []
        lowered.reserveCapacity(64)
        var boundaries: [Int] = []
        var start = 0
        func flush(upTo end: Int) {
            guard end > start else { return }
            lowered.removeAll(keepingCapacity: true)
            boundaries.removeAll(keepingCapacity: true)
            // camelCase parts: navigationDestination → navigation, destination.
            for index in start..<end {
                let byte = text[index]
                if isUpper(byte) {
                    if index > start, isLower(text[index - 1]) || isDigit(text[index - 1]) { boundaries.append(index - start) }
                    lowered.append(byte | 0x20)
                } else {
                    lowered.append(byte)
                }
            }
            lowered.withUnsafeBufferPointer { word in
                if !isStopWord(word) { body(word) }
                guard !boundaries.isEmpty else { return }
                var partStart = 0
                for partEnd in boundaries + [word.count] {
                    if partEnd - partStart > 1 {
                        let part = UnsafeBufferPointer(rebasing: word[partStart..<partEnd])
                        if !isStopWord(part) { body(part) }
                    }
                    partStart = partEnd
                }
            }
        }
        for index in 0..<text.count {
            let byte = text[index]
            if !(isLower(byte) || isUpper(byte) || isDigit(byte)) {
                flush(upTo: index)
                start = index + 1
            }
        }
        flush(upTo: text.count)
    }

    /// `stopWords`, over lowered bytes.
    static func isStopWord(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard word.count <= 4 else { return false }
        return stopWordBytes.contains { $0.count == word.count && $0.elementsEqual(word) }
    }

    private static let stopWordBytes: [[UInt8]] = stopWords.map { Array($0.utf8) }

    /// FNV-1a over a word's bytes: the table's slot and the word's shard.
    @inline(__always)
    static func wordHash<Bytes: Sequence<UInt8>>(_ word: Bytes) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in word { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }
        return hash
    }
}

/// A page's distinct words with their postings: ASCII words (nearly all of a course) in an
/// open-addressing table over their bytes, other words by `String`, whose equality is Unicode's
/// canonical equivalence (so `é` written either way is one word, as before).
struct SearchWordTable {
    private var slots: [Int32] = Array(repeating: -1, count: 1024)
    private var arena: [UInt8] = []
    private var words: [(start: Int, count: Int, hash: UInt64)] = []
    private var postings: [[SearchIndex.Posting]] = []
    private var otherWords: [String: [SearchIndex.Posting]] = [:]

    /// Adds one occurrence of an ASCII `word` (lowered bytes) in `section` with `weight`.
    mutating func add(_ word: UnsafeBufferPointer<UInt8>, section: Int, weight: Int) {
        let hash = SearchIndex.wordHash(word)
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while true {
            let entry = slots[slot]
            if entry < 0 { break }
            let known = words[Int(entry)]
            if known.hash == hash, known.count == word.count,
                arena[known.start..<(known.start + known.count)].elementsEqual(word)
            {
                postings[Int(entry)].add(SearchIndex.Posting(section: section, weight: weight))
                return
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        slots[slot] = Int32(words.count)
        words.append((arena.count, word.count, hash))
        arena.append(contentsOf: word)
        postings.append([SearchIndex.Posting(section: section, weight: weight)])
        if words.count * 2 > slots.count { grow() }
    }

    /// Adds one occurrence of any word (a token of `SearchIndex.tokens`).
    mutating func add(_ word: String, section: Int, weight: Int) {
        var word = word
        if word.utf8.allSatisfy({ $0 < 0x80 }) {
            word.withUTF8 { add($0, section: section, weight: weight) }
        } else {
            otherWords[word, default: []].add(SearchIndex.Posting(section: section, weight: weight))
        }
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        for (index, word) in words.enumerated() {
            var slot = Int(truncatingIfNeeded: word.hash) & (slots.count - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(index)
        }
    }

    /// The words by shard, each a `String` once. Words that are not ASCII share the last shard, so
    /// two spellings of one word always meet in the same shard's dictionary.
    func pagePostings() -> SearchIndex.PagePostings {
        var shards = [[SearchIndex.WordPostings]](repeating: [], count: SearchIndex.shardCount)
        for (index, word) in words.enumerated() {
            let text = String(decoding: arena[word.start..<(word.start + word.count)], as: UTF8.self)
            shards[Int(word.hash % UInt64(SearchIndex.shardCount))].append(.init(word: text, postings: postings[index], hash: word.hash))
        }
        for (word, list) in otherWords { shards[SearchIndex.shardCount - 1].append(.init(word: word, postings: list)) }
        return SearchIndex.PagePostings(shards: shards)
    }
}

/// The course's words of one shard with their postings written so far, merged page by page: ASCII
/// words by the hash their pages computed (no second hashing of every word of every page), other
/// words by `String`.
struct SearchShardMerge {
    private var slots: [Int32] = Array(repeating: -1, count: 4096)
    private var hashes: [UInt64] = []
    private(set) var words: [String] = []
    private(set) var postings: [[UInt8]] = []
    private var otherWords: [String: Int] = [:]

    /// The serialized postings of `entry.word`, to append to.
    mutating func postings(of entry: SearchIndex.WordPostings, _ append: (inout [UInt8]) -> Void) {
        guard let hash = entry.hash else {
            if let index = otherWords[entry.word] {
                append(&postings[index])
            } else {
                otherWords[entry.word] = words.count
                insert(entry.word, hash: 0, append)
            }
            return
        }
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while true {
            let index = slots[slot]
            if index < 0 { break }
            if hashes[Int(index)] == hash, words[Int(index)] == entry.word {
                append(&postings[Int(index)])
                return
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        slots[slot] = Int32(words.count)
        insert(entry.word, hash: hash, append)
        if hashes.count * 2 > slots.count { grow() }
    }

    private mutating func insert(_ word: String, hash: UInt64, _ append: (inout [UInt8]) -> Void) {
        words.append(word)
        hashes.append(hash)
        postings.append([])
        append(&postings[postings.count - 1])
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        for (index, word) in words.enumerated() where otherWords[word] == nil {
            var slot = Int(truncatingIfNeeded: hashes[index]) & (slots.count - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(index)
        }
    }
}
