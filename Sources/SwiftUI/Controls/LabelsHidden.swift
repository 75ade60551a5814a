import LessonProtocol

extension View {
    public func labelsHidden() -> some View { _elementFact(\.labelsHidden, true) }
}
