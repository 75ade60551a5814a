// What the phone a checkpoint runs on is set to, as environment values lesson code reads: the app
// is in the foreground, text is at the default size, and no accessibility setting is switched on —
// the state of an iPhone straight out of the box.

/// Whether the app's scene is in the foreground.
public enum ScenePhase: Comparable, Hashable, Sendable {
    case background, inactive, active
}

/// The Dynamic Type sizes of iOS, smallest first; `.large` is the default.
public enum DynamicTypeSize: Hashable, Comparable, CaseIterable, Sendable {
    case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
    case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5

    /// The five accessibility sizes, larger than any standard one.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

private struct ScenePhaseKey: EnvironmentKey { static let defaultValue = ScenePhase.active }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct DifferentiateWithoutColorKey: EnvironmentKey { static let defaultValue = false }
private struct VoiceOverEnabledKey: EnvironmentKey { static let defaultValue = false }
private struct ReduceMotionKey: EnvironmentKey { static let defaultValue = false }
private struct ReduceTransparencyKey: EnvironmentKey { static let defaultValue = false }
private struct InvertColorsKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }
    public var accessibilityVoiceOverEnabled: Bool {
        get { self[VoiceOverEnabledKey.self] }
        set { self[VoiceOverEnabledKey.self] = newValue }
    }
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }
    public var accessibilityReduceTransparency: Bool {
        get { self[ReduceTransparencyKey.self] }
        set { self[ReduceTransparencyKey.self] = newValue }
    }
    public var accessibilityInvertColors: Bool {
        get { self[InvertColorsKey.self] }
        set { self[InvertColorsKey.self] = newValue }
    }
}

extension View {
    /// Sets the Dynamic Type size for the view and everything in it.
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        environment(\.dynamicTypeSize, size)
    }

    /// Limits the Dynamic Type size to a range: the reader's size, clamped into it.
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        transformEnvironment(\.dynamicTypeSize) { size in
            let all = DynamicTypeSize.allCases.filter { range.contains($0) }
            if let lowest = all.first, size < lowest { size = lowest }
            if let highest = all.last, size > highest { size = highest }
        }
    }
}
