import LessonProtocol

/// A pair of −/+ buttons that step a value, clamped to its range. As on a device, the + is
/// disabled while the value is at the top of its range and the − at the bottom, so a step that
/// presses a disabled one fails.
public struct Stepper<Label: View>: View, _PrimitiveView {
    public typealias Body = Never
    let label: Label
    let valueText: (() -> String)?
    let onIncrement: (() -> Void)?
    let onDecrement: (() -> Void)?
    /// Where the value sits in its range; both false for a stepper with no range.
    var isAtTop: () -> Bool = { false }
    var isAtBottom: () -> Bool = { false }

    init(label: Label, valueText: (() -> String)?, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?) {
        self.label = label
        self.valueText = valueText
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
    }

    init<V: Comparable>(
        label: Label, valueText: (() -> String)?, value: Binding<V>, in bounds: ClosedRange<V>, step: @escaping (V, Bool) -> V
    ) {
        self.init(
            label: label, valueText: valueText,
            onIncrement: { value.wrappedValue = min(max(step(value.wrappedValue, true), bounds.lowerBound), bounds.upperBound) },
            onDecrement: { value.wrappedValue = max(min(step(value.wrappedValue, false), bounds.upperBound), bounds.lowerBound) })
        isAtTop = { value.wrappedValue >= bounds.upperBound }
        isAtBottom = { value.wrappedValue <= bounds.lowerBound }
    }

    public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.valueText = nil
        self.onIncrement = onIncrement
        self.onDecrement = onDecrement
    }

    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.init(
            label: label(), valueText: { "\(value.wrappedValue)" }, value: value, in: bounds,
            step: { $1 ? $0.advanced(by: step) : $0.advanced(by: -step) })
    }

    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        valueText = { "\(value.wrappedValue)" }
        onIncrement = { value.wrappedValue = value.wrappedValue.advanced(by: step) }
        onDecrement = { value.wrappedValue = value.wrappedValue.advanced(by: -step) }
    }

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("label", label, env)] }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        var element = ctx.control(.stepper, label: _Element.readableText(ctx.childElements("label")), value: valueText?())
        element.handlers.increment = onIncrement
        element.handlers.decrement = onDecrement
        element.style.incrementDisabled = onIncrement == nil || isAtTop()
        element.style.decrementDisabled = onDecrement == nil || isAtBottom()
        return [element]
    }
}

/// Why a step cannot press the stepper's + (or −): on a device that button is disabled.
func _disabledStepperButton(_ element: _Element, increment: Bool) -> String {
    let button = increment ? "+" : "−"
    let verb = increment ? "incremented" : "decremented"
    let reason: String
    if (increment ? element.handlers.increment : element.handlers.decrement) == nil {
        reason = "it has no \(increment ? "onIncrement" : "onDecrement") action"
    } else {
        let value = element.value.map { "reads \($0), " } ?? "is "
        reason = "it \(value)the \(increment ? "top" : "bottom") of its range"
    }
    return "\(_describe(element)) cannot be \(verb): \(reason), so its \(button) button is disabled, as on a device."
}

extension Stepper where Label == Text {
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: { Text(title) })
    }
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged, label: { Text(title) })
    }
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged, label: { Text(titleKey) })
    }
}

extension Stepper {
    /// A stepper whose value reads through a format ("$5.00", "50%").
    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1, format: F,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    )
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(
            label: label(), valueText: { _CourseClock.localized(format).format(value.wrappedValue) },
            onIncrement: { value.wrappedValue = value.wrappedValue.advanced(by: step) },
            onDecrement: { value.wrappedValue = value.wrappedValue.advanced(by: -step) })
    }

    public init<F: ParseableFormatStyle>(
        value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>, step: F.FormatInput.Stride = 1,
        format: F, @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    )
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(
            label: label(), valueText: { _CourseClock.localized(format).format(value.wrappedValue) }, value: value, in: bounds,
            step: { $1 ? $0.advanced(by: step) : $0.advanced(by: -step) })
    }
}

extension Stepper where Label == Text {
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, step: F.FormatInput.Stride = 1,
        format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    )
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, step: step, format: format, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }
    public init<F: ParseableFormatStyle>(
        _ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, in bounds: ClosedRange<F.FormatInput>,
        step: F.FormatInput.Stride = 1, format: F, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    )
    where F.FormatInput: BinaryFloatingPoint, F.FormatOutput == String {
        self.init(value: value, in: bounds, step: step, format: format, label: { Text(titleKey) }, onEditingChanged: onEditingChanged)
    }
}
