import LessonProtocol

extension View {
    /// The view takes its ideal size, whatever it is offered.
    public func fixedSize() -> some View { _layoutStep(.fixedSize(horizontal: true, vertical: true)) }
    /// The view takes its ideal length along these axes: a text with `vertical: true` is as tall as
    /// all its lines, however little height it is offered.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        _layoutStep(.fixedSize(horizontal: horizontal, vertical: vertical))
    }
    /// A stack offers its higher-priority views its space first, less only what its lower-priority
    /// views need at the least.
    public func layoutPriority(_ value: Double) -> some View { _layoutStep(.layoutPriority(value)) }
    public func zIndex(_ value: Double) -> some View { self }
}
