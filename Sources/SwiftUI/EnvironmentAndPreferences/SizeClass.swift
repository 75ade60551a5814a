import Foundation

/// The width or height class of the screen: an iPhone in portrait is compact wide and regular tall.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    case compact, regular
}

// Boxed: an optional stored in the environment's `Any` storage would read back as nil.
private struct _SizeClass { var value: UserInterfaceSizeClass? }
private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue = _SizeClass(value: .compact) }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue = _SizeClass(value: .regular) }

extension EnvironmentValues {
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self].value }
        set { self[HorizontalSizeClassKey.self] = _SizeClass(value: newValue) }
    }

    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self].value }
        set { self[VerticalSizeClassKey.self] = _SizeClass(value: newValue) }
    }
}
