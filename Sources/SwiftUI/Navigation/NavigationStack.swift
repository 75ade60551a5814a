import LessonProtocol

/// A type-erased list of pushed values, as `NavigationStack(path:)` binds to it.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    public init() { elements = [] }
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}

/// Reads and changes whatever holds a stack's path: a bound `[T]`, a bound `NavigationPath`, or the
/// stack's own path when it is given none.
struct _PathAccess {
    let values: () -> [AnyHashable]
    /// False when the value cannot go in this path (a `[Int]` path offered a `String`).
    let append: (AnyHashable) -> Bool
    let removeLast: (Int) -> Void
}

/// Everything a NavigationStack knows between updates: its own path, the screens pushed by view
/// (not by value), and the destinations registered by `navigationDestination` inside it.
final class _NavigationModel {
    weak var node: _ViewNode?
    var internalPath = NavigationPath()
    var path: _PathAccess!

    struct ViewEntry {
        let id: Int
        /// How many path values lie beneath this screen.
        var after: Int
        var view: AnyView
        /// The `navigationDestination(isPresented:)` that pushed it, if one did.
        var owner: ObjectIdentifier?
        var onPop: (() -> Void)?
    }
    var viewEntries: [ViewEntry] = []
    private var nextID = 0

    struct Destination {
        let owner: ObjectIdentifier
        let make: (AnyHashable) -> AnyView?
    }
    private var destinations: [ObjectIdentifier: [Destination]] = [:]

    enum Entry {
        case value(Int, AnyHashable)
        case view(ViewEntry)

        var key: AnyHashable {
            switch self {
            case .value(let index, let value): return AnyHashable(["value", AnyHashable(index), value] as [AnyHashable])
            case .view(let entry): return AnyHashable(["view", AnyHashable(entry.id)] as [AnyHashable])
            }
        }
    }

    var internalPathAccess: _PathAccess {
        _PathAccess(
            values: { [unowned self] in internalPath.elements },
            append: { [unowned self] value in
                internalPath.elements.append(value)
                invalidate()
                return true
            },
            removeLast: { [unowned self] k in
                internalPath.removeLast(k)
                invalidate()
            })
    }

    func invalidate() { node?.invalidate() }

    /// The pushed screens, bottom first: path values in order, with screens pushed by view
    /// between them where they were pushed.
    func stack() -> [Entry] {
        let values = path.values()
        var result: [Entry] = []
        for k in 0...values.count {
            for entry in viewEntries where entry.after == k { result.append(.view(entry)) }
            if k < values.count { result.append(.value(k, values[k])) }
        }
        return result
    }

    /// Screens pushed by view above a path that has since become shorter went with it.
    func prune() {
        let count = path.values().count
        viewEntries.removeAll { $0.after > count }
    }

    func push(value: AnyHashable) {
        _ = path.append(value)
    }

    func push(view: AnyView) {
        nextID += 1
        viewEntries.append(ViewEntry(id: nextID, after: path.values().count, view: view))
        invalidate()
    }

    /// Pops screens until `depth` remain pushed (0: back to the root).
    func pop(to depth: Int) {
        let entries = stack()
        guard depth >= 0, depth < entries.count else { return }
        var values = 0
        var popped: [ViewEntry] = []
        for entry in entries[depth...] {
            switch entry {
            case .value: values += 1
            case .view(let viewEntry): popped.append(viewEntry)
            }
        }
        viewEntries.removeAll { entry in popped.contains { $0.id == entry.id } }
        if values > 0 { path.removeLast(values) }
        popped.forEach { $0.onPop?() }
        invalidate()
    }

    func popTop() { pop(to: stack().count - 1) }

    // MARK: Destinations

    func destination(for value: AnyHashable) -> AnyView? {
        destinations[ObjectIdentifier(type(of: value.base))]?.last?.make(value)
    }

    func hasDestination(for value: AnyHashable) -> Bool {
        destinations[ObjectIdentifier(type(of: value.base))]?.isEmpty == false
    }

