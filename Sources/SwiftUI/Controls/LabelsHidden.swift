import LessonProtocol

extension View {
    public func labelsHidden() -> some View { _elementStyle(\.labelsHidden, "true") }
}
