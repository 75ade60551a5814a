import LessonProtocol

extension View {
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
}

public enum ColorScheme: Hashable, CaseIterable {
    case light, dark
}
