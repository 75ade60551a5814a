/// A string literal that may carry interpolated values, resolved with the environment's locale.
///
/// Like SwiftUI, integers are shown with the locale's grouping ("1,000") and floating-point
/// values with six decimals ("3.500000") unless a `specifier:` or `format:` is given.
public struct LocalizedStringKey: Equatable, ExpressibleByStringInterpolation {
    enum Segment {
        case literal(String)
        case integer(Int64)
        case floating(Double, specifier: String?)
        case text(Text)
        case formatted((Locale) -> String)
    }
    var segments: [Segment]
    /// Segments that hold an interpolated string: inserted as they are, never read as markdown.
    var interpolatedStrings: Set<Int> = []

    public init(_ value: String) { segments = [.literal(value)] }
    public init(stringLiteral value: String) { segments = [.literal(value)] }
    public init(stringInterpolation: StringInterpolation) {
        segments = stringInterpolation.segments
        interpolatedStrings = stringInterpolation.interpolatedStrings
    }

    /// The text a person reads: interpolated values formatted with the locale, and the literal's
    /// inline markdown applied (an interpolated string's own asterisks stay as they are).
    func resolve(_ env: EnvironmentValues) -> String {
        let hasMarkup = segments.contains { segment in
            if case .literal(let s) = segment { return s.contains(where: { "*_~`[\\".contains($0) }) }
            return false
        }
        guard hasMarkup else { return resolveValues(env).joined() }
        // Interpolated values stand in as private-use placeholders while the markdown is parsed.
        let values = resolveValues(env)
        var template = ""
        for (index, segment) in segments.enumerated() {
            if case .literal(let s) = segment, !isInterpolatedString(index) {
                template += s
            } else {
                template.unicodeScalars.append(Unicode.Scalar(0xF0000 + index)!)
            }
        }
        // `^[\(count) cup](inflect: true)` agrees with the value, so it is inflected with the values in.
        template = _Inflection.apply(template) { phrase in
            var phrase = phrase
            for (index, value) in values.enumerated() {
                phrase = phrase.replacingOccurrences(of: String(Character(Unicode.Scalar(0xF0000 + index)!)), with: value)
            }
            return phrase
        }
        var plain = _InlineMarkdown.plainText(template)
        for (index, value) in values.enumerated().reversed() {
            let placeholder = String(Character(Unicode.Scalar(0xF0000 + index)!))
            plain = plain.replacingOccurrences(of: placeholder, with: value)
        }
        return plain
    }

    private func isInterpolatedString(_ index: Int) -> Bool { interpolatedStrings.contains(index) }

    func resolveValues(_ env: EnvironmentValues) -> [String] {
        segments.map { segment -> String in
            switch segment {
            case .literal(let s): return s
            case .integer(let i): return IntegerFormatStyle<Int64>.number.locale(env.locale).format(i)
            case .floating(let d, let specifier):
                return String(format: specifier ?? "%lf", locale: env.locale, d)
            case .text(let t): return t._resolve(env)
            case .formatted(let f): return f(env.locale)
            }
        }
    }

    public static func == (a: LocalizedStringKey, b: LocalizedStringKey) -> Bool {
        guard a.segments.count == b.segments.count else { return false }
        for (x, y) in zip(a.segments, b.segments) {
            switch (x, y) {
            case (.literal(let l), .literal(let r)) where l == r: continue
            case (.integer(let l), .integer(let r)) where l == r: continue
            case (.floating(let l, let ls), .floating(let r, let rs)) where l == r && ls == rs: continue
            default: return false
            }
        }
        return true
    }

    public struct StringInterpolation: StringInterpolationProtocol {
        var segments: [Segment] = []
        var interpolatedStrings: Set<Int> = []
        public init(literalCapacity: Int, interpolationCount: Int) {}
        public mutating func appendLiteral(_ literal: String) { segments.append(.literal(literal)) }
        public mutating func appendInterpolation(_ string: String) {
            interpolatedStrings.insert(segments.count)
            segments.append(.literal(string))
        }
        public mutating func appendInterpolation<S: StringProtocol>(_ string: S) {
            interpolatedStrings.insert(segments.count)
            segments.append(.literal(String(string)))
        }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T) {
            if let i = Int64(exactly: value) { segments.append(.integer(i)) } else { segments.append(.literal("\(value)")) }
        }
        public mutating func appendInterpolation<T: BinaryInteger>(_ value: T, specifier: String) {
            let v = Int64(truncatingIfNeeded: value)
            segments.append(.formatted { String(format: specifier, locale: $0, v) })
        }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T) {
            segments.append(.floating(Double(value), specifier: nil))
        }
        public mutating func appendInterpolation<T: BinaryFloatingPoint>(_ value: T, specifier: String) {
            segments.append(.floating(Double(value), specifier: specifier))
        }
        public mutating func appendInterpolation(_ text: Text) { segments.append(.text(text)) }
        public mutating func appendInterpolation(_ image: Image) { segments.append(.literal("")) }
        public mutating func appendInterpolation<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
            segments.append(.formatted { _format(input, format, $0) })
        }
        public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
            segments.append(.text(Text(date, style: style)))
        }
    }
}
