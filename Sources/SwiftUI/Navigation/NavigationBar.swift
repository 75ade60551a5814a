import LessonProtocol

/// What a screen asks of the navigation bar it is shown under: its title, display mode, toolbar
/// items. Modifiers leave these on an invisible carrier element among their content's elements;
/// the enclosing NavigationStack takes the carriers of the screen it shows and draws its bars
/// from them. Carriers outside any stack are dropped: there is no bar to show them in.
struct _BarFacts {
    var title: String?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var backButtonHidden: Bool?
    var barHidden: Bool?
    /// `.toolbar(.hidden, for: .tabBar)`: the enclosing TabView hides its bar while this shows.
    var tabBarHidden: Bool?
    /// Toolbar items, each with `style.placement` set.
    var items: [_Element] = []

    /// Facts of an inner modifier win over an outer one's, as the innermost title wins in SwiftUI.
    mutating func merge(outer: _BarFacts) {
        title = title ?? outer.title
        displayMode = displayMode ?? outer.displayMode
        backButtonHidden = backButtonHidden ?? outer.backButtonHidden
        barHidden = barHidden ?? outer.barHidden
        tabBarHidden = tabBarHidden ?? outer.tabBarHidden
        items += outer.items
    }
}

extension _Element {
    static func barCarrier(_ facts: _BarFacts) -> _Element {
        var carrier = _Element(role: .group)
        carrier.barFacts = facts
        return carrier
    }
}

/// Removes carriers from a screen's elements, returning their facts merged (inner first).
func _takeBarFacts(_ elements: [_Element]) -> (elements: [_Element], facts: _BarFacts) {
    var facts = _BarFacts()
    func walk(_ elements: [_Element]) -> [_Element] {
        var kept: [_Element] = []
        for element in elements {
            if let carried = element.barFacts {
                // Depth first, a carrier comes after its content: a later carrier is further out.
                facts.merge(outer: carried)
                continue
            }
            var element = element
            element.children = walk(element.children)
            kept.append(element)
        }
        return kept
    }
    let kept = walk(elements)
    return (kept, facts)
}

func _stripBarCarriers(_ element: _Element) -> _Element {
    var element = element
    element.children = element.children.filter { $0.barFacts == nil }.map(_stripBarCarriers)
    return element
}

/// A modifier that states bar facts for the screen it is part of.
struct _BarFactsModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let facts: (EnvironmentValues) -> _BarFacts
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        ctx.childElements("content") + [.barCarrier(facts(ctx.env))]
    }
}

public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Inherits the previous screen's mode; a stack's root shows a large title.
        case automatic
        case inline
        case large
    }
}

public typealias ToolbarTitleDisplayMode = NavigationBarItem.TitleDisplayMode

extension NavigationBarItem.TitleDisplayMode {
    public static var inlineLarge: NavigationBarItem.TitleDisplayMode { .large }
}

extension View {
    func _barFacts(_ facts: @escaping (EnvironmentValues) -> _BarFacts) -> some View {
        modifier(_BarFactsModifier(facts: facts))
    }

    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View {
        _barFacts { _BarFacts(title: titleKey.resolve($0)) }
    }
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
        let title = String(title)
        return _barFacts { _ in _BarFacts(title: title) }
    }
    public func navigationTitle(_ title: Text) -> some View {
        _barFacts { _BarFacts(title: title._resolve($0)) }
    }
    /// An editable title; headlessly it shows the bound text.
    public func navigationTitle(_ title: Binding<String>) -> some View {
        _barFacts { _ in _BarFacts(title: title.wrappedValue) }
    }

    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        _barFacts { _ in _BarFacts(displayMode: displayMode) }
    }
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        _barFacts { _ in _BarFacts(displayMode: mode) }
    }
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        _barFacts { _ in _BarFacts(backButtonHidden: hidesBackButton) }
    }
    @available(*, deprecated, message: "use toolbar(.hidden, for: .navigationBar)")
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        _barFacts { _ in _BarFacts(barHidden: hidden) }
    }

    @available(*, deprecated, message: "use toolbar(content:) with ToolbarItem(placement:)")
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        modifier(
            _ToolbarModifier(entries: [
                _ToolbarEntry(placement: .topBarLeading, view: AnyView(leading)),
                _ToolbarEntry(placement: .topBarTrailing, view: AnyView(trailing)),
            ]))
    }
    @available(*, deprecated, message: "use toolbar(content:) with ToolbarItem(placement:)")
    public func navigationBarItems<L: View>(leading: L) -> some View {
        modifier(_ToolbarModifier(entries: [_ToolbarEntry(placement: .topBarLeading, view: AnyView(leading))]))
    }
    @available(*, deprecated, message: "use toolbar(content:) with ToolbarItem(placement:)")
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        modifier(_ToolbarModifier(entries: [_ToolbarEntry(placement: .topBarTrailing, view: AnyView(trailing))]))
    }

    @available(*, deprecated, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(titleKey) }
    @available(*, deprecated, renamed: "navigationTitle(_:)")
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(title) }
    @available(*, deprecated, renamed: "navigationTitle(_:)")
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
    @available(*, deprecated, message: "use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        _barFacts { _BarFacts(title: titleKey.resolve($0), displayMode: displayMode) }
    }
    @available(*, deprecated, message: "use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        let title = String(title)
        return _barFacts { _ in _BarFacts(title: title, displayMode: displayMode) }
    }
    @available(*, deprecated, message: "use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)")
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        _barFacts { _BarFacts(title: title._resolve($0), displayMode: displayMode) }
    }
}
