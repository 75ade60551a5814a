import Foundation

/// Spell checking with a real English word list: Debian's `wamerican` (`/usr/share/dict/american-english`,
/// about 100,000 words, read-only in the lesson sandbox). A word is spelled correctly when the list
/// holds it as written or in lower case ("Hello" at the start of a sentence), so "paris" is
/// misspelled and "Paris" is not, as on a device. Without the list every word is misspelled, and the
/// checker says so once on stderr.
open class UITextChecker: NSObject, @unchecked Sendable {
    /// Where the word list is read from.
    public static let wordListPath = "/usr/share/dict/american-english"

    nonisolated(unsafe) private static var loadedWords: Set<String>?
    private static let lock = NSLock()
    nonisolated(unsafe) private static var learned: Set<String> = []

    static var words: Set<String> {
        lock.lock()
        defer { lock.unlock() }
        if let loadedWords { return loadedWords }
        var words: Set<String> = []
        if let text = try? String(contentsOfFile: wordListPath, encoding: .utf8) {
            for line in text.split(separator: "\n") { words.insert(String(line)) }
        } else {
            FileHandle.standardError.write(Data("UITextChecker: no word list at \(wordListPath) (install Debian's wamerican)\n".utf8))
        }
        loadedWords = words
        return words
    }

    public override init() {}

    /// The languages it checks: English only.
    open class var availableLanguages: [String] { ["en", "en_US"] }

    /// The first misspelled word in `range` of `stringToCheck`, starting at `startingAt` (and, with
    /// `wrap`, going round to the start of the range); `NSRange(location: NSNotFound, length: 0)`
    /// when every word is spelled correctly.
    open func rangeOfMisspelledWord(
        in stringToCheck: String, range: NSRange, startingAt startingOffset: Int, wrap wrapFlag: Bool, language: String
    ) -> NSRange {
        let notFound = NSRange(location: NSNotFound, length: 0)
        guard language.hasPrefix("en") else { return notFound }
        let text = stringToCheck as NSString
        let start = max(range.location, 0)
        let end = min(range.location + range.length, text.length)
        guard start < end else { return notFound }
        let words = Self.words
        let ranges = Self.wordRanges(in: text, from: start, to: end)
        let ordered =
            ranges.filter { $0.location >= startingOffset } + (wrapFlag ? ranges.filter { $0.location < startingOffset } : [])
        for wordRange in ordered {
            let word = text.substring(with: wordRange)
            if !Self.isKnown(word, in: words) { return wordRange }
        }
        return notFound
    }

    /// Words from the list that are a small edit away, closest first (at most 10).
    open func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        let word = (string as NSString).substring(with: range).lowercased()
        guard !word.isEmpty else { return [] }
        let candidates = Self.words.filter { abs($0.count - word.count) <= 1 && $0.first?.lowercased() == word.first.map(String.init) }
        let scored = candidates.map { ($0, Self.distance($0.lowercased(), word)) }.filter { $0.1 <= 2 && $0.1 > 0 }
        return scored.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(10).map(\.0)
    }

    /// Words from the list that start with the partial word, alphabetically.
    open func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        let prefix = (string as NSString).substring(with: range)
        guard !prefix.isEmpty else { return [] }
        return Self.words.filter { $0.hasPrefix(prefix) && $0 != prefix }.sorted().prefix(20).map { $0 }
    }

    open class func learnWord(_ word: String) {
        lock.lock()
        learned.insert(word)
        lock.unlock()
    }

    open class func hasLearnedWord(_ word: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return learned.contains(word)
    }

    open func ignoreWord(_ wordToIgnore: String) { Self.learnWord(wordToIgnore) }

    static func isKnown(_ word: String, in words: Set<String>) -> Bool {
        if word.allSatisfy({ $0.isNumber }) { return true }
        return words.contains(word) || words.contains(word.lowercased()) || hasLearnedWord(word)
    }

    /// The ranges of the words (letters, with apostrophes inside) between `start` and `end`, in UTF-16.
    static func wordRanges(in text: NSString, from start: Int, to end: Int) -> [NSRange] {
        var ranges: [NSRange] = []
        var wordStart: Int?
        func isWordCharacter(_ unit: unichar, at index: Int) -> Bool {
            guard let scalar = Unicode.Scalar(unit) else { return true }
            if CharacterSet.letters.contains(scalar) || CharacterSet.decimalDigits.contains(scalar) { return true }
            // An apostrophe between letters belongs to the word ("don't").
            if unit == 0x27 || unit == 0x2019, let wordStart, index > wordStart, index + 1 < end,
                let next = Unicode.Scalar(text.character(at: index + 1)), CharacterSet.letters.contains(next)
            {
                return true
            }
            return false
        }
        for index in start..<end {
            if isWordCharacter(text.character(at: index), at: index) {
                if wordStart == nil { wordStart = index }
            } else if let begin = wordStart {
                ranges.append(NSRange(location: begin, length: index - begin))
                wordStart = nil
            }
        }
        if let begin = wordStart { ranges.append(NSRange(location: begin, length: end - begin)) }
        return ranges
    }

    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
