import LessonProtocol

/// A spinner (no value) or a bar filled to `value / total`. Its label, when given, reads above it.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View, _PrimitiveView {
    public typealias Body = Never
    let label: Label?
    let currentValueLabel: CurrentValueLabel?
    /// The fraction complete, clamped to 0…1; nil for an indeterminate spinner.
    let fraction: Double?

    init(label: Label?, currentValueLabel: CurrentValueLabel?, fraction: Double?) {
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.fraction = fraction.map { $0.isNaN ? 0 : min(max($0, 0), 1) }
    }

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] {
        [_ChildSpec("label", label, env), _ChildSpec("current", currentValueLabel, env)]
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        var element = _Element(
            role: .progress, label: _Element.readableText(ctx.childElements("label")),
            value: fraction.map { _number(($0 * 1000).rounded() / 1000) },
            style: ctx.inheritedStyle(for: .stepper))
        element.style.kind = fraction == nil ? .spinner : .bar
        if let current = _Element.readableText(ctx.childElements("current")) { element.style.description = current }
        return [element]
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() { self.init(label: nil, currentValueLabel: nil, fraction: nil) }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(label: nil, currentValueLabel: nil, fraction: value.map { Double($0) / Double(total) })
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init(@ViewBuilder label: () -> Label) { self.init(label: label(), currentValueLabel: nil, fraction: nil) }

    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(label: label(), currentValueLabel: nil, fraction: value.map { Double($0) / Double(total) })
    }
}

extension ProgressView {
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(label: label(), currentValueLabel: currentValueLabel(), fraction: value.map { Double($0) / Double(total) })
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init(_ titleKey: LocalizedStringKey) { self.init(label: Text(titleKey), currentValueLabel: nil, fraction: nil) }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.init(label: Text(title), currentValueLabel: nil, fraction: nil) }
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(label: Text(titleKey), currentValueLabel: nil, fraction: value.map { Double($0) / Double(total) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(label: Text(title), currentValueLabel: nil, fraction: value.map { Double($0) / Double(total) })
    }
}

public protocol ProgressViewStyle {}
public struct LinearProgressViewStyle: ProgressViewStyle { public init() {} }
public struct CircularProgressViewStyle: ProgressViewStyle { public init() {} }
public struct DefaultProgressViewStyle: ProgressViewStyle { public init() {} }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { .init() } }

extension View {
    /// A bar or a spinner: a headless screen draws determinate progress as a bar either way.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View { self }
}
