import LessonProtocol

/// Where the search field sits; the headless screen puts it above the content either way.
public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement { .navigationBarDrawer }
    public enum NavigationBarDrawerDisplayMode: Hashable, Sendable { case automatic, always }
}

struct _SearchableModifier: ViewModifier, _PrimitiveModifier {
    typealias Body = Never
    let text: Binding<String>
    let prompt: (EnvironmentValues) -> String

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let prompt = self.prompt(ctx.env)
        var field = _Element(role: .searchField, label: prompt, value: text.wrappedValue)
        field.style.placeholder = prompt
        let text = self.text
        field.handlers.setText = { text.wrappedValue = $0 }
        // `.onSubmit(of: .search)` runs when return is pressed in the search field.
        let submits = ctx.env.submitActions.filter { $0.triggers.contains(.search) }
        field.handlers.submit = { submits.forEach { $0.action() } }
        return [field] + ctx.childElements("content")
    }
}

extension View {
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        modifier(_SearchableModifier(text: text, prompt: { env in prompt?._resolve(env) ?? "Search" }))
    }
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        modifier(_SearchableModifier(text: text, prompt: { prompt.resolve($0) }))
    }
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        let prompt = String(prompt)
        return modifier(_SearchableModifier(text: text, prompt: { _ in prompt }))
    }

    /// Suggestions shown under an active search field. Not drawn yet: the headless search field
    /// is never "active" between steps; a `search` step sets its text directly.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }
    /// The text a suggestion fills in when chosen (suggestions are not drawn yet).
    public func searchCompletion(_ completion: String) -> some View { self }
}
