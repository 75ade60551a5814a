import Foundation
import LessonProtocol

// Turning the drawing without changing the layout; the element keeps its text, place in the reading
// order and actions, so XCUITest reads and taps it as before. The screen records the angle.

extension View {
    /// Turns the drawing about `anchor`; the angle is recorded in degrees.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        modifier(_ElementFactModifier(key: \.rotation, value: angle.degrees == 0 ? nil : _number((angle.degrees * 100).rounded() / 100)))
    }

    /// Turns the drawing in 3D about an axis. A turn about the z axis alone looks like
    /// `rotationEffect`; about another axis it tilts the drawing, which the screen does not record.
    public func rotation3DEffect(_ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
                                 anchorZ: CGFloat = 0, perspective: CGFloat = 1) -> some View {
        let aboutZ = axis.x == 0 && axis.y == 0 && axis.z != 0
        return modifier(_ElementFactModifier(key: \.rotation, value: aboutZ && angle.degrees != 0 ? _number(((axis.z > 0 ? 1 : -1) * angle.degrees * 100).rounded() / 100) : nil,
                                             isApplied: aboutZ))
    }
}
