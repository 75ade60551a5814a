import LessonProtocol

extension View {
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        _elementStyle(\.frame, _frameDescription([("width", width), ("height", height)], alignment))
            .modifier(_ShapeFrame(width: width, height: height))
            ._layoutStep(.fixedFrame(width: width, height: height, alignment: alignment))
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
