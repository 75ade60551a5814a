import Foundation

/// The outline of a 2D shape, as SwiftUI's `Path`: subpaths of lines and Bézier curves.
///
/// Arcs, ellipses and rounded corners are stored as cubic Béziers (CoreGraphics does the same),
/// so every path is made of the five elements `forEach` reports, and the phone drawing can write
/// any path as SVG path data.
public struct Path: Equatable {
    public enum Element: Equatable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    var elements: [Element] = []
    /// Where the current subpath began: `closeSubpath` returns there.
    private var subpathStart: CGPoint?

    public init() {}
    public init(_ rect: CGRect) { addRect(rect) }
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRoundedRect(in: rect, cornerSize: cornerSize, style: style)
    }
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    public static func == (lhs: Path, rhs: Path) -> Bool { lhs.elements == rhs.elements }

    public var isEmpty: Bool { elements.isEmpty }

    /// The end of the last element, or nil for an empty path.
    public var currentPoint: CGPoint? {
        guard let last = elements.last else { return nil }
        switch last {
        case .move(let p), .line(let p): return p
        case .quadCurve(let p, _), .curve(let p, _, _): return p
        case .closeSubpath: return subpathStart
        }
    }

    public func forEach(_ body: (Element) -> Void) { elements.forEach(body) }

    // MARK: Building

    public mutating func move(to end: CGPoint) {
        elements.append(.move(to: end))
        subpathStart = end
    }

    public mutating func addLine(to end: CGPoint) {
        if elements.isEmpty {
            move(to: end)
            return
        }
        elements.append(.line(to: end))
    }

    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        if elements.isEmpty { move(to: control) }
        elements.append(.quadCurve(to: end, control: control))
    }

    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        if elements.isEmpty { move(to: control1) }
        elements.append(.curve(to: end, control1: control1, control2: control2))
    }

    public mutating func closeSubpath() {
        guard !elements.isEmpty else { return }
        elements.append(.closeSubpath)
    }

    public mutating func addLines(_ lines: [CGPoint]) {
        guard let first = lines.first else { return }
        move(to: first)
        lines.dropFirst().forEach { addLine(to: $0) }
    }

    public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        var sub = Path()
        sub.addLines([
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ])
        sub.closeSubpath()
        addPath(sub, transform: transform)
    }

    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        rects.forEach { addRect($0, transform: transform) }
    }

    public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        var sub = Path()
        let center = CGPoint(x: rect.midX, y: rect.midY)
        // A unit circle's arc, stretched to the rectangle: starts at the right, goes clockwise on screen.
        sub.addArc(center: .zero, radius: 1, startAngle: .zero, endAngle: .degrees(360), clockwise: false)
        sub.closeSubpath()
        let stretch = CGAffineTransform(scaleX: rect.width / 2, y: rect.height / 2)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
        addPath(sub.applying(stretch), transform: transform)
    }

    public mutating func addRoundedRect(
        in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
        transform: CGAffineTransform = .identity
    ) {
        let rx = min(max(0, cornerSize.width), rect.width / 2)
        let ry = min(max(0, cornerSize.height), rect.height / 2)
        guard rx > 0, ry > 0 else {
            addRect(rect, transform: transform)
            return
        }
        var sub = Path()
        sub.move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        sub.addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        sub.addCorner(center: CGPoint(x: rect.maxX - rx, y: rect.minY + ry), rx: rx, ry: ry, from: -90)
        sub.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        sub.addCorner(center: CGPoint(x: rect.maxX - rx, y: rect.maxY - ry), rx: rx, ry: ry, from: 0)
        sub.addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        sub.addCorner(center: CGPoint(x: rect.minX + rx, y: rect.maxY - ry), rx: rx, ry: ry, from: 90)
        sub.addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        sub.addCorner(center: CGPoint(x: rect.minX + rx, y: rect.minY + ry), rx: rx, ry: ry, from: 180)
        sub.closeSubpath()
        addPath(sub, transform: transform)
    }

    /// A quarter ellipse from `from` degrees, clockwise on screen.
    private mutating func addCorner(center: CGPoint, rx: CGFloat, ry: CGFloat, from degrees: Double) {
        var quarter = Path()
        quarter.addArc(center: .zero, radius: 1, startAngle: .degrees(degrees), endAngle: .degrees(degrees + 90), clockwise: false)
        let stretch = CGAffineTransform(scaleX: rx, y: ry).concatenating(CGAffineTransform(translationX: center.x, y: center.y))
        elements += quarter.applying(stretch).elements.filter { if case .move = $0 { return false } else { return true } }
    }

    /// An arc of a circle. Angles are measured from the positive x axis towards positive y (down on
    /// screen); `clockwise` is in that flipped space, so `clockwise: false` runs clockwise as seen.
    /// A current point is joined to the arc's start with a line, as in CoreGraphics.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        var sweep = endAngle.radians - startAngle.radians
        if clockwise {
            if sweep > 0 { sweep -= 2 * .pi * (sweep / (2 * .pi)).rounded(.up) }
        } else if sweep < 0 {
            sweep += 2 * .pi * (-sweep / (2 * .pi)).rounded(.up)
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: .radians(sweep), transform: transform)
    }

    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
        transform: CGAffineTransform = .identity
    ) {
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle))).applying(transform)
        }
        let start = startAngle.radians
        if currentPoint == nil { move(to: point(start)) } else { addLine(to: point(start)) }
        // Each piece spans at most a quarter turn, where a cubic is within 0.03% of the circle.
        let pieces = max(1, Int((abs(delta.radians) / (.pi / 2)).rounded(.up)))
        let step = delta.radians / Double(pieces)
        let handle = 4.0 / 3.0 * tan(step / 4)
        for index in 0..<pieces {
            let a0 = start + step * Double(index)
            let a1 = a0 + step
            let c1 = CGPoint(
                x: center.x + radius * CGFloat(cos(a0) - handle * sin(a0)), y: center.y + radius * CGFloat(sin(a0) + handle * cos(a0)))
            let c2 = CGPoint(
                x: center.x + radius * CGFloat(cos(a1) + handle * sin(a1)), y: center.y + radius * CGFloat(sin(a1) - handle * cos(a1)))
            elements.append(.curve(to: point(a1), control1: c1.applying(transform), control2: c2.applying(transform)))
        }
    }

    /// A corner rounded with `radius` between the lines current point → tangent1End → tangent2End.
    public mutating func addArc(
        tangent1End p1: CGPoint, tangent2End p2: CGPoint, radius: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        guard let p0 = currentPoint else {
            move(to: p1.applying(transform))
            return
        }
        let v1 = (x: Double(p0.x - p1.x), y: Double(p0.y - p1.y))
        let v2 = (x: Double(p2.x - p1.x), y: Double(p2.y - p1.y))
        let l1 = hypot(v1.x, v1.y)
        let l2 = hypot(v2.x, v2.y)
        let between = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
        guard l1 > 0, l2 > 0, between.isFinite, between > 0, between < .pi else {
            addLine(to: p1.applying(transform))
            return
        }
        let distance = Double(radius) / tan(between / 2)
        let t1 = CGPoint(x: p1.x + CGFloat(v1.x / l1 * distance), y: p1.y + CGFloat(v1.y / l1 * distance))
        let t2 = CGPoint(x: p1.x + CGFloat(v2.x / l2 * distance), y: p1.y + CGFloat(v2.y / l2 * distance))
        let bisector = (x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let bisectorLength = hypot(bisector.x, bisector.y)
        let centerDistance = Double(radius) / sin(between / 2)
        let center = CGPoint(
            x: p1.x + CGFloat(bisector.x / bisectorLength * centerDistance), y: p1.y + CGFloat(bisector.y / bisectorLength * centerDistance)
        )
        let startAngle = atan2(Double(t1.y - center.y), Double(t1.x - center.x))
        var sweep = atan2(Double(t2.y - center.y), Double(t2.x - center.x)) - startAngle
        if sweep > .pi { sweep -= 2 * .pi } else if sweep < -.pi { sweep += 2 * .pi }
        addLine(to: t1.applying(transform))
        addRelativeArc(center: center, radius: radius, startAngle: .radians(startAngle), delta: .radians(sweep), transform: transform)
    }

    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        for element in path.applying(transform).elements {
            if case .move(let p) = element { subpathStart = p }
            elements.append(element)
        }
    }

    // MARK: Transforming

    public func applying(_ transform: CGAffineTransform) -> Path {
        guard !transform.isIdentity else { return self }
        var result = Path()
        for element in elements {
            switch element {
            case .move(let p): result.move(to: p.applying(transform))
            case .line(let p): result.elements.append(.line(to: p.applying(transform)))
            case .quadCurve(let p, let c): result.elements.append(.quadCurve(to: p.applying(transform), control: c.applying(transform)))
            case .curve(let p, let c1, let c2):
                result.elements.append(
                    .curve(to: p.applying(transform), control1: c1.applying(transform), control2: c2.applying(transform)))
            case .closeSubpath: result.elements.append(.closeSubpath)
            }
        }
        return result
    }

    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path { applying(CGAffineTransform(translationX: dx, y: dy)) }

    /// The smallest rectangle holding the path's drawn outline (curves, not their control points).
    public var boundingRect: CGRect {
        let points = polylines().flatMap(\.points)
        guard let first = points.first else { return .null }
        var minX = first.x
        var maxX = first.x
        var minY = first.y
        var maxY = first.y
        for p in points {
            minX = min(minX, p.x)
            maxX = max(maxX, p.x)
            minY = min(minY, p.y)
            maxY = max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// SVG path data for the phone drawing: `M 0 0 L 10 0 C … Z`, numbers to two decimals.
    var svgData: String {
        func n(_ value: CGFloat) -> String { _number((Double(value) * 100).rounded() / 100) }
        func p(_ point: CGPoint) -> String { "\(n(point.x)) \(n(point.y))" }
        return elements.map { element -> String in
            switch element {
            case .move(let to): return "M \(p(to))"
            case .line(let to): return "L \(p(to))"
            case .quadCurve(let to, let c): return "Q \(p(c)) \(p(to))"
            case .curve(let to, let c1, let c2): return "C \(p(c1)) \(p(c2)) \(p(to))"
            case .closeSubpath: return "Z"
            }
        }.joined(separator: " ")
    }
}

extension Path: CustomStringConvertible {
    public var description: String { svgData }
}
