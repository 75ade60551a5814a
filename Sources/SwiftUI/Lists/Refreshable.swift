import LessonProtocol

private struct RefreshKey: EnvironmentKey { static let defaultValue: _RefreshAction? = nil }

struct _RefreshAction {
    let action: @Sendable () async -> Void
}

extension EnvironmentValues {
    var _refresh: _RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}

extension View {
    /// A list that can be pulled down to refresh runs `action`, showing a spinner until it returns.
    public func refreshable(action: @escaping @Sendable () async -> Void) -> some View {
        modifier(_EnvironmentModifier { $0._refresh = _RefreshAction(action: action) })
    }
}
