public struct ButtonRole: Hashable {
    let name: String
    public static let destructive = ButtonRole(name: "destructive")
    public static let cancel = ButtonRole(name: "cancel")
    public static let confirm = ButtonRole(name: "confirm")
    public static let close = ButtonRole(name: "close")
}

/// A control that runs an action when a person activates it.
public struct Button<Label: View>: View, _PrimitiveView {
    public typealias Body = Never
    let label: Label
    let role: ButtonRole?
    let action: () -> Void

    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.role = role
        self.action = action
        self.label = label()
    }

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("label", label, env)] }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let labelElements = ctx.childElements("label")
        var element = ctx.control(.button, label: _Element.readableText(labelElements))
        if let image = _Element.firstSystemImage(labelElements) { element.style.systemImage = image }
        if let role { element.style.role = role.name }
        element.handlers.tap = action
        return [element]
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(role: nil, action: action, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(role: nil, action: action, label: { Text(title) })
    }
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action, label: { Text(titleKey) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action, label: { Text(title) })
    }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action, label: { SwiftUI.Label(titleKey, systemImage: systemImage) })
    }
    public init(_ titleKey: LocalizedStringKey, systemImage: String, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action, label: { SwiftUI.Label(titleKey, systemImage: systemImage) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping () -> Void) {
        self.init(role: nil, action: action, label: { SwiftUI.Label(title, systemImage: systemImage) })
    }
}

// MARK: - Button styles (recorded, never drawn)

public protocol PrimitiveButtonStyle {
    var _styleName: String { get }
}

public protocol ButtonStyle {
    associatedtype Body: View
    typealias Configuration = ButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

public struct ButtonStyleConfiguration {
    public let label: AnyView
    public let isPressed: Bool
    public let role: ButtonRole?
}

public struct BorderedButtonStyle: PrimitiveButtonStyle { public init() {}; public var _styleName: String { "bordered" } }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle { public init() {}; public var _styleName: String { "borderedProminent" } }
public struct BorderlessButtonStyle: PrimitiveButtonStyle { public init() {}; public var _styleName: String { "borderless" } }
public struct PlainButtonStyle: PrimitiveButtonStyle { public init() {}; public var _styleName: String { "plain" } }
public struct DefaultButtonStyle: PrimitiveButtonStyle { public init() {}; public var _styleName: String { "automatic" } }

extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle { public static var borderedProminent: BorderedProminentButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }

extension View {
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { _styleFact(\.buttonStyle, style._styleName) }
    /// Custom styles draw differently; headlessly the button keeps its label and action.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { _styleFact(\.buttonStyle, _viewTypeName(S.self)) }
}