    func register(owner: ObjectIdentifier, type: ObjectIdentifier, make: @escaping (AnyHashable) -> AnyView?) {
        var list = destinations[type] ?? []
        let isNew = list.isEmpty
        if let index = list.firstIndex(where: { $0.owner == owner }) {
            list[index] = Destination(owner: owner, make: make)
        } else {
            list.append(Destination(owner: owner, make: make))
        }
        destinations[type] = list
        // A stack waiting for a destination can now show the pushed value.
        if isNew, !path.values().isEmpty { invalidate() }
    }

    func unregister(owner: ObjectIdentifier) {
        for (type, list) in destinations {
            destinations[type] = list.filter { $0.owner != owner }
        }
    }

    /// `navigationDestination(isPresented:)` and `(item:)`: a pushed screen that follows a binding.
    func setPresented(owner: ObjectIdentifier, view: AnyView?, onPop: @escaping () -> Void) {
        let index = viewEntries.firstIndex { $0.owner == owner }
        switch (view, index) {
        case (let view?, nil):
            nextID += 1
            viewEntries.append(ViewEntry(id: nextID, after: path.values().count, view: view, owner: owner, onPop: onPop))
            invalidate()
        case (let view?, let index?):
            viewEntries[index].view = view
            viewEntries[index].onPop = onPop
        case (nil, let index?):
            viewEntries.remove(at: index)
            invalidate()
        case (nil, nil):
            break
        }
    }
}

/// A per-node object that survives every new value of its view, plus the node itself (so the
/// view can ask to be updated when the object changes).
struct _NodeLocal<T: AnyObject>: _NodeAttachable, _IgnoredForEquality {
    final class Cell {
        var object: T?
        weak var node: _ViewNode?
    }
    let cell = Cell()
    let make: () -> T

    init(_ make: @escaping () -> T) { self.make = make }

    func _attach(to node: _ViewNode, key: String) {
        if let existing = node.storage[key] as? T {
            cell.object = existing
        } else {
            let object = make()
            node.storage[key] = object
            cell.object = object
        }
        cell.node = node
    }

    var object: T { cell.object ?? make() }
    var node: _ViewNode? { cell.node }
}

private struct NavigationModelKey: EnvironmentKey { static let defaultValue: _NavigationModel? = nil }
private struct OffScreenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The NavigationStack a view is in.
    var navigationModel: _NavigationModel? {
        get { self[NavigationModelKey.self] }
        set { self[NavigationModelKey.self] = newValue }
    }
    /// True while the view is mounted but not visible: beneath a pushed screen, or in a tab that
    /// is not selected. `onAppear`/`onDisappear` follow it.
    var isOffScreen: Bool {
        get { self[OffScreenKey.self] }
        set { self[OffScreenKey.self] = newValue }
    }
}

/// A stack of screens: the root, then what NavigationLinks and the path push. Only the top
/// screen is visible, under a navigation bar with its title, a back button and its toolbar items.
public struct NavigationStack<Data, Root: View>: View, _UncountedBody {
    let root: Root
    let path: _PathAccess?
    let state = _NodeLocal { _NavigationModel() }

    public var body: some View {
        let model = state.object
        model.node = state.node
        model.path = path ?? model.internalPathAccess
        return _NavigationStackHost(model: model, root: root)
    }
}

extension NavigationStack where Data == NavigationPath {
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = nil
    }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = _PathAccess(
            values: { path.wrappedValue.elements },
            append: {
                path.wrappedValue.elements.append($0)
                return true
            },
            removeLast: { path.wrappedValue.removeLast($0) })
    }
}

extension NavigationStack
where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = _PathAccess(
            values: { path.wrappedValue.map { AnyHashable($0) } },
            append: { value in
                guard let element = value.base as? Data.Element else { return false }
                path.wrappedValue.append(element)
                return true
            },
            removeLast: { path.wrappedValue.removeLast($0) })
    }
}

struct _NavigationStackHost<Root: View>: View, _PrimitiveView {
    typealias Body = Never
    let model: _NavigationModel
    let root: Root

