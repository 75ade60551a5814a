/// An on/off switch bound to a Bool.
public struct Toggle<Label: View>: View, _PrimitiveView {
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label

    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("label", label, env)] }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let labelElements = ctx.childElements("label")
        var element = ctx.control(.toggle, label: _Element.readableText(labelElements), value: isOn.wrappedValue ? "on" : "off")
        if let image = _Element.firstSystemImage(labelElements) { element.style.systemImage = image }
        let isOn = self.isOn
        element.handlers.toggle = { isOn.wrappedValue.toggle() }
        element.handlers.tap = element.handlers.toggle
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

public protocol ToggleStyle { var _styleName: String { get } }
public struct SwitchToggleStyle: ToggleStyle { public init() {}; public var _styleName: String { "switch" } }
public struct ButtonToggleStyle: ToggleStyle { public init() {}; public var _styleName: String { "button" } }
public struct DefaultToggleStyle: ToggleStyle { public init() {}; public var _styleName: String { "automatic" } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }

extension View {
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View { _styleFact(\.toggleStyle, style._styleName) }
}
