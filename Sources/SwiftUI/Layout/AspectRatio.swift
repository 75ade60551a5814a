import LessonProtocol

public struct ContentMode: Hashable {
    let fact: ScreenStyle.ContentMode
    public static let fit = ContentMode(fact: .fit)
    public static let fill = ContentMode(fact: .fill)
}

extension View {
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        _elementFact(\.contentMode, contentMode.fact)
    }
    public func scaledToFit() -> some View { _elementFact(\.contentMode, .fit) }
    public func scaledToFill() -> some View { _elementFact(\.contentMode, .fill) }
}
