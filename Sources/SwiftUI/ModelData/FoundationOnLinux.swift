import Foundation

// Foundation APIs an iOS app uses that Foundation on Linux lacks, with the behaviour they have on a
// device. (Checked against the toolchain's Foundation: `URL.temporaryDirectory` and
// `URL.homeDirectory` exist there; these do not.)

extension URL {
    /// The app's Library folder.
    public static var libraryDirectory: URL { URL(fileURLWithPath: NSHomeDirectory()).appendingPathComponent("Library", isDirectory: true) }
    /// The app's caches (`Library/Caches`), as on iOS rather than Linux's `~/.cache`.
    public static var cachesDirectory: URL { libraryDirectory.appendingPathComponent("Caches", isDirectory: true) }
    /// `Library/Application Support`; as on iOS, an app creates it before writing there.
    public static var applicationSupportDirectory: URL {
        libraryDirectory.appendingPathComponent("Application Support", isDirectory: true)
    }
}

extension UserDefaults {
    /// Key-value coding on user defaults, as Objective-C gives it on a device: the stored value.
    public func value(forKey key: String) -> Any? { object(forKey: key) }
    public func setValue(_ value: Any?, forKey key: String) { set(value, forKey: key) }
}

extension String {
    /// The text of a localized string with its interpolated values, as `String(localized:)` takes it.
    public struct LocalizationValue: Equatable, ExpressibleByStringInterpolation {
        public typealias StringInterpolation = LocalizedStringKey.StringInterpolation
        let key: LocalizedStringKey
        public init(_ value: String) { key = LocalizedStringKey(value) }
        public init(stringLiteral value: String) { key = LocalizedStringKey(stringLiteral: value) }
        public init(stringInterpolation: StringInterpolation) { key = LocalizedStringKey(stringInterpolation: stringInterpolation) }
    }

    /// A string from the app's strings catalog. A lesson's app ships none, so it is the text itself
    /// (the development language's), its values formatted in `locale` as `Text` formats them.
    public init(
        localized keyAndValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil, locale: Locale = _CourseClock.locale,
        comment: StaticString? = nil
    ) {
        var environment = EnvironmentValues()
        environment.locale = locale
        self = keyAndValue.key.resolveValues(environment).joined()
    }

    public init(
        localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil, bundle: Bundle? = nil,
        locale: Locale = _CourseClock.locale, comment: StaticString? = nil
    ) {
        self.init(localized: defaultValue, locale: locale)
    }
}

/// Foundation's relative date formatter ("2 hours ago", "yesterday"), in the course's locale and
/// relative to the lesson's clock; Foundation on Linux has its format style but not this class.
open class RelativeDateTimeFormatter: Formatter, @unchecked Sendable {
    public enum DateTimeStyle: Int, Sendable { case numeric, named }
    public enum UnitsStyle: Int, Sendable { case full, spellOut, short, abbreviated }
    public enum Context: Int, Sendable { case unknown, dynamic, standalone, listItem, beginningOfSentence, middleOfSentence }

    open var dateTimeStyle: DateTimeStyle = .numeric
    open var unitsStyle: UnitsStyle = .full
    open var formattingContext: Context = .unknown
    open var calendar: Calendar! = _CourseClock.calendar
    open var locale: Locale! = _CourseClock.locale

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `date` as seen from `referenceDate`: "in 2 days", "1 hour ago", "tomorrow" (named).
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        let units: Date.RelativeFormatStyle.UnitsStyle =
            switch unitsStyle {
            case .full: .wide
            case .spellOut: .spellOut
            case .short: .abbreviated
            case .abbreviated: .narrow
            }
        // The anchored style writes its anchor as seen from the date it formats.
        var style = Date.AnchoredRelativeFormatStyle(
            anchor: date, presentation: dateTimeStyle == .named ? .named : .numeric, unitsStyle: units)
        style.locale = locale
        style.calendar = calendar
        var text = style.format(referenceDate)
        if formattingContext == .beginningOfSentence || formattingContext == .standalone, let first = text.first {
            text = first.uppercased() + text.dropFirst()
        }
        return text
    }

    /// An interval from now on the lesson's clock: negative is in the past.
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = _CourseClock.now
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    open func localizedString(from dateComponents: DateComponents) -> String {
        let now = _CourseClock.now
        return localizedString(for: calendar.date(byAdding: dateComponents, to: now) ?? now, relativeTo: now)
    }

    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: _CourseClock.now)
    }
}
