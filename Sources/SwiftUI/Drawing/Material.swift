import LessonProtocol

/// Materials and gradients are pixels only; they are recorded by name.
public struct Material: ShapeStyle, Hashable {
    let name: String
    public var _styleDescription: String { name }
    public static let ultraThinMaterial = Material(name: "ultraThinMaterial")
    public static let thinMaterial = Material(name: "thinMaterial")
    public static let regularMaterial = Material(name: "regularMaterial")
    public static let thickMaterial = Material(name: "thickMaterial")
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { Material(name: "ultraThinMaterial") }
    public static var thinMaterial: Material { Material(name: "thinMaterial") }
    public static var regularMaterial: Material { Material(name: "regularMaterial") }
    public static var thickMaterial: Material { Material(name: "thickMaterial") }
}

extension Material {
    public static let ultraThickMaterial = Material(name: "ultraThickMaterial")
    /// The material of a system bar (a toolbar, a tab bar).
    public static let bar = Material(name: "bar")
}

extension ShapeStyle where Self == Material {
    public static var ultraThickMaterial: Material { Material(name: "ultraThickMaterial") }
    public static var bar: Material { Material(name: "bar") }
}
