import Foundation
import LessonProtocol

// Turning the drawing without changing the layout; the element keeps its text, place in the reading
// order and actions, so XCUITest reads and taps it as before. The screen records the angle.

extension View {
    /// Turns the drawing about `anchor`; the angle is recorded in degrees.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        _animatedRotation(angle.degrees)
    }

    /// A rotation whose angle the drawing animates.
    func _animatedRotation(_ degrees: Double) -> some View {
        modifier(_AnimatedEffect(value: degrees) { shown, elements, ctx in _RotationFact(degrees: shown)._adjust(elements, &ctx) })
    }

    /// Turns the drawing in 3D about an axis. A turn about the z axis alone looks like
    /// `rotationEffect`; about another axis it tilts the drawing, which the screen does not record.
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some View {
        let aboutZ = axis.x == 0 && axis.y == 0 && axis.z != 0
        return _animatedRotation(aboutZ ? (axis.z > 0 ? 1 : -1) * angle.degrees : 0)
    }
}

/// Records a rotation in degrees on the modified element; an outer one adds to an inner one.
struct _RotationFact: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let degrees: Double

    func _adjust(_ elements: [_Element], _ ctx: inout _ElementContext) -> [_Element] {
        guard degrees != 0 else { return elements }
        return elements.map { element in
            var element = element
            element.style.rotation = (((element.style.rotation ?? 0) + degrees) * 100).rounded() / 100
            return element
        }
    }
}
