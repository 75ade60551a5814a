import LessonProtocol

public struct RedactionReasons: OptionSet, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let placeholder = RedactionReasons(rawValue: 1)
    public static let privacy = RedactionReasons(rawValue: 2)
    public static let invalidated = RedactionReasons(rawValue: 4)
}

private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue = RedactionReasons() }

extension EnvironmentValues {
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
}

extension View {
    /// Placeholder redaction draws text as grey bars; VoiceOver still reads it, so checkpoints do too.
    public func redacted(reason: RedactionReasons) -> some View {
        modifier(_EnvironmentModifier { $0.redactionReasons = reason })
            .modifier(_StyleFactModifier { if !reason.isEmpty { $0.foreground = "redacted" } })
    }
    public func unredacted() -> some View {
        modifier(_EnvironmentModifier { $0.redactionReasons = [] })
    }

    public func privacySensitive(_ sensitive: Bool = true) -> some View { self }
}
