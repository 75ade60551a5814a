import Foundation

// Modifiers that make a new shape from a shape: part of its outline, or the outline moved,
// rotated or scaled inside its frame. The result is still a shape, so it can be filled or stroked.

extension Shape {
    /// The part of the outline between two fractions of its length: `trim(from: 0, to: 0.25)` of a
    /// circle is its quarter starting at the right (three o'clock), running clockwise.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(base: self, from: startFraction, to: endFraction)
    }

    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> RotatedShape<Self> {
        RotatedShape(shape: self, angle: angle, anchor: anchor)
    }

    public func offset(_ offset: CGSize) -> OffsetShape<Self> { OffsetShape(shape: self, offset: offset) }
    public func offset(_ offset: CGPoint) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: offset.x, height: offset.y))
    }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> OffsetShape<Self> {
        OffsetShape(shape: self, offset: CGSize(width: x, height: y))
    }

    public func scale(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: x, height: y), anchor: anchor)
    }
    public func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> ScaledShape<Self> {
        ScaledShape(shape: self, scale: CGSize(width: scale, height: scale), anchor: anchor)
    }

    public func transform(_ transform: CGAffineTransform) -> TransformedShape<Self> {
        TransformedShape(shape: self, transform: transform)
    }
}

public struct _TrimmedShape<Base: Shape>: Shape {
    let base: Base
    var from: CGFloat
    var to: CGFloat
    public var animatableData: AnimatablePair<CGFloat, CGFloat> {
        get { AnimatablePair(from, to) }
        set {
            from = newValue.first
            to = newValue.second
        }
    }
    public func path(in rect: CGRect) -> Path { base.path(in: rect).trimmedPath(from: from, to: to) }
}

/// The point of `rect` a unit point names.
func _anchorPoint(_ anchor: UnitPoint, in rect: CGRect) -> CGPoint {
    CGPoint(x: rect.minX + anchor.x * rect.width, y: rect.minY + anchor.y * rect.height)
}

/// The transform that applies `transform` about `point` instead of the origin.
func _about(_ point: CGPoint, _ transform: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(translationX: -point.x, y: -point.y).concatenating(transform)
        .concatenating(CGAffineTransform(translationX: point.x, y: point.y))
}

public struct RotatedShape<Content: Shape>: Shape {
    public var shape: Content
    public var angle: Angle
    public var anchor: UnitPoint
    public init(shape: Content, angle: Angle, anchor: UnitPoint = .center) {
        self.shape = shape
        self.angle = angle
        self.anchor = anchor
    }
    public var animatableData: Angle.AnimatableData {
        get { angle.animatableData }
        set { angle.animatableData = newValue }
    }
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(_about(_anchorPoint(anchor, in: rect), CGAffineTransform(rotationAngle: CGFloat(angle.radians))))
    }
}

public struct OffsetShape<Content: Shape>: Shape {
    public var shape: Content
    public var offset: CGSize
    public init(shape: Content, offset: CGSize) {
        self.shape = shape
        self.offset = offset
    }
    public var animatableData: CGSize.AnimatableData {
        get { offset.animatableData }
        set { offset.animatableData = newValue }
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).offsetBy(dx: offset.width, dy: offset.height) }
}

public struct ScaledShape<Content: Shape>: Shape {
    public var shape: Content
    public var scale: CGSize
    public var anchor: UnitPoint
    public init(shape: Content, scale: CGSize, anchor: UnitPoint = .center) {
        self.shape = shape
        self.scale = scale
        self.anchor = anchor
    }
    public var animatableData: CGSize.AnimatableData {
        get { scale.animatableData }
        set { scale.animatableData = newValue }
    }
    public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).applying(_about(_anchorPoint(anchor, in: rect), CGAffineTransform(scaleX: scale.width, y: scale.height)))
    }
}

public struct TransformedShape<Content: Shape>: Shape {
    public var shape: Content
    public var transform: CGAffineTransform
    public init(shape: Content, transform: CGAffineTransform) {
        self.shape = shape
        self.transform = transform
    }
    public func path(in rect: CGRect) -> Path { shape.path(in: rect).applying(transform) }
}
