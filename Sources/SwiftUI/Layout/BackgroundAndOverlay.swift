import LessonProtocol

extension View {
    public func background<S: ShapeStyle>(_ style: S) -> some View { _elementStyle(\.background, style._styleDescription) }
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_LayerModifier(layer: content(), isOverlay: false, alignment: alignment))
    }
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
        modifier(_LayerModifier(layer: background, isOverlay: false, alignment: alignment))
    }
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
        modifier(_LayerModifier(layer: overlay, isOverlay: true, alignment: alignment))
    }
    public func overlay<S: ShapeStyle>(_ style: S) -> some View { _elementStyle(\.overlay, style._styleDescription) }
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        _elementStyle(\.overlay, "\(style._styleDescription) \(_viewTypeName(T.self))")
    }
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T) -> some View {
        _elementStyle(\.background, "\(style._styleDescription) \(_viewTypeName(T.self))")
    }
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_LayerModifier(layer: content(), isOverlay: true, alignment: alignment))
    }
}

/// `.overlay { … }` and `.background { … }` with views: the layer's views are really built. An
/// overlay's texts are on the screen after the content's (a badge is read); a background is drawn
/// behind (its fill colour, or its view's name) and read too when it shows text. A layer is
/// proposed the size of the view it decorates and does not change it, so a `GeometryReader` in a
/// background measures that view — how courses read a view's size.
struct _LayerModifier<Layer: View>: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let layer: Layer
    let isOverlay: Bool
    let alignment: Alignment

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
        let kept = layer.filter { element in
            var keep = false
            element.forEachElement { if $0.label != nil || $0.handlers.isActionable || $0.isGeometryReader { keep = true } }
            return keep
        }
        guard content.count == 1, !kept.isEmpty else { return isOverlay ? content + kept : kept + content }
        var layered = _Element(role: .group, children: isOverlay ? content + kept : kept + content)
        layered.layering = _Layering(contentIndex: isOverlay ? 0 : kept.count, alignment: alignment)
        return [layered]
    }
}
