import LessonProtocol

public struct TintShapeStyle: ShapeStyle, Hashable {
    public var _styleDescription: String { "tint" }
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension View {
    public func tint(_ tint: Color?) -> some View { _styleFact(\.tint, tint?._styleDescription) }
    /// The older spelling of `tint(_:)`, still in courses: controls inside take the colour.
    public func accentColor(_ accentColor: Color?) -> some View { _styleFact(\.tint, accentColor?._styleDescription) }
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View { _styleFact(\.tint, tint?._styleDescription) }
}
