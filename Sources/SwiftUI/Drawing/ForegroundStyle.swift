import LessonProtocol

extension View {
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { _styleFact(\.foreground, style._styleDescription) }
    public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        _styleFact(\.foreground, primary._styleDescription)
    }
    public func foregroundColor(_ color: Color?) -> some View { _styleFact(\.foreground, color?._styleDescription) }
}
