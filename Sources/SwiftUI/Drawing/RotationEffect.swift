import Foundation
import LessonProtocol

extension View {
    public func rotationEffect(_ angle: Angle) -> some View { self }

    // A 3D rotation changes pixels only: the element keeps its text, place in the reading order
    // and actions, so XCUITest reads and taps it as before. The phone drawing does not show it.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View { self }
}
