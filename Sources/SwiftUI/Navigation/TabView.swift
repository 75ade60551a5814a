import LessonProtocol

/// Views that stand for several tabs of a TabView (a builder block, a ForEach, a Group, `if`).
protocol _TabTransparent {}
extension TupleView: _TabTransparent {}
extension Group: _TabTransparent {}
extension ForEach: _TabTransparent {}
extension AnyView: _TabTransparent {}
extension _ConditionalContent: _TabTransparent {}
extension Optional: _TabTransparent where Wrapped: View {}

/// Lets a TabView read a tab's `.tag`, `.tabItem` and `.badge` off the tab's view itself, before
/// the tab is ever shown (a tab bar shows every tab's label).
protocol _ModifiedContentInspectable {
    var _inner: any View { get }
    var _modifierValue: Any { get }
}

extension ModifiedContent: _ModifiedContentInspectable where Content: View, Modifier: ViewModifier {
    var _inner: any View { content }
    var _modifierValue: Any { modifier }
}

/// One tab, as the tab view found it.
struct _TabSpec {
    var key: AnyHashable
    var view: any View
    var tag: AnyHashable?
    var label: AnyView?
    var title: ((EnvironmentValues) -> String)?
    var systemImage: String?
    var badge: ((EnvironmentValues) -> String?)?
}

/// Something a TabView shows as one tab with its own label (iOS 18 `Tab`).
protocol _TabDescribing {
    func _describe(_ spec: inout _TabSpec)
}

func _collectTabs(_ view: any View, key: AnyHashable, _ env: EnvironmentValues, implicitTag: AnyHashable? = nil) -> [_TabSpec] {
    if view is _TabTransparent, let primitive = view as? _PrimitiveView {
        let isForEach = _viewTypeName(type(of: view)) == "ForEach"
        return primitive._children(env).flatMap { child in
            _collectTabs(
                child.view, key: AnyHashable([key, child.key] as [AnyHashable]), child.env,
                implicitTag: isForEach ? child.key : implicitTag)
        }
    }
    if view is EmptyView { return [] }
    var spec = _TabSpec(key: key, view: view)
    var current: any View = view
    while true {
        if let modified = current as? _ModifiedContentInspectable {
            switch modified._modifierValue {
            case let tag as _TagModifier: spec.tag = spec.tag ?? tag.tag
            case let item as _TabItemModifier: spec.label = spec.label ?? item.label
            case let badge as _BadgeModifier: spec.badge = spec.badge ?? badge.text
            default: break
            }
            current = modified._inner
        } else {
            (current as? _TabDescribing)?._describe(&spec)
            break
        }
    }
    spec.tag = spec.tag ?? implicitTag
    return [spec]
}

final class _TabModel {
    weak var node: _ViewNode?
    /// The selected tab's key when no selection is bound (or the bound value names no tab).
    var selectedKey: AnyHashable?
    /// Tabs that have been shown: their views stay mounted, and keep their state, while another
    /// tab shows.
    var visited: Set<AnyHashable> = []
    var tabs: [_TabSpec] = []
    var selectedIndex = 0
    var select: (Int) -> Void = { _ in }
}

/// Tabs: only the selected tab's content is on screen, above a tab bar showing every tab's label.
public struct TabView<SelectionValue: Hashable, Content: View>: View, _UncountedBody {
    let selection: Binding<SelectionValue>?
    let content: Content
    let state = _NodeLocal { _TabModel() }

    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: some View {
        let model = state.object
        model.node = state.node
        let selection = self.selection
        model.select = { [unowned model] index in
            guard model.tabs.indices.contains(index) else { return }
            let tab = model.tabs[index]
            if let selection, let value = tab.tag?.base as? SelectionValue {
                model.selectedKey = nil
                selection.wrappedValue = value
            } else {
                model.selectedKey = tab.key
            }
            model.node?.invalidate()
        }
        return _TabViewHost(model: model, content: content, selected: selection.map { AnyHashable($0.wrappedValue) })
    }
}

extension TabView where SelectionValue == Int {
    public init(@ViewBuilder content: () -> Content) {
        self.selection = nil
        self.content = content()
    }
}

