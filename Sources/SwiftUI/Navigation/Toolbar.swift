import LessonProtocol

extension View {
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

/// Where a toolbar item goes. On an iPhone: leading for cancellation and navigation items,
/// the middle for `principal`, the bottom bar for `bottomBar` and `status`, trailing otherwise.
public struct ToolbarItemPlacement: Hashable, Sendable {
    let fact: ScreenStyle.Placement
    public static let automatic = ToolbarItemPlacement(fact: .automatic)
    public static let principal = ToolbarItemPlacement(fact: .principal)
    public static let navigation = ToolbarItemPlacement(fact: .navigation)
    public static let primaryAction = ToolbarItemPlacement(fact: .primaryAction)
    public static let secondaryAction = ToolbarItemPlacement(fact: .secondaryAction)
    public static let status = ToolbarItemPlacement(fact: .status)
    public static let confirmationAction = ToolbarItemPlacement(fact: .confirmationAction)
    public static let cancellationAction = ToolbarItemPlacement(fact: .cancellationAction)
    public static let destructiveAction = ToolbarItemPlacement(fact: .destructiveAction)
    public static let keyboard = ToolbarItemPlacement(fact: .keyboard)
    public static let topBarLeading = ToolbarItemPlacement(fact: .topBarLeading)
    public static let topBarTrailing = ToolbarItemPlacement(fact: .topBarTrailing)
    public static let bottomBar = ToolbarItemPlacement(fact: .bottomBar)
    @available(*, deprecated, renamed: "topBarLeading")
    public static let navigationBarLeading = ToolbarItemPlacement(fact: .topBarLeading)
    @available(*, deprecated, renamed: "topBarTrailing")
    public static let navigationBarTrailing = ToolbarItemPlacement(fact: .topBarTrailing)

    /// The side of the bar the item shows on an iPhone.
    var side: _BarSide {
        switch fact {
        case .navigation, .cancellationAction, .topBarLeading, .back: return .leading
        case .principal: return .principal
        case .bottomBar, .status: return .bottom
        // The keyboard's bar shows only while typing, which a headless screen never is.
        case .keyboard: return .hidden
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
                    item.style.placement = entry.placement.fact
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
        && element.label == nil && !element.handlers.isActionable && element.arrangement == nil
    {
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
