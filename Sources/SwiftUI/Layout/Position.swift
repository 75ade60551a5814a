import Foundation

extension View {
    // Placing a view's centre at a point in its parent moves its drawing; the element keeps its
    // text, actions and place in the reading order, where XCUITest still finds it.
    public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View { self }
    public func position(_ position: CGPoint) -> some View { self }
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
