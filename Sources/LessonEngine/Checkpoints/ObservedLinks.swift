import Diagnostics
import Foundation
import LessonProtocol

extension VerificationReport {
    /// Checks a prose link `[text](observed:name)`. `location` is the first byte of the link text
    /// (its UTF-8 column), so the edit replaces exactly the text. The text must be the observed text,
    /// or the word of it that stands where the link text stands in the expectation: `[24]` for
    /// `see "Total: 24" as total-two` reads the observed total's number.
    public func checkObservedLink(name: String, text: String, at location: SourceLocation) -> (diagnostic: Diagnostic?, edit: SourceEdit?) {
        guard let observation = observations[name] else {
            if declaredObservationNames.contains(name) {
                // Its checkpoint stopped early (a compile error, a crash, a failed action): that
                // error is already reported, and every number quoting it would only echo it.
                if diagnostics.hasErrors { return (nil, nil) }
                return (.error("observation '\(name)' was not made: its checkpoint stopped before it", at: location), nil)
            }
            var message = "no observation named '\(name)'"
            if let suggestion = Suggestions.closest(to: name, in: declaredObservationNames.sorted()) {
                message += "; did you mean '\(suggestion)'?"
            }
            return (.error(message, at: location, notes: ["name one with `see \"…\" as \(name)` in a checkpoint"]), nil)
        }
        guard let observed = observation.observed else {
            return (
                .error(
                    "observation '\(name)' has no observed value: its expectation found nothing like it on the screen",
                    at: location, notes: ["expectation at \(observation.location.file):\(observation.location.line)"]), nil
            )
        }
        switch ObservedLink.resolve(linkText: text, expected: observation.expected, observed: observed) {
        case .holds:
            return (nil, nil)
        case .drifted(let correct):
            let column = location.column ?? 1
            let edit = SourceEdit(
                span: SourceSpan(
                    file: location.file, line: location.line, startColumn: column,
                    endColumn: column + text.utf8.count),
                original: text, replacement: correct)
            let diagnostic = Diagnostic.error(
                "observed value drift", at: location,
                notes: ["link: \(text)", "observed: \(correct) (\(name): \(ExpectationMatcher.quote(observed)))"],
                fixes: [edit])
            return (diagnostic, edit)
        case .unrelated:
            // Nothing to rewrite it to with certainty: say how to fix it by hand.
            let word = ObservedLink.numbers(in: observed).first ?? observed
            return (
                .error(
                    "link text '\(text)' is neither the observation '\(name)' nor a word of it",
                    at: location,
                    notes: [
                        "observed: \(ExpectationMatcher.quote(observed))",
                        "fix it by hand: write the observed text or the word of it the sentence means, e.g. [\(word)](observed:\(name))",
                    ]), nil
            )
        }
    }
}

/// How a prose link's text relates to an observation.
enum ObservedLink: Equatable {
    case holds
    case drifted(String)
    case unrelated

    static func resolve(linkText text: String, expected: String, observed: String) -> ObservedLink {
        if text == observed { return .holds }
        if text == expected { return .drifted(observed) }
        // Where the link text stands in the expectation, as a whole word.
        if let range = wordRange(of: text, in: expected) {
            let prefix = String(expected[..<range.lowerBound])
            let suffix = String(expected[range.upperBound...])
            if observed.hasPrefix(prefix), observed.hasSuffix(suffix), observed.count >= prefix.count + suffix.count {
                let word = String(observed.dropFirst(prefix.count).dropLast(suffix.count))
                return word == text ? .holds : .drifted(word)
            }
            // The words around it changed too: fall back to the same word position.
            let expectedWords = expected.split(separator: " ")
            let observedWords = observed.split(separator: " ")
            if expectedWords.count == observedWords.count, let index = expectedWords.firstIndex(where: { $0.contains(text) }) {
                let word = String(observedWords[index])
                let expectedWord = String(expectedWords[index])
                if expectedWord == text { return word == text ? .holds : .drifted(word) }
            }
            return .unrelated
        }
        if wordRange(of: text, in: observed) != nil { return .holds }
        // A wrong number for an observation that shows exactly one number: that is the one meant.
        if isNumber(text) {
            let candidates = numbers(in: observed)
            if candidates.count == 1 { return .drifted(candidates[0]) }
        }
        return .unrelated
    }

    /// The words of `text` that are numbers as a screen shows them (`24`, `$26.00`, `1,200`, `15%`),
    /// without the punctuation that ends a phrase.
    static func numbers(in text: String) -> [String] {
        text.split(whereSeparator: \.isWhitespace)
            .map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: ":;,.!?()\"'")) }
            .filter(isNumber)
    }

    static func isNumber(_ word: String) -> Bool {
        let allowed = CharacterSet(charactersIn: "0123456789.,+-−%$€£¥\u{00A0}")
        return word.contains(where: \.isNumber) && word.unicodeScalars.allSatisfy { allowed.contains($0) }
    }

    /// The first occurrence of `word` in `text` not glued to letters or digits on either side.
    static func wordRange(of word: String, in text: String) -> Range<String.Index>? {
        guard !word.isEmpty else { return nil }
        var searchStart = text.startIndex
        while let range = text.range(of: word, range: searchStart..<text.endIndex) {
            let before = range.lowerBound == text.startIndex ? nil : text[text.index(before: range.lowerBound)]
            let after = range.upperBound == text.endIndex ? nil : text[range.upperBound]
            let glued = { (c: Character?) in c.map { $0.isLetter || $0.isNumber } ?? false }
            if !glued(before) && !glued(after) { return range }
            searchStart = text.index(after: range.lowerBound)
        }
        return nil
    }
}
