import LessonProtocol

/// Light or dark appearance. A checkpoint's `appearance=` sets it for the whole app, as Settings ›
/// Display & Brightness does on a phone.
public enum ColorScheme: Hashable, CaseIterable, Sendable {
    case light, dark
}

/// The layout direction of the app's language: right to left for Arabic and Hebrew, where
/// `.leading` is the right edge and an HStack's first child is drawn rightmost.
public enum LayoutDirection: Hashable, CaseIterable, Sendable {
    case leftToRight, rightToLeft
}

private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }

extension EnvironmentValues {
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
}

/// A view's `.preferredColorScheme`: passed up to the window, which then draws the whole app in it,
/// whatever the phone's appearance is (nil leaves the phone's).
struct _PreferredColorSchemeKey: PreferenceKey {
    static let defaultValue: ColorScheme? = nil
    static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
        value = value ?? nextValue()
    }
}

extension View {
    public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
        preference(key: _PreferredColorSchemeKey.self, value: colorScheme)
    }
}

extension HeadlessHost {
    /// The device's settings as the environment at the app's root.
    static func _environment(_ env: EnvironmentValues, in conditions: DeviceConditions) -> EnvironmentValues {
        var env = env
        env.colorScheme = conditions.appearance == .dark ? .dark : .light
        env.dynamicTypeSize = conditions.dynamicTypeSize.map(DynamicTypeSize.init) ?? .large
        env.layoutDirection = conditions.layoutDirection == .rightToLeft ? .rightToLeft : .leftToRight
        return env
    }

    /// The window's appearance follows a `.preferredColorScheme` somewhere in the app, else the
    /// phone's. True when it changed (the app then updates once more, as a device redraws it).
    func _applyPreferredColorScheme() -> Bool {
        let preferred = _preferenceValue(_PreferredColorSchemeKey.self, of: reconciler.root) ?? nil
        let scheme = preferred ?? (conditions.appearance == .dark ? .dark : .light)
        windowColorSchemeIsPinned = preferred != nil || conditions.appearance != nil
        guard reconciler.root.env.colorScheme != scheme else { return false }
        reconciler.root.env.colorScheme = scheme
        reconciler.root.invalidate()
        return true
    }

    /// The settings the page draws the phone in, on the screen's root.
    func _markConditions(_ screen: inout _Element) {
        let env = reconciler.root.env
        if windowColorSchemeIsPinned { screen.style.colorScheme = env.colorScheme == .dark ? .dark : .light }
        if env.dynamicTypeSize != .large { screen.style.dynamicTypeSize = env.dynamicTypeSize.typeSize }
        if env.layoutDirection == .rightToLeft { screen.style.layoutDirection = .rightToLeft }
    }
}

extension DynamicTypeSize {
    init(_ size: DeviceConditions.TypeSize) {
        self = DynamicTypeSize.allCases[DeviceConditions.TypeSize.allCases.firstIndex(of: size)!]
    }

    var typeSize: DeviceConditions.TypeSize {
        DeviceConditions.TypeSize.allCases[DynamicTypeSize.allCases.firstIndex(of: self)!]
    }
}
