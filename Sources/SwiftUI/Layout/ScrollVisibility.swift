import Foundation
import LessonProtocol

extension View {
    /// Runs `action` when the view crosses `threshold` of itself being visible in the scroll view
    /// that holds it (the screen, outside one): with `true` once that much of it is in sight,
    /// including when it first appears so, and `false` when it falls below.
    public func onScrollVisibilityChange(threshold: Double = 0.5, _ action: @escaping (Bool) -> Void) -> some View {
        _ScrollVisibilityView(content: self, threshold: threshold, action: action)
    }
}

struct _ScrollVisibilityView<Content: View>: View, _UncountedBody {
    let content: Content
    let threshold: Double
    let action: (Bool) -> Void
    @State private var placed: _PlacedGeometry?

    var body: some View {
        let visible = placed.map { Self.visibleFraction(of: $0) >= min(max(threshold, 0), 1) }
        let action = action
        return
            content
            .modifier(
                _ChangeModifier(
                    value: visible, initial: false,
                    action: { old, new in
                        guard let new, (old ?? false) != new else { return }
                        action(new)
                    })
            )
            ._layoutStep(.report(.updating($placed)))
    }

    /// How much of the view's area lies inside the scroll view's visible bounds.
    static func visibleFraction(of geometry: _PlacedGeometry) -> Double {
        let viewport = geometry.named[_scrollViewSpace] ?? _Phone.bounds
        let frame = geometry.frame
        guard frame.width > 0, frame.height > 0 else { return viewport.contains(frame.origin) ? 1 : 0 }
        let seen = frame.intersection(viewport)
        guard !seen.isNull else { return 0 }
        return Double(seen.width * seen.height / (frame.width * frame.height))
    }
}
