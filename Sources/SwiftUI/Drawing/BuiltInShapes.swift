import Foundation
import LessonProtocol

public struct Rectangle: Shape, _PrimitiveView {
    public typealias Body = Never
    public init() {}
    func _elements(_ ctx: inout _ElementContext) -> [_Element] { [_Element(role: .group, style: ScreenStyle(kind: .rectangle))] }
}
public struct RoundedRectangle: Shape, _PrimitiveView {
    public typealias Body = Never
    let cornerRadius: CGFloat
    public init(cornerRadius: CGFloat) { self.cornerRadius = cornerRadius }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        [
            _Element(
                role: .group,
                style: ScreenStyle {
                    $0.kind = .roundedRectangle
                    $0.cornerRadius = Double(cornerRadius)
                })
        ]
    }
}
public struct Circle: Shape, _PrimitiveView {
    public typealias Body = Never
    public init() {}
    func _elements(_ ctx: inout _ElementContext) -> [_Element] { [_Element(role: .group, style: ScreenStyle(kind: .circle))] }
}
public struct Capsule: Shape, _PrimitiveView {
    public typealias Body = Never
    public init() {}
    func _elements(_ ctx: inout _ElementContext) -> [_Element] { [_Element(role: .group, style: ScreenStyle(kind: .capsule))] }
}

public struct Ellipse: Shape, _PrimitiveView {
    public typealias Body = Never
    public init() {}
    func _elements(_ ctx: inout _ElementContext) -> [_Element] { [_Element(role: .group, style: ScreenStyle(kind: .ellipse))] }
}

public struct UnevenRoundedRectangle: Shape, _PrimitiveView {
    public typealias Body = Never
    let radius: CGFloat
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        radius = max(topLeadingRadius, bottomLeadingRadius, bottomTrailingRadius, topTrailingRadius)
    }
    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        [
            _Element(
                role: .group,
                style: ScreenStyle {
                    $0.kind = .roundedRectangle
                    $0.cornerRadius = Double(radius)
                })
        ]
    }
}

public enum RoundedCornerStyle: Hashable { case circular, continuous }

// iOS 17's shape shorthands, used wherever a `Shape` is expected:
// `.clipShape(.capsule)`, `.clipShape(.rect(cornerRadius: 10))`, `.background(.blue, in: .circle)`.

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners of the given radius.
    public static func rect(cornerRadius: CGFloat) -> RoundedRectangle { RoundedRectangle(cornerRadius: cornerRadius) }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
}
