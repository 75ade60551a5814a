import LessonProtocol

extension View {
    public func fixedSize() -> some View { self }
    public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { self }
    public func layoutPriority(_ value: Double) -> some View { self }
    public func zIndex(_ value: Double) -> some View { self }
}
