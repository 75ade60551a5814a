import LessonProtocol

/// Read-only text. Its own modifiers (`.font`, `.bold()`, `.foregroundStyle`) return `Text`, so
/// `Text("Tickets").font(.largeTitle).bold()` stays a `Text`, as in SwiftUI.
public struct Text: View, _PrimitiveView {
    public typealias Body = Never

    enum Storage {
        case verbatim(String)
        case key(LocalizedStringKey)
        case formatted((EnvironmentValues) -> String)
        case concatenated([Text])
    }
    let storage: Storage
    var textStyle = ScreenStyle()

    public init(verbatim content: String) { storage = .verbatim(content) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { storage = .verbatim(String(content)) }
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        storage = .key(key)
    }

    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatInput: Equatable, F.FormatOutput == String {
        storage = .formatted { _format(input, format, $0.locale) }
    }

    /// `Text(date, formatter: formatter)`: the formatter's string for the value (a `DateFormatter()`
    /// made in lesson code starts in the course's locale and time zone).
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        storage = .verbatim(formatter.string(for: subject) ?? "")
    }

    public init<Subject: NSObject>(_ subject: Subject, formatter: Formatter) {
        storage = .verbatim(formatter.string(for: subject) ?? "")
    }

    /// `Date` is `ReferenceConvertible` on Apple's platforms but not in Linux's Foundation.
    public init(_ date: Date, formatter: Formatter) {
        storage = .verbatim(formatter.string(for: date) ?? "")
    }

    public enum DateStyle: Hashable {
        case time, date, relative, offset, timer
    }

    /// A date as the system shows it: `.date` "March 14, 2025", `.time` "9:41 AM", `.relative`
    /// "2 hours, 5 minutes", `.offset` "+2 hours", `.timer` "2:05:00" — measured from the run's
    /// fixed "now".
    public init(_ date: Date, style: DateStyle) {
        storage = .formatted { env in _formatDate(date, style: style, env) }
    }

    /// A range of dates: "9:41 AM – 11:00 AM".
    public init(_ dates: ClosedRange<Date>) {
        storage = .formatted { env in
            let style = Date.FormatStyle(date: .omitted, time: .shortened, locale: env.locale, timeZone: env.timeZone)
            return style.format(dates.lowerBound) + " – " + style.format(dates.upperBound)
        }
    }

    /// An interval: "9:41 AM – 11:00 AM".
    public init(_ interval: DateInterval) {
        self.init(interval.start...interval.end)
    }

    init(storage: Storage) { self.storage = storage }

    func _resolve(_ env: EnvironmentValues) -> String {
        switch storage {
        case .verbatim(let s): return s
        case .key(let k): return k.resolve(env)
        case .formatted(let f): return f(env)
        case .concatenated(let parts): return parts.map { $0._resolve(env) }.joined()
        }
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        var element = _Element(role: .text, label: _resolve(ctx.env), style: ctx.inheritedStyle(for: .text))
        element.style = element.style.merging(textStyle)
        return [element]
    }

    public static func + (lhs: Text, rhs: Text) -> Text {
        var result = Text(storage: .concatenated([lhs, rhs]))
        result.textStyle = lhs.textStyle
        return result
    }

    private func with<Value>(_ key: WritableKeyPath<ScreenStyle, Value>, _ value: Value) -> Text {
        var copy = self
        copy.textStyle[keyPath: key] = value
        return copy
    }

    public func font(_ font: Font?) -> Text {
        var copy = with(\.font, font?.name)
        if let weight = font?.weight { copy.textStyle.weight = weight.name }
        if font?.isItalic == true { copy.textStyle.italic = true }
        return copy
    }
    public func bold() -> Text { with(\.weight, "bold") }
    public func bold(_ isActive: Bool) -> Text { isActive ? with(\.weight, "bold") : self }
    public func italic() -> Text { with(\.italic, true) }
    public func italic(_ isActive: Bool) -> Text { isActive ? with(\.italic, true) : self }
    public func fontWeight(_ weight: Font.Weight?) -> Text { with(\.weight, weight?.name) }
    public func fontDesign(_ design: Font.Design?) -> Text { with(\.design, design.map { "\($0)" }) }
    /// Letter width is not drawn: the text reads and measures as at the standard width.
    public func fontWidth(_ width: Font.Width?) -> Text { self }
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { with(\.foreground, style._styleDescription) }
    public func foregroundColor(_ color: Color?) -> Text { with(\.foreground, color?._styleDescription) }
    public func underline(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        isActive ? with(\.underline, true) : self
    }
    public func strikethrough(_ isActive: Bool = true, pattern: LineStyle.Pattern = .solid, color: Color? = nil) -> Text {
        isActive ? with(\.strikethrough, true) : self
    }
    public func monospaced(_ isActive: Bool = true) -> Text { isActive ? with(\.design, "monospaced") : self }
    public func monospacedDigit() -> Text { with(\.monospacedDigit, true) }
    public func kerning(_ kerning: CGFloat) -> Text { self }
    public func tracking(_ tracking: CGFloat) -> Text { self }
    public func baselineOffset(_ offset: CGFloat) -> Text { self }
    public func textCase(_ textCase: Text.Case?) -> Text { with(\.textCase, textCase.map { "\($0)" }) }

    public enum Case: Hashable { case uppercase, lowercase }
}

func _formatDate(_ date: Date, style: Text.DateStyle, _ env: EnvironmentValues) -> String {
    switch style {
    case .date:
        return Date.FormatStyle(date: .long, time: .omitted, locale: env.locale, timeZone: env.timeZone).format(date)
    case .time:
        return Date.FormatStyle(date: .omitted, time: .shortened, locale: env.locale, timeZone: env.timeZone).format(date)
    case .relative, .offset, .timer:
        let seconds = date.timeIntervalSince(_CourseClock.now)
        let magnitude = abs(seconds)
        if style == .timer {
            let total = Int(magnitude.rounded(.down))
            let (h, m, s) = (total / 3600, total / 60 % 60, total % 60)
            return h > 0 ? String(format: "%d:%02d:%02d", h, m, s) : String(format: "%d:%02d", m, s)
        }
        let whole = Int64(magnitude.rounded(.down))
        let units: Duration.UnitsFormatStyle = .units(allowed: [.days, .hours, .minutes, .seconds], width: .wide, maximumUnitCount: 2)
        let text = units.locale(env.locale).format(Duration.seconds(whole))
        if style == .offset { return (seconds < 0 ? "-" : "+") + text }
        return text
    }
}

extension Text {
    /// The attributed string's characters (its markdown already parsed by `AttributedString(markdown:)`),
    /// drawn with the SwiftUI attributes that cover all of it.
    /// Disfavoured so that a string literal stays a `LocalizedStringKey`, as in SwiftUI.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        self.init(storage: .verbatim(String(attributedContent.characters)))
        self = _styled(by: attributedContent)
    }
}
