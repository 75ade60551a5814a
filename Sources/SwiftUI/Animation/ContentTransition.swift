extension View {
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
}

public struct ContentTransition {
    public static let identity = ContentTransition()
    public static let opacity = ContentTransition()
    public static let interpolate = ContentTransition()
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
}
