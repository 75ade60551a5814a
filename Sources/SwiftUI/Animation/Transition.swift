import Foundation

/// How a view comes and goes when an `if` inserts or removes it during an animation.
///
/// A checkpoint reads the screen once the transition is over: an inserted view is there in its
/// identity state, a removed one is gone. The built-in transitions' identity state is the view as
/// it is, so they change nothing afterwards; a `modifier(active:identity:)` transition keeps its
/// `identity` modifier applied to the view at rest, as on a device.
public struct AnyTransition {
    let name: String
    /// The modifiers the view wears once it is in place, innermost first.
    let identity: [(AnyView) -> AnyView]

    init(name: String, identity: [(AnyView) -> AnyView] = []) {
        self.name = name
        self.identity = identity
    }

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
    public static func modifier<E: ViewModifier>(active: E, identity: E) -> AnyTransition {
        AnyTransition(name: "modifier", identity: [{ AnyView($0.modifier(identity)) }])
    }

    /// Inserted with one transition and removed with another. At rest the view is in the
    /// identity state of both, as SwiftUI applies both transitions' identity modifiers.
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition {
        AnyTransition(name: "asymmetric(\(insertion.name), \(removal.name))", identity: insertion.identity + removal.identity)
    }

    public func combined(with other: AnyTransition) -> AnyTransition {
        AnyTransition(name: "\(name)+\(other.name)", identity: identity + other.identity)
    }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension View {
    public func transition(_ t: AnyTransition) -> some View { _TransitionedView(content: self, identity: t.identity) }
}

/// A view with a transition, drawn in the transition's identity state.
public struct _TransitionedView<Content: View>: View, _UncountedBody {
    let content: Content
    let identity: [(AnyView) -> AnyView]

    public var body: some View {
        identity.reduce(AnyView(content)) { view, apply in apply(view) }
    }
}
