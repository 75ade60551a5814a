/// An on/off switch bound to a Bool.
public struct Toggle<Label: View>: View, _PrimitiveView {
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] {
        if let style = env.customToggleStyle {
            var inner = env
            inner.customToggleStyle = nil
            return [_ChildSpec("styled", style.makeBody(AnyView(label), isOn), inner)]
        }
        return [_ChildSpec("label", label, env)]
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let custom = ctx.env.customToggleStyle
        let labelElements = custom == nil ? ctx.childElements("label") : ctx.childElements("styled")
        // A custom style often wraps the label in its own button: the toggle reads that button's title.
        let title =
            _Element.readableText(labelElements)
            ?? labelElements.lazy.flatMap { $0.flattened }.first { $0.role == .button && $0.label != nil }?.label
        var element = ctx.control(.toggle, label: title, value: isOn.wrappedValue ? "on" : "off")
        element.takeSymbol(from: labelElements)
        let isOn = self.isOn
        element.handlers.toggle = { isOn.wrappedValue.toggle() }
        element.handlers.tap = element.handlers.toggle
        if custom != nil {
            // A custom style's body is what is drawn and decides how a tap flips it.
            var trigger: (() -> Void)?
            for child in labelElements { child.forEachElement { if trigger == nil, let tap = $0.handlers.tap { trigger = tap } } }
            element.handlers.tap = trigger
            element.handlers.toggle = trigger ?? element.handlers.toggle
            element.children = labelElements
        }
        return [element]
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn, label: { Text(title) })
    }
}

extension Toggle where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn, label: { SwiftUI.Label(titleKey, systemImage: systemImage) })
    }
}

/// How a toggle looks and is operated. The built-in styles are drawn by the runtime; a lesson's own
/// style's `makeBody` really runs (a checkbox style's image and label are what is shown), and a tap
/// on what it draws flips the toggle.
public protocol ToggleStyle {
    associatedtype Body: View
    typealias Configuration = ToggleStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

public struct ToggleStyleConfiguration {
    public let label: AnyView
    @Binding public var isOn: Bool
    public var isMixed: Bool = false
}

protocol _BuiltInToggleStyle { var _styleName: String { get } }

extension ToggleStyle where Body == Never {
    public func makeBody(configuration: Configuration) -> Never { fatalError("\(Self.self) is drawn by the runtime") }
}

public struct SwitchToggleStyle: ToggleStyle, _BuiltInToggleStyle {
    public typealias Body = Never
    public init() {}
    var _styleName: String { "switch" }
}
public struct ButtonToggleStyle: ToggleStyle, _BuiltInToggleStyle {
    public typealias Body = Never
    public init() {}
    var _styleName: String { "button" }
}
public struct DefaultToggleStyle: ToggleStyle, _BuiltInToggleStyle {
    public typealias Body = Never
    public init() {}
    var _styleName: String { "automatic" }
}
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }

struct _CustomToggleStyle {
    let name: String
    let makeBody: (_ label: AnyView, _ isOn: Binding<Bool>) -> AnyView
}

private struct CustomToggleStyleKey: EnvironmentKey { static let defaultValue: _CustomToggleStyle? = nil }

extension EnvironmentValues {
    var customToggleStyle: _CustomToggleStyle? {
        get { self[CustomToggleStyleKey.self] }
        set { self[CustomToggleStyleKey.self] = newValue }
    }
}

extension View {
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        if let builtIn = style as? _BuiltInToggleStyle {
            return _styleFact(\.toggleStyle, builtIn._styleName)
                .modifier(_EnvironmentModifier { $0.customToggleStyle = nil })
        }
        let custom = _CustomToggleStyle(name: _viewTypeName(S.self)) { label, isOn in
            AnyView(style.makeBody(configuration: ToggleStyleConfiguration(label: label, isOn: isOn)))
        }
        return _styleFact(\.toggleStyle, custom.name)
            .modifier(_EnvironmentModifier { $0.customToggleStyle = custom })
    }
}
