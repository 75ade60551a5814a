import LessonProtocol

extension View {
    // Not visible and not read: whether text can be selected.
    public func textSelection<S: TextSelectability>(_ selectability: S) -> some View { self }
}

public protocol TextSelectability {}
public struct EnabledTextSelectability: TextSelectability {}
public struct DisabledTextSelectability: TextSelectability {}
extension TextSelectability where Self == EnabledTextSelectability { public static var enabled: EnabledTextSelectability { .init() } }
extension TextSelectability where Self == DisabledTextSelectability { public static var disabled: DisabledTextSelectability { .init() } }