struct _TabViewHost<Content: View>: View, _PrimitiveView {
    typealias Body = Never
    let model: _TabModel
    let content: Content
    let selected: AnyHashable?

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] {
        let tabs = _collectTabs(content, key: "tabs", env)
        model.tabs = tabs
        var index = model.selectedKey.flatMap { key in tabs.firstIndex { $0.key == key } }
        if let selected, let bound = tabs.firstIndex(where: { $0.tag == selected }) { index = bound }
        let selectedIndex = index ?? 0
        model.selectedIndex = selectedIndex
        var specs: [_ChildSpec] = []
        guard !tabs.isEmpty else { return specs }
        model.visited.insert(tabs[selectedIndex].key)
        for (i, tab) in tabs.enumerated() {
            if let label = tab.label { specs.append(_ChildSpec(AnyHashable(["label", tab.key] as [AnyHashable]), label, env)) }
            guard model.visited.contains(tab.key) else { continue }
            var tabEnv = env
            tabEnv.isOffScreen = env.isOffScreen || i != selectedIndex
            specs.append(_ChildSpec(AnyHashable(["tab", tab.key] as [AnyHashable]), tab.view, tabEnv))
        }
        return specs
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let tabs = model.tabs
        guard !tabs.isEmpty else { return [] }
        // Carriers stay for an enclosing stack; only whether to hide the tab bar is read here.
        let content = ctx.childElements(AnyHashable(["tab", tabs[model.selectedIndex].key] as [AnyHashable]))
        var hidesBar = false
        content.forEach { $0.forEachElement { e in if e.barFacts?.tabBarHidden == true { hidesBar = true } } }
        var bar = _Element(role: .tabBar)
        let model = self.model
        for (i, tab) in tabs.enumerated() {
            let labelElements = ctx.childElements(AnyHashable(["label", tab.key] as [AnyHashable]))
            var item = _Element(role: .tab, label: tab.title?(ctx.env) ?? _Element.readableText(labelElements))
            if let image = tab.systemImage ?? _Element.firstSystemImage(labelElements) { item.style.systemImage = image }
            if let badge = tab.badge?(ctx.env) { item.style.badge = badge }
            item.isSelected = i == model.selectedIndex
            item.isEnabled = ctx.env.isEnabled
            item.handlers.tap = { model.select(i) }
            bar.children.append(item)
        }
        // A paged TabView shows no tab bar: its pages are swiped, with dots beneath.
        if ctx.env.tabViewStyleName == "page" { return [pages(content, &ctx)] }
        if hidesBar {
            return [_Element(role: .group, style: ScreenStyle(kind: .tabView), children: content)]
        }
        return [_Element(role: .group, style: ScreenStyle(kind: .tabView), children: content + [bar])]
    }
}

extension _TabViewHost {
    /// A page-style TabView: only the current page shows; a swipe left shows the next page and a
    /// swipe right the previous one (mirrored right to left, where the first page is rightmost),
    /// none past either end; the page indicator's dots show which page it is, and VoiceOver reads
    /// them as "page 2 of 3".
    func pages(_ content: [_Element], _ ctx: inout _ElementContext) -> _Element {
        let model = self.model
        let count = model.tabs.count
        let index = model.selectedIndex
        var pages = _Element(role: .group, style: ScreenStyle(kind: .tabView), children: content)
        pages.style.paged = true
        let mirrored = ctx.env.layoutDirection == .rightToLeft
        pages.handlers.swipePage = { direction in
            let target = index + ((direction == .left) != mirrored ? 1 : -1)
            // At either end the page follows the finger and springs back.
            if (0..<count).contains(target) { model.select(target) }
        }
        let mode = ctx.env.pageIndexDisplayMode
        if mode == .always || (mode == .automatic && count > 1) {
            var dots = _Element(role: .pageIndicator, value: "page \(index + 1) of \(count)")
            dots.style.pageCount = count
            dots.style.currentPage = index + 1
            dots.style.indexBackground = ctx.env.pageIndexBackground == .always
            dots.isEnabled = ctx.env.isEnabled
            pages.children.append(dots)
        }
        return pages
    }
}

// MARK: - Tab labels and badges

struct _TabItemModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let label: AnyView
}

/// `.badge`: on a tab, the tab bar item's badge; on a list row, a count at the row's end.
struct _BadgeModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let text: (EnvironmentValues) -> String?
    func _adjust(_ elements: [_Element], _ ctx: inout _ElementContext) -> [_Element] {
        guard let badge = text(ctx.env) else { return elements }
        return elements.map { element in
            var element = element
            element.style.badge = badge
            return element
        }
    }
}

extension View {
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
        modifier(_TabItemModifier(label: AnyView(label())))
    }

    /// A zero count shows no badge.
    public func badge(_ count: Int) -> some View {
        modifier(_BadgeModifier { env in count == 0 ? nil : IntegerFormatStyle<Int>.number.locale(env.locale).format(count) })
    }
    public func badge(_ label: Text?) -> some View {
        modifier(_BadgeModifier { env in label?._resolve(env) })
    }
    public func badge(_ key: LocalizedStringKey?) -> some View {
        modifier(_BadgeModifier { env in key?.resolve(env) })
    }
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View {
        let text = label.map { String($0) }
        return modifier(_BadgeModifier { _ in text })
    }
}

/// The label a `Tab` draws from its title and image.
public struct DefaultTabLabel: View, _PrimitiveView {
    public typealias Body = Never
}

/// iOS 18's tab: a title, a symbol, the value that selects it, and its content.
public struct Tab<Value: Hashable, Content: View, Label: View>: View, _PrimitiveView, _TabDescribing {
    public typealias Body = Never
    let value: Value?
    let title: ((EnvironmentValues) -> String)?
    let systemImage: String?
    let content: Content
    let label: Label?

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec("content", content, env)] }

    func _describe(_ spec: inout _TabSpec) {
        if let value { spec.tag = spec.tag ?? AnyHashable(value) }
        spec.title = title
        spec.systemImage = systemImage
        if let label, !(label is DefaultTabLabel) { spec.label = spec.label ?? AnyView(label) }
    }
}

