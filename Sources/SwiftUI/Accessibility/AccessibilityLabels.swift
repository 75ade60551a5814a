import LessonProtocol

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
            // An image-only control is named by its accessibility label; an image's label replaces
            // the name its symbol would be read by.
            if element.label == nil || element.role == .image { element.label = label }
            return element
        }
    }
}

extension View {
    public func accessibilityValue(_ valueDescription: Text) -> some View { _accessibilityValue { valueDescription._resolve($0) } }
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { _accessibilityValue { valueKey.resolve($0) } }
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        let value = String(value)
        return _accessibilityValue { _ in value }
    }

    public func accessibilityHint(_ hint: Text) -> some View { _accessibilityHint { hint._resolve($0) } }
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { _accessibilityHint { hintKey.resolve($0) } }
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        let hint = String(hint)
        return _accessibilityHint { _ in hint }
    }

    private func _accessibilityValue(_ resolve: @escaping (EnvironmentValues) -> String) -> some View {
        modifier(
            _AccessibilityModifier { elements, env in
                let value = resolve(env)
                return elements.map {
                    var e = $0
                    e.value = value
                    return e
                }
            })
    }

    private func _accessibilityHint(_ resolve: @escaping (EnvironmentValues) -> String) -> some View {
        modifier(
            _AccessibilityModifier { elements, env in
                let hint = resolve(env)
                return elements.map {
                    var e = $0
                    e.style.accessibilityHint = hint
                    return e
                }
            })
    }

    // Voice Control names and custom actions: VoiceOver still reads the same label.
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View { self }
    public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View { self }
    @_disfavoredOverload
    public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View { self }
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View { self }
}
