extension View {
    public func contentTransition(_ transition: ContentTransition) -> some View { self }
}

/// How a view's content (a number in a `Text`) changes in place.
public struct ContentTransition: Sendable {
    public static let identity = ContentTransition()
    public static let opacity = ContentTransition()
    public static let interpolate = ContentTransition()
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition() }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition() }
    public static let symbolEffect = ContentTransition()
}
