import LessonProtocol

extension View {
    public func controlSize(_ size: ControlSize) -> some View { _styleFact(\.controlSize, "\(size)") }
}

public enum ControlSize: Hashable, CaseIterable { case mini, small, regular, large, extraLarge }