    func _children(_ env: EnvironmentValues) -> [_ChildSpec] {
        model.prune()
        let entries = model.stack()
        var rootEnv = env
        rootEnv.navigationModel = model
        rootEnv.isOffScreen = env.isOffScreen || !entries.isEmpty
        var specs = [_ChildSpec("root", root, rootEnv)]
        let modelID = ObjectIdentifier(model).hashValue
        for (index, entry) in entries.enumerated() {
            var screenEnv = env
            screenEnv.navigationModel = model
            screenEnv.isOffScreen = env.isOffScreen || index < entries.count - 1
            // `dismiss()` in a pushed screen pops it (and whatever is above it).
            let model = self.model
            screenEnv.dismiss = DismissAction(id: modelID &+ 7919 &* (index + 1)) { model.pop(to: index) }
            screenEnv.isPresented = true
            let view: any View
            switch entry {
            case .value(_, let value): view = model.destination(for: value) ?? AnyView(EmptyView())
            case .view(let viewEntry): view = viewEntry.view
            }
            specs.append(_ChildSpec(entry.key, view, screenEnv))
        }
        return specs
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let screens = ctx.node.children
        var facts: [_BarFacts] = []
        var content: [_Element] = []
        for (index, screen) in screens.enumerated() {
            let (elements, screenFacts) = _takeBarFacts(ctx.builder.elements(of: screen))
            facts.append(screenFacts)
            if index == screens.count - 1 { content = elements }
        }
        let top = facts.last ?? _BarFacts()
        // `.automatic` inherits the previous screen's mode; the root shows a large title.
        var mode = NavigationBarItem.TitleDisplayMode.large
        for screenFacts in facts {
            if let explicit = screenFacts.displayMode, explicit != .automatic { mode = explicit }
        }
        var bar = _Element(
            role: .navigationBar, label: top.title,
            style: ScreenStyle { $0.titleDisplayMode = mode == .inline ? .inline : .large })
        if screens.count > 1, top.backButtonHidden != true {
            let previous = facts[facts.count - 2].title
            var back = _Element(
                role: .button, label: (previous?.isEmpty == false ? previous : nil) ?? "Back",
                style: ScreenStyle {
                    $0.systemImage = "chevron.left"
                    $0.placement = .back
                })
            back.isEnabled = ctx.env.isEnabled
            let model = self.model
            back.handlers.tap = { model.popTop() }
            bar.children.append(back)
        }
        let placed = top.items.map { item -> (side: _BarSide, element: _Element) in
            (ToolbarItemPlacement(fact: item.style.placement ?? .automatic).side, item)
        }
        for side in [_BarSide.leading, .principal, .trailing] {
            bar.children += placed.filter { $0.side == side }.map(\.element)
        }
        var children: [_Element] = []
        if top.barHidden != true { children.append(bar) }
        children += content
        let bottom = placed.filter { $0.side == .bottom }.map(\.element)
        if !bottom.isEmpty { children.append(_Element(role: .toolbar, children: bottom)) }
        var stack = _Element(role: .group, label: top.title, style: ScreenStyle(kind: .navigationStack), children: children)
        // Whether the visible screen hides the tab bar is a question for an enclosing TabView.
        if let hidden = top.tabBarHidden { stack.children.append(.barCarrier(_BarFacts(tabBarHidden: hidden))) }
        return [stack]
    }
}

/// Views that decide for themselves which of their children are on screen.
protocol _VisibilityScope {}
extension _NavigationStackHost: _VisibilityScope {}
extension _TabViewHost: _VisibilityScope {}

extension EnvironmentValues {
    func _equalIgnoringVisibility(_ other: EnvironmentValues) -> Bool {
        guard isOffScreen != other.isOffScreen else { return self == other }
        var a = self
        var b = other
        a.isOffScreen = false
        b.isOffScreen = false
        return a == b
    }
}

/// Tells a subtree it was covered or uncovered without evaluating any body: appearance modifiers
/// run their callbacks; stacks and tab views work out their own children again.
func _setOffScreen(_ node: _ViewNode, _ offScreen: Bool) {
    guard node.env.isOffScreen != offScreen else { return }
    node.env.isOffScreen = offScreen
    if node.view is _VisibilityScope {
        node.invalidate()
        return
    }
    if node.view is _PrimitiveView { (node.view as? _LifecycleView)?._didUpdate(node, from: node.view) }
    node.children.forEach { _setOffScreen($0, offScreen) }
}
