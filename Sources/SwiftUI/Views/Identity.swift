/// `.id(_:)`: the value becomes part of the view's identity; a new value means a new view
/// with fresh state.
struct _IdentityModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let id: AnyHashable
    func _children(content: any View, _ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec(id, content, env)] }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        ctx.allChildElements().map { element in
            var element = element
            element.scrollID = element.scrollID ?? id
            return element
        }
    }
}

extension View {
    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(_TagModifier(tag: AnyHashable(tag)))
    }

    public func id<ID: Hashable>(_ id: ID) -> some View { modifier(_IdentityModifier(id: AnyHashable(id))) }
}

/// `.tag(_:)`: names a picker option or a tab; a TabView reads it from the tab's view itself.
struct _TagModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let tag: AnyHashable
    func _adjust(_ elements: [_Element], _ ctx: inout _ElementContext) -> [_Element] {
        elements.map { element in
            var element = element
            element.tag = tag
            return element
        }
    }
}
