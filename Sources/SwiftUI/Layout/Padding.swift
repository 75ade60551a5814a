import LessonProtocol

extension View {
    public func padding(_ length: CGFloat) -> some View {
        _elementStyle(\.padding, _number(length))._layoutStep(.padding(_insets(.all, length)))
    }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let names = edges.name
        let value = length.map { names == "all" ? _number($0) : "\(names) \(_number($0))" } ?? (names == "all" ? "default" : names)
        // Without a length, an iPhone pads by the system's standard 16 points.
        return _elementStyle(\.padding, value)._layoutStep(.padding(_insets(edges, length ?? 16)))
    }
    public func padding(_ insets: EdgeInsets) -> some View {
        _elementStyle(
            \.padding,
            "top \(_number(insets.top)) leading \(_number(insets.leading)) bottom \(_number(insets.bottom)) trailing \(_number(insets.trailing))"
        )
        ._layoutStep(.padding(insets))
    }
}

func _insets(_ edges: Edge.Set, _ length: CGFloat) -> EdgeInsets {
    EdgeInsets(
        top: edges.contains(.top) ? length : 0, leading: edges.contains(.leading) ? length : 0,
        bottom: edges.contains(.bottom) ? length : 0, trailing: edges.contains(.trailing) ? length : 0)
}
