private struct FontKey: EnvironmentKey { static let defaultValue: Font? = nil }

extension EnvironmentValues {
    /// The font text inside uses when it sets none itself (`nil`: the body style). `.font(_:)`,
    /// `.environment(\.font, …)` and `.transformEnvironment(\.font)` all set it, and text is drawn in it.
    public var font: Font? {
        get { self[FontKey.self] }
        set {
            self[FontKey.self] = newValue
            styleFacts.font = newValue?.name
            styleFacts.weight = newValue?.weight?.name
            styleFacts.italic = newValue?.isItalic == true
        }
    }
}
