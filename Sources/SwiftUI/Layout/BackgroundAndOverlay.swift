import LessonProtocol

extension View {
    public func background<S: ShapeStyle>(_ style: S) -> some View { _elementStyle(\.background, style._styleDescription) }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_LayerModifier(layer: content(), isOverlay: false))
    }
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(_LayerModifier(layer: background, isOverlay: false))
    }
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(_LayerModifier(layer: overlay, isOverlay: true))
    }
    public func overlay<S: ShapeStyle>(_ style: S) -> some View { _elementStyle(\.overlay, style._styleDescription) }
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        _elementStyle(\.overlay, "\(style._styleDescription) \(_viewTypeName(T.self))")
    }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        _elementStyle(\.background, "\(style._styleDescription) \(_viewTypeName(T.self))")
    }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_LayerModifier(layer: content(), isOverlay: true))
    }
}

/// `.overlay { … }` and `.background { … }` with views: the layer's views are really built. An
/// overlay's texts are on the screen after the content's (a badge is read); a background is drawn
/// behind (its fill colour, or its view's name) and read too when it shows text.
struct _LayerModifier<Layer: View>: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let layer: Layer
    let isOverlay: Bool

    func _children(content: any View, _ env: EnvironmentValues) -> [_ChildSpec] {
        [_ChildSpec("content", content, env), _ChildSpec("layer", layer, env)]
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        var content = ctx.childElements("content")
        let layer = ctx.childElements("layer")
        let key: WritableKeyPath<ScreenStyle, String?> = isOverlay ? \.overlay : \.background
        let shown = layer.first.flatMap { $0.style.fill ?? $0.style.color } ?? _viewTypeName(Layer.self)
        for index in content.indices {
            if let existing = content[index].style[keyPath: key] {
                content[index].style[keyPath: key] = existing + "; " + shown
            } else {
                content[index].style[keyPath: key] = shown
            }
        }
        let readable = layer.filter { element in
            var hasText = false
            element.forEachElement { if $0.label != nil || $0.handlers.isActionable { hasText = true } }
            return hasText
        }
        return isOverlay ? content + readable : readable + content
    }
}
