/// How a split view arranges its columns on a wide screen. On an iPhone the columns are always
/// stacked (the sidebar first, the detail pushed on selection), so every style looks the same.
public protocol NavigationSplitViewStyle {
    associatedtype Body: View
    typealias Configuration = NavigationSplitViewStyleConfiguration
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

public struct NavigationSplitViewStyleConfiguration {}

extension NavigationSplitViewStyle where Body == Never {
    public func makeBody(configuration: Configuration) -> Never { fatalError("\(Self.self) is drawn by the runtime") }
}

public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle {
    public typealias Body = Never
    public init() {}
}
/// On an iPad: the detail shrinks to make room for the sidebar.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle {
    public typealias Body = Never
    public init() {}
}
/// On an iPad: the detail keeps its size; the sidebar floats over it.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle {
    public typealias Body = Never
    public init() {}
}

extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { .init() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { .init() }
}

extension View {
    /// Changes nothing on an iPhone, whose split view is a stack.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }
}
