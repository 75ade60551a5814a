import Foundation

extension View {
    /// Places the view's centre at this point in its parent's space, taking all the space offered;
    /// the element keeps its text, actions and place in the reading order.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { _layoutStep(.position(CGPoint(x: x, y: y))) }
    public func position(_ position: CGPoint) -> some View { _layoutStep(.position(position)) }
}

/// Where content margins apply in a scroll view.
public struct ContentMarginPlacement: Sendable {
    let name: String
    public static var automatic: ContentMarginPlacement { ContentMarginPlacement(name: "automatic") }
    public static var scrollContent: ContentMarginPlacement { ContentMarginPlacement(name: "scrollContent") }
    public static var scrollIndicators: ContentMarginPlacement { ContentMarginPlacement(name: "scrollIndicators") }
}

extension View {
    // Margins around a scroll view's content move it inward by points; no element changes.
    public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        self
    }
    public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        self
    }
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View { self }
}
