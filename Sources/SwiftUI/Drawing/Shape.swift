import Foundation
import LessonProtocol

/// A 2D shape: its outline for the rectangle it is given. A shape is also a view that fills
/// the space it is offered with the foreground style.
public protocol Shape: Animatable, View {
    func path(in rect: CGRect) -> Path
}

/// A shape that can be inset, so `strokeBorder` draws its stroke inside the frame.
public protocol InsettableShape: Shape {
    associatedtype InsetShape: InsettableShape
    func inset(by amount: CGFloat) -> InsetShape
}

extension Shape {
    /// A lesson's shape draws itself: its `path(in:)` is called with the frame it gets.
    public var body: _ShapeView<Self> { _ShapeView(shape: self) }
}

extension _ShapeView: _LifecycleView {
    func _didMount(_ node: _ViewNode) { node.trackAnimated(shape.animatableData) }
    func _didUpdate(_ node: _ViewNode, from old: any View) { node.trackAnimated(shape.animatableData) }
}

/// The space a shape gets when nothing frames it: the phone's screen, as `GeometryReader` sees it.
let _unframedShapeSize = CGSize(width: 393, height: 852)

/// A shape on the screen: an element that carries its outline, drawn again by a frame around it.
public struct _ShapeView<S: Shape>: View, _PrimitiveView {
    public typealias Body = Never
    let shape: S

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        // Mid-animation the shape is drawn with the `animatableData` the animation has reached.
        var shown = shape
        shown.animatableData = ctx.node.presentedAnimated(shape.animatableData)
        return [Self.element(drawing: shown.path(in:))]
    }

    static func element(drawing path: @escaping (CGRect) -> Path) -> _Element {
        var element = _Element(role: .group, style: ScreenStyle(kind: .path))
        element.shapePath = path
        element.draw(in: CGRect(origin: .zero, size: _unframedShapeSize))
        return element
    }
}

extension _Element {
    /// Draws the element's shape (and the shapes inside it that no frame has sized yet) in `rect`.
    mutating func draw(in rect: CGRect) {
        if let shapePath {
            style.path = shapePath(rect).svgData
            style.pathSize = "\(_number(rect.width)) \(_number(rect.height))"
        }
        children = children.map { child in
            guard !child.shapeIsSized else { return child }
            var child = child
            child.draw(in: rect)
            return child
        }
    }
}

// MARK: - The built-in shapes' outlines

extension Rectangle: InsettableShape {
    public func path(in rect: CGRect) -> Path { Path(rect) }
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> { _InsetShape(base: self, amount: amount) }
}

extension RoundedRectangle: InsettableShape {
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle) { self.init(cornerRadius: cornerRadius) }
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) { self.init(cornerRadius: cornerSize.width) }
    public var cornerSize: CGSize { CGSize(width: cornerRadius, height: cornerRadius) }
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: cornerRadius) }
    public func inset(by amount: CGFloat) -> _InsetShape<RoundedRectangle> { _InsetShape(base: self, amount: amount) }
}

extension UnevenRoundedRectangle: InsettableShape {
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: radius) }
    public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> { _InsetShape(base: self, amount: amount) }
}

extension Circle: InsettableShape {
    /// The largest circle centred in the rectangle.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> { _InsetShape(base: self, amount: amount) }
}

extension Ellipse: InsettableShape {
    public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> { _InsetShape(base: self, amount: amount) }
}

extension Capsule: InsettableShape {
    public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2) }
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> { _InsetShape(base: self, amount: amount) }
}

extension Path: Shape {
    /// A path is its own outline, wherever it is placed.
    public func path(in rect: CGRect) -> Path { self }
}

/// A built-in shape drawn `amount` points inside its frame on every side.
public struct _InsetShape<Base: Shape>: InsettableShape {
    let base: Base
    let amount: CGFloat
    public func path(in rect: CGRect) -> Path { base.path(in: rect.insetBy(dx: amount, dy: amount)) }
    public func inset(by more: CGFloat) -> _InsetShape<Base> { _InsetShape(base: base, amount: amount + more) }
}
