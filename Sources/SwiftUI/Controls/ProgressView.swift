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
        if let styled = env._styledChildren({
            ProgressViewStyleConfiguration(
                fractionCompleted: fraction, label: label.map { AnyView($0) }, currentValueLabel: currentValueLabel.map { AnyView($0) })
        }) {
            return styled
        }
        return [_ChildSpec("label", label, env), _ChildSpec("current", currentValueLabel, env)]
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        if ctx.showsCustomStyle(ProgressViewStyleConfiguration.self) { return ctx.childElements("styled") }
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

/// How a progress view looks. The built-in styles are drawn by the runtime (a bar for a value, a
/// spinner without one); a lesson's own style's `makeBody` really runs, and what it builds is shown.
public protocol ProgressViewStyle {
    associatedtype Body: View
    typealias Configuration = ProgressViewStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a style knows of a progress view: how complete it is (nil: indeterminate) and its labels.
public struct ProgressViewStyleConfiguration {
    public let fractionCompleted: Double?
    public let label: AnyView?
    public let currentValueLabel: AnyView?
}

extension ProgressViewStyle where Body == Never {
    public func makeBody(configuration: Configuration) -> Never { fatalError("\(Self.self) is drawn by the runtime") }
}

public struct LinearProgressViewStyle: ProgressViewStyle {
    public typealias Body = Never
    public init() {}
}
public struct CircularProgressViewStyle: ProgressViewStyle {
    public typealias Body = Never
    public init() {}
}
public struct DefaultProgressViewStyle: ProgressViewStyle {
    public typealias Body = Never
    public init() {}
}
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { .init() } }

extension ProgressView where Label == AnyView, CurrentValueLabel == AnyView {
    /// The progress view a style was given, drawn in the style around it (inside a custom style: the default look).
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(label: configuration.label, currentValueLabel: configuration.currentValueLabel, fraction: configuration.fractionCompleted)
    }
}

extension View {
    /// A bar or a spinner: a headless screen draws determinate progress as a bar either way.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        _customStyle(style.makeBody(configuration:), isBuiltIn: S.Body.self == Never.self)
    }
}
