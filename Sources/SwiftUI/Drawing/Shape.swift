import Foundation
import LessonProtocol

/// Shapes fill their space; headlessly they are recorded by kind.
public protocol Shape: View {}

public struct FillStyle: Hashable {
    public init(eoFill: Bool = false, antialiased: Bool = true) {}
}

extension Shape {
    public func fill<S: ShapeStyle>(_ content: S) -> some View { _elementStyle(\.fill, content._styleDescription) }
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> some View { _elementStyle(\.stroke, content._styleDescription) }
}

public struct StrokeStyle: Hashable {
    public var lineWidth: CGFloat
    public var dash: [CGFloat]
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
                dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth
        self.dash = dash
    }
}

public enum CGLineCap: Hashable { case butt, round, square }
public enum CGLineJoin: Hashable { case miter, round, bevel }

extension Shape {
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        _elementStyle(\.stroke, content._styleDescription)
    }
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        _elementStyle(\.stroke, content._styleDescription)
    }
    /// Drawn whole: a partial outline (a progress ring) is shown as the full shape.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> some View { self }
}

extension Shape {
    /// Fills the shape with the foreground style (`.foregroundStyle`/`.foregroundColor` of its container).
    public func fill(style: FillStyle = FillStyle()) -> some View { _elementStyle(\.fill, "foreground") }

    /// Outlines the shape with the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> some View { _elementStyle(\.stroke, "foreground") }
}
