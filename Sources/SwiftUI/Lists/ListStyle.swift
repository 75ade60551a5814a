import LessonProtocol

extension View {
    public func listStyle<S: ListStyle>(_ style: S) -> some View { _styleFact(\.listStyle, style._styleName) }
}

public protocol ListStyle { var _styleName: String { get } }
public struct InsetGroupedListStyle: ListStyle {
    public init() {}
    public var _styleName: String { "insetGrouped" }
}
public struct GroupedListStyle: ListStyle {
    public init() {}
    public var _styleName: String { "grouped" }
}
public struct PlainListStyle: ListStyle {
    public init() {}
    public var _styleName: String { "plain" }
}
public struct InsetListStyle: ListStyle {
    public init() {}
    public var _styleName: String { "inset" }
}
public struct SidebarListStyle: ListStyle {
    public init() {}
    public var _styleName: String { "sidebar" }
}
public struct DefaultListStyle: ListStyle {
    public init() {}
    public var _styleName: String { "automatic" }
}
extension ListStyle where Self == InsetGroupedListStyle { public static var insetGrouped: InsetGroupedListStyle { .init() } }
extension ListStyle where Self == GroupedListStyle { public static var grouped: GroupedListStyle { .init() } }
extension ListStyle where Self == PlainListStyle { public static var plain: PlainListStyle { .init() } }
extension ListStyle where Self == InsetListStyle { public static var inset: InsetListStyle { .init() } }
extension ListStyle where Self == SidebarListStyle { public static var sidebar: SidebarListStyle { .init() } }
extension ListStyle where Self == DefaultListStyle { public static var automatic: DefaultListStyle { .init() } }
