import Foundation

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

    /// A page's words and their postings, shard by shard (the shard of a word is the same on every
    /// page), packed into one buffer: a page of a large course holds a thousand words, and a course
    /// of thousands of pages held them as millions of small strings and arrays, which took longer
    /// to free at the end of a build than to merge. Each entry is
    ///
    ///     hash (8 bytes) · 1 for an ASCII word, 0 for another (1 byte) · length (4) · the word's
    ///     bytes · posting count (4) · (section, weight) per posting (4 + 4)
    ///
    /// with numbers little-endian; `shardEnds[s]` is where shard `s`'s entries end (it starts where
    /// the shard before it ends).
    struct PagePostings {
        var bytes: [UInt8] = []
        var shardEnds: [Int] = []

        /// Every entry of `shard`, in order: the word's hash (nil when it is not ASCII), its bytes and
        /// its postings' (section, weight) pairs as raw bytes.
        func forEachEntry(
            inShard shard: Int,
            _ body: (_ hash: UInt64?, _ word: UnsafeRawBufferPointer, _ postings: UnsafeRawBufferPointer) -> Void
        ) {
            guard shard < shardEnds.count else { return }
            let start = shard == 0 ? 0 : shardEnds[shard - 1]
            let end = shardEnds[shard]
            bytes.withUnsafeBytes { raw in
                var at = start
                while at < end {
                    let hash = raw.loadUnaligned(fromByteOffset: at, as: UInt64.self).littleEndian
                    let ascii = raw[at + 8] == 1
                    let length = Int(raw.loadUnaligned(fromByteOffset: at + 9, as: UInt32.self).littleEndian)
                    let word = UnsafeRawBufferPointer(rebasing: raw[(at + 13)..<(at + 13 + length)])
                    at += 13 + length
                    let count = Int(raw.loadUnaligned(fromByteOffset: at, as: UInt32.self).littleEndian)
                    let postings = UnsafeRawBufferPointer(rebasing: raw[(at + 4)..<(at + 4 + count * 8)])
                    at += 4 + count * 8
                    body(ascii ? hash : nil, word, postings)
                }
            }
        }

        /// Whether `bytes` and `shardEnds` are entries as described above, every one within the
        /// buffer (a page kept on disk is checked before its entries are read).
        var isWellFormed: Bool {
            guard shardEnds.count == SearchIndex.shardCount, shardEnds.last == bytes.count else { return false }
            var previous = 0
            for end in shardEnds {
                guard end >= previous else { return false }
                previous = end
            }
            return bytes.withUnsafeBytes { raw in
                var at = 0
                var shard = 0
                while at < raw.count {
                    while shard < shardEnds.count, shardEnds[shard] <= at { shard += 1 }
                    let shardEnd = shardEnds[shard]
                    guard at + 13 <= shardEnd else { return false }
                    let length = Int(raw.loadUnaligned(fromByteOffset: at + 9, as: UInt32.self).littleEndian)
                    guard raw[at + 8] <= 1, at + 17 + length <= shardEnd else { return false }
                    at += 13 + length
                    let count = Int(raw.loadUnaligned(fromByteOffset: at, as: UInt32.self).littleEndian)
                    guard count <= (shardEnd - at - 4) / 8 else { return false }
                    at += 4 + count * 8
                }
                return true
            }
        }

        /// The entries as words and postings, shard by shard (for tests and checks; the index reads
        /// the bytes).
        var shards: [[WordPostings]] {
            (0..<shardEnds.count).map { shard in
                var words: [WordPostings] = []
                forEachEntry(inShard: shard) { hash, word, postings in
                    let list = stride(from: 0, to: postings.count, by: 8).map { at in
                        Posting(
                            section: Int(postings.loadUnaligned(fromByteOffset: at, as: UInt32.self).littleEndian),
                            weight: Int(postings.loadUnaligned(fromByteOffset: at + 4, as: UInt32.self).littleEndian))
                    }
                    words.append(WordPostings(word: String(decoding: word, as: UTF8.self), postings: list, hash: hash))
                }
                return words
            }
        }
    }

    /// Appends one entry of `PagePostings` to `bytes`.
    static func appendEntry<Word: Collection<UInt8>>(
        hash: UInt64?, word: Word, postings: [Posting], to bytes: inout [UInt8]
    ) {
        appendEntry(hash: hash, word: word, to: &bytes) { bytes in
            appendLittleEndian(UInt32(postings.count), to: &bytes)
            for posting in postings {
                appendLittleEndian(UInt32(truncatingIfNeeded: posting.section), to: &bytes)
                appendLittleEndian(UInt32(truncatingIfNeeded: posting.weight), to: &bytes)
            }
        }
    }

    /// Appends an entry's hash, flag, length and word; `postings` appends its count and pairs.
    @inline(__always)
    static func appendEntry<Word: Collection<UInt8>>(
        hash: UInt64?, word: Word, to bytes: inout [UInt8], postings: (inout [UInt8]) -> Void
    ) {
        appendLittleEndian(hash ?? 0, to: &bytes)
        bytes.append(hash == nil ? 0 : 1)
        appendLittleEndian(UInt32(word.count), to: &bytes)
        bytes.append(contentsOf: word)
        postings(&bytes)
    }

    /// The number's bytes, least significant first, whatever the machine's byte order.
    @inline(__always)
    static func appendLittleEndian<Number: FixedWidthInteger>(_ value: Number, to bytes: inout [UInt8]) {
        var value = value
        for _ in 0..<MemoryLayout<Number>.size {
            bytes.append(UInt8(truncatingIfNeeded: value))
            value >>= 8
        }
    }

    /// Calls `body` with every token of ASCII `text` as lowered bytes, in the order `asciiTokens`
    /// lists them: each run of letters and digits, then its camelCase parts of two or more letters;
    /// stop words left out.
    static func forEachASCIIToken(_ text: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        // Each run is lowered into a scratch buffer on the stack; runs longer than it (rare) into
        // an array of their own.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 128) { scratch in
            var start = 0
            var index = 0
            while index < text.count {
                if isASCIIWordByte(text[index]) {
                    index += 1
                    continue
                }
                if index > start { emitASCIIRun(text, start..<index, scratch: scratch, body) }
                index += 1
                start = index
            }
            if index > start { emitASCIIRun(text, start..<index, scratch: scratch, body) }
        }
    }

    @inline(__always)
    private static func isASCIIWordByte(_ byte: UInt8) -> Bool {
        (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7a || byte >= 0x30 && byte <= 0x39
    }

    /// One run of letters and digits: the run lowered, then its camelCase parts of two letters or
    /// more (`navigationDestination` → `navigation`, `destination`), stop words left out.
    private static func emitASCIIRun(
        _ text: UnsafeBufferPointer<UInt8>, _ run: Range<Int>, scratch: UnsafeMutableBufferPointer<UInt8>,
        _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        func isLower(_ b: UInt8) -> Bool { b >= 0x61 && b <= 0x7a }
        func isUpper(_ b: UInt8) -> Bool { b >= 0x41 && b <= 0x5a }
        func isDigit(_ b: UInt8) -> Bool { b >= 0x30 && b <= 0x39 }
        guard run.count <= scratch.count else {
            var longer = [UInt8](repeating: 0, count: run.count)
            longer.withUnsafeMutableBufferPointer { emitASCIIRun(text, run, scratch: $0, body) }
            return
        }
        var hasParts = false
        for (offset, index) in run.enumerated() {
            let byte = text[index]
            if isUpper(byte) {
                if index > run.lowerBound, isLower(text[index - 1]) || isDigit(text[index - 1]) { hasParts = true }
                scratch[offset] = byte | 0x20
            } else {
                scratch[offset] = byte
            }
        }
        let word = UnsafeBufferPointer(rebasing: scratch[0..<run.count])
        if !isStopWord(word) { body(word) }
        guard hasParts else { return }
        var partStart = 0
        for offset in 1...run.count {
            let isBoundary =
                offset < run.count && isUpper(text[run.lowerBound + offset])
                && (isLower(text[run.lowerBound + offset - 1]) || isDigit(text[run.lowerBound + offset - 1]))
            guard isBoundary || offset == run.count else { continue }
            if offset - partStart > 1 {
                let part = UnsafeBufferPointer(rebasing: word[partStart..<offset])
                if !isStopWord(part) { body(part) }
            }
            partStart = offset
        }
    }

    /// `stopWords`, over lowered bytes. Asked of every token: a word of up to four bytes (every
    /// stop word is one) is packed with its length into one number and looked up in a small
    /// open-addressing table.
    static func isStopWord(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard word.count <= 4, !word.isEmpty else { return false }
        let key = stopWordKey(word)
        return stopWordTable.withUnsafeBufferPointer { table in
            var slot = stopWordSlot(key)
            while table[slot] != 0 {
                if table[slot] == key { return true }
                slot = (slot + 1) & (table.count - 1)
            }
            return false
        }
    }

    /// The word's bytes, first byte highest, above its length: never 0 for a word of one byte or more.
    @inline(__always)
    private static func stopWordKey<Bytes: Collection<UInt8>>(_ word: Bytes) -> UInt64 {
        var key = UInt64(word.count)
        for byte in word { key = key << 8 | UInt64(byte) }
        return key
    }

    @inline(__always)
    private static func stopWordSlot(_ key: UInt64) -> Int {
        Int(truncatingIfNeeded: (key &* 0x9E37_79B9_7F4A_7C15) >> 58)
    }

    /// 64 slots holding the stop words' keys (0: empty).
    private static let stopWordTable: [UInt64] = {
        var table = [UInt64](repeating: 0, count: 64)
        for word in stopWords {
            let key = stopWordKey(word.utf8)
            var slot = stopWordSlot(key)
            while table[slot] != 0 { slot = (slot + 1) & 63 }
            table[slot] = key
        }
        return table
    }()

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
    private var index = WordBytesIndex(capacity: 1024)
    /// Each ASCII word's postings (by its number in `index`): the first and last in `chain`, and how many.
    private var words: [(first: Int32, last: Int32, postings: Int32)] = []
    /// Every ASCII word's postings, each chained to the word's next one (-1: none): one array for
    /// the page instead of one per word.
    private var chain: [(section: Int32, weight: Int32, next: Int32)] = []
    private var otherWords: [String: [SearchIndex.Posting]] = [:]

    /// Adds one occurrence of an ASCII `word` (lowered bytes) in `section` with `weight`.
    mutating func add(_ word: UnsafeBufferPointer<UInt8>, section: Int, weight: Int) {
        let (number, inserted) = index.insert(UnsafeRawBufferPointer(word), hash: SearchIndex.wordHash(word))
        guard !inserted else {
            words.append((Int32(chain.count), Int32(chain.count), 1))
            chain.append((Int32(section), Int32(weight), -1))
            return
        }
        // Words arrive section by section: the same section adds to the word's last posting.
        let last = Int(words[number].last)
        if chain[last].section == Int32(section) {
            chain[last].weight += Int32(weight)
        } else {
            chain[last].next = Int32(chain.count)
            words[number].last = Int32(chain.count)
            words[number].postings += 1
            chain.append((Int32(section), Int32(weight), -1))
        }
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

    /// The words by shard, packed (`SearchIndex.PagePostings`). Words that are not ASCII share the
    /// last shard, so two spellings of one word always meet in the same shard's dictionary.
    func pagePostings() -> SearchIndex.PagePostings {
        let shardCount = SearchIndex.shardCount
        // The words in shard order, each shard's in the order the page first used them.
        var shardOf = [Int](repeating: 0, count: words.count)
        var counts = [Int](repeating: 0, count: shardCount)
        for index in words.indices {
            let shard = Int(self.index.hash(of: index) % UInt64(shardCount))
            shardOf[index] = shard
            counts[shard] += 1
        }
        var next = [Int](repeating: 0, count: shardCount)
        for shard in 1..<shardCount { next[shard] = next[shard - 1] + counts[shard - 1] }
        var ordered = [Int](repeating: 0, count: words.count)
        for index in words.indices {
            ordered[next[shardOf[index]]] = index
            next[shardOf[index]] += 1
        }
        var result = SearchIndex.PagePostings()
        result.bytes.reserveCapacity(index.byteCount + words.count * 17 + chain.count * 8)
        result.shardEnds.reserveCapacity(shardCount)
        var position = 0
        for shard in 0..<shardCount {
            for _ in 0..<counts[shard] {
                let number = ordered[position]
                position += 1
                let word = words[number]
                SearchIndex.appendEntry(hash: index.hash(of: number), word: index.word(number), to: &result.bytes) {
                    bytes in
                    SearchIndex.appendLittleEndian(UInt32(word.postings), to: &bytes)
                    var link = Int(word.first)
                    while link >= 0 {
                        SearchIndex.appendLittleEndian(UInt32(bitPattern: chain[link].section), to: &bytes)
                        SearchIndex.appendLittleEndian(UInt32(bitPattern: chain[link].weight), to: &bytes)
                        link = Int(chain[link].next)
                    }
                }
            }
            if shard == shardCount - 1 {
                for (word, list) in otherWords {
                    SearchIndex.appendEntry(hash: nil, word: Array(word.utf8), postings: list, to: &result.bytes)
                }
            }
            result.shardEnds.append(result.bytes.count)
        }
        return result
    }
}

/// The course's words of one shard with their postings written so far, merged page by page: ASCII
/// words by the hash their pages computed (no second hashing of every word of every page) and their
/// bytes, other words by `String`.
struct SearchShardMerge {
    /// Every merged word, ASCII ones indexed by their bytes; the others are numbered here too but
    /// found through `otherWords`.
    private var index = WordBytesIndex(capacity: 4096)
    private(set) var postings: [[UInt8]] = []
    /// The page of each word's last posting so far.
    private var lastPages: [Int] = []
    private var otherWords: [String: Int] = [:]

    var count: Int { index.count }

    /// The bytes of merged word `number`, as first spelled.
    func word(_ number: Int) -> ArraySlice<UInt8> { index.word(number) }

    /// Adds one page's postings of a word (`hash` nil: not ASCII) after the pages before it.
    mutating func add(_ word: UnsafeRawBufferPointer, hash: UInt64?, postings pairs: UnsafeRawBufferPointer, page: Int) {
        let number: Int
        let inserted: Bool
        if let hash {
            (number, inserted) = index.insert(word, hash: hash)
        } else {
            let text = String(decoding: word, as: UTF8.self)
            if let known = otherWords[text] {
                (number, inserted) = (known, false)
            } else {
                (number, inserted) = (index.append(word), true)
                otherWords[text] = number
            }
        }
        if inserted {
            postings.append([])
            lastPages.append(0)
        }
        SearchIndex.appendPostings(pairs, page: page, after: lastPages[number], to: &postings[number])
        lastPages[number] = page
    }
}

/// Words by their bytes, each distinct one numbered in the order it first came, found by the hash
/// its caller computed (open addressing). A word may also be appended unindexed: numbered and kept,
/// but found only by its number.
struct WordBytesIndex {
    private var slots: [Int32]
    private var hashes: [UInt64] = []
    private var spans: [(start: Int, count: Int, indexed: Bool)] = []
    private var arena: [UInt8] = []

    /// `capacity` slots to begin with, a power of two; the table doubles at half full.
    init(capacity: Int) {
        slots = Array(repeating: -1, count: capacity)
    }

    var count: Int { spans.count }
    var byteCount: Int { arena.count }
    func hash(of number: Int) -> UInt64 { hashes[number] }
    func word(_ number: Int) -> ArraySlice<UInt8> { arena[spans[number].start..<(spans[number].start + spans[number].count)] }

    /// The word's number, and whether it was new.
    mutating func insert(_ word: UnsafeRawBufferPointer, hash: UInt64) -> (number: Int, inserted: Bool) {
        var slot = Int(truncatingIfNeeded: hash) & (slots.count - 1)
        while true {
            let number = Int(slots[slot])
            if number < 0 { break }
            let span = spans[number]
            if hashes[number] == hash, span.count == word.count,
                word.isEmpty || arena.withUnsafeBytes({ memcmp($0.baseAddress! + span.start, word.baseAddress!, word.count) == 0 })
            {
                return (number, false)
            }
            slot = (slot + 1) & (slots.count - 1)
        }
        slots[slot] = Int32(spans.count)
        let number = store(word, hash: hash, indexed: true)
        if count * 2 > slots.count { grow() }
        return (number, true)
    }

    /// Keeps and numbers a word without indexing it.
    mutating func append(_ word: UnsafeRawBufferPointer) -> Int { store(word, hash: 0, indexed: false) }

    private mutating func store(_ word: UnsafeRawBufferPointer, hash: UInt64, indexed: Bool) -> Int {
        spans.append((arena.count, word.count, indexed))
        arena.append(contentsOf: word)
        hashes.append(hash)
        return spans.count - 1
    }

    private mutating func grow() {
        slots = Array(repeating: -1, count: slots.count * 2)
        for number in spans.indices where spans[number].indexed {
            var slot = Int(truncatingIfNeeded: hashes[number]) & (slots.count - 1)
            while slots[slot] >= 0 { slot = (slot + 1) & (slots.count - 1) }
            slots[slot] = Int32(number)
        }
    }
}
