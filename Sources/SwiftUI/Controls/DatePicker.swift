import LessonProtocol

public struct DatePickerComponents: OptionSet, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let date = DatePickerComponents(rawValue: 1)
    public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

/// Chooses a date, a time or both. In the default compact style the row shows a button reading
/// the formatted date ("Mar 14, 2025") and/or time ("9:41 AM"); that is its value.
/// `pick "Mar 20, 2025" in "Due date"` chooses a date (the time of day is kept), clamped to the range.
public struct DatePicker<Label: View>: View, _PrimitiveView {
    public typealias Body = Never
    let label: Label
    let selection: Binding<Date>
    let range: (lower: Date?, upper: Date?)
    let components: DatePickerComponents

    init(selection: Binding<Date>, lower: Date?, upper: Date?, components: DatePickerComponents, label: Label) {
        self.selection = selection
        self.range = (lower, upper)
        self.components = components
        self.label = label
    }

    public init(
        selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, lower: nil, upper: nil, components: displayedComponents, label: label())
    }
    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, lower: range.lowerBound, upper: range.upperBound, components: displayedComponents, label: label())
    }
    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, lower: range.lowerBound, upper: nil, components: displayedComponents, label: label())
    }
    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, lower: nil, upper: range.upperBound, components: displayedComponents, label: label())
    }

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("label", label, env)] }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let env = ctx.env
        let dateStyle = Date.FormatStyle(date: .abbreviated, time: .omitted, locale: env.locale, timeZone: env.timeZone)
        let timeStyle = Date.FormatStyle(date: .omitted, time: .shortened, locale: env.locale, timeZone: env.timeZone)
        let components = self.components.isEmpty ? [.date, .hourAndMinute] : self.components
        var parts: [String] = []
        if components.contains(.date) { parts.append(dateStyle.format(selection.wrappedValue)) }
        if components.contains(.hourAndMinute) { parts.append(timeStyle.format(selection.wrappedValue)) }
        let title = _Element.readableText(ctx.childElements("label"))
        var element = ctx.control(.datePicker, label: title, value: parts.joined(separator: ", "))
        if let pickerStyle = env.styleFacts.pickerStyle { element.style.pickerStyle = pickerStyle }
        let selection = self.selection
        let range = self.range
        element.handlers.pick = { text in
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = env.timeZone
            let trimmed = LabelPattern.normalizingSpaces(text).trimmingCharacters(in: .whitespaces)
            let current = selection.wrappedValue
            var result: Date?
            let both = Date.FormatStyle(date: .abbreviated, time: .shortened, locale: env.locale, timeZone: env.timeZone)
            if let date = try? both.parseStrategy.parse(trimmed) {
                result = date
            } else if let day = try? dateStyle.parseStrategy.parse(trimmed) {
                // A new day keeps the time of day already chosen.
                let time = calendar.dateComponents([.hour, .minute, .second], from: current)
                result = calendar.date(bySettingHour: time.hour ?? 0, minute: time.minute ?? 0, second: time.second ?? 0, of: day)
            } else if let time = Self.parseTime(trimmed, env) {
                let parts = calendar.dateComponents([.hour, .minute], from: time)
                result = calendar.date(bySettingHour: parts.hour ?? 0, minute: parts.minute ?? 0, second: 0, of: current)
            }
            guard var date = result else {
                throw HeadlessError(
                    "'\(title ?? "DatePicker")' cannot read \"\(text)\" as a date; write it as it shows, e.g. \"\(parts.first ?? "")\"")
            }
            if let lower = range.lower, date < lower { date = lower }
            if let upper = range.upper, date > upper { date = upper }
            selection.wrappedValue = date
        }
        return [element]
    }

    static func parseTime(_ text: String, _ env: EnvironmentValues) -> Date? {
        for format in ["h:mm a", "H:mm"] {
            let formatter = DateFormatter()
            formatter.locale = env.locale
            formatter.timeZone = env.timeZone
            formatter.dateFormat = format
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }
}

extension DatePicker where Label == Text {
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: { Text(titleKey) })
    }
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents, label: { Text(titleKey) })
    }
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents, label: { Text(titleKey) })
    }
    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: { Text(title) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents, label: { Text(title) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents, label: { Text(title) })
    }
}

public protocol DatePickerStyle { var _styleName: ScreenStyle.PickerStyle { get } }
public struct CompactDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _styleName: ScreenStyle.PickerStyle { .compact }
}
public struct GraphicalDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _styleName: ScreenStyle.PickerStyle { .graphical }
}
public struct WheelDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _styleName: ScreenStyle.PickerStyle { .wheel }
}
public struct DefaultDatePickerStyle: DatePickerStyle {
    public init() {}
    public var _styleName: ScreenStyle.PickerStyle { .automatic }
}
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { .init() } }

extension View {
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { _styleFact(\.pickerStyle, style._styleName) }
}
