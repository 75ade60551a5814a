import Foundation
import LessonProtocol

// Effects that move, turn or tilt the drawing without changing the layout: neighbours keep their
// places, and the element keeps its text and actions. The screen records where the drawing went,
// so a checkpoint's screen shows a rotation or a drag's offset as SwiftUI draws it.

extension View {
    /// Moves the drawing by `x` and `y` points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        modifier(_ElementFactModifier(key: \.offset, value: x == 0 && y == 0 ? nil : "\(_number(x)) \(_number(y))"))
    }

    public func offset(_ offset: CGSize) -> some View { self.offset(x: offset.width, y: offset.height) }

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

/// Records an offset or a rotation on the modified element. An outer one adds to an inner one, as
/// the drawing is moved (or turned) twice.
struct _ElementFactModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let key: WritableKeyPath<ScreenStyle, String?>
    let value: String?
    var isApplied = true

    func _adjust(_ elements: [_Element], _ ctx: inout _ElementContext) -> [_Element] {
        guard isApplied else { return elements }
        return elements.map { element in
            var element = element
            if let value {
                if let existing = element.style[keyPath: key] { element.style[keyPath: key] = _ElementFactModifier.sum(existing, value) }
                else { element.style[keyPath: key] = value }
            }
            return element
        }
    }

    /// Two offsets ("x y") or two rotations ("degrees") add up.
    static func sum(_ a: String, _ b: String) -> String {
        let left = a.split(separator: " ").compactMap { Double($0) }, right = b.split(separator: " ").compactMap { Double($0) }
        guard left.count == right.count, !left.isEmpty else { return b }
        return zip(left, right).map { _number($0 + $1) }.joined(separator: " ")
    }
}
