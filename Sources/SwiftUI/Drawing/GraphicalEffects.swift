import Foundation
import LessonProtocol

extension View {
    public func opacity(_ opacity: Double) -> some View { _elementStyle(\.opacity, _number(opacity)) }
    public func shadow(color: Color = .black, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        _elementStyle(\.shadow, _number(radius))
    }
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        _elementStyle(\.border, "\(content._styleDescription) \(_number(width))")
    }

    // A blur changes pixels only: the element keeps its text, place in the reading order and
    // actions (XCUITest reads and taps it as before). The phone drawing does not show it; a
    // heavily blurred text would be unreadable to a person on a device.
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
}
