import Foundation

// Measuring a path along its length: `trimmedPath(from:to:)` and `boundingRect` work on the path
// flattened into short straight pieces, fine enough that the result is within a hundredth of a
// point of the curve for lesson-sized drawings.

extension Path {
    struct Polyline {
        var points: [CGPoint]
        var isClosed: Bool
        var length: CGFloat {
            zip(points, points.dropFirst()).reduce(0) { $0 + hypot($1.1.x - $1.0.x, $1.1.y - $1.0.y) }
        }
    }

    /// Each subpath as points; a closed subpath ends at its first point again.
    func polylines(segmentsPerCurve: Int = 32) -> [Polyline] {
        var result: [Polyline] = []
        var current: [CGPoint] = []
        func finish(closed: Bool) {
            if closed, let first = current.first { current.append(first) }
            if current.count > 1 || (current.count == 1 && !closed) { result.append(Polyline(points: current, isClosed: closed)) }
            current = []
        }
        for element in elements {
            switch element {
            case .move(let p):
                finish(closed: false)
                current = [p]
            case .line(let p):
                current.append(p)
            case .quadCurve(let p, let c):
                let start = current.last ?? p
                for i in 1...segmentsPerCurve {
                    let t = CGFloat(i) / CGFloat(segmentsPerCurve)
                    let u = 1 - t
                    current.append(
                        CGPoint(
                            x: u * u * start.x + 2 * u * t * c.x + t * t * p.x,
                            y: u * u * start.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                let start = current.last ?? p
                for i in 1...segmentsPerCurve {
                    let t = CGFloat(i) / CGFloat(segmentsPerCurve)
                    let u = 1 - t
                    let x = u * u * u * start.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * p.x
                    let y = u * u * u * start.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * p.y
                    current.append(CGPoint(x: x, y: y))
                }
            case .closeSubpath:
                finish(closed: true)
            }
        }
        finish(closed: false)
        return result
    }

    /// The part of the path between two fractions of its whole length, as `trim(from:to:)` draws it.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path {
        let start = max(0, min(1, from))
        let end = max(0, min(1, to))
        guard end > start else { return Path() }
        if start == 0, end == 1 { return self }
        let pieces = polylines()
        let total = pieces.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let startLength = start * total
        let endLength = end * total
        var result = Path()
        var travelled: CGFloat = 0
        for piece in pieces {
            var drawing = false
            for (a, b) in zip(piece.points, piece.points.dropFirst()) {
                let segment = hypot(b.x - a.x, b.y - a.y)
                let segmentStart = travelled
                let segmentEnd = travelled + segment
                travelled = segmentEnd
                guard segment > 0, segmentEnd > startLength, segmentStart < endLength else { continue }
                func at(_ length: CGFloat) -> CGPoint {
                    let t = (length - segmentStart) / segment
                    return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                }
                if !drawing {
                    result.move(to: at(max(startLength, segmentStart)))
                    drawing = true
                }
                result.addLine(to: at(min(endLength, segmentEnd)))
            }
        }
        return result
    }
}
