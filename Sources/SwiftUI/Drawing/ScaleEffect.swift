import Foundation
import LessonProtocol

extension View {
    public func scaleEffect(_ s: CGFloat) -> some View { _elementStyle(\.scale, _number(s)) }

    /// Scales by different amounts along each axis; recorded like `scaleEffect(_:)` when both agree.
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1) -> some View {
        _elementStyle(\.scale, x == y ? _number(x) : "\(_number(x)) \(_number(y))")
    }

    public func scaleEffect(_ scale: CGSize) -> some View { scaleEffect(x: scale.width, y: scale.height) }
}
