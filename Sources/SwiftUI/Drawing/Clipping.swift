import LessonProtocol

extension View {
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View { _elementStyle(\.cornerRadius, _number(radius)) }
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View { _elementStyle(\.clipShape, _viewTypeName(S.self)) }
}
