import LessonProtocol

extension View {
    // Inherited text styling.
    public func font(_ font: Font?) -> some View {
        modifier(_EnvironmentModifier { $0.font = font })
    }
    public func fontWeight(_ weight: Font.Weight?) -> some View { _styleFact(\.weight, weight?.name) }
    public func bold(_ isActive: Bool = true) -> some View { _styleFact(\.weight, isActive ? "bold" : nil) }
    public func italic(_ isActive: Bool = true) -> some View { _styleFact(\.italic, isActive) }
    public func fontDesign(_ design: Font.Design?) -> some View { _styleFact(\.design, design.map { "\($0)" }) }
    public func monospaced(_ isActive: Bool = true) -> some View { _styleFact(\.design, isActive ? "monospaced" : nil) }
    public func monospacedDigit() -> some View { self }
    /// Letter width is not drawn: texts read and measure as at the standard width.
    public func fontWidth(_ width: Font.Width?) -> some View { self }
}
