import Foundation

/// Effects that change how a view is drawn, never its layout: what `visualEffect`'s closure
/// returns. Each effect records on the element what the view modifier of the same name records.
public protocol VisualEffect: Sendable, Animatable {}

/// The view itself, before any effect: the first argument of `visualEffect`'s closure.
public struct EmptyVisualEffect: VisualEffect {
    public init() {}
}

/// Effects applied in order, as the view modifiers of the same names would be.
public struct _AppliedVisualEffect: VisualEffect, @unchecked Sendable {
    let apply: (any View) -> any View
}

extension VisualEffect {
    var _apply: (any View) -> any View { (self as? _AppliedVisualEffect)?.apply ?? { $0 } }

    func _then(_ next: @escaping (any View) -> any View) -> _AppliedVisualEffect {
        let first = _apply
        return _AppliedVisualEffect { next(first($0)) }
    }

    public func offset(_ offset: CGSize) -> some VisualEffect { _then { AnyView($0).offset(offset) } }
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some VisualEffect { _then { AnyView($0).offset(x: x, y: y) } }
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some VisualEffect {
        _then { AnyView($0).rotationEffect(angle, anchor: anchor) }
    }
    public func rotation3DEffect(
        _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
        anchorZ: CGFloat = 0, perspective: CGFloat = 1
    ) -> some VisualEffect {
        _then { AnyView($0).rotation3DEffect(angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective) }
    }
    public func scaleEffect(_ scale: CGSize, anchor: UnitPoint = .center) -> some VisualEffect { _then { AnyView($0).scaleEffect(scale) } }
    public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some VisualEffect { _then { AnyView($0).scaleEffect(s) } }
    public func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some VisualEffect {
        _then { AnyView($0).scaleEffect(x: x, y: y) }
    }
    public func opacity(_ opacity: Double) -> some VisualEffect { _then { AnyView($0).opacity(opacity) } }
    public func blur(radius: CGFloat, opaque: Bool = false) -> some VisualEffect {
        _then { AnyView($0).blur(radius: radius, opaque: opaque) }
    }
    public func brightness(_ amount: Double) -> some VisualEffect { _then { AnyView($0).brightness(amount) } }
    public func contrast(_ amount: Double) -> some VisualEffect { _then { AnyView($0).contrast(amount) } }
    public func grayscale(_ amount: Double) -> some VisualEffect { _then { AnyView($0).grayscale(amount) } }
    public func hueRotation(_ angle: Angle) -> some VisualEffect { _then { AnyView($0).hueRotation(angle) } }
    public func saturation(_ amount: Double) -> some VisualEffect { _then { AnyView($0).saturation(amount) } }
    public func transformEffect(_ transform: CGAffineTransform) -> some VisualEffect { _then { $0 } }
}

extension View {
    /// Applies effects computed from the view's geometry. The proxy reads the view where the point
    /// layout placed it (see `GeometryProxy`); the effects change its drawing, never its layout.
    public func visualEffect(_ effect: @escaping @Sendable (EmptyVisualEffect, GeometryProxy) -> some VisualEffect) -> some View {
        _VisualEffectView(content: self) { effect(EmptyVisualEffect(), $0)._apply }
    }
}

struct _VisualEffectView<Content: View>: View, _UncountedBody {
    let content: Content
    let effect: (GeometryProxy) -> (any View) -> any View
    /// Where the layout placed the content; the effect is made again when it moves.
    @State private var placed: _PlacedGeometry?
    var body: some View {
        AnyView(erasing: AnyView(effect(GeometryProxy(placed))(content)))._layoutStep(.report(.updating($placed)))
    }
}
