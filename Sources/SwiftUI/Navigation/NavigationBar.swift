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
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let hidesNavigationBar = bars.contains(.navigationBar) || bars.contains(.automatic)
        let hidesTabBar = bars.contains(.tabBar)
        return _barFacts { _ in
            _BarFacts(barHidden: hidesNavigationBar ? visibility == .hidden : nil, tabBarHidden: hidesTabBar ? visibility == .hidden : nil)
        }
    }
    /// Bar backgrounds are drawn the same whatever is asked; nothing a person reads changes.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }
}

public struct ToolbarRole: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarRole(name: "automatic")
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    public static let browser = ToolbarRole(name: "browser")
    public static let editor = ToolbarRole(name: "editor")
}

/// Which bar a `.toolbar(_:for:)` call means.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
}

// MARK: - Toolbar content

/// Where a toolbar item goes. On an iPhone: leading for cancellation and navigation items,
/// the middle for `principal`, the bottom bar for `bottomBar` and `status`, trailing otherwise.
public struct ToolbarItemPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    public static let status = ToolbarItemPlacement(name: "status")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    @available(*, deprecated, renamed: "topBarLeading")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    @available(*, deprecated, renamed: "topBarTrailing")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")

    /// The side of the bar the item shows on an iPhone.
    var side: _BarSide {
        switch name {
        case "navigation", "cancellationAction", "topBarLeading": return .leading
        case "principal": return .principal
        case "bottomBar", "status": return .bottom
        // The keyboard's bar shows only while typing, which a headless screen never is.
        case "keyboard": return .hidden
        default: return .trailing
        }
    }
}

enum _BarSide: Int { case leading, principal, trailing, bottom, hidden }

/// Content of a `.toolbar { }` built from `ToolbarItem`s.
public protocol ToolbarContent {
    /// The items, in order, as placement and view.
    var _toolbarEntries: [_ToolbarEntry] { get }
}

public protocol CustomizableToolbarContent: ToolbarContent {}

public struct _ToolbarEntry {
    let placement: ToolbarItemPlacement
    let view: AnyView
}

public struct ToolbarItem<ID, Content: View>: ToolbarContent, CustomizableToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public var _toolbarEntries: [_ToolbarEntry] { [_ToolbarEntry(placement: placement, view: AnyView(content))] }
}

extension ToolbarItem where ID == () {
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var _toolbarEntries: [_ToolbarEntry] { [_ToolbarEntry(placement: placement, view: AnyView(content))] }
}

/// Several toolbar items built by a `@ToolbarContentBuilder` block.
public struct _ToolbarItems: ToolbarContent, CustomizableToolbarContent {
    let parts: [any ToolbarContent]
    public var _toolbarEntries: [_ToolbarEntry] { parts.flatMap(\._toolbarEntries) }
}

@resultBuilder
public enum ToolbarContentBuilder {
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> any ToolbarContent { content }
    public static func buildBlock(_ parts: any ToolbarContent...) -> _ToolbarItems { _ToolbarItems(parts: parts) }
    public static func buildOptional(_ part: _ToolbarItems?) -> _ToolbarItems { part ?? _ToolbarItems(parts: []) }
    public static func buildEither(first: _ToolbarItems) -> _ToolbarItems { first }
    public static func buildEither(second: _ToolbarItems) -> _ToolbarItems { second }
    public static func buildLimitedAvailability(_ part: _ToolbarItems) -> _ToolbarItems { part }
}

/// Mounts toolbar items as views (so their buttons act and their state lives) and reports their
/// elements with their placements.
struct _ToolbarItemsView: View, _PrimitiveView {
    typealias Body = Never
    let entries: [_ToolbarEntry]

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] {
        entries.enumerated().map { _ChildSpec($0.offset, $0.element.view, env) }
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        var items: [_Element] = []
        for (index, entry) in entries.enumerated() {
            for element in ctx.childElements(index) {
                // A group of views in one item lays out as separate items of the same placement.
                for item in _flattenGroups(element) {
                    var item = item
                    item.style.placement = entry.placement.name
                    items.append(item)
                }
            }
        }
        return items
    }
}

/// Plain stacks and groups inside a toolbar item are laid out as the bar's own row.
func _flattenGroups(_ element: _Element) -> [_Element] {
    if (element.role == .stack || element.role == .group) && element.style.kind == nil && element.barFacts == nil
        && element.label == nil && !element.handlers.isActionable {
        return element.children.flatMap(_flattenGroups)
    }
    return [element]
}

struct _ToolbarModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let entries: [_ToolbarEntry]

    func _children(content: any View, _ env: EnvironmentValues) -> [_ChildSpec] {
        [_ChildSpec("content", content, env), _ChildSpec("toolbar", _ToolbarItemsView(entries: entries), env)]
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        ctx.childElements("content") + [.barCarrier(_BarFacts(items: ctx.childElements("toolbar")))]
    }
}

extension View {
    /// Plain views in a toolbar: each becomes an item with automatic placement (trailing on a phone).
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        modifier(_ToolbarModifier(entries: [_ToolbarEntry(placement: .automatic, view: AnyView(content()))]))
    }

    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(_ToolbarModifier(entries: content()._toolbarEntries))
    }

    public func toolbar<Content: CustomizableToolbarContent>(id: String, @ToolbarContentBuilder content: () -> Content) -> some View {
        modifier(_ToolbarModifier(entries: content()._toolbarEntries))
    }
}

extension View {
    @available(*, deprecated, message: "use toolbar(content:) with ToolbarItem(placement:)")
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        modifier(_ToolbarModifier(entries: [_ToolbarEntry(placement: .topBarLeading, view: AnyView(leading)),
                                            _ToolbarEntry(placement: .topBarTrailing, view: AnyView(trailing))]))
    }
    @available(*, deprecated, message: "use toolbar(content:) with ToolbarItem(placement:)")
    public func navigationBarItems<L: View>(leading: L) -> some View {
        modifier(_ToolbarModifier(entries: [_ToolbarEntry(placement: .topBarLeading, view: AnyView(leading))]))
    }
    @available(*, deprecated, message: "use toolbar(content:) with ToolbarItem(placement:)")
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        modifier(_ToolbarModifier(entries: [_ToolbarEntry(placement: .topBarTrailing, view: AnyView(trailing))]))
    }
}

extension View {
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
    /// Whether a link shows in a split view's detail column; a phone has no columns, so nothing changes.
    public func isDetailLink(_ isDetailLink: Bool) -> some View { self }
}
