import Foundation

/// A shape of a type chosen at run time (`isCircle ? AnyShape(Circle()) : AnyShape(Rectangle())`):
/// drawn from the wrapped shape's outline.
public struct AnyShape: Shape {
    let outline: (CGRect) -> Path
    public init<S: Shape>(_ shape: S) { outline = shape.path(in:) }
    public func path(in rect: CGRect) -> Path { outline(rect) }
}

/// A style of a type chosen at run time: `isOn ? AnyShapeStyle(.tint) : AnyShapeStyle(.secondary)`.
public struct AnyShapeStyle: ShapeStyle {
    public let _styleDescription: String
    public init<S: ShapeStyle>(_ style: S) { _styleDescription = style._styleDescription }
}

/// The shape of the container the view is in; on a phone's screen, its rounded corners.
public struct ContainerRelativeShape: InsettableShape {
    public init() {}
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: 55) }
    public func inset(by amount: CGFloat) -> _InsetShape<ContainerRelativeShape> { _InsetShape(base: self, amount: amount) }
}
