import LessonProtocol

/// A value within a range shown as a bar; it reads its current-value label, or a percentage.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View, _PrimitiveView {
    public typealias Body = Never
    let fraction: Double
    let label: Label
    let current: CurrentValueLabel
    let minimum: BoundsLabel
    let maximum: BoundsLabel

    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) where MarkedValueLabels == EmptyView {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        fraction = span > 0 ? min(max(Double(value - bounds.lowerBound) / span, 0), 1) : 0
        self.label = label()
        current = currentValueLabel()
        minimum = minimumValueLabel()
        maximum = maximumValueLabel()
    }

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] {
        [
            _ChildSpec("label", label, env), _ChildSpec("current", current, env), _ChildSpec("min", minimum, env),
            _ChildSpec("max", maximum, env),
        ]
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let percent = Double(fraction).formatted(.percent.precision(.fractionLength(0)))
        var element = ctx.control(
            .gauge, label: _Element.readableText(ctx.childElements("label")),
            value: _Element.readableText(ctx.childElements("current")) ?? percent)
        element.style.fraction = (fraction * 1000).rounded() / 1000
        return [element]
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: { EmptyView() }, minimumValueLabel: { EmptyView() },
            maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: currentValueLabel, minimumValueLabel: { EmptyView() },
            maximumValueLabel: { EmptyView() })
    }
}

public protocol GaugeStyle { var _styleName: String { get } }
public struct DefaultGaugeStyle: GaugeStyle {
    public init() {}
    public var _styleName: String { "automatic" }
}
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    public init() {}
    public var _styleName: String { "accessoryCircular" }
}
public struct LinearCapacityGaugeStyle: GaugeStyle {
    public init() {}
    public var _styleName: String { "linearCapacity" }
}
extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { .init() } }

extension View {
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { self }
}
