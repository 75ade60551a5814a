/// A lesson's own style for one kind of view (`LabelStyle`, `ProgressViewStyle`, `GroupBoxStyle`,
/// `FormStyle`, `LabeledContentStyle`), found in the environment by its configuration type: the
/// views inside show what its `makeBody(configuration:)` builds instead of their built-in look.
struct _CustomStyle<Configuration> {
    let makeBody: (Configuration) -> AnyView
}

private struct CustomStyleKey<Configuration>: EnvironmentKey {
    static var defaultValue: _CustomStyle<Configuration>? { nil }
}

extension EnvironmentValues {
    subscript<Configuration>(customStyle configuration: Configuration.Type) -> _CustomStyle<Configuration>? {
        get { self[CustomStyleKey<Configuration>.self] }
        set { self[CustomStyleKey<Configuration>.self] = newValue }
    }

    /// A styled view's one child, the style's body, when a lesson's style applies here. Inside it
    /// the style no longer applies, so `ProgressView(configuration)` there draws the built-in look.
    func _styledChildren<Configuration>(_ configuration: () -> Configuration) -> [_ChildSpec]? {
        guard let style = self[customStyle: Configuration.self] else { return nil }
        var inner = self
        inner[customStyle: Configuration.self] = nil
        return [_ChildSpec("styled", style.makeBody(configuration()), inner)]
    }
}

extension View {
    /// `.labelStyle(style)` and its kin: a built-in style (its `Body` is `Never`) puts the runtime's
    /// own look back; a lesson's style is carried to the views inside.
    func _customStyle<Configuration, Body: View>(
        _ makeBody: @escaping (Configuration) -> Body, isBuiltIn: Bool
    ) -> some View {
        let custom = isBuiltIn ? nil : _CustomStyle<Configuration> { AnyView(makeBody($0)) }
        return modifier(_EnvironmentModifier { $0[customStyle: Configuration.self] = custom })
    }
}

extension _ElementContext {
    /// Whether the view shows a lesson style's body (its elements are then the body's).
    func showsCustomStyle<Configuration>(_ configuration: Configuration.Type) -> Bool {
        env[customStyle: configuration] != nil
    }
}
