import LessonProtocol

public struct ContentMode: Hashable {
    let name: String
    public static let fit = ContentMode(name: "fit")
    public static let fill = ContentMode(name: "fill")
}

extension View {
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View { _elementStyle(\.contentMode, contentMode.name) }
    public func scaledToFit() -> some View { _elementStyle(\.contentMode, "fit") }
    public func scaledToFill() -> some View { _elementStyle(\.contentMode, "fill") }
}
