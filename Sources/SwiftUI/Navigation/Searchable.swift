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
    /// Typing into the field makes the search active (the field has focus).
    var activate: () -> Void = {}
    /// Whether the search is active: the scope bar (`.searchScopes`) shows only then, as on a device.
    var isActive = false

    func _children(content: any View, _ env: EnvironmentValues) -> [_ChildSpec] {
        var specs = [_ChildSpec("content", content, env)]
        if isActive, let scopeBar = env._searchScopeBar { specs.append(_ChildSpec("scopes", scopeBar, env)) }
        return specs
    }

    func _elements(_ ctx: inout _ElementContext) -> [_Element] {
        let prompt = self.prompt(ctx.env)
        var field = _Element(role: .searchField, label: prompt, value: text.wrappedValue)
        field.style.placeholder = prompt
        let text = self.text
        let activate = self.activate
        field.handlers.setText = {
            activate()
            text.wrappedValue = $0
        }
        // `.onSubmit(of: .search)` runs when return is pressed in the search field.
        let submits = ctx.env.submitActions.filter { $0.triggers.contains(.search) }
        field.handlers.submit = { submits.forEach { $0.action() } }
        return [field] + ctx.childElements("scopes") + ctx.childElements("content")
    }
}

extension View {
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        _SearchingView(content: self, text: text, prompt: { env in prompt?._resolve(env) ?? "Search" })
    }
    public func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        _SearchingView(content: self, text: text, prompt: { prompt.resolve($0) })
    }
    @_disfavoredOverload
    public func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        let prompt = String(prompt)
        return _SearchingView(content: self, text: text, prompt: { _ in prompt })
    }

    /// Suggestions shown under an active search field. Not drawn yet: the headless search field
    /// is never "active" between steps; a `search` step sets its text directly.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> some View { self }
    /// The text a suggestion fills in when chosen (suggestions are not drawn yet).
    public func searchCompletion(_ completion: String) -> some View { self }
}

/// A searchable view and whether its search is active: from the first text typed into the field
/// until `dismissSearch` ends it (clearing the text), as on a device.
struct _SearchingView<Content: View>: View, _UncountedBody {
    let content: Content
    let text: Binding<String>
    let prompt: (EnvironmentValues) -> String
    @State private var isActive = false

    var body: some View {
        let text = self.text
        let isActive = $isActive
        content
            .modifier(
                _EnvironmentModifier { env in
                    env.isSearching = isActive.wrappedValue
                    // The scopes belong to this search field, not to searchable views inside.
                    env._searchScopeBar = nil
                    env.dismissSearch = DismissSearchAction {
                        isActive.wrappedValue = false
                        text.wrappedValue = ""
                    }
                }
            )
            .modifier(
                _SearchableModifier(
                    text: text, prompt: prompt, activate: { if !isActive.wrappedValue { isActive.wrappedValue = true } },
                    isActive: isActive.wrappedValue))
    }
}

/// Ends the search of the searchable view around it: the field loses focus and its text is cleared.
public struct DismissSearchAction {
    let action: () -> Void
    public func callAsFunction() { action() }
}

private struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }
private struct DismissSearchKey: EnvironmentKey { static let defaultValue = DismissSearchAction {} }

extension EnvironmentValues {
    /// Whether the searchable view around this one has an active search.
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }
    public var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}
