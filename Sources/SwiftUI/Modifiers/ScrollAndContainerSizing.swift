import Foundation

/// How a scroll view bounces at its ends (iOS 16.4).
public struct ScrollBounceBehavior: Sendable {
    let name: String
    public static var automatic: ScrollBounceBehavior { ScrollBounceBehavior(name: "automatic") }
    public static var always: ScrollBounceBehavior { ScrollBounceBehavior(name: "always") }
    public static var basedOnSize: ScrollBounceBehavior { ScrollBounceBehavior(name: "basedOnSize") }
}

extension View {
    /// Accepted without effect: bouncing is a feel of the drag, invisible to a person reading the
    /// screen and to XCUITest's element tree.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }

    // `containerRelativeFrame` sizes a view from its scroll view or window. The runtime does not lay
    // views out in points, so it keeps the view and its elements and records no size: the elements a
    // person reads and taps are the same; only the drawing's proportions differ from a device.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View { self }

    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center) -> some View { self }

    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat) -> some View { self }
}
