import LessonProtocol

// MARK: - DatePicker

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

    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lower: nil, upper: nil, components: displayedComponents, label: label())
    }
    public init(selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lower: range.lowerBound, upper: range.upperBound, components: displayedComponents, label: label())
    }
    public init(selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
        self.init(selection: selection, lower: range.lowerBound, upper: nil, components: displayedComponents, label: label())
    }
    public init(selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
                @ViewBuilder label: () -> Label) {
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
        let selection = self.selection, range = self.range
        element.handlers.pick = { text in
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = env.timeZone
            let trimmed = LabelPattern.normalizingSpaces(text).trimmingCharacters(in: .whitespaces)
            let current = selection.wrappedValue
            var result: Date?
            let both = Date.FormatStyle(date: .abbreviated, time: .shortened, locale: env.locale, timeZone: env.timeZone)
            if let date = try? both.parseStrategy.parse(trimmed) { result = date }
            else if let day = try? dateStyle.parseStrategy.parse(trimmed) {
                // A new day keeps the time of day already chosen.
                let time = calendar.dateComponents([.hour, .minute, .second], from: current)
                result = calendar.date(bySettingHour: time.hour ?? 0, minute: time.minute ?? 0, second: time.second ?? 0, of: day)
            } else if let time = Self.parseTime(trimmed, env) {
                let parts = calendar.dateComponents([.hour, .minute], from: time)
                result = calendar.date(bySettingHour: parts.hour ?? 0, minute: parts.minute ?? 0, second: 0, of: current)
            }
            guard var date = result else {
                throw HeadlessError("'\(title ?? "DatePicker")' cannot read \"\(text)\" as a date; write it as it shows, e.g. \"\(parts.first ?? "")\"")
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
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: { Text(titleKey) })
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents, label: { Text(titleKey) })
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents, label: { Text(titleKey) })
    }
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
                displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: { Text(title) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: ClosedRange<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents, label: { Text(title) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
                                   displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, in: range, displayedComponents: displayedComponents, label: { Text(title) })
    }
}

public protocol DatePickerStyle { var _styleName: String { get } }
public struct CompactDatePickerStyle: DatePickerStyle { public init() {}; public var _styleName: String { "compact" } }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {}; public var _styleName: String { "graphical" } }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {}; public var _styleName: String { "wheel" } }
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {}; public var _styleName: String { "automatic" } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { .init() } }

extension View {
    public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { _styleFact(\.pickerStyle, style._styleName) }
}

// MARK: - Gauge

/// A value within a range shown as a bar; it reads its current-value label, or a percentage.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View, _PrimitiveView {
    public typealias Body = Never
    let fraction: Double
    let label: Label
    let current: CurrentValueLabel
    let minimum: BoundsLabel
    let maximum: BoundsLabel

    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder maximumValueLabel: () -> BoundsLabel) where MarkedValueLabels == EmptyView {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? min(max(Double(value - bounds.lowerBound) / span, 0), 1) : 0
        self.label = label()
        current = currentValueLabel()
        minimum = minimumValueLabel()
        maximum = maximumValueLabel()
    }

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] {
        [_ChildSpec("label", label, env), _ChildSpec("current", current, env), _ChildSpec("min", minimum, env), _ChildSpec("max", maximum, env)]
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let percent = Double(fraction).formatted(.percent.precision(.fractionLength(0)))
        var element = ctx.control(.gauge, label: _Element.readableText(ctx.childElements("label")),
                                  value: _Element.readableText(ctx.childElements("current")) ?? percent)
        element.style.fraction = _number((fraction * 1000).rounded() / 1000)
        return [element]
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() }, minimumValueLabel: { EmptyView() },
                  maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: currentValueLabel, minimumValueLabel: { EmptyView() },
                  maximumValueLabel: { EmptyView() })
    }
}

public protocol GaugeStyle { var _styleName: String { get } }
public struct DefaultGaugeStyle: GaugeStyle { public init() {}; public var _styleName: String { "automatic" } }
public struct AccessoryCircularGaugeStyle: GaugeStyle { public init() {}; public var _styleName: String { "accessoryCircular" } }
public struct LinearCapacityGaugeStyle: GaugeStyle { public init() {}; public var _styleName: String { "linearCapacity" } }
extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() } }
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { .init() } }

extension View {
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { self }
}

// MARK: - TextEditor

/// Multi-line text editing; `type "…" into #notes` replaces its text.
public struct TextEditor: View, _PrimitiveView {
    public typealias Body = Never
    let text: Binding<String>
    public init(text: Binding<String>) { self.text = text }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        var element = ctx.control(.textField, label: nil, value: text.wrappedValue)
        element.style.lineLimit = "multiline"
        let text = self.text
        element.handlers.setText = { text.wrappedValue = $0 }
        return [element]
    }
}

// MARK: - ColorPicker

