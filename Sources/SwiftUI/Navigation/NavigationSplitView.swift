import LessonProtocol

public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    public static let all = NavigationSplitViewVisibility(name: "all")
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// On an iPhone a split view collapses into a stack that starts on the sidebar; links in the
/// sidebar push as in a NavigationStack. Choosing a row of a sidebar `List(selection:)` pushes the
/// detail (made from the new selection); going back pops it and clears the selection, as a
/// collapsed split view does. (A three-column view's middle column is not shown on a phone here.)
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, _UncountedBody {
    let sidebar: Sidebar
    let detail: Detail
    @State private var split = _SplitDetail()
    @State private var showsDetail = false

    public var body: some View {
        let split = split
        split.show = { [$showsDetail] in $showsDetail.wrappedValue = true }
        let shown = Binding(
            get: { showsDetail },
            set: { [$showsDetail] newValue in
                $showsDetail.wrappedValue = newValue
                if !newValue { split.deselect() }
            })
        return NavigationStack {
            sidebar.navigationDestination(isPresented: shown) { detail }
        }
        .modifier(_EnvironmentModifier { $0._splitDetail = split })
    }
}

/// How a sidebar list tells its split view to show the detail, and how the split view clears it.
final class _SplitDetail {
    var show: () -> Void = {}
    var deselect: () -> Void = {}
}

private struct SplitDetailKey: EnvironmentKey { static let defaultValue: _SplitDetail? = nil }

extension EnvironmentValues {
    var _splitDetail: _SplitDetail? {
        get { self[SplitDetailKey.self] }
        set { self[SplitDetailKey.self] = newValue }
    }
}

extension NavigationSplitView where Content == EmptyView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.detail = detail()
    }
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.detail = detail()
    }
}

extension NavigationSplitView {
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        self.detail = detail()
    }
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.detail = detail()
    }
}

extension View {
    /// Column widths matter only beside other columns, which a phone never shows.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}
