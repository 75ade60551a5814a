import LessonProtocol

public struct ButtonRole: Hashable {
    let fact: ScreenStyle.Role
    public static let destructive = ButtonRole(fact: .destructive)
    public static let cancel = ButtonRole(fact: .cancel)
    public static let confirm = ButtonRole(fact: .confirm)
    public static let close = ButtonRole(fact: .close)
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

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] {
        if let style = env.customButtonStyle {
            // The style's body is the button; its own views inside see no custom style.
            var inner = env
            inner.customButtonStyle = nil
            return [_ChildSpec("styled", style.makeBody(AnyView(label), role, action), inner)]
        }
        return [_ChildSpec("label", label, env)]
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let custom = ctx.env.customButtonStyle
        let labelElements = custom == nil ? ctx.childElements("label") : ctx.childElements("styled")
        var element = ctx.control(.button, label: _Element.readableText(labelElements))
        element.takeSymbol(from: labelElements)
        if let role { element.style.role = role.fact }
        if let custom, custom.isPrimitive {
            // A primitive style decides how the button is triggered (usually a tap gesture it adds).
            var trigger: (() -> Void)?
            for child in labelElements { child.forEachElement { if trigger == nil, let tap = $0.handlers.tap { trigger = tap } } }
            element.handlers.tap = trigger
            element.handlers.longPress = labelElements.lazy.compactMap(\.handlers.longPress).first
        } else {
            element.handlers.tap = action
        }
        if custom != nil {
            // What the style draws (backgrounds, shapes) is drawn; the button reads its label.
            element.children = labelElements
        } else if labelElements.count > 1 || labelElements.first.map({ $0.role != .text && $0.role != .label && $0.role != .image }) == true
        {
            // A label of several views (a title over an author): each text keeps its font and colour
            // on the drawn screen, and a step may name the button by one of them, as a row's.
            element.children = labelElements
        }
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

// MARK: - Button styles

/// A style that builds a button's whole look and interaction from its label and a trigger.
/// The built-in styles (`.bordered`, `.borderedProminent`, …) are recorded for the drawing; a
/// lesson's own style's `makeBody` really runs, and what it shows is the button.
public protocol PrimitiveButtonStyle {
    associatedtype Body: View
    typealias Configuration = PrimitiveButtonStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A style that draws a button's label; the button keeps its tap. A lesson's own style's
/// `makeBody` really runs (not pressed: a checkpoint's tap is instantaneous).
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

public struct PrimitiveButtonStyleConfiguration {
    public let role: ButtonRole?
    public let label: AnyView
    let action: () -> Void
    /// Performs the button's action.
    public func trigger() { action() }
}

/// The styles SwiftUI draws itself, named for the drawing.
protocol _BuiltInButtonStyle { var _styleName: String { get } }

extension PrimitiveButtonStyle where Body == Never {
    public func makeBody(configuration: Configuration) -> Never { fatalError("\(Self.self) is drawn by the runtime") }
}

public struct BorderedButtonStyle: PrimitiveButtonStyle, _BuiltInButtonStyle {
    public typealias Body = Never
    public init() {}
    var _styleName: String { "bordered" }
}
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, _BuiltInButtonStyle {
    public typealias Body = Never
    public init() {}
    var _styleName: String { "borderedProminent" }
}
public struct BorderlessButtonStyle: PrimitiveButtonStyle, _BuiltInButtonStyle {
    public typealias Body = Never
    public init() {}
    var _styleName: String { "borderless" }
}
public struct PlainButtonStyle: PrimitiveButtonStyle, _BuiltInButtonStyle {
    public typealias Body = Never
    public init() {}
    var _styleName: String { "plain" }
}
public struct DefaultButtonStyle: PrimitiveButtonStyle, _BuiltInButtonStyle {
    public typealias Body = Never
    public init() {}
    var _styleName: String { "automatic" }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }

/// How a lesson's own button style builds a button: its body, and whether it takes over the tap.
struct _CustomButtonStyle {
    let name: String
    let isPrimitive: Bool
    let makeBody: (_ label: AnyView, _ role: ButtonRole?, _ action: @escaping () -> Void) -> AnyView
}

private struct CustomButtonStyleKey: EnvironmentKey { static let defaultValue: _CustomButtonStyle? = nil }

extension EnvironmentValues {
    var customButtonStyle: _CustomButtonStyle? {
        get { self[CustomButtonStyleKey.self] }
        set { self[CustomButtonStyleKey.self] = newValue }
    }
}

extension View {
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        if let builtIn = style as? _BuiltInButtonStyle {
            return _styleFact(\.buttonStyle, builtIn._styleName)
                .modifier(_EnvironmentModifier { $0.customButtonStyle = nil })
        }
        let custom = _CustomButtonStyle(name: _viewTypeName(S.self), isPrimitive: true) { label, role, action in
            AnyView(style.makeBody(configuration: PrimitiveButtonStyleConfiguration(role: role, label: label, action: action)))
        }
        return _styleFact(\.buttonStyle, custom.name)
            .modifier(_EnvironmentModifier { $0.customButtonStyle = custom })
    }

    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        let custom = _CustomButtonStyle(name: _viewTypeName(S.self), isPrimitive: false) { label, role, _ in
            AnyView(style.makeBody(configuration: ButtonStyleConfiguration(label: label, isPressed: false, role: role)))
        }
        return _styleFact(\.buttonStyle, custom.name)
            .modifier(_EnvironmentModifier { $0.customButtonStyle = custom })
    }
}