extension Tab where Label == DefaultTabLabel {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, title: { titleKey.resolve($0) }, systemImage: systemImage, content: content(), label: nil)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content) {
        let title = String(title)
        self.init(value: value, title: { _ in title }, systemImage: systemImage, content: content(), label: nil)
    }
    public init(_ titleKey: LocalizedStringKey, image: String, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, title: { titleKey.resolve($0) }, systemImage: nil, content: content(), label: nil)
    }
}

extension Tab where Label == DefaultTabLabel, Value == Never {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(value: nil, title: { titleKey.resolve($0) }, systemImage: systemImage, content: content(), label: nil)
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        let title = String(title)
        self.init(value: nil, title: { _ in title }, systemImage: systemImage, content: content(), label: nil)
    }
}

extension Tab {
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(value: value, title: nil, systemImage: nil, content: content(), label: label())
    }
}

// MARK: - Tab view styles

public protocol TabViewStyle { var _styleName: String { get } }
public struct DefaultTabViewStyle: TabViewStyle {
    public init() {}
    public var _styleName: String { "automatic" }
}
public struct PageTabViewStyle: TabViewStyle {
    public struct IndexDisplayMode: Hashable, Sendable {
        let name: String
        public static let automatic = IndexDisplayMode(name: "automatic")
        public static let always = IndexDisplayMode(name: "always")
        public static let never = IndexDisplayMode(name: "never")
    }
    let indexDisplayMode: IndexDisplayMode
    public init(indexDisplayMode: IndexDisplayMode = .automatic) { self.indexDisplayMode = indexDisplayMode }
    public var _styleName: String { "page" }
}
extension TabViewStyle where Self == DefaultTabViewStyle { public static var automatic: DefaultTabViewStyle { .init() } }
extension TabViewStyle where Self == PageTabViewStyle {
    public static var page: PageTabViewStyle { .init() }
    public static func page(indexDisplayMode: PageTabViewStyle.IndexDisplayMode) -> PageTabViewStyle {
        .init(indexDisplayMode: indexDisplayMode)
    }
}

private struct TabViewStyleKey: EnvironmentKey { static let defaultValue = "automatic" }
private struct PageIndexDisplayModeKey: EnvironmentKey { static let defaultValue = PageTabViewStyle.IndexDisplayMode.automatic }
private struct PageIndexBackgroundKey: EnvironmentKey { static let defaultValue = PageIndexViewStyle.BackgroundDisplayMode.automatic }

extension EnvironmentValues {
    var tabViewStyleName: String {
        get { self[TabViewStyleKey.self] }
        set { self[TabViewStyleKey.self] = newValue }
    }
    /// When a page-style TabView shows its page indicator.
    var pageIndexDisplayMode: PageTabViewStyle.IndexDisplayMode {
        get { self[PageIndexDisplayModeKey.self] }
        set { self[PageIndexDisplayModeKey.self] = newValue }
    }
    /// Whether the page indicator is drawn on a backdrop (`indexViewStyle(.page(backgroundDisplayMode:))`).
    var pageIndexBackground: PageIndexViewStyle.BackgroundDisplayMode {
        get { self[PageIndexBackgroundKey.self] }
        set { self[PageIndexBackgroundKey.self] = newValue }
    }
}

extension View {
    public func tabViewStyle<S: TabViewStyle>(_ style: S) -> some View {
        let name = style._styleName
        let indexDisplayMode = (style as? PageTabViewStyle)?.indexDisplayMode ?? .automatic
        return modifier(
            _EnvironmentModifier {
                $0.tabViewStyleName = name
                $0.pageIndexDisplayMode = indexDisplayMode
            })
    }
}

/// How a page-style TabView draws its page dots: a look only, the pages are the same.
public protocol IndexViewStyle {}

public struct PageIndexViewStyle: IndexViewStyle {
    /// `.always` draws the dots on a backdrop; `.interactive` only while a finger is on them, which no
    /// observed screen shows; `.automatic` and `.never` draw none.
    public enum BackgroundDisplayMode: Sendable { case automatic, always, interactive, never }
    let backgroundDisplayMode: BackgroundDisplayMode
    public init(backgroundDisplayMode: BackgroundDisplayMode = .automatic) { self.backgroundDisplayMode = backgroundDisplayMode }
}

extension IndexViewStyle where Self == PageIndexViewStyle {
    public static var page: PageIndexViewStyle { PageIndexViewStyle() }
    public static func page(backgroundDisplayMode: PageIndexViewStyle.BackgroundDisplayMode) -> PageIndexViewStyle {
        PageIndexViewStyle(backgroundDisplayMode: backgroundDisplayMode)
    }
}

extension View {
    public func indexViewStyle<S: IndexViewStyle>(_ style: S) -> some View {
        let background = (style as? PageIndexViewStyle)?.backgroundDisplayMode ?? .automatic
        return modifier(_EnvironmentModifier { $0.pageIndexBackground = background })
    }
}
