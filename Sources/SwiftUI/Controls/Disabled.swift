import LessonProtocol

/// `.disabled` is an environment transform, so it reaches every control inside:
/// `isEnabled = parent && !disabled`.
struct _DisabledModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let disabled: Bool
    let contentName: String

    func _childEnvironment(_ env: EnvironmentValues) -> EnvironmentValues {
        var env = env
        env.isEnabled = env.isEnabled && !disabled
        return env
    }

    /// Names what disabled each control, for the author's error message.
    func _adjust(_ elements: [_Element], _ ctx: inout _ElementContext) -> [_Element] {
        guard disabled else { return elements }
        return elements.map { top in
            var top = top
            if top.disabledReason == nil, top.handlers.isActionable {
                top.disabledReason = "\(_describe(top)) is disabled"
            }
            top.children = top.children.map { markInherited($0) }
            return top
        }
    }

    private func markInherited(_ element: _Element) -> _Element {
        var element = element
        if element.disabledReason == nil, element.handlers.isActionable {
            element.disabledReason = "\(_describe(element)) is disabled by .disabled(true) on the enclosing \(contentName)"
        }
        element.children = element.children.map { markInherited($0) }
        return element
    }
}

/// How an error message names an element: its label in quotes, else its identifier, else its role.
func _describe(_ element: _Element) -> String {
    if let label = element.label ?? element.spokenLabel, !label.isEmpty { return "'\(label)'" }
    if let id = element.identifier { return "#\(id)" }
    return "The \(element.role.rawValue)"
}

extension View {
    public func disabled(_ disabled: Bool) -> some View {
        modifier(_DisabledModifier(disabled: disabled, contentName: _viewTypeName(Self.self)))
    }
}
