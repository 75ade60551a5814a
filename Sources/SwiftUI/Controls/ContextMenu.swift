import LessonProtocol

extension View {
    /// A menu shown when the view is touched and held.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        modifier(_ContextMenuModifier(items: menuItems()))
    }

    /// A menu with a preview of the held content; the preview is not drawn (the menu's items are).
    public func contextMenu<M: View, P: View>(@ViewBuilder menuItems: () -> M, @ViewBuilder preview: () -> P) -> some View {
        modifier(_ContextMenuModifier(items: menuItems()))
    }

    /// The older spelling, with the menu as a value; `nil` means no menu (holding does nothing).
    public func contextMenu<MenuItems: View>(_ contextMenu: ContextMenu<MenuItems>?) -> some View {
        modifier(_ContextMenuModifier(items: contextMenu?.items))
    }
}

/// A context menu as a value, for `.contextMenu(_:)` (deprecated in SwiftUI, still in courses).
public struct ContextMenu<MenuItems: View> {
    let items: MenuItems
    public init(@ViewBuilder menuItems: () -> MenuItems) { items = menuItems() }
}

/// `.contextMenu`: touching and holding the view opens its menu above the screen; choosing an
/// item (or tapping outside) closes it.
struct _ContextMenuModifier<Items: View>: ViewModifier {
    let items: Items?
    @State private var isOpen = false
    func body(content: Content) -> some View {
        content.modifier(_ContextMenuPresenter(isOpen: $isOpen, items: items))
    }
}

struct _ContextMenuPresenter<Items: View>: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let isOpen: Binding<Bool>
    let items: Items?

    func _children(content: any View, _ env: EnvironmentValues) -> [_ChildSpec] {
        var specs = [_ChildSpec("content", content, env)]
        if isOpen.wrappedValue, let items {
            var menuEnv = env
            menuEnv.isEnabled = true
            menuEnv.presentationDepth += 1
            menuEnv._rowEditing = nil
            specs.append(_ChildSpec("menu", items, menuEnv))
        }
        return specs
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let isOpen = self.isOpen
        guard items != nil else { return ctx.childElements("content") }
        let base = ctx.childElements("content").map { element -> _Element in
            var element = element
            element.handlers.longPress = { isOpen.wrappedValue = true }
            return element
        }
        if isOpen.wrappedValue {
            var menu = _Element(role: .contextMenu, label: base.first.flatMap { $0.label ?? _Element.readableText([$0]) })
            menu.children = ctx.childElements("menu").map { Self.closing($0, isOpen) }
            menu.handlers.dismiss = { isOpen.wrappedValue = false }
            ctx.present(menu)
        }
        return base
    }

    /// Choosing an item closes the menu, then runs the item's action.
    static func closing(_ element: _Element, _ isOpen: Binding<Bool>) -> _Element {
        var element = element
        if let tap = element.handlers.tap {
            element.handlers.tap = {
                isOpen.wrappedValue = false
                tap()
            }
        }
        element.children = element.children.map { closing($0, isOpen) }
        return element
    }
}
