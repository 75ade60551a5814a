import LessonProtocol

public enum SubmitLabel: Hashable { case done, go, send, join, route, search, `return`, next, `continue` }

extension View {
    public func submitLabel(_ submitLabel: SubmitLabel) -> some View { _styleFact(\.submitLabel, "\(submitLabel)") }
}

struct _OnSubmitModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let id: ObjectIdentifier
    let action: () -> Void
    var triggers: SubmitTriggers = .text
    func _childEnvironment(_ env: EnvironmentValues) -> EnvironmentValues {
        var env = env
        env.submitActions.append(_SubmitAction(id: id.hashValue, action: action, triggers: triggers))
        return env
    }
}

private final class _SubmitToken {}

extension View {
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        modifier(_OnSubmitModifier(id: ObjectIdentifier(_SubmitToken()), action: action, triggers: triggers))
    }
}

public struct SubmitTriggers: OptionSet, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let text = SubmitTriggers(rawValue: 1)
    public static let search = SubmitTriggers(rawValue: 2)
}
