import Foundation

extension View {
    // `containerRelativeFrame` sizes a view from its scroll view or window. The runtime does not lay
    // views out in points, so it keeps the view and its elements and records no size: the elements a
    // person reads and taps are the same; only the drawing's proportions differ from a device.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View { self }

    public func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View { self }

    public func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View { self }
}
