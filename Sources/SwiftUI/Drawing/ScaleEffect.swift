import Foundation
import LessonProtocol

extension View {
    /// Scales the drawing about `anchor`; the screen records the factor (as with `rotationEffect`,
    /// not the anchor, so a drawing scaled about an edge is drawn scaled about its centre).
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { scaleEffect(x: s, y: s) }

    /// Scales by different amounts along each axis; recorded like `scaleEffect(_:)` when both agree.
    /// The drawing animates the factors.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        modifier(
            _AnimatedEffect(value: AnimatablePair(x, y)) { shown, elements, ctx in
                let (x, y) = (shown.first, shown.second)
                let scale = x == y ? _number(x) : "\(_number(x)) \(_number(y))"
                return _ElementStyleModifier { style in
                    if let existing = style.scale { style.scale = existing + "; " + scale } else { style.scale = scale }
                }._adjust(elements, &ctx)
            })
    }

    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some View { scaleEffect(x: scale.width, y: scale.height) }
}
