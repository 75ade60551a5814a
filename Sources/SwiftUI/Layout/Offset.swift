import Foundation
import LessonProtocol

// Moving the drawing without changing the layout: neighbours keep their places, and the element
// keeps its text and actions. The screen records where the drawing went (a drag's offset).

extension View {
    /// Moves the drawing by `x` and `y` points.
    /// The drawing animates the offset.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(
            _AnimatedEffect(value: AnimatablePair(x, y)) { shown, elements, ctx in
                let (x, y) = (shown.first, shown.second)
                let moved = _ElementFactModifier(key: \.offset, value: x == 0 && y == 0 ? nil : "\(_number(x)) \(_number(y))")
                    ._adjust(elements, &ctx)
                return _LayoutStepModifier(step: .offset(CGSize(width: x, height: y)))._adjust(moved, &ctx)
            })
    }

    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }
}

/// Records an offset on the modified element. An outer one adds to an inner one, as the drawing
/// is moved twice.
struct _ElementFactModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let key: WritableKeyPath<ScreenStyle, String?>
    let value: String?

    func _adjust(_ elements: [_Element], _ ctx: inout _ElementContext) -> [_Element] {
        return elements.map { element in
            var element = element
            if let value {
                if let existing = element.style[keyPath: key] {
                    element.style[keyPath: key] = _ElementFactModifier.sum(existing, value)
                } else {
                    element.style[keyPath: key] = value
                }
            }
            return element
        }
    }

    /// Two offsets ("x y") add up.
    static func sum(_ a: String, _ b: String) -> String {
        let left = a.split(separator: " ").compactMap { Double($0) }
        let right = b.split(separator: " ").compactMap { Double($0) }
        guard left.count == right.count, !left.isEmpty else { return b }
        return zip(left, right).map { _number($0 + $1) }.joined(separator: " ")
    }
}