/// Chooses a colour; `pick "blue" in "Accent"` chooses one of the system colours by name.
public struct ColorPicker<Label: View>: View, _PrimitiveView {
    public typealias Body = Never
    let label: Label
    let selection: Binding<Color>
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection
        self.label = label()
    }
    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("label", label, env)] }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let title = _Element.readableText(ctx.childElements("label"))
        var element = ctx.control(.picker, label: title, value: selection.wrappedValue.name)
        element.style.pickerStyle = "colorPicker"
        element.style.color = selection.wrappedValue.name
        let names = ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown",
                     "white", "gray", "black"]
        element.options = names
        let selection = self.selection
        element.handlers.pick = { name in
            guard let match = names.first(where: { LabelPattern.matches(name, $0) }) else {
                throw HeadlessError("'\(title ?? "ColorPicker")' offers the system colours: \(names.joined(separator: ", "))")
            }
            selection.wrappedValue = Color(name: match)
        }
        return [element]
    }
}

extension ColorPicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity, label: { Text(title) })
    }
}

// MARK: - Stepper with a format

extension Stepper {
    /// A stepper whose value reads through a format ("$5.00", "50%").
    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
                                         @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: label(), valueText: { _CourseClock.localized(format).format(value.wrappedValue) },
                  onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
                  onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) })
    }

    public init<F: ParseableFormatStyle>(value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
                                         format: F, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(label: label(), valueText: { _CourseClock.localized(format).format(value.wrappedValue) },
                  onIncrement: { value.wrappedValue = min(max(value.wrappedValue.advanced(by: step), bounds.lowerBound), bounds.upperBound) },
                  onDecrement: { value.wrappedValue = max(min(value.wrappedValue.advanced(by: -step), bounds.upperBound), bounds.lowerBound) })
    }
}

extension Stepper where Label == Text {
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1,
                                         format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, format: format, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
                                         step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in })
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, format: format, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }
}

// MARK: - Text from an AttributedString

extension Text {
    /// The attributed string's characters (its markdown already parsed by `AttributedString(markdown:)`).
    /// Disfavoured so that a string literal stays a `LocalizedStringKey`, as in SwiftUI.
    @_disfavoredOverload
    public init(_ attributedContent: AttributedString) {
        self.init(storage: .verbatim(String(attributedContent.characters)))
    }
}

// MARK: - Gradients

public struct Gradient: Hashable {
    public struct Stop: Hashable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }
    public var stops: [Stop]
    public init(colors: [Color]) {
        stops = colors.enumerated().map { Stop(color: $0.element, location: colors.count > 1 ? CGFloat($0.offset) / CGFloat(colors.count - 1) : 0) }
    }
    public init(stops: [Stop]) { self.stops = stops }
    var _names: String { stops.map(\.color.name).joined(separator: ", ") }
}

/// Gradients fill like colours; as views they fill their space.
public struct LinearGradient: ShapeStyle, View, _PrimitiveView {
    public typealias Body = Never
    let gradient: Gradient
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) { self.gradient = gradient }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) { gradient = Gradient(colors: colors) }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) { gradient = Gradient(stops: stops) }
    public var _styleDescription: String { "linearGradient(\(gradient._names))" }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] { [_Element(role: .group, style: ScreenStyle(kind: "color", color: _styleDescription))] }
}

public struct RadialGradient: ShapeStyle, View, _PrimitiveView {
    public typealias Body = Never
    let gradient: Gradient
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { self.gradient = gradient }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) { gradient = Gradient(colors: colors) }
    public var _styleDescription: String { "radialGradient(\(gradient._names))" }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] { [_Element(role: .group, style: ScreenStyle(kind: "color", color: _styleDescription))] }
}

public struct AngularGradient: ShapeStyle, View, _PrimitiveView {
    public typealias Body = Never
    let gradient: Gradient
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) { self.gradient = gradient }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) { gradient = Gradient(colors: colors) }
    public var _styleDescription: String { "angularGradient(\(gradient._names))" }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] { [_Element(role: .group, style: ScreenStyle(kind: "color", color: _styleDescription))] }
}

extension Angle {
    public static let zero = Angle(radians: 0)
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
}

extension Color {
    /// A gradient derived from the colour, as `.fill(.blue.gradient)` draws it.
    public var gradient: LinearGradient { LinearGradient(colors: [self, self.opacity(0.7)], startPoint: .top, endPoint: .bottom) }
}

// MARK: - Text case, redaction

public struct RedactionReasons: OptionSet, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue = RedactionReasons() }

extension EnvironmentValues {
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

extension View {
    /// Placeholder redaction draws text as grey bars; VoiceOver still reads it, so checkpoints do too.
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(_EnvironmentModifier { $0.redactionReasons = reason })
            .modifier(_StyleFactModifier(facts: reason.isEmpty ? [] : [(\.foreground, "redacted")]))
    }
    public func unredacted() -> some View {
        modifier(_EnvironmentModifier { $0.redactionReasons = [] })
    }
}
