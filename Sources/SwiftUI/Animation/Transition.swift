import Foundation

/// How a view comes and goes when an `if` inserts or removes it during an animation.
///
/// A checkpoint reads the screen once the transition is over: an inserted view is there in its
/// identity state, a removed one is gone. So every transition is accepted, and none changes what
/// the screen shows afterwards.
public struct AnyTransition {
    let name: String

    init(name: String) { self.name = name }

    public static let opacity = AnyTransition(name: "opacity")
    public static let slide = AnyTransition(name: "slide")
    public static let scale = AnyTransition(name: "scale")
    public static let identity = AnyTransition(name: "identity")

    public static func move(edge: Edge.Set) -> AnyTransition { AnyTransition(name: "move") }
    public static func push(from edge: Edge.Set) -> AnyTransition { AnyTransition(name: "push") }
    public static func offset(_ offset: CGSize) -> AnyTransition { AnyTransition(name: "offset") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { AnyTransition(name: "scale") }

    /// A transition made of a lesson's own modifier: `active` while the view comes and goes,
    /// `identity` once it is in place, which is what a screen between animations shows.
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition { AnyTransition(name: "modifier") }

    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(name: "asymmetric(\(insertion.name), \(removal.name))")
    }

    public func combined(with other: AnyTransition) -> AnyTransition { AnyTransition(name: "\(name)+\(other.name)") }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension View {
    public func transition(_ t: AnyTransition) -> some View { self }
}
