import LessonProtocol

/// A continuous (or stepped) value within a range.
public struct Slider<Label: View, ValueLabel: View>: View, _PrimitiveView {
    public typealias Body = Never
    let label: Label
    let current: () -> Double
    let set: (Double) -> Void
    var bounds: (lower: Double, upper: Double) = (0, 1)
    var minimumLabel: ValueLabel?
    var maximumLabel: ValueLabel?

    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride? = nil,
        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.label = label()
        self.bounds = (Double(bounds.lowerBound), Double(bounds.upperBound))
        minimumLabel = minimumValueLabel()
        maximumLabel = maximumValueLabel()
        current = { Double(value.wrappedValue) }
        set = { requested in
            var v = min(max(V(requested), bounds.lowerBound), bounds.upperBound)
            if let step, step > 0 {
                // Snap to the nearest step from the lower bound, as the control does.
                let steps = ((v - bounds.lowerBound) / V(step)).rounded()
                v = min(bounds.lowerBound + steps * V(step), bounds.upperBound)
            }
            value.wrappedValue = v
        }
    }

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] {
        var specs = [_ChildSpec("label", label, env)]
        if let minimumLabel { specs.append(_ChildSpec("min", minimumLabel, env)) }
        if let maximumLabel { specs.append(_ChildSpec("max", maximumLabel, env)) }
        return specs
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        var element = ctx.control(.slider, label: _Element.readableText(ctx.childElements("label")), value: _number(current()))
        element.handlers.setSlider = set
        element.style.minimum = Double(bounds.lower)
        element.style.maximum = Double(bounds.upper)
        // The value labels at either end of the track are on the screen (a person reads them).
        let ends: [(ScreenStyle.Kind, [_Element])] = [
            (.minimumValueLabel, ctx.childElements("min")), (.maximumValueLabel, ctx.childElements("max")),
        ]
        for (kind, elements) in ends where !elements.isEmpty {
            element.children.append(_Element(role: .group, style: ScreenStyle(kind: kind), children: elements))
        }
        return [element]
    }
}

extension Slider where ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    )
    where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, step: Optional(step), label: label, minimumValueLabel: { EmptyView() },
            maximumValueLabel: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    )
    where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, step: nil, label: label, minimumValueLabel: { EmptyView() },
            maximumValueLabel: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, step: Optional(step), label: { EmptyView() }, minimumValueLabel: { EmptyView() },
            maximumValueLabel: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, step: nil, label: { EmptyView() }, minimumValueLabel: { EmptyView() },
            maximumValueLabel: { EmptyView() }, onEditingChanged: onEditingChanged)
    }
}
