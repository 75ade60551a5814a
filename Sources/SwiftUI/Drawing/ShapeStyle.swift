import LessonProtocol

/// Anything that can fill or colour: colours, the hierarchical `.primary`/`.secondary`, the tint.
public protocol ShapeStyle {
    /// How the screen reports this style: "red", "secondary", "tint".
    var _styleDescription: String { get }
}

/// `.primary`, `.secondary`, … : levels of emphasis rather than colours.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    let name: String
    public var _styleDescription: String { name }
    public static let primary = HierarchicalShapeStyle(name: "primary")
    public static let secondary = HierarchicalShapeStyle(name: "secondary")
    public static let tertiary = HierarchicalShapeStyle(name: "tertiary")
    public static let quaternary = HierarchicalShapeStyle(name: "quaternary")
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(name: "primary") }
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(name: "secondary") }
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(name: "tertiary") }
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(name: "quaternary") }
}

/// `.background`: the window's background colour, white in light appearance and black in dark.
public struct BackgroundStyle: ShapeStyle, Hashable {
    public init() {}
    public var _styleDescription: String { "background" }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// A style drawn at a fraction of its opacity (`.primary.opacity(0.1)`), described as a colour's
/// opacity is ("primary opacity 0.1").
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle {
    let base: Base
    let opacity: Double
    public var _styleDescription: String { "\(base._styleDescription) opacity \(_number(opacity))" }
}

extension ShapeStyle {
    public func opacity(_ opacity: Double) -> some ShapeStyle { _OpacityShapeStyle(base: self, opacity: opacity) }
}
