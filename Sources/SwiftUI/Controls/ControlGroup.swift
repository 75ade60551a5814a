import LessonProtocol

/// Related controls shown together. On an iPhone, in a view, its buttons sit side by side in one
/// rounded group; each is still its own button to VoiceOver and XCUITest. Its title, when given,
/// is what a menu shows for it; in a view it is not drawn.
public struct ControlGroup<Content: View>: View, _PrimitiveView {
    public typealias Body = Never
    let content: Content

    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    public init<C: View, L: View>(@ViewBuilder content: () -> C, @ViewBuilder label: () -> L) where Content == C {
        self.content = content()
    }

    public init<C: View>(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> C) where Content == C {
        self.content = content()
    }

    public init<C: View, S: StringProtocol>(_ title: S, @ViewBuilder content: () -> C) where Content == C {
        self.content = content()
    }

    public init<C: View>(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> C) where Content == C {
        self.content = content()
    }

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("content", content, env)] }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        var style = ScreenStyle { $0.axis = .horizontal }
        style.spacing = 0
        return [_Element(role: .stack, style: style, children: ctx.allChildElements())]
    }
}

/// How a control group is drawn; every style draws its controls side by side on an iPhone.
public protocol ControlGroupStyle {}

public struct AutomaticControlGroupStyle: ControlGroupStyle {
    public init() {}
}

public struct NavigationControlGroupStyle: ControlGroupStyle {
    public init() {}
}

public struct MenuControlGroupStyle: ControlGroupStyle {
    public init() {}
}

public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    public init() {}
}

public struct PaletteControlGroupStyle: ControlGroupStyle {
    public init() {}
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension View {
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View { self }
}
