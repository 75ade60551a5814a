// Search tokens and scopes. Tokens are kept in the lesson's binding and read by its code, but the
// headless search field shows only its text: no token capsules are drawn and no step adds or
// removes a token (a device removes one with delete at the start of the field). Scopes show as
// the device's scope bar: a segmented picker under the field while the search is active.

extension View {
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Suggested tokens are listed under an active field on a device; they are not drawn here.
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: Text? = nil, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: LocalizedStringKey, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }
    @_disfavoredOverload
    public func searchable<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, tokens: Binding<C>, suggestedTokens: Binding<C>, placement: SearchFieldPlacement = .automatic,
        prompt: S, @ViewBuilder token: @escaping (C.Element) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// Tokens a person can edit in place; kept in the binding, not drawn.
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }
    @_disfavoredOverload
    public func searchable<C: RandomAccessCollection & RangeReplaceableCollection & MutableCollection, T: View, S: StringProtocol>(
        text: Binding<String>, editableTokens: Binding<C>, placement: SearchFieldPlacement = .automatic, prompt: S,
        @ViewBuilder token: @escaping (Binding<C.Element>) -> T
    ) -> some View where C.Element: Identifiable {
        searchable(text: text, placement: placement, prompt: prompt)
    }

    /// The scopes of the search field inside: a scope bar under the field while searching;
    /// choosing a segment sets `scope`.
    public func searchScopes<V: Hashable, S: View>(_ scope: Binding<V>, @ViewBuilder scopes: () -> S) -> some View {
        let bar = AnyView(Picker(selection: scope, content: scopes, label: { EmptyView() }).pickerStyle(.segmented))
        return modifier(_EnvironmentModifier { $0._searchScopeBar = bar })
    }

    /// `activation: .onSearchPresentation` is how an iPhone shows scopes anyway; `.onTextEntry`
    /// (shown once text is typed) comes to the same thing here, as typing is what activates the search.
    public func searchScopes<V: Hashable, S: View>(
        _ scope: Binding<V>, activation: SearchScopeActivation, @ViewBuilder _ scopes: () -> S
    ) -> some View {
        searchScopes(scope, scopes: scopes)
    }
}

/// When the scope bar appears.
public struct SearchScopeActivation: Sendable {
    let name: String
    public static let automatic = SearchScopeActivation(name: "automatic")
    public static let onTextEntry = SearchScopeActivation(name: "onTextEntry")
    public static let onSearchPresentation = SearchScopeActivation(name: "onSearchPresentation")
}

private struct SearchScopeBarKey: EnvironmentKey { static let defaultValue: AnyView? = nil }

extension EnvironmentValues {
    var _searchScopeBar: AnyView? {
        get { self[SearchScopeBarKey.self] }
        set { self[SearchScopeBarKey.self] = newValue }
    }
}
