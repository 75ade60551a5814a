import LessonProtocol

extension View {
    public func controlSize(_ size: ControlSize) -> some View { _styleFact(\.controlSize, size.fact) }
}

public enum ControlSize: Hashable, CaseIterable { case mini, small, regular, large, extraLarge }

extension ControlSize {
    var fact: ScreenStyle.ControlSize {
        switch self {
        case .mini: .mini
        case .small: .small
        case .regular: .regular
        case .large: .large
        case .extraLarge: .extraLarge
        }
    }
}
