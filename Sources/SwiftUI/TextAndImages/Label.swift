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
        [_ChildSpec("title", title, env), _ChildSpec("icon", icon, env)]
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
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
/// checkpoint still finds it), `.titleOnly` only the title.
public protocol LabelStyle { var _styleName: ScreenStyle.LabelStyle { get } }
public struct IconOnlyLabelStyle: LabelStyle {
    public init() {}
    public var _styleName: ScreenStyle.LabelStyle { .iconOnly }
}
public struct TitleOnlyLabelStyle: LabelStyle {
    public init() {}
    public var _styleName: ScreenStyle.LabelStyle { .titleOnly }
}
public struct TitleAndIconLabelStyle: LabelStyle {
    public init() {}
    public var _styleName: ScreenStyle.LabelStyle { .titleAndIcon }
}
public struct DefaultLabelStyle: LabelStyle {
    public init() {}
    public var _styleName: ScreenStyle.LabelStyle { .automatic }
}
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }

extension View {
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View { _styleFact(\.labelStyle, style._styleName) }
}
