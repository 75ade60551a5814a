import Foundation

/// A fixed frame proposes its size to what it holds: a shape inside draws its `path(in:)` in a
/// rectangle of that size, as SwiftUI calls it. A dimension the frame leaves open keeps the size the
/// shape had (the screen's, when nothing framed it).
struct _ShapeFrame: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let width: CGFloat?
    let height: CGFloat?

    func _adjust(_ elements: [_Element], _ ctx: inout _ElementContext) -> [_Element] {
        guard width != nil || height != nil else { return elements }
        return elements.map { element in
            var element = element
            guard !element.shapeIsSized else { return element }
            let drawn = element.drawnSize ?? _unframedShapeSize
            element.draw(in: CGRect(x: 0, y: 0, width: width ?? drawn.width, height: height ?? drawn.height))
            element.markSized()
            return element
        }
    }
}

extension _Element {
    /// The size the element's own shape was last drawn in.
    var drawnSize: CGSize? {
        guard let parts = style.pathSize?.split(separator: " ").compactMap({ Double($0) }), parts.count == 2 else { return nil }
        return CGSize(width: parts[0], height: parts[1])
    }

    mutating func markSized() {
        if shapePath != nil { shapeIsSized = true }
        children = children.map {
            var child = $0
            child.markSized()
            return child
        }
    }
}
