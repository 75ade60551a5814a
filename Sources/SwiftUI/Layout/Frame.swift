import LessonProtocol

extension View {
    /// The drawing animates the size (a dimension left open stays open).
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        modifier(
            _AnimatedEffect(value: AnimatablePair(width ?? 0, height ?? 0)) { shown, elements, ctx in
                let width = width.map { _ in shown.first }
                let height = height.map { _ in shown.second }
                let described = _frameDescription([("width", width), ("height", height)], alignment)
                let framed = _ElementStyleModifier { style in
                    if let existing = style.frame { style.frame = existing + "; " + described } else { style.frame = described }
                }._adjust(elements, &ctx)
                let drawn = _ShapeFrame(width: width, height: height)._adjust(framed, &ctx)
                return _LayoutStepModifier(step: .fixedFrame(width: width, height: height, alignment: alignment))._adjust(drawn, &ctx)
            })
    }

    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> some View {
        _elementStyle(
            \.frame,
            _frameDescription(
                [
                    ("minWidth", minWidth), ("idealWidth", idealWidth), ("maxWidth", maxWidth),
                    ("minHeight", minHeight), ("idealHeight", idealHeight), ("maxHeight", maxHeight),
                ], alignment)
        )
        ._layoutStep(
            .flexibleFrame(
                minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight, alignment: alignment))
    }
}

func _frameDescription(_ parts: [(String, CGFloat?)], _ alignment: Alignment) -> String {
    var words = parts.compactMap { name, value in value.map { "\(name) \(_number($0))" } }
    if alignment != .center { words.append("alignment \(alignment.name)") }
    return words.joined(separator: " ")
}
