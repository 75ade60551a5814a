import Foundation

/// Automatic grammar agreement, as Foundation applies it to a localized string's markdown:
/// `Text("^[\(count) cup](inflect: true)")` reads "1 cup", "3 cups", "0 cups". In English the noun
/// after the number agrees with it: any number but exactly 1 makes the phrase's last word plural.
enum _Inflection {
    static let marker = "](inflect: true)"

    /// `source` with every `^[phrase](inflect: true)` replaced by the phrase made to agree;
    /// `resolving` first puts the interpolated values into the phrase.
    static func apply(_ source: String, resolving: (String) -> String = { $0 }) -> String {
        guard source.contains(marker) else { return source }
        var result = ""
        var rest = Substring(source)
        while let start = rest.range(of: "^["), let end = rest[start.upperBound...].range(of: marker) {
            result += rest[..<start.lowerBound]
            result += inflect(resolving(String(rest[start.upperBound..<end.lowerBound])))
            rest = rest[end.upperBound...]
        }
        return result + rest
    }

    static func inflect(_ phrase: String) -> String {
        var words = phrase.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard let numberIndex = words.firstIndex(where: { number($0) != nil }), let value = number(words[numberIndex]),
            value != 1, let last = words.indices.last, last > numberIndex
        else { return phrase }
        words[last] = plural(words[last])
        return words.joined(separator: " ")
    }

    private static func number(_ word: String) -> Double? {
        Double(word.replacingOccurrences(of: ",", with: ""))
    }

    private static let irregular = [
        "person": "people", "man": "men", "woman": "women", "child": "children",
        "mouse": "mice", "foot": "feet", "tooth": "teeth", "goose": "geese",
        "sheep": "sheep", "fish": "fish", "deer": "deer", "series": "series",
    ]

    static func plural(_ word: String) -> String {
        let lower = word.lowercased()
        if let irregular = irregular[lower] {
            return word.first?.isUppercase == true ? irregular.prefix(1).uppercased() + irregular.dropFirst() : irregular
        }
        if ["s", "x", "z", "ch", "sh"].contains(where: lower.hasSuffix) { return word + "es" }
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            return String(word.dropLast()) + "ies"
        }
        return word + "s"
    }
}
