import LessonProtocol

extension View {
    public func padding(_ length: CGFloat) -> some View { _elementStyle(\.padding, _number(length)) }
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let edges = edges.name
        let value = length.map { edges == "all" ? _number($0) : "\(edges) \(_number($0))" } ?? (edges == "all" ? "default" : edges)
        return _elementStyle(\.padding, value)
    }
    public func padding(_ insets: EdgeInsets) -> some View {
        _elementStyle(
            \.padding,
            "top \(_number(insets.top)) leading \(_number(insets.leading)) bottom \(_number(insets.bottom)) trailing \(_number(insets.trailing))"
        )
    }
}
