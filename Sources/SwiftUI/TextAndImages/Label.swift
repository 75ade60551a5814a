import LessonProtocol

/// A title with an icon. In a button, the title is the button's label.
public struct Label<Title: View, Icon: View>: View, _PrimitiveView {
    public typealias Body = Never
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] {
        // The style's body is the label; labels it shows inside are drawn as SwiftUI draws them.
        if let styled = env._styledChildren({ LabelStyleConfiguration(title: AnyView(title), icon: AnyView(icon)) }) {
            return styled
        }
        return [_ChildSpec("title", title, env), _ChildSpec("icon", icon, env)]
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        if ctx.showsCustomStyle(LabelStyleConfiguration.self) { return ctx.childElements("styled") }
        let titleElements = ctx.childElements("title")
        var element = _Element(role: .label, label: _Element.readableText(titleElements), style: ctx.inheritedStyle(for: .label))
        if let image = _Element.firstSystemImage(ctx.childElements("icon")) { element.style.systemImage = image }
        return [element]
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
}

/// How a Label shows: `.iconOnly` draws only the symbol (VoiceOver still reads the title, so a
/// checkpoint still finds it), `.titleOnly` only the title. A lesson's own style's `makeBody`
/// really runs: what it builds from the title and icon is the label.
public protocol LabelStyle {
    associatedtype Body: View
    typealias Configuration = LabelStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// The parts of a label a style arranges.
public struct LabelStyleConfiguration {
    public let title: AnyView
    public let icon: AnyView
}

/// The styles SwiftUI draws itself, named for the drawing.
protocol _BuiltInLabelStyle { var _styleName: ScreenStyle.LabelStyle { get } }

extension LabelStyle where Body == Never {
    public func makeBody(configuration: Configuration) -> Never { fatalError("\(Self.self) is drawn by the runtime") }
}

public struct IconOnlyLabelStyle: LabelStyle, _BuiltInLabelStyle {
    public typealias Body = Never
    public init() {}
    var _styleName: ScreenStyle.LabelStyle { .iconOnly }
}
public struct TitleOnlyLabelStyle: LabelStyle, _BuiltInLabelStyle {
    public typealias Body = Never
    public init() {}
    var _styleName: ScreenStyle.LabelStyle { .titleOnly }
}
public struct TitleAndIconLabelStyle: LabelStyle, _BuiltInLabelStyle {
    public typealias Body = Never
    public init() {}
    var _styleName: ScreenStyle.LabelStyle { .titleAndIcon }
}
public struct DefaultLabelStyle: LabelStyle, _BuiltInLabelStyle {
    public typealias Body = Never
    public init() {}
    var _styleName: ScreenStyle.LabelStyle { .automatic }
}
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }

extension View {
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let builtIn = style as? _BuiltInLabelStyle
        return _styleFact(\.labelStyle, builtIn?._styleName)._customStyle(style.makeBody(configuration:), isBuiltIn: builtIn != nil)
    }
}
