import Foundation
import LessonProtocol

/// How a shape is filled where its subpaths overlap.
public struct FillStyle: Hashable, Sendable {
    /// The even-odd rule: where subpaths overlap an even number of times is left empty.
    public var isEOFilled: Bool
    public var isAntialiased: Bool
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// How a stroke is drawn: its width, ends, joins and dashes.
public struct StrokeStyle: Hashable, Sendable {
    public var lineWidth: CGFloat
    public var lineCap: CGLineCap
    public var lineJoin: CGLineJoin
    public var miterLimit: CGFloat
    public var dash: [CGFloat]
    public var dashPhase: CGFloat

    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}

public enum CGLineCap: Int32, Hashable, Sendable { case butt, round, square }
public enum CGLineJoin: Int32, Hashable, Sendable { case miter, round, bevel }

// Filling and stroking turn a shape into a view; the screen records the colours and the width,
// and the phone drawing paints the outline with them.

extension Shape {
    /// Fills the shape with the foreground style of its container.
    public func fill(style: FillStyle = FillStyle()) -> some View {
        modifier(
            _ShapePaint {
                $0.fill = "foreground"
                $0.fillRule = style.isEOFilled ? "evenOdd" : nil
            })
    }

    public func fill<S: ShapeStyle>(_ content: S, style: FillStyle = FillStyle()) -> some View {
        modifier(
            _ShapePaint {
                $0.fill = content._styleDescription
                $0.fillRule = style.isEOFilled ? "evenOdd" : nil
            })
    }

    /// Outlines the shape with the foreground style, the line centred on the outline.
    public func stroke(lineWidth: CGFloat = 1) -> some View { stroke(style: StrokeStyle(lineWidth: lineWidth)) }

    public func stroke(style: StrokeStyle) -> some View {
        modifier(
            _ShapePaint {
                $0.stroke = "foreground"
                $0.lineWidth = Double(style.lineWidth)
            })
    }

    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }

    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        modifier(
            _ShapePaint {
                $0.stroke = content._styleDescription
                $0.lineWidth = Double(style.lineWidth)
            })
    }
}

extension InsettableShape {
    /// Strokes inside the frame: the shape is inset by half the line width first, so a thick
    /// border never spills over its frame (unlike `stroke`).
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        inset(by: lineWidth / 2).stroke(lineWidth: lineWidth)
    }

    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> some View {
        inset(by: style.lineWidth / 2).stroke(style: style)
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        inset(by: lineWidth / 2).stroke(content, lineWidth: lineWidth)
    }

    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        inset(by: style.lineWidth / 2).stroke(content, style: style)
    }
}

/// Records how a shape is painted on the shape's element (not on what it contains).
struct _ShapePaint: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let paint: (inout ScreenStyle) -> Void

    func _adjust(_ elements: [_Element], _ ctx: inout _ElementContext) -> [_Element] {
        elements.map { element in
            var element = element
            paint(&element.style)
            return element
        }
    }
}
