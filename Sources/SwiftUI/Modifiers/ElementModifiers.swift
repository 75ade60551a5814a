/// Modifiers that describe the modified element itself: identifiers, tags, labels.
struct _ElementTransformModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let transform: (inout _Element) -> Void
    func _adjust(_ elements: [_Element], _ ctx: inout _ElementContext) -> [_Element] {
        elements.map { element in
            var element = element
            transform(&element)
            return element
        }
    }
}

/// `.id(_:)`: the value becomes part of the view's identity; a new value means a new view
/// with fresh state.
struct _IdentityModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let id: AnyHashable
    func _children(content: any View, _ env: EnvironmentValues) -> [_ChildSpec] { [_ChildSpec(id, content, env)] }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] { ctx.allChildElements() }
}

extension View {
    public func accessibilityIdentifier(_ identifier: String) -> some View {
        modifier(_ElementTransformModifier { $0.identifier = identifier })
    }

    public func accessibilityLabel(_ label: Text) -> some View { _accessibilityLabel { label._resolve($0) } }
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { _accessibilityLabel { labelKey.resolve($0) } }
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View {
        let label = String(label)
        return _accessibilityLabel { _ in label }
    }

    private func _accessibilityLabel(_ resolve: @escaping (EnvironmentValues) -> String) -> some View {
        modifier(_AccessibilityLabelModifier(resolve: resolve))
    }


    public func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(_TagModifier(tag: AnyHashable(tag)))
    }

    public func id<ID: Hashable>(_ id: ID) -> some View { modifier(_IdentityModifier(id: AnyHashable(id))) }
}

struct _AccessibilityLabelModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let resolve: (EnvironmentValues) -> String
    func _adjust(_ elements: [_Element], _ ctx: inout _ElementContext) -> [_Element] {
        let label = resolve(ctx.env)
        return elements.map { element in
            var element = element
            element.accessibilityLabel = label
            element.style.accessibilityLabel = label
            // An image-only control is named by its accessibility label.
            if element.label == nil { element.label = label }
            return element
        }
    }
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
